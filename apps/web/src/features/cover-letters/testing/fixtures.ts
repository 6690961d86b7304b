import type {
  CoverLetterDetail,
  CoverLetterSummary,
  GeneratedLetter,
  LetterStreamEvent,
} from '@resumio/contract/cover-letters';
import type { ResumeDetail, ResumeSummary } from '@resumio/contract/resumes';
import { createResume } from '@resumio/resume';

const STAMP = '2026-11-20T10:00:00.000Z';

export function letterDetailFactory(overrides: Partial<CoverLetterDetail> = {}): CoverLetterDetail {
  return {
    id: 'letter-1',
    title: 'Platform Engineer – Halvard',
    resumeId: 'resume-1',
    resumeTitle: 'Platform resume',
    jobTitle: 'Platform Engineer',
    company: 'Halvard Systems',
    tone: 'formal',
    length: 'short',
    wordCount: 24,
    version: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
    jobDescription: 'We need Kubernetes and Terraform experience for our platform team.',
    addressed: [
      {
        term: 'Kubernetes',
        category: 'tool',
        importance: 'required',
        evidence: 'Ran 40 Kubernetes clusters at Northwind.',
      },
    ],
    flags: [],
    content: {
      date: '2026-11-20',
      recipientName: 'Jordan Lee',
      company: 'Halvard Systems',
      jobTitle: 'Platform Engineer',
      greeting: 'Dear Jordan Lee,',
      body: [
        {
          type: 'paragraph',
          runs: [{ text: 'I am applying for the Platform Engineer role at Halvard Systems.' }],
        },
        {
          type: 'paragraph',
          runs: [
            { text: 'At Northwind I ran ' },
            { text: '40 Kubernetes clusters', bold: true },
            { text: ' for twelve teams.' },
          ],
        },
      ],
      closing: 'Kind regards,',
      signature: 'Ada Lovelace',
    },
    ...overrides,
  };
}

export function letterSummaryFactory(
  overrides: Partial<CoverLetterSummary> = {},
): CoverLetterSummary {
  const {
    content: _c,
    jobDescription: _j,
    addressed: _a,
    flags: _f,
    ...summary
  } = letterDetailFactory();
  return { ...summary, ...overrides };
}

export function resumeDetailFactory(overrides: Partial<ResumeDetail> = {}): ResumeDetail {
  const document = createResume({ title: 'Platform resume', name: 'Ada Lovelace' });
  document.basics = {
    ...document.basics,
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    location: { city: 'London', countryCode: 'GB' },
  };
  return {
    id: 'resume-1',
    title: 'Platform resume',
    templateId: 'classic',
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    name: 'Ada Lovelace',
    headline: 'Platform engineer',
    document,
    ...overrides,
  };
}

export function resumeSummaryFactory(overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  const { document: _d, ...summary } = resumeDetailFactory();
  return { ...summary, ...overrides };
}

export function generatedLetterFactory(overrides: Partial<GeneratedLetter> = {}): GeneratedLetter {
  const detail = letterDetailFactory();
  return {
    content: detail.content,
    addressed: detail.addressed,
    flags: [],
    wordCount: detail.wordCount,
    engine: 'local',
    ...overrides,
  };
}

/** A text/event-stream answer carrying `events`, one `data:` line each. */
export function sseResponse(events: LetterStreamEvent[]): Response {
  const body = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}
