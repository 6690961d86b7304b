import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function AiResumeBuilderPage() {
  usePageMeta({
    title: 'AI Resume Builder',
    description:
      'Build an ATS-friendly resume with AI that suggests keywords, a summary and stronger bullet points.',
  });
  return (
    <PagePlaceholder
      eyebrow="AI resume builder"
      title="Build a stronger resume with AI"
      lead={
        <p>
          Create an ATS-friendly resume with AI that suggests the right keywords, sharper bullet
          points and a summary written for the job you want.
        </p>
      }
      actions={
        <>
          <ButtonLink to="/preview-editor" size="lg">
            Build my resume — free
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary" size="lg">
            Create a free account
          </ButtonLink>
        </>
      }
      highlights={[
        'Keyword suggestions drawn from real job descriptions',
        'Bullet points rewritten to show results, not just duties',
        'A professional summary in your own voice',
        'Templates that applicant tracking systems read correctly',
      ]}
      links={[
        {
          to: '/pricing',
          title: 'Pricing',
          description: 'Start free and upgrade when you need more.',
        },
        {
          to: '/blog',
          title: 'Resume advice',
          description: 'Learn what recruiters look for.',
        },
      ]}
    />
  );
}
