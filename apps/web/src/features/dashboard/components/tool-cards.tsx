import type { ReactNode } from 'react';
import {
  CardIcon,
  ChartIcon,
  DocumentIcon,
  MailIcon,
  SparkleIcon,
} from '@/components/ui/icons.tsx';
import { LinkCard } from '@/components/ui/link-card.tsx';

interface Tool {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

const tools: Tool[] = [
  {
    to: '/my-resumes',
    title: 'Resumes',
    description: 'Create, edit and export your resumes, or tailor one to a job description.',
    icon: <DocumentIcon />,
  },
  {
    to: '/cover-letters',
    title: 'Cover letters',
    description: 'Generate cover letters tailored to the job you are applying for.',
    icon: <MailIcon />,
  },
  {
    to: '/job-tracker',
    title: 'Job tracker',
    description: 'Follow applications, deadlines and follow-ups, and see how your search is going.',
    icon: <ChartIcon />,
  },
  {
    to: '/ai-resume-builder',
    title: 'AI resume builder',
    description: 'Let AI suggest keywords, a summary and sharper bullet points.',
    icon: <SparkleIcon />,
  },
  {
    to: '/subscription',
    title: 'Subscription',
    description: 'See your plan and manage your Premium subscription.',
    icon: <CardIcon />,
  },
];

export function ToolCards() {
  return (
    <section aria-labelledby="tools-heading" className="mt-12">
      <h2 id="tools-heading" className="text-xl font-semibold text-slate-900">
        Your tools
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.to}>
            <LinkCard {...tool} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
