import { PageSection } from '@/components/ui/page-section.tsx';

const STEPS = [
  {
    title: 'Fill in your story',
    text: 'Guided sections for experience, education, skills, projects and more. Add custom sections, reorder them by dragging, and hide what a job does not need.',
  },
  {
    title: 'Watch the real pages',
    text: 'The preview is the PDF itself, redrawn as you pause. Page breaks never strand a heading, and “fit to one page” shrinks type only within readable limits.',
  },
  {
    title: 'Tailor and export',
    text: 'Paste a job description and get keyword and bullet suggestions. Export a PDF that tracking systems read exactly; Premium adds Word, HTML, Markdown, text and JSON Resume.',
  },
];

export function BuilderSteps() {
  return (
    <PageSection aria-labelledby="steps-heading">
      <h2
        id="steps-heading"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        From blank page to application in three steps
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
