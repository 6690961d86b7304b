import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function ResumesPage() {
  usePageMeta({ title: 'Resumes' });
  return (
    <PagePlaceholder
      eyebrow="Resumes"
      title="Resumes"
      lead={<p>Browse your resumes and start new ones from professional templates.</p>}
      actions={
        <>
          <ButtonLink to="/resume">Create a resume</ButtonLink>
          <ButtonLink to="/my-resumes" variant="secondary">
            Open my resumes
          </ButtonLink>
        </>
      }
    />
  );
}
