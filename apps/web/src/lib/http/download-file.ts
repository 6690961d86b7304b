import { errorFromResponse, networkError } from './fetch-errors.ts';

/** `filename*=UTF-8''…` first (it keeps accents), then the plain ASCII `filename` (token or quoted). */
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
  const plain = /filename=(?:"([^"]+)"|([^;\s]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2];
}

/** Saves a file the page already holds, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface DownloadFileOptions {
  url: string;
  /** The bearer token: a plain link could not send it, so the file is fetched and saved. */
  token: string | null;
  fallbackFileName: string;
  /** The message when the server's answer carries none. */
  failureMessage: string;
}

/** Fetches a file with the user's token and saves it under the name the server gives. */
export async function downloadFile(
  options: DownloadFileOptions,
): Promise<{ fileName: string; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(options.url, {
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response, options.failureMessage);
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    options.fallbackFileName;
  saveBlob(blob, fileName);
  return { fileName, headers: response.headers };
}
