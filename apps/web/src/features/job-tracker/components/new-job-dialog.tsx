import { JOB_TEXT_MAX, type JobApplication, type JobStage } from '@resumio/contract/jobs';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { useCreateJob } from '../api/create-job.ts';
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      company: company.trim() ? undefined : 'Enter the company.',
      role: role.trim() ? undefined : 'Enter the role.',
    };
    setErrors(found);
    if (found.company || found.role) return;
    create.mutate(
      { company: company.trim(), role: role.trim(), stageId: stageId || undefined },
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
      </form>
    </ModalDialog>
  );
}
