/** Providers that ignore dots in the local part: `a.da@gmail.com` reaches `ada@gmail.com`. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for counting: lowercase, without a `+tag` ("subaddress",
 * RFC 5233) and, where the provider ignores them, without dots. `ada+1@x.org` and `ada+2@x.org`
 * reach one person, so a limit per address must count them together. Never used to send mail.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  domain = DOMAIN_ALIASES[domain] ?? domain;
  return `${local}@${domain}`;
}
