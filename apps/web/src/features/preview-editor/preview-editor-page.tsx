import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function PreviewEditorPage() {
  usePageMeta({ title: 'Preview Editor' });
  return (
    <PagePlaceholder
      eyebrow="Try it free"
      title="Preview editor"
      lead={
        <p>
          Try the resume editor without an account and watch your resume take shape as you type.
        </p>
      }
      actions={
        <>
          <ButtonLink to="/register">Create a free account</ButtonLink>
          <ButtonLink to="/login" variant="secondary">
            Sign in
          </ButtonLink>
        </>
      }
      highlights={[
        'A live preview next to the form',
        'Switch templates at any time',
        'Create an account to save your resume and come back to it',
      ]}
    />
  );
}
