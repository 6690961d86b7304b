import { JOB_STAGES_MAX, type JobBoard, type JobPhase } from '@resumio/contract/jobs';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useSaveBoard } from '../../api/save-board.ts';
import { fieldErrorsFromDetails } from '../../model/field-errors.ts';
import { stageIdFor } from '../../model/stage-id.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { AddStageForm } from './add-stage-form.tsx';
import { type StageDraft, StageRow } from './stage-row.tsx';

export interface ManageStagesDialogProps {
  board: JobBoard;
  /** Applications per stage id. */
  counts: ReadonlyMap<string, number>;
  onClose(): void;
  onSaved(message: string): void;
}

function nameErrors(stages: readonly StageDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const stage of stages) {
    const key = stage.name.trim().toLocaleLowerCase();
    if (!key) errors[stage.id] = 'Give this stage a name.';
    else if (seen.has(key)) errors[stage.id] = 'Another stage has this name.';
    seen.add(key);
  }
  return errors;
}

/**
 * Rename, reorder, add, hide and remove the board's columns, saved together. The server keeps a
 * stage that still holds applications; its message says so and nothing is lost.
 */
export function ManageStagesDialog({ board, counts, onClose, onSaved }: ManageStagesDialogProps) {
  const [stages, setStages] = useState<StageDraft[]>(() => board.stages.map((s) => ({ ...s })));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveBoard();
  const pendingFocus = useRef<{ id: string; control: 'up' | 'down' | 'remove' } | null>(null);
  const errors = showErrors ? nameErrors(stages) : {};

  // A moved row keeps the focus on its arrow (the other one at either end of the list); after a
  // removal it goes to the row that took its place.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const row = document.querySelector(`[data-stage-row="${CSS.escape(pending.id)}"]`);
    const other = pending.control === 'up' ? 'down' : 'up';
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${pending.control}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>(`[data-move="${other}"]:not(:disabled)`) ??
      row?.querySelector<HTMLInputElement>('input');
    button?.focus();
  });

  const change = (index: number, patch: Partial<StageDraft>) =>
    setStages((list) => list.map((stage, i) => (i === index ? { ...stage, ...patch } : stage)));
  const moveTo = (from: number, to: number) => {
    const moving = stages[from];
    if (!moving || to < 0 || to >= stages.length) return;
    pendingFocus.current = { id: moving.id, control: to < from ? 'up' : 'down' };
    setStages((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
  };
  const remove = (index: number) => {
    const neighbour = stages[index + 1] ?? stages[index - 1];
    if (neighbour) pendingFocus.current = { id: neighbour.id, control: 'remove' };
    setStages((list) => list.filter((_, i) => i !== index));
  };
  const add = (name: string, phase: JobPhase) =>
    setStages((list) => [
      ...list,
      { id: stageIdFor(name, new Set(list.map((s) => s.id))), name, phase, hidden: false },
    ]);

  const allHidden = stages.every((stage) => stage.hidden);
  const submit = () => {
    setShowErrors(true);
    if (Object.keys(nameErrors(stages)).length > 0 || allHidden) return;
    save.mutate(
      { stages: stages.map((stage) => ({ ...stage, name: stage.name.trim() })) },
      {
        onSuccess: () => {
          onSaved('Your stages were saved.');
          onClose();
        },
      },
    );
  };

  return (
    <ModalDialog
      title="Manage stages"
      description="Columns of your board, left to right. Each stage counts in one phase of your search, which keeps analytics and reminders right whatever you call it."
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save stages'}
          </Button>
        </div>
      }
    >
      {save.error ? (
        <Alert tone="error" title="Your stages were not saved" className="mb-4">
          <p>{save.error.message}</p>
          {Object.values(
            fieldErrorsFromDetails(isApiError(save.error) ? save.error.details : null),
          ).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      {showErrors && allHidden ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          Keep at least one stage shown on the board.
        </p>
      ) : null}
      <ol className="space-y-2" aria-label="Stages">
        {stages.map((stage, index) => (
          <StageRow
            key={stage.id}
            stage={stage}
            index={index}
            total={stages.length}
            count={counts.get(stage.id) ?? 0}
            error={errors[stage.id]}
            onChange={(patch) => change(index, patch)}
            onMove={(to) => moveTo(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <div className="mt-4">
        <AddStageForm disabled={stages.length >= JOB_STAGES_MAX} onAdd={add} />
        {stages.length >= JOB_STAGES_MAX ? (
          <p className="mt-1 text-xs text-slate-600">
            A board holds up to {JOB_STAGES_MAX} stages.
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}
