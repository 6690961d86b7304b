import { messageFromErrorBody } from '@resumio/contract';
import { ATS_READABILITY_HEADER, type ExportFormat } from '@resumio/contract/resumes';
import type { TemplateId } from '@resumio/resume';
import { ApiError } from '@/lib/api-error.ts';
import { saveBlob } from '../export/save-blob.ts';

export interface DownloadExportOptions {
  id: string;
  format: ExportFormat;
  templateId?: TemplateId;
  /** The bearer token: a plain link could not send it, so the file is fetched and saved. */
  token: string | null;
  fallbackFileName: string;
}

/** `filename*=UTF-8''…` first (it keeps accents), then the plain ASCII `filename`. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the ASCII name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return new ApiError({
    message: messageFromErrorBody(body, 'We couldn’t export the resume.'),
    code: typeof record.code === 'string' ? record.code : `HTTP_${response.status}`,
    status: response.status,
    details: record.details,
  });
}

/** Fetches an export with the user's token and saves it; resolves with the PDF's ATS score. */
export async function downloadExport(options: DownloadExportOptions) {
  const params = new URLSearchParams({ format: options.format });
  if (options.templateId) params.set('templateId', options.templateId);
  let response: Response;
  try {
    response = await fetch(`/api/resumes/${encodeURIComponent(options.id)}/export?${params}`, {
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    });
  } catch {
    throw new ApiError({
      message: 'We couldn’t reach the server. Check your connection and try again.',
      code: 'NETWORK_ERROR',
      status: 0,
    });
  }
  if (!response.ok) throw await errorFrom(response);
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    options.fallbackFileName;
  saveBlob(blob, fileName);
  const score = response.headers.get(ATS_READABILITY_HEADER);
  return { fileName, readability: score === null ? undefined : Number(score) };
}
