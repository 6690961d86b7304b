import { create as contentDisposition } from 'content-disposition';

export interface DownloadName {
  /** Letters, digits and dashes: the `filename=` every client reads. */
  ascii: string;
  /** The readable name, for clients that read `filename*=UTF-8''…`. */
  utf8: string;
}

/** `Content-Disposition` of a download: the readable name, with the ASCII one as fallback. */
export function attachmentDisposition({ ascii, utf8 }: DownloadName): string {
  return contentDisposition(utf8, { type: 'attachment', fallback: ascii });
}
