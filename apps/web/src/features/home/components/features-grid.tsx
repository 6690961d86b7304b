import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container.tsx';
import {
  BookIcon,
  ChartIcon,
  DocumentIcon,
  FolderIcon,
  MailIcon,
  SparkleIcon,
} from '@/components/ui/icons.tsx';

interface Feature {
  title: string;
  description: string;
  icon: ReactNode;
}

// The product's feature list.
const features: Feature[] = [
  {
    title: 'Resume builder',
    description:
      'Create a polished resume from professional templates with a guided form for every section.',
    icon: <DocumentIcon />,
  },
  {
    title: 'All your resumes in one place',
    description: 'Keep every version saved and pick the right one for each application.',
    icon: <FolderIcon />,
  },
  {
    title: 'AI resume enhancement',
    description:
      'Apply your resume to a job description and optimise it with ATS-friendly keywords.',
    icon: <SparkleIcon />,
  },
  {
    title: 'AI cover letters',
    description: 'Generate a cover letter tailored to the job description in seconds.',
    icon: <MailIcon />,
  },
  {
    title: 'Job application tracker',
    description: 'Track applications, deadlines and follow-ups, with analytics on your search.',
    icon: <ChartIcon />,
  },
  {
    title: 'Career blog',
    description: 'Practical advice on resumes, cover letters, interviews and job search strategy.',
    icon: <BookIcon />,
  },
];

export function FeaturesGrid() {
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2
            id="features-heading"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Everything your job search needs
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            From the first draft to the final offer, the tools work together so you spend less time
            formatting and more time applying.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              >
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
