import type { Resume } from '@resumio/resume-model';
import { networkOf, readContacts, readPlace, type Link, type Place } from './contacts.ts';

const normalUrl = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/+$/, '');
import { findDates, isOnlyDates, tidy, withoutDates, type FoundDates } from './dates.ts';
import { knownSection, sectionByStem, type SectionKind } from './sections.ts';
import type { SourceLine } from './source-line.ts';
import { isDegree, isSchool, mostlyProgramming, orgScore, titleScore } from './vocabulary.ts';

/** A line the importer could not give a field, shown to the user to place by hand. */
export interface NotPlacedLine {
  text: string;
  /** The heading of the section it was under, if any. */
  section?: string;
}

/** A section heading found in the file. */
export interface FoundSection {
  kind: SectionKind;
  heading: string;
}

export interface StructuredResume {
  resume: Resume;
  notPlaced: NotPlacedLine[];
  sections: FoundSection[];
}

type Work = NonNullable<Resume['work']>[number];
type Education = NonNullable<Resume['education']>[number];

const MAX_SHORT = 200;
const clip = (text: string, max = MAX_SHORT) =>
  text.length > max ? text.slice(0, max).trim() : text;

function weightedMedianSize(lines: SourceLine[]): number {
  const sizes = lines
    .map((l) => ({ size: l.size, weight: l.text.length }))
    .sort((a, b) => a.size - b.size);
  const total = sizes.reduce((n, s) => n + s.weight, 0);
  let seen = 0;
  for (const s of sizes) {
    seen += s.weight;
    if (seen >= total / 2) return s.size;
  }
  return 10;
}

const LETTERS = /\p{L}/u;
const isUpper = (text: string) => text === text.toUpperCase() && text !== text.toLowerCase();

function looksLikeName(line: SourceLine): boolean {
  const text = line.text.replace(/\s*[|,]\s*$/, '');
  if (/[\d@:/]/.test(text) || !LETTERS.test(text) || line.bullet) return false;
  const wordCount = text.split(/\s+/).length;
  if (wordCount > 5 && !/^(\p{L} )+\p{L}$/u.test(text)) return false;
  if (knownSection(text)) return false;
  if (titleScore(text) > 0 && wordCount > 1 && !isUpper(text)) return false;
  return text.length <= 60;
}

/** "J O H N  D O E" → "JOHN DOE"; other text unchanged. */
function unspace(text: string): string {
  if (!/^(?:\S ){3,}\S$/u.test(text.replace(/ {2,}/g, ' '))) return text;
  return text
    .split(/ {2,}/)
    .map((w) => w.replace(/ /g, ''))
    .join(' ');
}

/** How the file prints the headings it names: capitals at a size, bold or not. */
type HeadingStyle = { size: number; bold: boolean };

function headingOf(
  line: SourceLine,
  bodySize: number,
  styles: HeadingStyle[] = [],
): SectionKind | undefined {
  const text = line.text.replace(/[:：]\s*$/, '').trim();
  if (line.bullet || text.length === 0 || text.length > 60) return undefined;
  const known = knownSection(text);
  if (known) return known;
  if (/[\d@]/.test(text) || /[.,;]$/.test(text)) return undefined;
  const wordCount = text.split(/\s+/).length;
  // Capitals printed like the file's named headings ("CAREER HIGHLIGHTS" beside "LANGUAGES").
  if (
    isUpper(text) &&
    wordCount <= 4 &&
    text.replace(/[^\p{L}]/gu, '').length >= 5 &&
    titleScore(text) === 0 &&
    styles.some((st) => Math.abs(st.size - line.size) < 0.2 && st.bold === line.bold)
  ) {
    return sectionByStem(text) ?? 'other';
  }
  const kind = () => (titleScore(text) > 0 ? 'other' : (sectionByStem(text) ?? 'other'));
  if (line.styledHeading && wordCount <= 6 && (line.size >= bodySize * 1.1 || isUpper(text))) {
    return kind();
  }
  if (wordCount > 4 || line.parts.length > 1) return undefined;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return undefined;
  if (isUpper(text) && (line.bold || line.size >= bodySize * 1.1)) return kind();
  // Capitals naming a section ("TRAINING & CERTIFICATIONS") are a heading at any size.
  if (isUpper(text) && titleScore(text) === 0 && sectionByStem(text)) return kind();
  if (line.size >= bodySize * 1.12 && (line.bold || line.size >= bodySize * 1.25)) return kind();
  return undefined;
}

interface Section {
  kind: SectionKind | 'header';
  heading?: string;
  lines: SourceLine[];
  /** The rest of a section that a column break interrupted. */
  continued?: boolean;
}

/** Splits on the separators a header line uses between employer, title and place. */
function splitPieces(text: string): string[] {
  return text
    .split(/\s+[|·•]\s+|\s?[–—]\s?|\s-\s|\s+(?:at|@|chez|bei|na|en)\s+(?=\p{Lu})|[|]/u)
    .map(tidy)
    .filter((p) => p !== '' && /[\p{L}\d]/u.test(p));
}

const REMOTE =
  /^(?:remote|remoto|remota|télétravail|teletrabajo|home ?office|hybrid|híbrido|hybride)$/i;

function asLocation(piece: string): string | undefined {
  if (REMOTE.test(piece)) return piece;
  if (titleScore(piece) > 0 || orgScore(piece) > 0 || isDegree(piece)) return undefined;
  const place = readPlace(piece);
  if (place && (place.city || place.countryCode) && piece.includes(',')) return piece;
  return undefined;
}

interface Entry {
  header: SourceLine[];
  body: SourceLine[];
}

function hasDates(line: SourceLine): boolean {
  return line.text.length <= 140 && findDates(line.text).length > 0;
}

function isHeaderLike(line: SourceLine): boolean {
  if (line.bullet) return false;
  if (hasDates(line)) return true;
  return line.text.length <= 100 && !/[.;]$/.test(line.text);
}

/** Groups a section's lines into entries: header lines (employer, title, dates) then a body. */
function splitEntries(
  lines: SourceLine[],
  opensEntry: (line: SourceLine, current: Entry) => boolean = () => false,
): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (isHeaderLike(line)) {
      const startsNew =
        !current ||
        opensEntry(line, current) ||
        (current.body.length > 0 &&
          (hasDates(line) ||
            line.bold ||
            // A sentence is never a header; a short line is one when dates follow it.
            (line.text.length <= 60 &&
              line.text.split(/\s+/).length < 8 &&
              lines
                .slice(i + 1, i + 3)
                .some((l) => !l.bullet && hasDates(l) && l.text.length < 100)))) ||
        (current.body.length === 0 &&
          hasDates(line) &&
          current.header.some((h) => hasDates(h)) &&
          !isOnlyDates(line.text)) ||
        // An entry without a body, then the next one's header with its dates on the line below.
        (current.header.some((h) => hasDates(h)) &&
          !hasDates(line) &&
          lines[i + 1] !== undefined &&
          !lines[i + 1]!.bullet &&
          isOnlyDates(lines[i + 1]!.text));
      if (startsNew) {
        current = { header: [line], body: [] };
        entries.push(current);
        continue;
      }
      // After the dates, a long line that reads as a sentence is the entry's text, not its header.
      const sentence =
        current!.header.some((h) => hasDates(h)) &&
        !line.bold &&
        !hasDates(line) &&
        (line.text.split(/\s+/).length >= 12 ||
          (line.text.length > 60 &&
            titleScore(line.text) === 0 &&
            orgScore(line.text) === 0 &&
            !isDegree(line.text)));
      if (current!.body.length === 0 && !sentence) {
        current!.header.push(line);
        continue;
      }
    }
    if (!current) {
      current = { header: [], body: [] };
      entries.push(current);
    }
    // A wrapped bullet continues on a line of its own without a bullet sign.
    const last = current.body[current.body.length - 1];
    if (last && !line.bullet && last.bullet && !/[.!?]$/.test(last.text)) {
      current.body[current.body.length - 1] = { ...last, text: `${last.text} ${line.text}` };
      continue;
    }
    current.body.push(line);
  }
  return entries;
}

interface EntryParts {
  pieces: string[];
  dates?: FoundDates;
  location?: string;
  highlights: string[];
  prose: string[];
}

/** "Acme — Sales" then "Representative": a header line wrapped onto a short line of its own. */
function joinWrappedHeader(header: SourceLine[]): SourceLine[] {
  const out: SourceLine[] = [];
  for (const line of header) {
    const previous = out[out.length - 1];
    const words = line.text.split(/\s+/).length;
    if (
      previous &&
      line.parts.length === 1 &&
      words <= 2 &&
      !hasDates(line) &&
      !/[|·•,]/.test(line.text) &&
      /\s[—–-]\s?|\|/.test(previous.text) &&
      !hasDates(previous)
    ) {
      const parts = [...previous.parts];
      parts[parts.length - 1] = `${parts[parts.length - 1]} ${line.text}`;
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}`, parts };
    } else out.push(line);
  }
  return out;
}

function readEntry(entry: Entry): EntryParts {
  let dates: FoundDates | undefined;
  const pieces: string[] = [];
  let location: string | undefined;
  const headerAndFirst = joinWrappedHeader(entry.header);
  for (const line of headerAndFirst) {
    for (const part of line.parts) {
      const found = findDates(part);
      let text = part;
      if (found.length > 0) {
        if (!dates) dates = found[0];
        else if (dates.startDate && !dates.endDate && !dates.current && found[0]) {
          dates = { ...dates, endDate: found[0].startDate };
        }
        text = withoutDates(part, found);
      }
      for (const piece of splitPieces(text)) {
        const loc = location ? undefined : asLocation(piece);
        if (loc) {
          location = loc;
          continue;
        }
        // "Acme Ltd, Orem, Utah": the employer, then where.
        const comma = piece.indexOf(',');
        const where =
          comma > 0 && !location ? asLocation(piece.slice(comma + 1).trim()) : undefined;
        if (where && piece.slice(comma + 1).includes(',')) {
          location = where;
          pieces.push(piece.slice(0, comma).trim());
          continue;
        }
        // "Senior Engineer, Acme Ltd" or "BSc, Physics, University of X": commas between fields.
        const sub = piece.split(/,\s+/);
        if (
          sub.length >= 2 &&
          sub.every((p) => p.length >= 2) &&
          sub.some((p) => titleScore(p) > 0 || orgScore(p) > 0 || isDegree(p))
        ) {
          pieces.push(...sub);
        } else pieces.push(piece);
      }
    }
  }
  const highlights: string[] = [];
  const prose: string[] = [];
  for (const line of entry.body) {
    if (!dates && hasDates(line) && line.text.length < 60) {
      const found = findDates(line.text);
      dates = found[0];
      const rest = withoutDates(line.text, found);
      if (rest) pieces.push(rest);
      continue;
    }
    if (line.bullet) highlights.push(line.text);
    else prose.push(line.text);
  }
  return {
    pieces,
    ...(dates ? { dates } : {}),
    ...(location ? { location } : {}),
    highlights,
    prose,
  };
}

function dateFields(dates: FoundDates | undefined): { startDate?: string; endDate?: string } {
  if (!dates) return {};
  return {
    ...(dates.startDate ? { startDate: dates.startDate } : {}),
    ...(dates.endDate && !dates.current ? { endDate: dates.endDate } : {}),
  };
}

/** Which of the first two header pieces is the title, when the words alone cannot tell. */
type Orientation = 'employer-first' | 'title-first';

function orientationOf(pieces: string[]): Orientation | undefined {
  if (pieces.length < 2) return undefined;
  const [a, b] = pieces.slice(0, 2).map((p) => titleScore(p) - orgScore(p));
  if (a! > b!) return 'title-first';
  if (b! > a!) return 'employer-first';
  return undefined;
}

function pickWork(
  pieces: string[],
  orientation: Orientation = 'employer-first',
): { name?: string; position?: string; rest: string[] } {
  if (pieces.length === 0) return { rest: [] };
  if (pieces.length === 1) {
    const only = pieces[0]!;
    return titleScore(only) > orgScore(only)
      ? { position: only, rest: [] }
      : { name: only, rest: [] };
  }
  const scored = pieces.map((p, i) => ({ p, i, t: titleScore(p) - orgScore(p) }));
  const byTitle = [...scored].sort((a, b) => b.t - a.t || a.i - b.i);
  let position = byTitle[0]!;
  let name = scored.find((s) => s !== position)!;
  if (byTitle[0]!.t === byTitle[byTitle.length - 1]!.t) {
    // Nothing tells them apart: the order the section's other entries use.
    name = scored[orientation === 'employer-first' ? 0 : 1]!;
    position = scored[orientation === 'employer-first' ? 1 : 0]!;
  } else {
    name = [...scored].filter((s) => s !== position).sort((a, b) => a.t - b.t || a.i - b.i)[0]!;
  }
  const rest = pieces.filter((_p, i) => i !== position.i && i !== name.i);
  return { name: name.p, position: position.p, rest };
}

/**
 * "Brightwater Freight, Leeds" read as a place, under a title with no employer: the employer,
 * then the town. Not when the second part is a country or state ("Berlin, Germany", "Austin, TX"),
 * nor when the first is one short word with nothing of an organisation in it.
 */
function employerAndTown(location: string): { name: string; town: string } | undefined {
  const parts = location.split(',').map((p) => p.trim());
  if (parts.length !== 2) return undefined;
  const [before, after] = parts as [string, string];
  if (!before || !after || readPlace(`Town, ${after}`)?.countryCode) return undefined;
  if (before.split(/\s+/).length < 2 && orgScore(before) === 0) return undefined;
  return { name: before, town: after };
}

function readWork(entries: Entry[], notPlaced: (text: string) => void): Work[] {
  const out: Work[] = [];
  const read = entries.map((entry) => ({ entry, parts: readEntry(entry) }));
  const votes = read.map(({ parts }) => orientationOf(parts.pieces));
  const titleFirst = votes.filter((v) => v === 'title-first').length;
  const employerFirst = votes.filter((v) => v === 'employer-first').length;
  const orientation: Orientation = titleFirst > employerFirst ? 'title-first' : 'employer-first';
  let previousEmployer: string | undefined;
  for (const { entry, parts } of read) {
    const picked = pickWork(parts.pieces, orientation);
    const { position, rest } = picked;
    const split =
      !picked.name && position && !previousEmployer && parts.location
        ? employerAndTown(parts.location)
        : undefined;
    if (split) {
      picked.name = split.name;
      parts.location = split.town;
    }
    // One employer printed once above several roles: a role without one is at the same place.
    const name = picked.name ?? (position && parts.dates ? previousEmployer : undefined);
    if (picked.name) previousEmployer = picked.name;
    if (!name && !position && !parts.dates) {
      for (const line of [...entry.header, ...entry.body]) notPlaced(line.text);
      continue;
    }
    rest.forEach(notPlaced);
    out.push({
      name: clip(name ?? ''),
      position: clip(position ?? ''),
      ...(parts.location ? { location: clip(parts.location) } : {}),
      ...dateFields(parts.dates),
      ...(parts.prose.length > 0 ? { summary: clip(parts.prose.join(' '), 5000) } : {}),
      highlights: parts.highlights.slice(0, 40).map((h) => clip(h, 1000)),
    });
  }
  return out;
}

function splitDegree(text: string): { studyType: string; area: string } {
  if (
    /^(?:bachelor|master)(?:'?s)?\s+of\s+(?:science|arts|engineering|technology|business administration)$/i.test(
      text.trim(),
    )
  ) {
    return { studyType: text.trim(), area: '' };
  }
  const m =
    /^(.*?\b(?:bachelor|master|diploma|doctor|licenciatura|grado|bacharelado|mestrado|degree|b\.?\s?sc|m\.?\s?sc|b\.?\s?tech|m\.?\s?tech|b\.?\s?e|b\.?\s?s|m\.?\s?s)\.?(?:\s+of\s+(?:science|arts|engineering|technology|business administration))?)\s*(?:in|of|en|em|de|im|,|:|–|-)\s+(.+)$/i.exec(
      text,
    );
  if (m) return { studyType: m[1]!.trim(), area: m[2]!.trim() };
  return { studyType: text, area: '' };
}

/** School-leaving levels named by their abbreviations. */
const SCHOOL_LEVEL =
  /^(?:hsc|sslc|ssc|cbse|icse|a-?levels?|gcse|abitur|bac|baccalauréat|matura|bachillerato|ensino médio)\b/i;

function readEducation(entries: Entry[], notPlaced: (text: string) => void): Education[] {
  const out: Education[] = [];
  for (const entry of entries) {
    const parts = readEntry(entry);
    let institution: string | undefined;
    let degree: string | undefined;
    const rest: string[] = [];
    let score: string | undefined;
    for (const piece of parts.pieces) {
      if (
        !score &&
        (/^(?:gpa|cgpa|grade|note|nota|percentage|score|moyenne|promedio|média)\b/i.test(piece) ||
          (piece.length <= 30 && /\d\.\d+\s*(?:\/\s*\d|%|\[)/.test(piece)))
      ) {
        score = piece;
      } else if (
        !institution &&
        isSchool(piece) &&
        !(isDegree(piece) && !/universi|college|school/i.test(piece))
      ) {
        institution = piece;
      } else if (!degree && isDegree(piece)) {
        degree = piece;
      } else rest.push(piece);
    }
    if (!institution && rest.length > 0) institution = rest.shift();
    if (!degree && rest.length > 0) degree = rest.shift();
    if (!institution && !degree) {
      for (const line of [...entry.header, ...entry.body]) notPlaced(line.text);
      continue;
    }
    const split = splitDegree(degree ?? '');
    const studyType = split.studyType;
    let area = split.area;
    // "Bachelor of Science, Computer Science (GPA: 3.2/4.0)": the field after the degree.
    if (degree && !area && rest.length > 0 && !isSchool(rest[0]!)) {
      const field = rest.shift()!;
      const gpa = /\s*\(([^)]*(?:gpa|cgpa|grade|note|nota)[^)]*)\)\s*$/i.exec(field);
      area = gpa ? field.slice(0, gpa.index).trim() : field;
      if (gpa && !score) score = gpa[1]!.trim();
    }
    rest.forEach(notPlaced);
    [...parts.prose, ...parts.highlights].forEach(notPlaced);
    const dates = dateFields(parts.dates);
    out.push({
      institution: clip(institution ?? ''),
      studyType: clip(studyType),
      area: clip(area),
      // A single date on a school line is when it ended.
      ...(parts.dates && parts.dates.startDate === parts.dates.endDate
        ? { endDate: parts.dates.startDate }
        : dates),
      ...(score ? { score: clip(score) } : {}),
    });
  }
  return out;
}

function splitList(text: string): string[] {
  return text
    .split(/\s*[,;•·|]\s*|\s+\/\s+|\t/)
    .map((s) => tidy(s))
    .filter((s) => s !== '' && /[\p{L}\d]/u.test(s));
}

type Skill = NonNullable<Resume['skills']>[number];

function readSkills(lines: SourceLine[], notPlaced: (text: string) => void): Skill[] {
  const out: Skill[] = [];
  for (const line of lines) {
    const text = line.parts.join(' | ');
    const labelled = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(text);
    if (labelled) {
      const keywords = splitList(labelled[2]!);
      out.push({
        name: clip(tidy(labelled[1]!)),
        keywords: keywords.slice(0, 60).map((k) => clip(k)),
      });
      continue;
    }
    const items = splitList(text);
    if (items.length === 1 && items[0]!.length > 60) {
      notPlaced(line.text);
      continue;
    }
    for (const item of items) out.push({ name: clip(item) });
  }
  return out.slice(0, 60);
}

type Language = NonNullable<Resume['languages']>[number];

function readLanguages(lines: SourceLine[]): Language[] {
  const out: Language[] = [];
  for (const line of lines) {
    for (const item of splitList(line.parts.join(' | '))) {
      const m = /^(.+?)\s*(?:\((.+)\)|[:–—-]\s*(.+))$/.exec(item);
      if (m) out.push({ language: clip(m[1]!.trim()), fluency: clip((m[2] ?? m[3] ?? '').trim()) });
      else out.push({ language: clip(item), fluency: '' });
    }
  }
  return out.slice(0, 60);
}

/** Turns a file's lines into a JSON Resume document and the lines it could not place. */
export function structure(
  input: SourceLine[],
  { links = [] }: { links?: { url: string; top: boolean }[] } = {},
): StructuredResume {
  const lines = input.map((l) => ({ ...l, text: unspace(l.text) }));
  const bodySize = weightedMedianSize(lines);
  const notPlacedLines: NotPlacedLine[] = [];

  // The name: the most prominent name-like line near the top, before the first known section.
  // A label-value table ("Name | Ada Lovelace") names the person outright.
  const labelled = lines.findIndex(
    (l) =>
      l.parts.length === 2 &&
      /^(?:name|full name|nom|nombre|nome|имя|фио|姓名|vor- und nachname)\s*:?$/i.test(l.parts[0]!),
  );
  const firstKnown = lines.findIndex((l) => !!knownSection(l.text.replace(/[:：]\s*$/, '')));
  const top = lines.slice(0, Math.min(firstKnown === -1 ? 8 : Math.max(firstKnown, 1), 8));
  const topCandidates = top.map((l, i) => ({ l, i })).filter(({ l }) => looksLikeName(l));
  // A name printed much larger than the text wins wherever it stands on the first page (a
  // sidebar read first puts it lower in the reading order).
  const prominent = lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => l.page === 1 && l.size >= bodySize * 1.4 && looksLikeName(l))
    .sort((a, b) => b.l.size - a.l.size || a.i - b.i)[0]?.i;
  const nameAt =
    labelled !== -1
      ? labelled
      : (prominent ?? topCandidates.sort((a, b) => b.l.size - a.l.size || a.i - b.i)[0]?.i);

  const headingStyles: HeadingStyle[] = lines
    .filter((l) => !l.bullet && isUpper(l.text) && knownSection(l.text.replace(/[:：]\s*$/, '')))
    .map((l) => ({ size: l.size, bold: l.bold }));
  const sections: Section[] = [{ kind: 'header', lines: [] }];
  // On pages of two columns, the section the main (wider) column was in, so that a page that
  // starts without a heading goes on with it rather than with the sidebar's last section.
  let mainSection: Section | undefined;
  let previousPage = 1;
  lines.forEach((line, i) => {
    if (i === nameAt) {
      sections[0]!.lines.push(line);
      return;
    }
    const kind = headingOf(line, bodySize, headingStyles);
    // The line under a name found lower in the reading order is its headline, kept with it.
    if (
      nameAt !== undefined &&
      i === nameAt + 1 &&
      sections.length > 1 &&
      !kind &&
      line.text.length <= 80 &&
      !line.bullet
    ) {
      sections[0]!.lines.push(line);
      return;
    }
    if (line.page !== previousPage) {
      if (!kind && mainSection && mainSection !== sections[sections.length - 1]) {
        sections.push({ ...mainSection, lines: [], continued: true });
      }
      mainSection = undefined;
      previousPage = line.page;
    }
    // Before the first section a resume names, lines set apart only by their size or weight are
    // the headline and contacts under the name, not headings.
    const heading =
      kind === 'other' &&
      !sections.some((s) => s.kind !== 'header' && s.kind !== 'other') &&
      !knownSection(line.text)
        ? undefined
        : kind;
    if (heading)
      sections.push({ kind: heading, heading: line.text.replace(/[:：]\s*$/, ''), lines: [] });
    else sections[sections.length - 1]!.lines.push(line);
    if (line.column?.main) mainSection = sections[sections.length - 1];
  });

  const basics: NonNullable<Resume['basics']> = {};
  const profiles: Link[] = [];
  const location: Place = {};
  const found: FoundSection[] = [];

  // Contacts anywhere; personal web addresses only in the header and contact sections.
  for (const section of sections) {
    const personal = section.kind === 'header' || section.kind === 'contact';
    section.lines = section.lines.flatMap((line) => {
      const c = readContacts(line.text, personal);
      if (c.emails.length + c.phones.length + c.links.length === 0) return [line];
      if (!basics.email && c.emails[0]) basics.email = c.emails[0].toLowerCase();
      if (!basics.phone && c.phones[0]) basics.phone = clip(c.phones[0], 60);
      for (const link of c.links) {
        if (link.network) {
          if (!profiles.some((p) => p.url === link.url)) profiles.push(link);
        } else if (!basics.url) basics.url = link.url;
      }
      const extra = [...c.emails.slice(basics.email === c.emails[0] ? 1 : 0)];
      for (const e of extra) if (e.toLowerCase() !== basics.email) notPlacedLines.push({ text: e });
      if (c.rest === '') return [];
      return [{ ...line, text: c.rest, parts: [c.rest] }];
    });
  }

  // Link targets (PDF annotations): contacts shown only as an icon or a linked word.
  for (const link of links) {
    const url = link.url.trim();
    if (/^mailto:/i.test(url)) {
      const email = url.replace(/^mailto:/i, '').split('?')[0]!;
      if (!basics.email && readContacts(email, false).emails[0]) basics.email = email.toLowerCase();
      continue;
    }
    if (!/^https?:\/\//i.test(url)) continue;
    const network = networkOf(url);
    if (network) {
      if (!profiles.some((p) => normalUrl(p.url) === normalUrl(url))) {
        const username = url.replace(/\/+$/, '').split('/').pop();
        profiles.push({ url, network, ...(username ? { username } : {}) });
      }
    } else if (link.top && !basics.url) basics.url = url;
  }

  const notPlacedIn = (section: Section) => (text: string) =>
    notPlacedLines.push({ text, ...(section.heading ? { section: section.heading } : {}) });

  const resume: Resume = { basics };
  const work: Work[] = [];
  const volunteer: NonNullable<Resume['volunteer']> = [];
  const education: Education[] = [];
  const skills: Skill[] = [];
  const languages: Language[] = [];
  const projects: NonNullable<Resume['projects']> = [];
  const certificates: NonNullable<Resume['certificates']> = [];
  const awards: NonNullable<Resume['awards']> = [];
  const publications: NonNullable<Resume['publications']> = [];
  const interests: NonNullable<Resume['interests']> = [];
  const references: NonNullable<Resume['references']> = [];
  const summary: string[] = [];

  for (const section of sections) {
    const notPlaced = notPlacedIn(section);
    if (section.kind !== 'header' && section.heading && !section.continued) {
      found.push({ kind: section.kind, heading: section.heading });
    }
    switch (section.kind) {
      case 'header':
      case 'contact': {
        for (const line of section.lines) {
          if (nameAt !== undefined && line === lines[nameAt] && !basics.name) {
            const value = labelled === nameAt ? line.parts[1]! : line.text;
            basics.name = clip(value.replace(/\s*[|,]\s*$/, ''));
            continue;
          }
          const place =
            readPlace(line.text) ??
            (line.parts.length === 2 ? readPlace(line.parts[1]!) : undefined);
          if (place && !location.city && !location.countryCode) {
            Object.assign(location, place);
            continue;
          }
          if (
            section.kind === 'header' &&
            basics.name &&
            !basics.label &&
            line.text.length <= 80 &&
            !/\d/.test(line.text) &&
            /\p{L}{4,}/u.test(line.text) &&
            !/[•|]/.test(line.text)
          ) {
            basics.label = clip(line.text);
            continue;
          }
          if (section.kind === 'header' && line.text.length > 120) {
            summary.push(line.text);
            continue;
          }
          notPlaced(line.text);
        }
        break;
      }
      case 'summary':
        summary.push(...section.lines.map((l) => l.text));
        break;
      case 'work':
        work.push(...readWork(splitEntries(section.lines), notPlaced));
        break;
      case 'volunteer':
        for (const w of readWork(splitEntries(section.lines), notPlaced)) {
          volunteer.push({
            organization: w.name ?? '',
            position: w.position ?? '',
            ...(w.startDate ? { startDate: w.startDate } : {}),
            ...(w.endDate ? { endDate: w.endDate } : {}),
            ...(w.summary ? { summary: w.summary } : {}),
            highlights: w.highlights ?? [],
          });
        }
        break;
      case 'education':
        // Without dates or bullets between them, a school's entry ends where another degree or
        // school line comes after both a school and a degree.
        education.push(
          ...readEducation(
            splitEntries(section.lines, (line, current) => {
              const text = line.text;
              const degreeLine = isDegree(text) || SCHOOL_LEVEL.test(text);
              const schoolLine = isSchool(text) && !degreeLine;
              const has = (test: (t: string) => boolean) =>
                current.header.some((h) => test(h.text));
              return (
                (degreeLine || schoolLine) &&
                has(isSchool) &&
                has((t) => isDegree(t) || SCHOOL_LEVEL.test(t))
              );
            }),
            notPlaced,
          ),
        );
        break;
      case 'skills':
        skills.push(...readSkills(section.lines, notPlaced));
        break;
      case 'languages': {
        const items = section.lines.flatMap((l) => splitList(l.text));
        if (mostlyProgramming(items.map((i) => i.replace(/^[^:]*:\s*/, '')))) {
          skills.push(...readSkills(section.lines, notPlaced));
        } else languages.push(...readLanguages(section.lines));
        break;
      }
      case 'projects':
        for (const entry of splitEntries(section.lines)) {
          const parts = readEntry(entry);
          const [name, ...rest] = parts.pieces;
          if (!name) {
            [...entry.header, ...entry.body].forEach((l) => notPlaced(l.text));
            continue;
          }
          projects.push({
            name: clip(name),
            ...(rest.length > 0 ? { description: clip(rest.join(' · '), 1000) } : {}),
            ...dateFields(parts.dates),
            ...(parts.prose.length > 0 && rest.length === 0
              ? { description: clip(parts.prose.join(' '), 1000) }
              : {}),
            highlights: parts.highlights.slice(0, 40).map((h) => clip(h, 1000)),
          });
          if (rest.length > 0) parts.prose.forEach(notPlaced);
        }
        break;
      case 'certificates':
      case 'awards':
      case 'publications':
        for (const line of section.lines) {
          const dates = findDates(line.text);
          const text = dates.length > 0 ? withoutDates(line.text, dates) : line.text;
          const date = dates[0]?.endDate ?? dates[0]?.startDate;
          if (!text) {
            notPlaced(line.text);
            continue;
          }
          if (section.kind === 'certificates') {
            certificates.push({ name: clip(text), ...(date ? { date } : {}) });
          } else if (section.kind === 'awards') {
            awards.push({ title: clip(text), ...(date ? { date } : {}) });
          } else publications.push({ name: clip(text), ...(date ? { releaseDate: date } : {}) });
        }
        break;
      case 'interests':
        for (const line of section.lines) {
          for (const item of splitList(line.text)) interests.push({ name: clip(item) });
        }
        break;
      case 'references':
        if (section.lines.length > 0) {
          references.push({
            name: '',
            reference: clip(section.lines.map((l) => l.text).join('\n'), 5000),
          });
        }
        break;
      case 'other':
        notPlaced(section.heading ?? '');
        section.lines.forEach((l) => notPlaced(l.text));
        break;
    }
  }

  if (summary.length > 0) basics.summary = clip(summary.join(' '), 5000);
  if (Object.keys(location).length > 0) basics.location = { ...location };
  if (profiles.length > 0) {
    basics.profiles = profiles.slice(0, 20).map((p) => ({
      network: p.network ?? '',
      username: clip(p.username ?? ''),
      url: p.url,
    }));
  }
  const lists = {
    work,
    volunteer,
    education,
    skills,
    languages,
    projects,
    certificates,
    awards,
    publications,
    interests,
    references,
  };
  for (const [key, list] of Object.entries(lists)) {
    if (list.length > 0) (resume as Record<string, unknown>)[key] = list.slice(0, 60);
  }
  return {
    resume,
    notPlaced: notPlacedLines.filter((l) => l.text.trim() !== ''),
    sections: found,
  };
}
