import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function ResumeFormPage() {
  usePageMeta({ title: 'Build your resume' });
  return (
    <PagePlaceholder
      eyebrow="Resume builder"
      title="Build your resume"
      lead={
        <p>
          Fill in your experience, education and skills, choose a professional template and export a
          polished, ATS-friendly resume.
        </p>
      }
      highlights={[
        'Guided sections for contact details, summary, experience, education and skills',
        'Professional templates that read well for people and tracking systems',
        'Your work saved to My Resumes, ready to tailor to any job',
        'Export to share or print',
      ]}
      links={[
        {
          to: '/my-resumes',
          title: 'My resumes',
          description: 'Open a resume you have already saved.',
        },
        {
          to: '/ai-resume-builder',
          title: 'AI resume builder',
          description: 'Let AI suggest a summary, keywords and stronger bullet points.',
        },
      ]}
    />
  );
}
