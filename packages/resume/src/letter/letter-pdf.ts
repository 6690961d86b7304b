import { Document, Page, Text, View } from '@react-pdf/renderer';
import { type ReactElement, createElement as h } from 'react';
import { ContactLine } from '../templates/parts/contact-line.ts';
import { createStyles } from '../templates/parts/create-styles.ts';
import { PDF_CREATOR } from '../templates/parts/pdf-document.ts';
import { TEMPLATE_THEMES } from '../templates/template-themes.ts';
import type { RenderContext, Style } from '../templates/theme.ts';
import { designTokens } from '../templates/tokens.ts';
import type { LetterBlock, LetterDocument, LetterRun } from './letter-types.ts';
import { letterStyles } from './letter-styles.ts';
import { type LetterView, buildLetterView } from './letter-view.ts';

type Styles = Record<string, Style>;

function markStyle(run: LetterRun, s: Styles): Style | undefined {
  if (run.bold && run.italic) return s.boldItalic;
  if (run.bold) return s.bold;
  if (run.italic) return s.italic;
  return undefined;
}

/** Runs as nested text: a plain run is a bare string, a marked one a styled span. */
function runs(list: LetterRun[], s: Styles): (string | ReactElement)[] {
  return list.map((run, i) => {
    const style = markStyle(run, s);
    return style ? h(Text, { key: i, style }, run.text) : run.text;
  });
}

function block(item: LetterBlock, index: number, s: Styles): ReactElement {
  if (item.type === 'paragraph') {
    return h(Text, { key: `b${index}`, style: s.block }, ...runs(item.runs, s));
  }
  return h(
    View,
    { key: `b${index}`, style: s.block },
    item.items.map((entry, i) =>
      // A marker and its text move to the next page together.
      h(
        View,
        { key: i, style: s.listItem, wrap: false },
        h(Text, { style: s.listMarker }, item.ordered ? `${i + 1}.` : '•'),
        h(Text, { style: s.listText }, ...runs(entry, s)),
      ),
    ),
  );
}

function Letterhead({ view, ctx }: { view: LetterView; ctx: RenderContext }) {
  const { s, theme } = ctx;
  const style = { center: s.headerCenter, left: s.headerLeft, bar: s.headerBar, band: s.band }[
    theme.header
  ];
  const { name, label, contacts } = view.sender;
  return h(
    View,
    { style: [style, s.letterhead] },
    name ? h(Text, { style: s.name }, name) : null,
    label ? h(Text, { style: s.label }, label) : null,
    contacts.length > 0 ? h(ContactLine, { contacts, ctx }) : null,
  );
}

/**
 * A cover letter as a PDF, on the letterhead of its resume's template: the same fonts, colours,
 * page size and margins as that resume, and the same header (name, headline, contacts). The
 * same element renders the browser preview and the server export.
 */
export function LetterPdf({ letter }: { letter: LetterDocument }) {
  const view = buildLetterView(letter);
  const theme = TEMPLATE_THEMES[view.templateId];
  // Every string drawn, to pick the font subsets it needs.
  const t = designTokens(view.design, JSON.stringify(view), view.metadata.language);
  const s = { ...createStyles(t, theme), ...letterStyles(t) };
  const ctx: RenderContext = { t, theme, s };
  const line = (style: Style | undefined, text: string, key: string) =>
    text ? h(Text, { key, style }, text) : null;
  return h(
    Document,
    {
      title: view.metadata.title,
      author: view.metadata.author,
      subject: view.metadata.subject,
      language: view.metadata.language,
      creator: PDF_CREATOR,
      producer: PDF_CREATOR,
    },
    h(
      Page,
      { size: t.page.reactPdfSize, style: s.page },
      theme.header === 'bar' ? h(View, { style: s.topBar }) : null,
      h(Letterhead, { view, ctx }),
      line(s.date, view.date, 'date'),
      view.recipient.map((text, i) => line(s.recipient, text, `r${i}`)),
      line(s.subject, view.subject, 'subject'),
      line(s.greeting, view.greeting, 'greeting'),
      view.body.map((item, i) => block(item, i, s)),
      line(s.closing, view.closing, 'closing'),
      line(s.signature, view.signature, 'signature'),
      t.showPageNumbers
        ? h(Text, {
            fixed: true,
            style: s.footer,
            render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
              `${pageNumber} / ${totalPages}`,
          })
        : null,
    ),
  );
}
