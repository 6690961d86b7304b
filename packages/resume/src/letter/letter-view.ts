import type { Design } from '../model/design.ts';
import { resolveSettings } from '../model/resume.ts';
import { DEFAULT_TEMPLATE_ID, type TemplateId } from '../model/template-ids.ts';
import { getTemplateMeta } from '../templates/registry.ts';
import { buildContacts } from '../view/contacts.ts';
import type { ContactView, DocumentMetadata } from '../view/resume-view-types.ts';
import { clean } from '../view/text-parts.ts';
import type { LetterBlock, LetterDocument, LetterRun } from './letter-types.ts';
import { formatLetterDate, resolveLetterLanguage, subjectLine } from './letter-words.ts';

export interface LetterView {
  templateId: TemplateId;
  design: Design;
  /** The letterhead: the resume's name, headline and contacts, or the signature alone. */
  sender: { name: string; label: string; contacts: ContactView[] };
  /** The date as printed in the letter's language ("November 25, 2026", "25. November 2026"). */
  date: string;
  /** Recipient lines, blank ones left out: name, company. */
  recipient: string[];
  /** "Re: <job title>" in the letter's language, or empty without a job title. */
  subject: string;
  greeting: string;
  body: LetterBlock[];
  closing: string;
  signature: string;
  metadata: DocumentMetadata;
}

export { formatLetterDate } from './letter-words.ts';

/** A run's text without empty pieces; a block with no text left is dropped. */
function cleanRuns(runs: LetterRun[]): LetterRun[] {
  return runs.filter((run) => run.text !== '');
}

function cleanBlock(block: LetterBlock): LetterBlock | undefined {
  if (block.type === 'paragraph') {
    const runs = cleanRuns(block.runs);
    return runs.some((run) => run.text.trim()) ? { type: 'paragraph', runs } : undefined;
  }
  const items = block.items.map(cleanRuns).filter((runs) => runs.some((run) => run.text.trim()));
  return items.length > 0 ? { ...block, items } : undefined;
}

/** Plain text of some runs. */
export function runsText(runs: LetterRun[]): string {
  return runs.map((run) => run.text).join('');
}

/**
 * What every letter renderer shows, in order, so the PDF, DOCX, text and Markdown files never
 * disagree: the letterhead, date, recipient, subject, greeting, body, closing and signature.
 */
export function buildLetterView({ title, content, resume }: LetterDocument): LetterView {
  const settings = resume ? resolveSettings(resume) : undefined;
  const signature = clean(content.signature);
  const name = resume ? clean(resume.basics?.name) || signature : signature;
  const jobTitle = clean(content.jobTitle);
  const company = clean(content.company);
  const language = resolveLetterLanguage(content, resume);
  return {
    templateId: settings?.templateId ?? DEFAULT_TEMPLATE_ID,
    design: settings?.design ?? getTemplateMeta(DEFAULT_TEMPLATE_ID).defaultDesign,
    sender: {
      name,
      label: resume ? clean(resume.basics?.label) : '',
      contacts: resume ? buildContacts(resume.basics) : [],
    },
    date: formatLetterDate(content.date, language),
    recipient: [clean(content.recipientName), company].filter(Boolean),
    subject: subjectLine(jobTitle, language),
    greeting: clean(content.greeting),
    body: content.body.flatMap((block) => cleanBlock(block) ?? []),
    closing: clean(content.closing),
    signature,
    metadata: {
      title: name ? `${name} – Cover letter` : clean(title) || 'Cover letter',
      author: name,
      subject: [jobTitle, company].filter(Boolean).join(', '),
      keywords: '',
      language,
    },
  };
}
