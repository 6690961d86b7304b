import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function MyResumesPage() {
  usePageMeta({ title: 'My Resumes' });
  return (
    <PagePlaceholder
      eyebrow="Resumes"
      title="My resumes"
      lead={
        <p>All the resumes you have saved, ready to edit, tailor to a job description or export.</p>
      }
      actions={<ButtonLink to="/resume">Create a resume</ButtonLink>}
      links={[
        {
          to: '/cover-letters',
          title: 'Cover letters',
          description: 'Write a cover letter that matches the resume you send.',
        },
        {
          to: '/job-tracker',
          title: 'Job tracker',
          description: 'Keep track of where each resume went and what happens next.',
        },
      ]}
    />
  );
}
