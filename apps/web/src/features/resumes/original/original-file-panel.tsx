import type { OriginalFile } from '@resumio/contract/resumes';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import {
  downloadOriginalFile,
  useDeleteOriginalFile,
  useOriginalFile,
} from '../api/original-file.ts';

const FORMAT_NAMES: Record<OriginalFile['format'], string> = {
  pdf: 'PDF',
  docx: 'Word document',
  linkedin: 'LinkedIn data export',
};

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The file this resume was imported from, if it was kept: its owner can download or delete it.
 * Shows nothing for a resume without one, so resumes made in the editor see no empty box.
 */
export function OriginalFilePanel({ resumeId }: { resumeId: string }) {
  const original = useOriginalFile(resumeId);
  const remove = useDeleteOriginalFile(resumeId);
  const [confirming, setConfirming] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const file = original.data;
  if (!file) return null;

  return (
    <section
      aria-labelledby="original-file-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="original-file-heading" className="text-lg font-semibold text-slate-900">
        Original file
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Imported from <strong className="break-all">{file.fileName}</strong> (
        {FORMAT_NAMES[file.format]}, {size(file.size)}). Only you can see it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setDownloadError(null);
            downloadOriginalFile(resumeId, file.fileName).catch((err: unknown) =>
              setDownloadError((err as Error).message),
            );
          }}
        >
          Download the original
        </Button>
        <Button variant="danger-ghost" size="sm" onClick={() => setConfirming(true)}>
          Delete the original
        </Button>
      </div>
      {downloadError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {downloadError}
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete the original file?"
          confirmLabel="Delete the file"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.error ? remove.error.message : null}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        >
          {file.fileName} will be deleted for good. The resume made from it stays as it is.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
