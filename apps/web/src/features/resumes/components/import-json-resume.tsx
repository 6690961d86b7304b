import type { FieldIssue } from '@resumio/contract';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { type StartResumeOptions, useStartResume } from './use-start-resume.ts';

const MAX_FILE_BYTES = 1024 * 1024;
// Beyond this the list stops helping; the count still tells the whole story.
const SHOWN_WARNINGS = 20;

export interface ImportJsonResumeProps extends StartResumeOptions {
  variant?: 'primary' | 'secondary';
}

/** Reads a JSON Resume file in the browser and creates a resume from it. */
export function ImportJsonResume({ variant = 'secondary', replace }: ImportJsonResumeProps) {
  const id = useId();
  const { create } = useStartResume({ replace });
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // A file that needed repairs opens only after the user has seen what was changed.
  const [repaired, setRepaired] = useState<{ id: string; warnings: FieldIssue[] } | null>(null);
  const open = (resumeId: string) =>
    void navigate(`/resume?id=${encodeURIComponent(resumeId)}`, { replace });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setRepaired(null);
    if (file.size > MAX_FILE_BYTES) {
      setError('That file is larger than 1 MB; a resume file is usually a few kilobytes.');
      return;
    }
    let jsonResume: unknown;
    try {
      jsonResume = JSON.parse(await file.text());
    } catch {
      setError('That file is not valid JSON. Choose a JSON Resume file (resume.json).');
      return;
    }
    create.mutate(
      { source: 'import', jsonResume },
      {
        onSuccess: (created) => {
          const warnings = created.importWarnings ?? [];
          if (warnings.length > 0) setRepaired({ id: created.id, warnings });
          else open(created.id);
        },
        onError: (reason) => setError(reason.message),
      },
    );
    if (input.current) input.current.value = '';
  };

  return (
    <div>
      <label
        htmlFor={id}
        className={`${buttonClasses(variant)} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600`}
      >
        {create.isPending ? 'Importing…' : 'Import JSON Resume'}
        <input
          id={id}
          ref={input}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          disabled={create.isPending}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </label>
      {error ? (
        <Alert tone="error" title="Import failed" className="mt-3 max-w-md">
          <p>{error}</p>
        </Alert>
      ) : null}
      {repaired ? (
        <Alert
          title={`Imported with ${repaired.warnings.length} ${repaired.warnings.length === 1 ? 'field' : 'fields'} adjusted`}
          className="mt-3 max-w-md"
        >
          <p>The file did not quite follow JSON Resume; this is what was read differently:</p>
          <ul className="mt-1 list-disc pl-5">
            {repaired.warnings.slice(0, SHOWN_WARNINGS).map((w) => (
              <li key={w.path}>
                <code className="text-xs">{w.path || 'file'}</code>: {w.message}
              </li>
            ))}
          </ul>
          {repaired.warnings.length > SHOWN_WARNINGS ? (
            <p>…and {repaired.warnings.length - SHOWN_WARNINGS} more.</p>
          ) : null}
          <button
            type="button"
            className={`${buttonClasses('primary', 'sm')} mt-3`}
            onClick={() => open(repaired.id)}
          >
            Open the resume
          </button>
        </Alert>
      ) : null}
    </div>
  );
}
