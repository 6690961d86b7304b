import type { Basics } from '../model/basics.ts';
import { displayUrl, safeHref, telHref } from './links.ts';
import type { ContactView } from './resume-view-types.ts';
import { clean, nonEmpty } from './text-parts.ts';

export function formatLocation(location: Basics['location']): string {
  // Street address and postcode stay out of the document: a city is what recruiters need.
  return nonEmpty([location?.city, location?.region, location?.countryCode]).join(', ');
}

export function buildContacts(basics: Basics | undefined): ContactView[] {
  const contacts: ContactView[] = [];
  const email = clean(basics?.email);
  if (email) contacts.push({ kind: 'email', text: email, href: `mailto:${email}` });
  const phone = clean(basics?.phone);
  if (phone) contacts.push({ kind: 'phone', text: phone, href: telHref(phone) });
  const location = formatLocation(basics?.location);
  if (location) contacts.push({ kind: 'location', text: location });
  const url = clean(basics?.url);
  if (url) contacts.push({ kind: 'url', text: displayUrl(url), href: safeHref(url) });
  for (const profile of basics?.profiles ?? []) {
    const profileUrl = clean(profile.url);
    const username = clean(profile.username);
    const network = clean(profile.network);
    if (profileUrl) {
      contacts.push({ kind: 'profile', text: displayUrl(profileUrl), href: safeHref(profileUrl) });
    } else if (username) {
      contacts.push({ kind: 'profile', text: network ? `${network}: ${username}` : username });
    }
  }
  return contacts;
}
