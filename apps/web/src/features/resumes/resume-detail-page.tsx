import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function ResumeDetailPage() {
  usePageMeta({ title: 'Resume' });
  const { id = '' } = useParams();
  return (
    <PagePlaceholder
      eyebrow="Resumes"
      title="Resume details"
      lead={<p>Review this resume, keep it up to date, or tailor it to a job description.</p>}
      actions={
        <>
          <ButtonLink to={`/my-resumes/${encodeURIComponent(id)}/apply`}>
            Tailor to a job
          </ButtonLink>
          <ButtonLink to="/my-resumes" variant="secondary">
            Back to my resumes
          </ButtonLink>
        </>
      }
    />
  );
}
