// Section headings of a posting and the importance they give the lines under them, in English,
// German, French and Spanish (the other languages' words are in `section-cues.ts`).
import {
  DUTIES_WORDS,
  IGNORE_WORDS,
  PREFERRED_WORDS,
  REQUIRED_PROFILE,
  REQUIRED_WORDS,
  opensWithSectionWord,
} from './section-cues.ts';

export type SectionKind = 'required' | 'preferred' | 'duties' | 'ignore';

const PREFERRED =
  /\b(preferred|nice[\s-]to[\s-]haves?|bonus|pluses|plus|desired|desirable|extra credit|good to have|ideally|not required|advantageous|would be great)\b/i;
const IGNORE =
  /\b(about us|about the company|who we are|our company|our mission|our story|our values|benefits|perks|what we offer|we offer|compensation|salary|pay range|equal opportunity|eeo|how to apply|to apply|location|schedule|why join|why work|why you('|’)?ll love|life at|the company|company overview|(?:recruit\w*|hiring|interview|application|selection) process|next steps|what happens next|contact person|your contact|work(?:ing)? (?:for|with) us|like to work|our culture)\b/i;
const DUTIES =
  /\b(responsibilit\w*|what you('|’)?ll do|what you will do|what you('|’)?ll be doing|what you('|’)?ll work on|what you will work on|your role|duties|the role|about the role|about the job|about the position|position summary|job summary|role summary|overview|day[\s-]to[\s-]day|in this role|your impact|accountabilit\w*|essential functions|the opportunity|your mission|job description|description|summary|what you('|’)?ll own)\b/i;
const REQUIRED =
  /\b(what makes you|makes you a|you are|you're|is this you|sounds? like you|requirements?|required|qualifications?|must[\s-]haves?|what you('|’)?ll need|what you need|you('|’)?ll need|you will need|you need|what it takes|you should have|your background|what you bring|what we('|’)?re looking for|what we are looking for|who you are|you have|you bring|skills|experience|education|licens\w*|certifications?|competenc\w*|knowledge|abilities|about you|your profile|ideal candidate|requisites|essentials?|physical demands|physical requirements)\b/i;

export function classifyHeading(heading: string): SectionKind | undefined {
  const h = heading.trim();
  if (REQUIRED_PROFILE.test(h)) return 'required';
  if (PREFERRED.test(h) || PREFERRED_WORDS.test(h)) return 'preferred';
  if (DUTIES.test(h) || DUTIES_WORDS.test(h)) return 'duties';
  if (IGNORE.test(h) || IGNORE_WORDS.test(h)) return 'ignore';
  if (REQUIRED.test(h) || REQUIRED_WORDS.test(h)) return 'required';
  if (/^(about|über|à propos|sobre)\b/i.test(h)) return 'ignore';
  return undefined;
}

const BULLET = /^\s*(?:[-*•·▪●◦–—]|\d{1,2}[.)])\s+/;

export function stripBullet(line: string): { text: string; bullet: boolean } {
  const m = BULLET.exec(line);
  return m ? { text: line.slice(m[0].length), bullet: true } : { text: line, bullet: false };
}

function looksLikeHeadingCase(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  if (text === text.toUpperCase()) return true;
  const small =
    /^(a|an|and|or|the|of|to|for|in|on|with|you|we|our|your|at|is|are|be|will|ll|you'll|we're)$/i;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w) || small.test(w)).length;
  return (
    capitalised === words.length ||
    /^(what|who|about|your|our|you|you('|’)ll|we|nice|bonus|preferred|required|minimum|basic|key|essential|the|why|how)\b/i.test(
      text,
    )
  );
}

export interface HeadingLine {
  kind: SectionKind | undefined;
  heading: string;
  /** Text after an inline heading ("Requirements: 5+ years…"). */
  rest: string;
}

/** A heading line, or undefined for content. */
export function readHeading(rawLine: string): HeadingLine | undefined {
  // Headings are short, or open with a short label and a colon: most lines are neither.
  const colonAt = rawLine.indexOf(':');
  if (rawLine.length > 90 && (colonAt < 0 || colonAt > 60)) return undefined;
  let line = rawLine
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/^\*\*(.+)\*\*:?$/, '$1');
  const markdownHeading = /^\s*#{1,6}\s/.test(rawLine);
  const boldHeading = /^\s*\*\*[^*]+\*\*:?\s*$/.test(rawLine);
  const { text, bullet } = stripBullet(line);
  if (bullet) return undefined;
  line = text.trim();
  const colon = line.indexOf(':');
  if (colon > 0) {
    const head = line.slice(0, colon).trim();
    const rest = line.slice(colon + 1).trim();
    const words = head.split(/\s+/).length;
    if (words <= 6 && rest === '') return { kind: classifyHeading(head), heading: head, rest };
    if (words <= 4) {
      const kind = classifyHeading(head);
      if (kind) return { kind, heading: head, rest };
    }
    return undefined;
  }
  const words = line.split(/\s+/).length;
  if ((words > 7 && !markdownHeading) || words > 16 || /[.!?,;]$/.test(line)) return undefined;
  const kind = classifyHeading(line);
  const shortCue = words <= 3 && /^\p{Lu}/u.test(line) && opensWithSectionWord(line);
  if (kind && (markdownHeading || looksLikeHeadingCase(line) || shortCue))
    return { kind, heading: line, rest: '' };
  // A heading by its mark-up ("## …", "**…**") ends the section before it even when its words
  // are not known: what follows is not the company's text any more.
  if (markdownHeading || boldHeading) return { kind: undefined, heading: line, rest: '' };
  return undefined;
}
