import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function ContactPage() {
  usePageMeta({
    title: 'Contact',
    description: 'Questions about Resumio, your account or your subscription? Get in touch.',
  });
  return (
    <PagePlaceholder
      eyebrow="Contact"
      title="Contact us"
      lead={
        <p>
          Questions about Resumio, your account or your subscription? We would love to hear from you
          and reply as soon as we can.
        </p>
      }
      highlights={[
        'Questions about features and how to use them',
        'Help with your account or sign-in',
        'Billing and subscription questions',
        'Feedback and ideas for new tools',
      ]}
      links={[
        {
          to: '/pricing',
          title: 'Pricing',
          description: 'Compare the Free and Premium plans.',
        },
        {
          to: '/blog',
          title: 'Blog',
          description: 'Browse advice on resumes, cover letters and interviews.',
        },
        {
          to: '/about',
          title: 'About us',
          description: 'Learn about the team behind the product.',
        },
      ]}
    />
  );
}
