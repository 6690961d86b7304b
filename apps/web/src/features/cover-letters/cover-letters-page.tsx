import { premiumGates } from '@resumio/contract';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function CoverLettersPage() {
  usePageMeta({ title: 'Cover Letters' });
  return (
    <PagePlaceholder
      eyebrow="Cover letters"
      title="Cover letters"
      lead={<p>{premiumGates.coverLetters.description}</p>}
      highlights={[
        'Start from one of your saved resumes and the job description',
        'Adjust the tone and length before you send it',
        'Keep every letter next to the application it belongs to',
      ]}
      links={[
        {
          to: '/my-resumes',
          title: 'My resumes',
          description: 'Choose the resume your cover letter should build on.',
        },
        {
          to: '/pricing',
          title: 'Premium',
          description: 'AI Cover Letter Generation is part of the Premium plan.',
        },
      ]}
    />
  );
}
