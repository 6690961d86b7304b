import { Link } from 'react-router';
import { MailIcon } from '@/components/ui/icons.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';

const STEPS = [
  {
    title: 'Pick a resume',
    text: 'The letter is built from its real employers, numbers and skills, so nothing is made up.',
  },
  {
    title: 'Paste the job posting',
    text: 'We find what the employer asks for most and answer it with your strongest achievements.',
  },
  {
    title: 'Edit and export',
    text: 'Polish it in the editor, then download it as PDF, Word, text or Markdown.',
  },
];

/** No letters yet: what the feature does, in three steps, and the way to start. */
export function EmptyLetters({ newLetterPath }: { newLetterPath: string }) {
  return (
    <section
      aria-labelledby="empty-letters-title"
      className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-6 text-center sm:p-10"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        <MailIcon />
      </span>
      <h2 id="empty-letters-title" className="mt-4 text-xl font-semibold text-slate-900">
        Write your first cover letter
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">
        A letter tailored to one job in under a minute, written from your own resume.
      </p>
      <ol className="mx-auto mt-8 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-slate-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <span
                aria-hidden="true"
                className="flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white"
              >
                {index + 1}
              </span>
              {step.title}
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
      <Link to={newLetterPath} className={buttonClasses('primary', 'md', 'mt-8')}>
        Write a cover letter
      </Link>
    </section>
  );
}
