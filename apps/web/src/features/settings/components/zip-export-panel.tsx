import type { DataExport } from '@resumio/contract/data-exports';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { downloadDataExport, useDataExport, useStartDataExport } from '../api/data-export.ts';

/** The export being followed survives a reload of the page (the server keeps it 24 hours). */
const STORAGE_KEY = 'resumio:data-export';

function storedId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(id: string | null) {
  try {
    if (id) window.localStorage.setItem(STORAGE_KEY, id);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing without storage: the export is followed until the page closes.
  }
}

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const expiryText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Progress({ progress }: { progress: DataExport['progress'] }) {
  const labelId = useId();
  const known = progress.total > 0;
  const percent = known ? Math.round((progress.done / progress.total) * 100) : 0;
  const text = known ? `${progress.done} of ${progress.total} files` : 'Reading your account…';
  return (
    <div className="mt-4 max-w-md">
      <p id={labelId} className="text-sm font-medium text-slate-900">
        Preparing your ZIP export
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={known ? progress.total : 100}
        aria-valuenow={known ? progress.done : 0}
        aria-valuetext={text}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {text}. You can leave this page: the export goes on and waits here for you.
      </p>
    </div>
  );
}

/**
 * "Export everything" as a ZIP (decision 056): every resume as JSON Resume and PDF, letters as
 * Markdown and PDF, applications as CSV and JSON, the account and settings. The server prepares
 * it in the background; the page shows its progress, then a download link until it expires.
 */
export function ZipExportPanel() {
  const auth = useAuth();
  const [exportId, setExportId] = useState<string | null>(storedId);
  const start = useStartDataExport();
  const current = useDataExport(exportId);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');

  // An export this account cannot see (another account signed in on this browser) counts as
  // none: the page offers a new one, which replaces the remembered id.
  const missing = isApiError(current.error) && current.error.code === 'NOT_FOUND';

  const prepare = () => {
    setDownloadError(null);
    setSaved('');
    start.mutate(undefined, {
      onSuccess(started) {
        remember(started.id);
        setExportId(started.id);
      },
    });
  };

  const download = async (url: string) => {
    setDownloading(true);
    setDownloadError(null);
    setSaved('');
    try {
      const { fileName } = await downloadDataExport(url, await auth.getAccessToken());
      setSaved(`Your export was saved as ${fileName}.`);
    } catch (error) {
      setDownloadError(
        error instanceof Error
          ? error.message
          : 'We couldn’t download your export. Please try again.',
      );
    } finally {
      setDownloading(false);
    }
  };

  const state = exportId && !missing ? current.data : undefined;
  const prepareButton = (label: string) => (
    <Button
      variant="secondary"
      onClick={prepare}
      disabled={start.isPending}
      aria-busy={start.isPending || undefined}
    >
      {start.isPending ? 'Starting…' : label}
    </Button>
  );

  return (
    <div className="mt-8">
      <h3 className="text-lg font-semibold text-slate-900">Everything as a ZIP</h3>
      <p className="mt-1 max-w-2xl leading-7 text-slate-700">
        One ZIP file with every resume as PDF and JSON Resume, every cover letter as PDF and
        Markdown, your job applications as a spreadsheet (CSV) and JSON, your account and settings.
        It is prepared in the background and can be downloaded for 24 hours.
      </p>
      <div className="mt-4">
        {start.isError ? (
          <RetryAlert
            title="Your export did not start"
            message={start.error.message}
            onRetry={prepare}
            retrying={start.isPending}
            className="mb-4 max-w-2xl"
          />
        ) : null}
        {exportId && !missing && current.isError ? (
          <RetryAlert
            title="We couldn’t check on your export"
            message={current.error.message}
            onRetry={() => void current.refetch()}
            retrying={current.isFetching}
            className="max-w-2xl"
          />
        ) : !state ? (
          exportId && !missing && current.isPending ? (
            <p className="text-sm text-slate-700">Checking on your export…</p>
          ) : (
            prepareButton('Prepare ZIP export')
          )
        ) : state.status === 'preparing' ? (
          <Progress progress={state.progress} />
        ) : state.status === 'ready' && state.downloadUrl ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Button
              onClick={() => void download(state.downloadUrl!)}
              disabled={downloading}
              aria-busy={downloading || undefined}
            >
              {downloading
                ? 'Downloading…'
                : `Download ZIP${state.byteSize ? ` (${fileSize(state.byteSize)})` : ''}`}
            </Button>
            {state.expiresAt ? (
              <p className="text-sm text-slate-700">
                The link works until{' '}
                <time dateTime={state.expiresAt}>{expiryText(state.expiresAt)}</time>.
              </p>
            ) : null}
            <Button variant="ghost" onClick={prepare} disabled={start.isPending}>
              Prepare a new export
            </Button>
          </div>
        ) : state.status === 'failed' ? (
          <RetryAlert
            title="Your export could not be prepared"
            message={state.error ?? 'We couldn’t prepare your export. Please try again.'}
            onRetry={prepare}
            retrying={start.isPending}
            className="max-w-2xl"
          />
        ) : (
          <div>
            <p className="mb-3 text-sm text-slate-700">
              Your last export’s link has expired and its file was deleted.
            </p>
            {prepareButton('Prepare ZIP export')}
          </div>
        )}
        <p role="status" className="mt-2 text-sm text-slate-700">
          {saved || (state?.status === 'ready' ? 'Your ZIP export is ready to download.' : '')}
        </p>
        {downloadError ? (
          <Alert tone="error" title="We couldn’t download your export" className="mt-2 max-w-2xl">
            <p>{downloadError}</p>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
