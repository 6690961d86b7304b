import {
  type CreateJobRequest,
  CreateJobRequestSchema,
  type JobLinkDraft,
} from '@resumio/contract/jobs';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { useCreateJob } from '../api/create-job.ts';

type Field =
  | 'company'
  | 'role'
  | 'location'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'postingUrl'
  | 'source'
  | 'jobDescription';
type Values = Record<Field, string>;

const valuesOf = (draft: JobLinkDraft): Values => ({
  company: draft.company ?? '',
  role: draft.role ?? '',
  location: draft.location ?? '',
  salaryMin: draft.salaryMin?.toString() ?? '',
  salaryMax: draft.salaryMax?.toString() ?? '',
  salaryCurrency: draft.salaryCurrency ?? '',
  salaryPeriod: draft.salaryPeriod ?? '',
  postingUrl: draft.postingUrl,
  source: draft.source,
  jobDescription: draft.jobDescription ?? '',
});

const orNull = (value: string) => value.trim() || null;
const amount = (value: string) => (value.trim() ? Number(value.replace(/[\s,]/g, '')) : null);

function toRequest(values: Values, draft: JobLinkDraft) {
  return CreateJobRequestSchema.safeParse({
    company: values.company.trim(),
    role: values.role.trim(),
    location: orNull(values.location),
    remotePolicy: draft.remotePolicy,
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    salaryCurrency: orNull(values.salaryCurrency.toUpperCase()),
    salaryPeriod: orNull(values.salaryPeriod),
    postingUrl: orNull(values.postingUrl),
    source: orNull(values.source),
    jobDescription: orNull(values.jobDescription),
    deadlineOn: draft.deadlineOn,
  });
}

export interface SaveJobFormProps {
  draft: JobLinkDraft;
  onSaved(job: { id: string; company: string; role: string }): void;
}

/** The job as read from the page, to correct and save to the tracker. */
export function SaveJobForm({ draft, onSaved }: SaveJobFormProps) {
  const [values, setValues] = useState(() => valuesOf(draft));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateJob();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toRequest(values, draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.code === 'too_small' ? 'Fill this in.' : issue.message;
      }
      setErrors(found);
      // The first field with a problem takes focus, so its message is read out.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    const job: CreateJobRequest = parsed.data;
    create.mutate(job, {
      onSuccess: (created) => onSaved({ id: created.id, company: job.company, role: job.role }),
    });
  };

  const text = (
    field: Field,
    label: string,
    props: { type?: string; inputMode?: 'numeric' } = {},
  ) => (
    <FieldFrame label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          {...props}
          name={field}
          value={values[field]}
          onChange={set(field)}
          className={inputClasses}
        />
      )}
    </FieldFrame>
  );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="The job to save"
      className="mt-6 space-y-4"
    >
      <p className="text-sm text-slate-600">
        {draft.readFrom === 'structured-data'
          ? 'Read from the page’s job posting data. Check it, then save.'
          : 'The page publishes no job posting data, so this is a guess from its title and text. Check it, then save.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('company', 'Company')}
        {text('role', 'Role')}
        {text('location', 'Location')}
        {text('source', 'Source')}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className="text-sm font-medium text-slate-800">Salary</legend>
        {text('salaryMin', 'Salary from', { inputMode: 'numeric' })}
        {text('salaryMax', 'Salary to', { inputMode: 'numeric' })}
        {text('salaryCurrency', 'Currency')}
        <FieldFrame label="Per" error={errors.salaryPeriod}>
          {(control) => (
            <select
              {...control}
              name="salaryPeriod"
              value={values.salaryPeriod}
              onChange={set('salaryPeriod')}
              className={inputClasses}
            >
              <option value="">—</option>
              <option value="year">year</option>
              <option value="month">month</option>
              <option value="hour">hour</option>
            </select>
          )}
        </FieldFrame>
      </fieldset>
      {text('postingUrl', 'Posting link', { type: 'url' })}
      <FieldFrame label="Description" error={errors.jobDescription}>
        {(control) => (
          <textarea
            {...control}
            name="jobDescription"
            rows={10}
            value={values.jobDescription}
            onChange={set('jobDescription')}
            className={inputClasses}
          />
        )}
      </FieldFrame>
      {create.error ? (
        <Alert tone="error" title="The job was not saved">
          {create.error.message}
        </Alert>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Saving…' : 'Save job'}
      </Button>
    </form>
  );
}
