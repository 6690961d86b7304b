import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { usePageMeta } from '@/lib/seo.ts';

export function SettingsPage() {
  usePageMeta({ title: 'Settings' });
  return (
    <PagePlaceholder
      eyebrow="Account"
      title="Settings"
      lead={<p>Settings are coming soon.</p>}
      links={[
        {
          to: '/subscription',
          title: 'Subscription',
          description: 'See your plan and manage your Premium subscription.',
        },
        {
          to: '/dashboard',
          title: 'Dashboard',
          description: 'Go back to your tools and recent work.',
        },
      ]}
    />
  );
}
