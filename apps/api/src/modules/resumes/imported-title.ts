import { RESUME_LIMITS, type Resume } from '@resumio/resume';

const FALLBACK = 'Imported resume';
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A title for a resume imported without one: the person's name and headline ("Ada Nwosu — Site
 * Reliability Engineer"), so a list of imports tells them apart; the name alone, the headline
 * alone, and "Imported resume" when the file has neither.
 */
export function importedTitle(resume: Pick<Resume, 'basics'>): string {
  const name = oneLine(resume.basics?.name);
  const label = oneLine(resume.basics?.label);
  const title = [name, label].filter(Boolean).join(' — ') || FALLBACK;
  if (title.length <= RESUME_LIMITS.resumeTitle) return title;
  const cut = title.slice(0, RESUME_LIMITS.resumeTitle - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}
