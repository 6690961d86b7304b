/**
 * A PDF as text without what differs on every render: every date string (CreationDate,
 * ModDate, and any `D:` string, direct or in an indirect object) and the file identifier.
 */
export function stablePdf(bytes: Uint8Array): string {
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/\(D:[^)]*\)/g, '(D:)')
    .replace(/<D:[^>]*>/g, '<D:>')
    .replace(/\/ID \[[^\]]*\]/g, '/ID []');
}
