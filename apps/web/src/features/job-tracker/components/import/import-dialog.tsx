import {
  type ImportableJobField,
  JOB_IMPORT_MAX_BYTES,
  type JobImportPreview,
  type JobImportProblem,
  type JobImportResult,
  type JobStage,
} from '@resumio/contract/jobs';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { plural } from '@/lib/plural.ts';
import { useImportJobs, usePreviewImport } from '../../api/import-jobs.ts';
import { detectedLabels } from '../../model/labels.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { ChooseFile } from './choose-file.tsx';
import { ColumnMapping } from './column-mapping.tsx';
import { PreviewRows } from './preview-rows.tsx';
import { ProblemsList } from './problems-list.tsx';
import { splitProblems } from './split-problems.ts';

export interface ImportDialogProps {
  stages: readonly JobStage[];
  onClose(): void;
  onImported(result: JobImportResult): void;
}

interface Loaded {
  fileName: string;
  csv: string;
  mapping: Record<string, ImportableJobField>;
  preview: JobImportPreview;
}

const megabytes = JOB_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * CSV import from Huntr, Teal or any spreadsheet: the server reads the file and guesses which
 * column is which; the user checks the guess on the first rows, fixes it, then imports.
 */
export function ImportDialog({ stages, onClose, onImported }: ImportDialogProps) {
  const preview = usePreviewImport();
  const importJobs = useImportJobs();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<JobImportResult | null>(null);
  const stageName = (id: string) => stages.find((stage) => stage.id === id)?.name ?? id;

  const readFile = async (file: File) => {
    setFileError(null);
    setLoaded(null);
    importJobs.reset();
    if (file.size > JOB_IMPORT_MAX_BYTES) {
      setFileError(
        `That file is larger than ${megabytes} MB. Export fewer applications at a time.`,
      );
      return;
    }
    const csv = await file.text();
    if (!csv.trim()) {
      setFileError('That file is empty.');
      return;
    }
    preview.mutate(
      { csv },
      {
        onSuccess: (answer) =>
          setLoaded({
            fileName: file.name,
            csv,
            preview: answer,
            mapping: Object.fromEntries(answer.columns.map((c) => [c.header, c.field])),
          }),
      },
    );
  };

  const remap = (header: string, field: ImportableJobField) => {
    if (!loaded) return;
    const mapping = { ...loaded.mapping, [header]: field };
    setLoaded({ ...loaded, mapping });
    preview.mutate(
      { csv: loaded.csv, mapping },
      { onSuccess: (answer) => setLoaded((current) => current && { ...current, preview: answer }) },
    );
  };

  const runImport = () => {
    if (!loaded) return;
    importJobs.mutate(
      { csv: loaded.csv, mapping: loaded.mapping },
      {
        onSuccess: (answer) => {
          setResult(answer);
          onImported(answer);
        },
      },
    );
  };

  const readable = loaded?.preview.readable ?? 0;
  const footer = result ? (
    <div className="flex justify-end">
      <Button onClick={onClose}>Done</Button>
    </div>
  ) : loaded ? (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose} disabled={importJobs.isPending}>
        Cancel
      </Button>
      <Button
        onClick={runImport}
        disabled={readable === 0 || importJobs.isPending || preview.isPending}
      >
        {importJobs.isPending ? 'Importing…' : `Import ${plural(readable, 'application')}`}
      </Button>
    </div>
  ) : undefined;

  return (
    <ModalDialog
      title="Import applications from a CSV file"
      description="Huntr (Export → CSV), Teal (Job Tracker → Export) or any spreadsheet saved as CSV."
      onClose={onClose}
      footer={footer}
    >
      {result ? (
        <div className="space-y-4">
          <Alert title={`Imported ${plural(result.imported, 'application')}.`} />
          <RowProblems problems={result.problems} done />
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <ChooseFile
              busy={preview.isPending && !loaded}
              label={loaded ? 'Choose another file' : 'Choose a CSV file'}
              onFile={(file) => void readFile(file)}
            />
            {loaded ? <p className="text-sm text-slate-700">{loaded.fileName}</p> : null}
          </div>
          {fileError ? (
            <Alert tone="error" title="That file cannot be imported">
              <p>{fileError}</p>
            </Alert>
          ) : null}
          {preview.error ? (
            <Alert tone="error" title="We couldn’t read that file">
              <p>{preview.error.message}</p>
            </Alert>
          ) : null}
          {importJobs.error ? (
            <Alert tone="error" title="Nothing was imported">
              <p>{importJobs.error.message}</p>
            </Alert>
          ) : null}
          {loaded ? (
            <>
              <p role="status" className="text-sm text-slate-800">
                This looks like {detectedLabels[loaded.preview.detected]}:{' '}
                <strong>{plural(readable, 'application')}</strong> can be imported.
                {preview.isPending ? ' Updating the preview…' : ''}
              </p>
              <ColumnMapping
                columns={loaded.preview.columns}
                mapping={loaded.mapping}
                disabled={importJobs.isPending}
                onChange={remap}
              />
              <PreviewRows rows={loaded.preview.rows} stageName={stageName} />
              <RowProblems problems={loaded.preview.problems} done={false} />
            </>
          ) : (
            <p className="text-sm text-slate-600">
              Nothing is imported until you have checked the preview. Up to {megabytes} MB.
            </p>
          )}
        </div>
      )}
    </ModalDialog>
  );
}

/** Rows left out, then rows imported with a value left empty or cut, before or after importing. */
function RowProblems({ problems, done }: { problems: JobImportProblem[]; done: boolean }) {
  const { leftOut, leftOutRows, adjusted } = splitProblems(problems);
  const adjustedRows = new Set(adjusted.map((problem) => problem.row)).size;
  return (
    <>
      <ProblemsList
        problems={leftOut}
        title={
          done
            ? `${plural(leftOutRows, 'row was', 'rows were')} left out`
            : `${plural(leftOutRows, 'row')} will be left out`
        }
      />
      <ProblemsList
        problems={adjusted}
        title={
          done
            ? `${plural(adjustedRows, 'row was', 'rows were')} imported with a value left out`
            : `${plural(adjustedRows, 'row')} will be imported with a value left out`
        }
      />
    </>
  );
}
