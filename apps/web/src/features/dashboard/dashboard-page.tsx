import { PageSection } from '@/components/ui/page-section.tsx';
import type { ComponentType } from 'react';
import { usePageMeta } from '@/lib/seo.ts';
import { AtAGlance } from './components/at-a-glance.tsx';
import { ContinueEditing } from './components/continue-editing.tsx';
import { PlanStatus } from './components/plan-status.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { TodayPanel } from './components/today-panel.tsx';
import { WelcomeHeading } from './components/welcome-heading.tsx';

/**
 * What to do today: what is due in the job search first, then the resume to pick up, the
 * numbers, the plan, and the usual starting points.
 */
export function DashboardPage({ ImportResume }: { ImportResume?: ComponentType } = {}) {
  usePageMeta({ title: 'Dashboard' });
  return (
    <PageSection>
      <WelcomeHeading ImportResume={ImportResume} />
      <div className="mt-10 grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="lg:col-span-2">
          <TodayPanel />
        </div>
        <div className="grid gap-6">
          <ContinueEditing />
          <AtAGlance />
          <PlanStatus />
        </div>
      </div>
      <QuickActions />
    </PageSection>
  );
}
