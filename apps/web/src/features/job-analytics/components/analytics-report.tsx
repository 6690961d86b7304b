import type { JobAnalytics } from '@resumio/contract/jobs';
import { FunnelSection } from './funnel-section.tsx';
import { KeyFigures } from './key-figures.tsx';
import { ResumeOutcomes } from './resume-outcomes.tsx';
import { SourceSection } from './source-section.tsx';
import { StageTimeSection } from './stage-time-section.tsx';
import { WeeklySection } from './weekly-section.tsx';

/** Every figure of one period, from the summary down to the comparisons. */
export function AnalyticsReport({ analytics }: { analytics: JobAnalytics }) {
  return (
    <div className="space-y-6">
      <KeyFigures analytics={analytics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <FunnelSection analytics={analytics} />
        <WeeklySection analytics={analytics} />
        <StageTimeSection analytics={analytics} />
        <SourceSection analytics={analytics} />
      </div>
      <ResumeOutcomes analytics={analytics} />
    </div>
  );
}
