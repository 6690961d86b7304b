import { jobName } from '../../model/labels.ts';
import { DateText } from './date-cell.tsx';
import { type JobRowsProps, dueToday } from './row-props.ts';

/** The table as a list of cards, for phones: the same facts, one application per card. */
export function JobListCards({ jobs, stages, today, selected, onToggle, onOpen }: JobRowsProps) {
  return (
    <ul className="space-y-3" aria-label="Your applications">
      {jobs.map((job) => {
        const due = dueToday(job, stages, today);
        return (
          <li
            key={job.id}
            className={`rounded-2xl border p-4 shadow-sm ${selected.has(job.id) ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                aria-label={`Select ${jobName(job)}`}
                checked={selected.has(job.id)}
                onChange={(event) => onToggle(job.id, event.target.checked)}
                className="mt-1 size-5 accent-brand-600"
              />
              <button
                type="button"
                onClick={() => onOpen(job.id)}
                className="min-w-0 flex-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="block font-semibold break-words text-slate-900">
                  {job.company}
                </span>{' '}
                <span className="block text-sm break-words text-slate-700">{job.role}</span>
              </button>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                {stages.get(job.stageId)?.name ?? job.stageId}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-slate-600">Applied</dt>
                <dd className="text-slate-800">
                  <DateText day={job.appliedOn} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Deadline</dt>
                <dd className="text-slate-800">
                  <DateText day={job.deadlineOn} today={due} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Follow-up</dt>
                <dd className="text-slate-800">
                  <DateText day={job.followUpOn} today={due} />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
