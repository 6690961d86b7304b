import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { useCreateResume } from '../api/create-resume.ts';

const MAX_FILE_BYTES = 1024 * 1024;

/** Reads a JSON Resume file in the browser and creates a resume from it. */
export function ImportJsonResume({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateResume();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
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
        onSuccess: (created) => void navigate(`/resume?id=${encodeURIComponent(created.id)}`),
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
    </div>
  );
}
