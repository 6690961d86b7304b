import type { JobStage } from '@resumio/contract/jobs';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { compactInputClasses } from '@/components/ui/field-styles.ts';

export interface BulkBarProps {
  count: number;
  stages: readonly JobStage[];
  pending: boolean;
  onMove(stageId: string): void;
  onClear(): void;
}

/** What to do with the selected rows: move them all to one stage. */
export function BulkBar({ count, stages, pending, onMove, onClear }: BulkBarProps) {
  const id = useId();
  const [stageId, setStageId] = useState('');
  return (
    <div
      role="region"
      aria-label="Selected applications"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3"
    >
      <p className="text-sm font-semibold text-brand-900">{count} selected</p>
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm text-slate-800">
          Move to
        </label>
        <select
          id={id}
          value={stageId}
          onChange={(event) => setStageId(event.target.value)}
          className={`${compactInputClasses} w-auto`}
        >
          <option value="">Choose a stage</option>
          {stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </select>
        <Button size="sm" disabled={!stageId || pending} onClick={() => onMove(stageId)}>
          {pending ? 'Moving…' : 'Move'}
        </Button>
      </div>
      <Button size="sm" variant="ghost" onClick={onClear} className="sm:ml-auto">
        Clear selection
      </Button>
    </div>
  );
}
