import type { JobStage } from '@resumio/contract/jobs';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { compactInputClasses } from '@/components/ui/field-styles.ts';

export interface StageSelectProps {
  stageId: string;
  stages: readonly JobStage[];
  pending: boolean;
  onMove(stageId: string): void;
}

/** Moves the application at once (to the top of the new column), like a drag on the board. */
export function StageSelect({ stageId, stages, pending, onMove }: StageSelectProps) {
  const known = stages.some((stage) => stage.id === stageId);
  return (
    <FieldFrame label="Stage" hint={pending ? 'Moving…' : 'Changes as soon as you pick one.'}>
      {(control) => (
        <select
          {...control}
          value={stageId}
          disabled={pending}
          onChange={(event) => onMove(event.target.value)}
          className={`${compactInputClasses} mt-1`}
        >
          {known ? null : <option value={stageId}>{stageId}</option>}
          {stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
              {stage.hidden ? ' (hidden)' : ''}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
