const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/** Only schemes that cannot run code become clickable, whatever a document contains. */
export function safeHref(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(value.trim())?.[1]?.toLowerCase();
  return scheme && SAFE_SCHEMES.includes(scheme) ? value.trim() : undefined;
}

/** What a reader sees for a link: no scheme, no `www.`, no trailing slash. */
export function displayUrl(value: string): string {
  return value
    .trim()
    .replace(/^(https?:\/\/|mailto:|tel:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 3 ? `tel:${digits}` : undefined;
}
