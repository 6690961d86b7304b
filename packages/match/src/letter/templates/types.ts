// Sentence templates are functions of plain strings, so a letter can never print a placeholder.
// Every template's own words must pass the truthfulness guard on any resume: no names, titles,
// skills, numbers or dates of their own.

/** The posting's side: role without an article, the role with one, the company. */
export interface RoleSlots {
  role: string;
  aRole: string;
  company: string;
}

/** Where a line of the resume happened: "at Acme", "on the Ledger project", "volunteering with…". */
export interface PlaceSlots {
  /** Opens with a preposition, in lower case; undefined when the resume names no place. */
  where?: string;
}

export interface ToneTemplates {
  greetingNamed: readonly ((name: string) => string)[];
  greetingNeutral: readonly ((company: string) => string)[];
  /** The first sentence: names the role and the company. */
  opening: readonly ((s: RoleSlots) => string)[];
  /** Who the candidate is and the requirements they show; `title` with its article. */
  fitWithTitle: readonly ((aTitle: string, terms: string, s: RoleSlots) => string)[];
  fitTitleOnly: readonly ((aTitle: string, s: RoleSlots) => string)[];
  fitTermsOnly: readonly ((terms: string, s: RoleSlots) => string)[];
  /** An achievement whose line reads after "I". */
  achievement: readonly ((predicate: string, p: PlaceSlots) => string)[];
  /** An achievement written as a noun phrase, quoted after a colon. */
  achievementQuoted: readonly ((text: string, p: PlaceSlots) => string)[];
  /** A further line from the place the paragraph already named. */
  further: readonly ((predicate: string) => string)[];
  /** A further line from a place of its own ("at Acme"). */
  furtherAt: readonly ((predicate: string, where: string) => string)[];
  furtherQuoted: readonly ((text: string, p: PlaceSlots) => string)[];
  /** Ties an achievement to the posting's requirements it shows. */
  tie: readonly ((terms: string, s: RoleSlots) => string)[];
  skills: readonly ((terms: string, s: RoleSlots) => string)[];
  education: readonly ((aDegree: string) => string)[];
  certificates: readonly ((list: string) => string)[];
  /** The resume's other skills, languages and awards, for a longer letter. */
  otherSkills: readonly ((list: string) => string)[];
  languages: readonly ((list: string) => string)[];
  awards: readonly ((list: string) => string)[];
  /** Sentences with no facts of their own, used to reach the chosen length. */
  filler: readonly ((s: RoleSlots) => string)[];
  /** The call to action. */
  closing: readonly ((s: RoleSlots) => string)[];
  thanks: readonly string[];
  closingLine: readonly string[];
}
