import { premiumGates } from '@resumio/contract';
import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function ApplyResumePage() {
  usePageMeta({ title: 'Tailor your resume to a job' });
  const { id = '' } = useParams();
  return (
    <PagePlaceholder
      eyebrow="Resume enhancement"
      title="Tailor your resume to a job"
      lead={
        <p>
          Paste a job description and get suggestions for sharper wording.{' '}
          {premiumGates.resumeEnhancement.description}
        </p>
      }
      actions={
        <ButtonLink to={`/my-resumes/${encodeURIComponent(id)}`} variant="secondary">
          Back to the resume
        </ButtonLink>
      }
      highlights={[
        'See which keywords from the job description your resume is missing',
        'Get suggestions for your summary and bullet points',
        'Keep the original and save the tailored version separately',
        'Generate a matching cover letter in one step',
      ]}
      links={[
        {
          to: '/pricing',
          title: 'Premium',
          description: 'Resume enhancement is part of the Premium plan.',
        },
      ]}
    />
  );
}
