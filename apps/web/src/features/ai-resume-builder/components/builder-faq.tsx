import { PageSection } from '@/components/ui/page-section.tsx';

const QUESTIONS = [
  {
    q: 'Is the AI resume builder free?',
    a: 'Yes. Writing, previewing and exporting a PDF with the Classic and Modern templates is free. Premium adds every template, Word and other export formats, AI tailoring to job descriptions and cover letters.',
  },
  {
    q: 'What does “ATS-friendly” mean here?',
    a: 'Applicant tracking systems extract the text of your PDF. Resumio renders real text (no images), keeps one reading order, and checks each export by reading it back: you see a score and any field that was missed.',
  },
  {
    q: 'Can I try it without an account?',
    a: 'Yes. The preview editor keeps your resume in your browser. When you sign up, it is saved to your account exactly as you left it.',
  },
  {
    q: 'Can I import my existing resume?',
    a: 'You can import a JSON Resume file, the open format many tools export, and export your data back to it at any time.',
  },
];

export function BuilderFaq() {
  return (
    <PageSection aria-labelledby="faq-heading" className="bg-slate-50">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Questions about the resume builder
      </h2>
      <div className="mt-8 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {QUESTIONS.map((item) => (
          <details key={item.q} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
              {item.q}
            </summary>
            <p className="mt-3 leading-7 text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
