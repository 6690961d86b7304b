import { createResume, type Resume, RESUME_LIMITS } from '@resumio/resume';
import { foldForSearch } from '../../lib/fold-for-search.ts';
import type { ResumeContent } from './repository.ts';

export const UNTITLED = 'Untitled resume';

// Control characters (a pasted line break, say) become spaces: the title is shown in lists and
// tab titles, and a file name may be built from it.
function oneLine(value: string | undefined, max: number): string {
  return (value ?? '')
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * The document as stored: Resumio's settings always present (a plain JSON Resume import has none),
 * and the title, when one is given, written into them so column and document agree.
 */
export function normaliseDocument(document: Resume, title?: string): Resume {
  const resumio = document.resumio ?? createResume().resumio!;
  return { ...document, resumio: title === undefined ? resumio : { ...resumio, title } };
}

/** The columns copied out of the document, so lists and search never parse documents. */
export function resumeContent(document: Resume): ResumeContent {
  const resumio = document.resumio ?? createResume().resumio!;
  const title = oneLine(resumio.title, RESUME_LIMITS.resumeTitle) || UNTITLED;
  const name = oneLine(document.basics?.name, RESUME_LIMITS.shortText);
  const headline = oneLine(document.basics?.label, RESUME_LIMITS.shortText);
  return {
    title,
    template_id: resumio.templateId,
    name,
    headline,
    search_text: foldForSearch([title, name, headline].join('\n')),
    document: JSON.stringify(document),
  };
}
