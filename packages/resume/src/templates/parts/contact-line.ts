import { Link, Text } from '@react-pdf/renderer';
import { Fragment, createElement as h } from 'react';
import type { ContactView } from '../../view/resume-view-types.ts';
import { NO_RUN_BREAKS, type RenderContext } from '../theme.ts';

export function ContactLine({ contacts, ctx }: { contacts: ContactView[]; ctx: RenderContext }) {
  const { s, theme } = ctx;
  return h(
    Text,
    { style: s.contacts, hyphenationPenalty: NO_RUN_BREAKS },
    contacts.map((contact, i) =>
      h(
        Fragment,
        { key: `${contact.kind}-${i}` },
        i > 0 ? theme.separator : '',
        contact.href
          ? h(Link, { src: contact.href, style: s.contactLink }, contact.text)
          : contact.text,
      ),
    ),
  );
}
