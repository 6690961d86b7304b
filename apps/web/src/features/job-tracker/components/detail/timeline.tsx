import type { JobEvent, JobStage } from '@resumio/contract/jobs';
import { useMemo } from 'react';
import { TrashIcon } from '@/components/ui/icons.tsx';
import { formatMoment } from '@/lib/format-moment.ts';
import { iconButtonClasses } from '../icon-button-classes.ts';

export interface TimelineProps {
  events: readonly JobEvent[];
  stages: readonly JobStage[];
  deletingId: string | null;
  onDeleteNote(id: string): void;
}

function describe(event: JobEvent, stageName: (id: string | null) => string): string {
  switch (event.kind) {
    case 'created':
      return event.toStageId ? `Added to ${stageName(event.toStageId)}` : 'Added';
    case 'imported':
      return event.toStageId ? `Imported into ${stageName(event.toStageId)}` : 'Imported';
    case 'stage':
      return event.fromStageId
        ? `Moved from ${stageName(event.fromStageId)} to ${stageName(event.toStageId)}`
        : `Moved to ${stageName(event.toStageId)}`;
    case 'snapshot':
      return 'Kept the resume and job description as sent';
    case 'note':
      return 'Note';
  }
}

/** What happened to the application, newest first; notes can be deleted. */
export function Timeline({ events, stages, deletingId, onDeleteNote }: TimelineProps) {
  const sorted = useMemo(() => [...events].sort((a, b) => b.at.localeCompare(a.at)), [events]);
  const names = useMemo(() => new Map(stages.map((stage) => [stage.id, stage.name])), [stages]);
  const stageName = (id: string | null) => (id ? (names.get(id) ?? id) : 'a stage');
  if (sorted.length === 0) return <p className="text-sm text-slate-600">Nothing yet.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-4">
      {sorted.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full border-2 border-white bg-brand-600"
          />
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{describe(event, stageName)}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={event.at}>{formatMoment(event.at)}</time>
              </p>
              {event.kind === 'note' ? (
                <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-800">
                  {event.text}
                </p>
              ) : null}
            </div>
            {event.kind === 'note' ? (
              <button
                type="button"
                className={`${iconButtonClasses} hover:bg-red-50 hover:text-red-700`}
                aria-label={`Delete the note from ${formatMoment(event.at)}`}
                disabled={deletingId === event.id}
                onClick={() => onDeleteNote(event.id)}
              >
                <TrashIcon />
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
