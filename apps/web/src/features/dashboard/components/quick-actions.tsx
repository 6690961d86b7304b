import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartIcon, DocumentIcon, MailIcon, SparkleIcon } from '@/components/ui/icons.tsx';
import { JOB_TRACKER_PATH } from '@/lib/jobs/tracker-links.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';

interface QuickAction {
  to: string;
  label: string;
  description: string;
  icon: ReactNode;
  /** Whether the page it opens is a Premium tool (a free user finds the upgrade there). */
  premium: boolean;
}

const actions: QuickAction[] = [
  {
    to: '/resume?new=1',
    label: 'New resume',
    description: 'Start from a template, a sample or a blank page.',
    icon: <DocumentIcon />,
    premium: false,
  },
  {
    to: '/my-resumes',
    label: 'Tailor for a job',
    description: 'Pick a resume and match it to a job posting.',
    icon: <SparkleIcon />,
    premium: false,
  },
  {
    to: '/cover-letters?new=1',
    label: 'New cover letter',
    description: 'Write a letter for the job you are applying to.',
    icon: <MailIcon />,
    premium: true,
  },
  {
    to: JOB_TRACKER_PATH,
    label: 'Add application',
    description: 'Track a job you saved or applied to.',
    icon: <ChartIcon />,
    premium: true,
  },
];

/**
 * One action card. Its name is the action alone ("Add application"); the sentence and the
 * Premium mark describe it, so a list of links reads short and clear.
 */
function QuickActionLink({ action, locked }: { action: QuickAction; locked: boolean }) {
  const labelId = useId();
  const descriptionId = useId();
  const premiumId = useId();
  return (
    <Link
      to={action.to}
      aria-labelledby={labelId}
      aria-describedby={locked ? `${descriptionId} ${premiumId}` : descriptionId}
      className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        {action.icon}
      </span>
      <span className="min-w-0">
        <span
          id={labelId}
          className="block font-semibold text-slate-900 group-hover:text-brand-700"
        >
          {action.label}
        </span>
        <span id={descriptionId} className="mt-1 block text-sm leading-6 text-slate-700">
          {action.description}
        </span>
        {locked ? (
          <span
            id={premiumId}
            className="mt-2 inline-block rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
          >
            Premium
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** The four things a job seeker starts most often, one click each. */
export function QuickActions() {
  const headingId = useId();
  const { isPremium } = useSubscription();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Quick actions
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map((action) => (
          <li key={action.label}>
            <QuickActionLink action={action} locked={action.premium && !isPremium} />
          </li>
        ))}
      </ul>
    </section>
  );
}
