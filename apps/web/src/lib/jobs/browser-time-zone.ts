/**
 * The IANA time zone the browser runs in ("Europe/Paris"). "Today" and "overdue" depend on where
 * the user is, so reminder requests carry it; UTC when the browser does not say.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
