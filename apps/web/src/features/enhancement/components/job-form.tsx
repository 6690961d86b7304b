import { type FormEvent, type Ref, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cx } from '@/components/ui/cx.ts';
import { InlineSpinner } from './inline-spinner.tsx';
import {
  type JobPosting,
  type PostingErrors,
  type PostingField,
  postingLimits,
} from '../model/job-posting.ts';

export const inputClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';

const labelClasses = 'block text-sm font-medium text-slate-800';

export interface JobFormProps {
  posting: JobPosting;
  errors: PostingErrors;
  pending: boolean;
  /** The results on screen are for another version of the posting. */
  stale: boolean;
  descriptionRef?: Ref<HTMLTextAreaElement>;
  onChange(field: PostingField, value: string): void;
  onSubmit(): void;
  onClear(): void;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The posting: description (required, with a live counter), job title and company. */
export function JobForm({
  posting,
  errors,
  pending,
  stale,
  descriptionRef,
  onChange,
  onSubmit,
  onClear,
}: JobFormProps) {
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    description: `${id}-description`,
    hint: `${id}-hint`,
    counter: `${id}-counter`,
    descriptionError: `${id}-description-error`,
    title: `${id}-title`,
    company: `${id}-company`,
  };
  const { min, max } = postingLimits.jobDescription;
  const length = posting.jobDescription.length;
  const trimmed = posting.jobDescription.trim().length;
  const over = length - max;
  const short = trimmed < min;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const hasText = Boolean(posting.jobDescription || posting.jobTitle || posting.company);

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate aria-labelledby={ids.heading} onSubmit={submit}>
        <h2 id={ids.heading} className="text-lg font-semibold text-slate-900">
          The job posting
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Paste the whole posting: the duties and the requirements are what the score is built from.
        </p>

        <div className="mt-5">
          <label htmlFor={ids.description} className={labelClasses}>
            Job description <span className="font-normal text-slate-600">(required)</span>
          </label>
          <textarea
            ref={descriptionRef}
            id={ids.description}
            name="jobDescription"
            required
            rows={12}
            value={posting.jobDescription}
            onChange={(event) => onChange('jobDescription', event.target.value)}
            aria-invalid={errors.jobDescription ? true : undefined}
            aria-describedby={[
              ids.hint,
              ids.counter,
              errors.jobDescription ? ids.descriptionError : null,
            ]
              .filter(Boolean)
              .join(' ')}
            placeholder="About the role… Responsibilities… Requirements…"
            className={cx(inputClasses, 'min-h-48 resize-y leading-6')}
          />
          <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
            <p id={ids.hint} className="text-slate-600">
              Between {count(min)} and {count(max)} characters.
            </p>
            <p
              id={ids.counter}
              className={cx(
                'tabular-nums',
                over > 0 ? 'font-semibold text-red-700' : 'text-slate-600',
              )}
            >
              {count(length)} / {count(max)} characters
              {over > 0 ? ` · ${count(over)} over the limit` : ''}
              {length > 0 && short ? ` · ${count(min - trimmed)} more needed` : ''}
            </p>
          </div>
          {errors.jobDescription ? (
            <p id={ids.descriptionError} className="mt-1 text-sm font-medium text-red-700">
              {errors.jobDescription}
            </p>
          ) : null}
        </div>

        <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <OptionalLine
            id={ids.title}
            label="Job title"
            name="jobTitle"
            autoComplete="off"
            maxLength={postingLimits.jobTitle}
            value={posting.jobTitle}
            error={errors.jobTitle}
            placeholder="Senior Product Designer"
            onChange={(value) => onChange('jobTitle', value)}
          />
          <OptionalLine
            id={ids.company}
            label="Company"
            name="company"
            autoComplete="organization"
            maxLength={postingLimits.company}
            value={posting.company}
            error={errors.company}
            placeholder="Acme Corp"
            onChange={(value) => onChange('company', value)}
          />
        </div>

        {stale ? (
          <p className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            You changed the posting since the last analysis. Analyse again to update the results.
          </p>
        ) : null}

        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? (
              <>
                <InlineSpinner />
                Analysing…
              </>
            ) : (
              'Analyse match'
            )}
          </Button>
          {hasText ? (
            <Button variant="ghost" onClick={onClear} disabled={pending}>
              Clear
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

interface OptionalLineProps {
  id: string;
  label: string;
  name: string;
  autoComplete: string;
  maxLength: number;
  value: string;
  error: string | undefined;
  placeholder: string;
  onChange(value: string): void;
}

/** A one-line optional field with its label and inline error. */
function OptionalLine({ id, label, error, onChange, ...input }: OptionalLineProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <input
        id={id}
        type="text"
        {...input}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
