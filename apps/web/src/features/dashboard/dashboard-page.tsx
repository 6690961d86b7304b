import { PageSection } from '@/components/ui/page-section.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { ToolCards } from './components/tool-cards.tsx';
import { WelcomeHeading } from './components/welcome-heading.tsx';

export function DashboardPage() {
  usePageMeta({ title: 'Dashboard' });
  return (
    <PageSection>
      <WelcomeHeading />
      <ToolCards />
    </PageSection>
  );
}
