import type { FieldIssue } from '@resumio/contract';
import {
  type ImportFileResponse,
  RESUME_IMPORT_ACCEPT,
  RESUME_IMPORT_MAX_BYTES,
} from '@resumio/contract/resumes';
import type { Resume } from '@resumio/resume-model';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { useImportResumeFile } from '../api/import-resume-file.ts';
import { keepOriginalFile } from '../api/original-file.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { ImportReviewDialog } from './import-review-dialog.tsx';
import { type StartResumeOptions, useStartResume } from './use-start-resume.ts';

const MAX_FILE_BYTES = 1024 * 1024;
const MB = 1024 * 1024;
// Beyond this the list stops helping; the count still tells the whole story.
const SHOWN_WARNINGS = 20;

export interface ImportJsonResumeProps extends StartResumeOptions {
  variant?: 'primary' | 'secondary';
  /** A first-run offer: a larger area a file can also be dropped on, named "Import your resume". */
  dropZone?: boolean;
}

function isJsonFile(file: File): boolean {
  return /\.json$/i.test(file.name) || file.type === 'application/json';
}

function isDocumentFile(file: File): boolean {
  return (
    /\.(pdf|docx|zip)$/i.test(file.name) ||
    file.type === 'application/pdf' ||
    file.type === 'application/zip' ||
    file.type === 'application/x-zip-compressed' ||
    file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  );
}

/**
 * Imports a resume file: a JSON Resume file is read in the browser and saved at once; a PDF, a
 * Word (.docx) file or a LinkedIn data export (.zip) is read by the server and opens a review of what was read, saved only when
 * the user says so.
 */
export function ImportJsonResume({
  variant = 'secondary',
  replace,
  dropZone = false,
}: ImportJsonResumeProps) {
  const id = useId();
  const statusId = useId();
  const { create } = useStartResume({ replace });
  const read = useImportResumeFile();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<ImportFileResponse | null>(null);
  // The file under review, sent again after saving if the user keeps the original.
  const [reviewFile, setReviewFile] = useState<File | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // A file that needed repairs opens only after the user has seen what was changed.
  const [repaired, setRepaired] = useState<{ id: string; warnings: FieldIssue[] } | null>(null);
  const open = (resumeId: string) =>
    void navigate(`/resume?id=${encodeURIComponent(resumeId)}`, { replace });

  const onDocument = (file: File) => {
    if (file.size > RESUME_IMPORT_MAX_BYTES) {
      setError(
        `That file is larger than ${RESUME_IMPORT_MAX_BYTES / MB} MB. Choose a smaller PDF or Word file.`,
      );
      return;
    }
    read.mutate(file, {
      onSuccess: (result) => {
        setSaveError(null);
        setReviewFile(file);
        setReview(result);
      },
      onError: (reason) => setError(reason.message),
    });
  };

  const saveReviewed = (document: Resume, title: string, keepOriginal: boolean) => {
    setSaveError(null);
    create.mutate(
      { source: 'document', document, title },
      {
        onSuccess: async (created) => {
          // The resume is saved either way; an original that could not be kept is not worth
          // holding the user on this screen, and they still have the file themselves.
          if (keepOriginal && reviewFile) {
            await keepOriginalFile(created.id, reviewFile).catch(() => undefined);
          }
          setReview(null);
          setReviewFile(null);
          open(created.id);
        },
        onError: (reason) => setSaveError(reason.message),
      },
    );
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setRepaired(null);
    if (input.current) input.current.value = '';
    if (!isJsonFile(file)) {
      if (isDocumentFile(file)) onDocument(file);
      else
        setError(
          'Choose a PDF, a Word (.docx), a LinkedIn data export (.zip) or a JSON Resume (.json) file.',
        );
      return;
    }
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

  const busy = create.isPending || read.isPending;
  const control = (
    <div>
      <label
        htmlFor={id}
        className={`${buttonClasses(variant)} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600`}
      >
        {read.isPending
          ? 'Reading…'
          : create.isPending && !review
            ? 'Importing…'
            : dropZone
              ? 'Import your resume'
              : 'Import a resume'}
        <input
          id={id}
          ref={input}
          type="file"
          accept={`${RESUME_IMPORT_ACCEPT},.json,application/json`}
          aria-describedby={statusId}
          className="sr-only"
          disabled={busy}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </label>
      <p id={statusId} className="mt-1 text-xs text-slate-600" aria-live="polite">
        {read.isPending
          ? 'Reading your resume file…'
          : dropZone
            ? 'Choose or drop a PDF, Word (.docx), LinkedIn data export (.zip) or JSON Resume file'
            : 'PDF, Word (.docx), LinkedIn data export (.zip) or JSON Resume'}
      </p>
      {review ? (
        <ImportReviewDialog
          result={review}
          originalFile={reviewFile}
          saving={create.isPending}
          error={saveError}
          onSave={saveReviewed}
          onClose={() => {
            setReview(null);
            input.current?.focus();
          }}
        />
      ) : null}
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
  return dropZone ? (
    <FileDropZone onFile={(file) => void onFile(file)} disabled={busy}>
      {control}
    </FileDropZone>
  ) : (
    control
  );
}
