import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { DownloadIcon, PlusIcon, UploadIcon } from '@/components/ui/icons.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { downloadJobsCsv } from '../api/download-files.ts';
import { trackJobAction } from '../model/track.ts';

export interface TrackerActionsProps {
  onAdd(): void;
  onImport(): void;
  /** Only on the board, where the stages are the columns. */
  onManageStages?: () => void;
  onError(message: string): void;
}

/** Add, import, export, and (on the board) manage stages. */
export function TrackerActions({ onAdd, onImport, onManageStages, onError }: TrackerActionsProps) {
  const { getAccessToken } = useAuth();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadJobsCsv(await getAccessToken());
      trackJobAction('export', { format: 'csv' });
    } catch (reason) {
      onError(reason instanceof Error ? reason.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={onAdd}>
        <PlusIcon />
        Add application
      </Button>
      <Button variant="secondary" onClick={onImport}>
        <UploadIcon />
        Import CSV
      </Button>
      <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
        <DownloadIcon />
        {exporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      <ButtonLink variant="secondary" to="/save-job">
        Save jobs from any page
      </ButtonLink>
      {onManageStages ? (
        <Button variant="secondary" onClick={onManageStages}>
          Manage stages
        </Button>
      ) : null}
    </div>
  );
}
