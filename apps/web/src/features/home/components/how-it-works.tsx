import { Container } from '@/components/ui/container.tsx';

const steps = [
  {
    title: 'Build your resume',
    description:
      'Pick a professional template and fill in your experience, education and skills with a guided form.',
  },
  {
    title: 'Tailor it to the job',
    description:
      'Paste a job description and let AI suggest ATS-friendly keywords and sharper wording for that role.',
  },
  {
    title: 'Apply and track',
    description:
      'Generate a matching cover letter, export your resume and follow every application to the offer.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <h2
          id="how-heading"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          How it works
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
