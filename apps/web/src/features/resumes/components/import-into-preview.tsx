import {
  type ImportFileResponse,
  RESUME_IMPORT_ACCEPT,
  RESUME_IMPORT_MAX_BYTES,
} from '@resumio/contract/resumes';
import type { Resume } from '@resumio/resume-model';
import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { useImportResumeFile } from '../api/import-resume-file.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { ImportReviewDialog } from './import-review-dialog.tsx';

const MB = 1024 * 1024;

export interface ImportIntoPreviewProps {
  /** The reviewed document, to put on the page (it replaces what the form holds). */
  onImported: (document: Resume) => void;
}

/**
 * Import for the preview editor, where there is no account: the file is read by the server's
 * open route (nothing stored), reviewed in the same dialog, and the result fills the form.
 */
export function ImportIntoPreview({ onImported }: ImportIntoPreviewProps) {
  const id = useId();
  const statusId = useId();
  const read = useImportResumeFile({ anonymous: true });
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [review, setReview] = useState<{ result: ImportFileResponse; file: File } | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (input.current) input.current.value = '';
    if (file.size > RESUME_IMPORT_MAX_BYTES) {
      setError(`That file is larger than ${RESUME_IMPORT_MAX_BYTES / MB} MB.`);
      return;
    }
    read.mutate(file, {
      onSuccess: (result) => setReview({ result, file }),
      onError: (reason) => setError(reason.message),
    });
  };

  return (
    <FileDropZone onFile={onFile} disabled={read.isPending}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label
          htmlFor={id}
          className={`${buttonClasses('secondary')} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600`}
        >
          {read.isPending ? 'Reading…' : 'Import your resume'}
          <input
            id={id}
            ref={input}
            type="file"
            accept={RESUME_IMPORT_ACCEPT}
            aria-describedby={statusId}
            className="sr-only"
            disabled={read.isPending}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </label>
        <p id={statusId} className="text-sm text-slate-700" aria-live="polite">
          {read.isPending
            ? 'Reading your resume file…'
            : 'Choose or drop a PDF, Word (.docx) or LinkedIn data export (.zip); nothing is kept on our side.'}
        </p>
      </div>
      {error ? (
        <Alert tone="error" title="Import failed" className="mt-3 max-w-md">
          <p>{error}</p>
        </Alert>
      ) : null}
      {review ? (
        <ImportReviewDialog
          result={review.result}
          originalFile={review.file}
          saving={false}
          error={null}
          saveLabel="Use this resume"
          offerKeepOriginal={false}
          onSave={(document) => {
            setReview(null);
            onImported(document);
          }}
          onClose={() => {
            setReview(null);
            input.current?.focus();
          }}
        />
      ) : null}
    </FileDropZone>
  );
}
