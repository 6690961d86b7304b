import { premiumGates } from '@resumio/contract';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function JobTrackerPage() {
  usePageMeta({ title: 'Job Tracker' });
  return (
    <PagePlaceholder
      eyebrow="Job tracker"
      title="Job application tracker"
      lead={<p>{premiumGates.jobTracker.description}</p>}
      highlights={[
        'Every application with its company, role and status',
        'Deadlines and follow-up reminders so nothing slips',
        'Analytics on response rates and where you are in each process',
      ]}
      links={[
        {
          to: '/my-resumes',
          title: 'My resumes',
          description: 'Pick the resume to send with your next application.',
        },
        {
          to: '/pricing',
          title: 'Premium',
          description: 'Advanced Job Application Tracking is part of the Premium plan.',
        },
      ]}
    />
  );
}
