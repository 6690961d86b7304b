import { Document, Page, Text, View } from '@react-pdf/renderer';
import { type ReactNode, createElement as h } from 'react';
import type { DocumentMetadata } from '../../view/resume-view-types.ts';
import type { RenderContext } from '../theme.ts';

export const PDF_CREATOR = 'Resumio';

export function PdfDocument(props: {
  metadata: DocumentMetadata;
  ctx: RenderContext;
  children?: ReactNode;
}) {
  const { s, t, theme } = props.ctx;
  const { metadata } = props;
  return h(
    Document,
    {
      title: metadata.title,
      author: metadata.author,
      subject: metadata.subject,
      keywords: metadata.keywords,
      language: metadata.language,
      creator: PDF_CREATOR,
      producer: PDF_CREATOR,
    },
    h(
      Page,
      { size: t.page.reactPdfSize, style: s.page },
      theme.header === 'bar' ? h(View, { style: s.topBar }) : null,
      props.children,
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
