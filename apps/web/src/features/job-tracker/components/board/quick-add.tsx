import type { JobStage } from '@resumio/contract/jobs';
import { type FormEvent, memo, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { Button } from '@/components/ui/button.tsx';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { useCreateJob } from '../../api/create-job.ts';

export interface QuickAddProps {
  stage: JobStage;
  onAdded(message: string): void;
}

const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/**
 * Company and role, Enter to add: the fastest way to get a posting onto the board. The form stays
 * open with the focus back on Company, so several can be added in a row; Escape closes it.
 */
export const QuickAdd = memo(function QuickAdd({ stage, onAdded }: QuickAddProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [company, setCompany] = useState('');
  const [role, setRole] = useState('');
  const [error, setError] = useState<string | null>(null);
  const companyRef = useRef<HTMLInputElement>(null);
  const roleRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const create = useCreateJob();

  const close = () => {
    setOpen(false);
    setError(null);
    // Back to the button that opened the form, once it is on screen again.
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!company.trim() || !role.trim()) {
      setError('Enter both the company and the role.');
      if (company.trim()) roleRef.current?.focus();
      else companyRef.current?.focus();
      return;
    }
    setError(null);
    create.mutate(
      { company: company.trim(), role: role.trim(), stageId: stage.id },
      {
        onSuccess: (created) => {
          setCompany('');
          setRole('');
          companyRef.current?.focus();
          onAdded(`Added ${created.company}, ${created.role} to ${stage.name}.`);
        },
        onError: (reason) => setError(reason.message),
      },
    );
  };

  if (!open) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className={buttonClasses('ghost', 'sm', 'w-full justify-start')}
        onClick={() => setOpen(true)}
      >
        <PlusIcon />
        Add <span className="sr-only">an application to {stage.name}</span>
      </button>
    );
  }

  return (
    <form
      aria-label={`Add an application to ${stage.name}`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
      className="space-y-1.5 rounded-xl border border-slate-200 bg-white p-2 shadow-sm"
      noValidate
    >
      <label htmlFor={`${id}-company`} className="sr-only">
        Company
      </label>
      <input
        ref={companyRef}
        id={`${id}-company`}
        name="company"
        autoFocus
        autoComplete="organization"
        placeholder="Company"
        value={company}
        maxLength={200}
        onChange={(event) => setCompany(event.target.value)}
        aria-invalid={error && !company.trim() ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses}
      />
      <label htmlFor={`${id}-role`} className="sr-only">
        Role
      </label>
      <input
        ref={roleRef}
        id={`${id}-role`}
        name="role"
        autoComplete="off"
        placeholder="Role"
        value={role}
        maxLength={200}
        onChange={(event) => setRole(event.target.value)}
        aria-invalid={error && !role.trim() ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-1.5">
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add'}
        </Button>
        <Button variant="ghost" size="sm" onClick={close}>
          Done
        </Button>
      </div>
    </form>
  );
});
