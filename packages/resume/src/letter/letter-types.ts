import type { Resume } from '../model/resume.ts';

/**
 * A cover letter as the renderers read it. The shapes match the API contract's letter content
 * (`@resumio/contract/cover-letters`), which this package does not depend on: the contract
 * validates a letter, these types only describe one that was validated.
 */
export interface LetterRun {
  text: string;
  bold?: boolean | undefined;
  italic?: boolean | undefined;
}

export type LetterBlock =
  | { type: 'paragraph'; runs: LetterRun[] }
  | { type: 'list'; ordered: boolean; items: LetterRun[][] };

export interface LetterContent {
  /** `YYYY-MM-DD`. */
  date: string;
  recipientName: string;
  company: string;
  jobTitle: string;
  greeting: string;
  body: LetterBlock[];
  closing: string;
  signature: string;
}

export interface LetterDocument {
  /** The user's own label for the letter; names the file and the PDF's title. */
  title: string;
  content: LetterContent;
  /**
   * The resume the letter was written from: its template, design, name and contacts make the
   * letterhead. Without one, the letterhead is the signature's name alone.
   */
  resume: Resume | null;
}
