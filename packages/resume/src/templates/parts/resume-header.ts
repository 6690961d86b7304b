import { Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import type { ResumeView } from '../../view/resume-view-types.ts';
import type { RenderContext } from '../theme.ts';
import { ContactLine } from './contact-line.ts';

export function ResumeHeader({ view, ctx }: { view: ResumeView; ctx: RenderContext }) {
  const { s, theme } = ctx;
  const style = { center: s.headerCenter, left: s.headerLeft, bar: s.headerBar, band: s.band }[
    theme.header
  ];
  return h(
    View,
    { style },
    view.name ? h(Text, { style: s.name }, view.name) : null,
    view.label ? h(Text, { style: s.label }, view.label) : null,
    view.contacts.length > 0 ? h(ContactLine, { contacts: view.contacts, ctx }) : null,
  );
}
