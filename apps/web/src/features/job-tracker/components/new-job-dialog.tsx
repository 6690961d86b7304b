import {
  JOB_TEXT_MAX,
  type CreateJobRequest,
  type JobApplication,
  type JobLinkDraft,
  type JobStage,
} from '@resumio/contract/jobs';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { useCreateJob } from '../api/create-job.ts';
import { useReadJobLink } from '../api/read-job-link.ts';
import { ModalDialog } from './modal-dialog.tsx';

export interface NewJobDialogProps {
  stages: readonly JobStage[];
  onClose(): void;
  /** The new application opens next, for its other details. */
  onCreated(job: JobApplication): void;
}

/** The three things an application needs to exist; the rest is filled in its drawer. */
export function NewJobDialog({ stages, onClose, onCreated }: NewJobDialogProps) {
  const formId = useId();
  const visible = stages.filter((stage) => !stage.hidden);
  const [company, setCompany] = useState('');
  const [role, setRole] = useState('');
  const [stageId, setStageId] = useState(visible[0]?.id ?? stages[0]?.id ?? '');
  const [errors, setErrors] = useState<{ company?: string; role?: string }>({});
  const create = useCreateJob();
  const readLink = useReadJobLink();
  const [link, setLink] = useState('');
  const [draft, setDraft] = useState<JobLinkDraft | null>(null);

  const readPosting = () => {
    const url = link.trim();
    if (!url) return;
    readLink.mutate(url, {
      onSuccess(read) {
        setDraft(read);
        if (read.company) setCompany(read.company);
        if (read.role) setRole(read.role);
        setErrors({});
      },
    });
  };

  /** What the page said besides company and role, saved with the application. */
  const details = (): Partial<CreateJobRequest> => {
    if (!draft) return {};
    return {
      location: draft.location,
      remotePolicy: draft.remotePolicy,
      salaryMin: draft.salaryMin,
      salaryMax: draft.salaryMax,
      salaryCurrency: draft.salaryCurrency,
      salaryPeriod: draft.salaryPeriod,
      postingUrl: draft.postingUrl,
      source: draft.source,
      jobDescription: draft.jobDescription,
      deadlineOn: draft.deadlineOn,
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      company: company.trim() ? undefined : 'Enter the company.',
      role: role.trim() ? undefined : 'Enter the role.',
    };
    setErrors(found);
    if (found.company || found.role) return;
    create.mutate(
      { ...details(), company: company.trim(), role: role.trim(), stageId: stageId || undefined },
      { onSuccess: onCreated },
    );
  };

  return (
    <ModalDialog
      title="Add an application"
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add application'}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {create.error ? (
          <Alert tone="error" title="The application was not added">
            <p>{create.error.message}</p>
          </Alert>
        ) : null}
        <FieldFrame label="Company" error={errors.company}>
          {(control) => (
            <input
              {...control}
              data-autofocus
              value={company}
              maxLength={JOB_TEXT_MAX}
              autoComplete="organization"
              onChange={(event) => setCompany(event.target.value)}
              className={inputClasses}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Role" error={errors.role}>
          {(control) => (
            <input
              {...control}
              value={role}
              maxLength={JOB_TEXT_MAX}
              autoComplete="off"
              onChange={(event) => setRole(event.target.value)}
              className={inputClasses}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Stage">
          {(control) => (
            <select
              {...control}
              value={stageId}
              onChange={(event) => setStageId(event.target.value)}
              className={inputClasses}
            >
              {stages.map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <FieldFrame label="Posting link (optional)">
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  {...control}
                  type="url"
                  inputMode="url"
                  value={link}
                  placeholder="https://…"
                  onChange={(event) => {
                    setLink(event.target.value);
                    setDraft(null);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      readPosting();
                    }
                  }}
                  className={`${inputClasses} mt-0`}
                />
                <Button
                  variant="secondary"
                  onClick={readPosting}
                  disabled={!link.trim() || readLink.isPending}
                >
                  {readLink.isPending ? 'Reading…' : 'Read the posting'}
                </Button>
              </div>
            )}
          </FieldFrame>
          <p role="status" className="text-xs text-slate-600">
            {readLink.error
              ? readLink.error.message
              : draft
                ? draft.readFrom === 'structured-data'
                  ? `Read from ${draft.source}: check the company and role; the place, salary, closing date and description are saved too.`
                  : `${draft.source} publishes no job data: the page's title and text were used. Check the company and role.`
                : 'Most job boards publish the job’s details: paste its link to fill this in.'}
          </p>
        </div>
      </form>
    </ModalDialog>
  );
}
