import { useLocation } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';

const NEXT_STEPS = [
  {
    to: '/resume',
    title: 'Build a resume',
    description: 'Start from a template and export a PDF that applicant tracking systems read.',
  },
  {
    to: '/pricing',
    title: 'Plans and pricing',
    description: 'What the free plan includes and what Premium adds.',
  },
  {
    to: '/blog',
    title: 'Read the blog',
    description: 'Guides to resumes, cover letters and the job search.',
  },
];

/** Any address the app has no page for (the server answers it with status 404 too). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist. Continue from the home page.',
    noindex: true,
  });
  return (
    <PagePlaceholder
      eyebrow="404"
      title="We couldn't find that page"
      lead={
        <p>
          There is no page at <code className="break-all">{pathname}</code>. It may have moved, or
          the address may be mistyped.
        </p>
      }
      actions={
        <>
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </>
      }
      links={NEXT_STEPS}
    />
  );
}
