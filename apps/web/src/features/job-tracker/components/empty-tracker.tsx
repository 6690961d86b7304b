import { Button } from '@/components/ui/button.tsx';
import { ChartIcon, PlusIcon, UploadIcon } from '@/components/ui/icons.tsx';

export interface EmptyTrackerProps {
  onAdd(): void;
  onImport(): void;
}

/** No applications yet: what the tracker does, and the two ways to start. */
export function EmptyTracker({ onAdd, onImport }: EmptyTrackerProps) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-8 text-center sm:p-12">
      <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ChartIcon />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">
        Track every application in one place
      </h2>
      <div className="mx-auto mt-2 max-w-xl space-y-2 text-sm leading-6 text-slate-600">
        <p>
          Save the jobs you want, move them across your board as you apply, interview and hear back,
          and never miss a deadline or a follow-up: the agenda lists what is due, day by day.
        </p>
        <p>
          Each application keeps its salary, contacts, notes, the job description and the resume you
          sent, so you know exactly what they have read before an interview.
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onAdd}>
          <PlusIcon />
          Add your first application
        </Button>
        <Button variant="secondary" onClick={onImport}>
          <UploadIcon />
          Import from Huntr or Teal (CSV)
        </Button>
      </div>
    </div>
  );
}
