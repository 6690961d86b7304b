import type { Importance, JobInput } from '../types.ts';
import type { Clause } from './cues.ts';
import { type SectionKind, readHeading, stripBullet } from './headings.ts';
import { lineCue } from './section-cues.ts';

// A posting as content lines, each with the section it sits in.

export interface LineInfo {
  index: number;
  text: string;
  offset: number;
  kind: SectionKind | 'intro';
  heading?: string;
  bullet: boolean;
}

const TITLE_LINE = /^(?:job title|title|position|role)\s*:\s*(.+)$/i;

export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\u00a0/g, ' ');
}

export function readLines(text: string): LineInfo[] {
  const lines: LineInfo[] = [];
  let kind: LineInfo['kind'] = 'intro';
  let heading: string | undefined;
  let offset = 0;
  text.split('\n').forEach((raw, index) => {
    const lineOffset = offset;
    offset += raw.length + 1;
    if (!raw.trim()) return;
    const head = readHeading(raw);
    if (head) {
      // A field set aside on its own line ("Salary: …", "Location: Remote") is that line alone:
      // the section before it goes on.
      if (head.rest && head.kind === 'ignore') {
        lines.push({
          index,
          text: head.rest,
          offset: lineOffset + raw.indexOf(head.rest),
          kind: 'ignore',
          heading: head.heading,
          bullet: true,
        });
        return;
      }
      // An unknown heading keeps the posting's structure: what follows is ordinary content.
      kind = head.kind ?? (kind === 'ignore' ? 'duties' : kind);
      heading = head.heading;
      if (head.rest) {
        const at = raw.indexOf(head.rest);
        lines.push({
          index,
          text: head.rest,
          offset: lineOffset + at,
          kind,
          heading,
          bullet: true,
        });
      }
      return;
    }
    const { text: content, bullet } = stripBullet(raw);
    const at = raw.indexOf(content);
    // A paragraph that says it is the employer's self-description, benefits, legal text or how
    // to apply is set aside wherever it stands; requirements are never read from it.
    const cue = lineCue(content);
    // A job board's header ("Remote, $70k - $95k, 5+ years") sets the salary aside but still
    // states the years asked: that part alone is read.
    const years =
      cue === 'benefits' ? /[^,;|]*\b\d+\s*\+?\s*(?:years?|yrs?)\b[^,;|]*/i.exec(content) : null;
    if (years && !/[$€£]/.test(years[0])) {
      lines.push({
        index,
        text: years[0],
        offset: lineOffset + at + years.index,
        kind: kind === 'ignore' ? 'required' : kind,
        ...(heading ? { heading } : {}),
        bullet: true,
      });
      return;
    }
    lines.push({
      index,
      text: content,
      offset: lineOffset + at,
      kind: cue ? 'ignore' : kind,
      ...(heading ? { heading } : {}),
      bullet,
    });
  });
  return lines;
}

export function guessTitle(job: JobInput, text: string): string | undefined {
  if (job.jobTitle?.trim()) return job.jobTitle.trim();
  for (const line of text.split('\n').slice(0, 6)) {
    const m = TITLE_LINE.exec(line.trim());
    if (m?.[1]) return m[1].trim();
  }
  const first = text
    .split('\n')
    .find((l) => l.trim())
    ?.trim();
  if (first && first.split(/\s+/).length <= 8 && !/[.!?]$/.test(first) && !readHeading(first)) {
    return first.replace(/^#+\s*/, '');
  }
  return undefined;
}

export function importanceFor(line: LineInfo, clause: Clause): Importance {
  if (clause.cue) return clause.cue;
  return line.kind === 'preferred' ? 'preferred' : 'required';
}
