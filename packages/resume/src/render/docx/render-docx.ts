import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import { type Resume, resolveSettings } from '../../model/resume.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import type { EntryView, LinkView, SectionView } from '../../view/resume-view-types.ts';
import { COMPACT_SEPARATOR, compactLine, joinTags } from '../../view/text-parts.ts';
import { BULLETS, docxNumbering, docxPage, docxStyles } from './docx-styles.ts';

const SEPARATOR = ' · ';
const MUTED = '57606A';

type Item = string | LinkView | undefined;

function runs(items: Item[], muted = false): ParagraphChild[] {
  const present = items.filter((item): item is string | LinkView =>
    typeof item === 'string' ? item !== '' : !!item,
  );
  return present.flatMap((item, i) => {
    const separator =
      i > 0 ? [new TextRun({ text: SEPARATOR, color: muted ? MUTED : undefined })] : [];
    if (typeof item === 'string')
      return [...separator, new TextRun({ text: item, color: muted ? MUTED : undefined })];
    const text = new TextRun({ text: item.text, style: item.href ? 'Hyperlink' : undefined });
    return [
      ...separator,
      item.href ? new ExternalHyperlink({ link: item.href, children: [text] }) : text,
    ];
  });
}

function detailParagraph(items: Item[]): Paragraph[] {
  const children = runs(items, true);
  return children.length > 0 ? [new Paragraph({ children })] : [];
}

function entryParagraphs(entry: EntryView): Paragraph[] {
  const heading = entry.title || entry.subtitle;
  const secondary = entry.title ? entry.subtitle : '';
  return [
    ...(heading
      ? [
          new Paragraph({
            heading: HeadingLevel.HEADING_3,
            children: [
              new TextRun(heading),
              ...(secondary ? [new TextRun({ text: `, ${secondary}`, bold: false })] : []),
            ],
          }),
        ]
      : []),
    ...detailParagraph([entry.date, entry.location]),
    ...detailParagraph([entry.link, entry.note]),
    ...entry.summary.map((p) => new Paragraph({ children: [new TextRun(p)] })),
    ...entry.bullets.map(
      (b) =>
        new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(b)] }),
    ),
    ...(entry.tags.length > 0
      ? [
          new Paragraph({
            children: [new TextRun({ text: joinTags(entry.tags), italics: true, color: MUTED })],
          }),
        ]
      : []),
  ];
}

function sectionParagraphs(section: SectionView): Paragraph[] {
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_2,
    children: [new TextRun(section.title)],
  });
  if (section.style === 'text') {
    return [
      heading,
      ...section.paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })),
    ];
  }
  if (section.style === 'compact') {
    return [
      heading,
      ...section.entries.map((e) => {
        const { lead, detail } = compactLine(e);
        return new Paragraph({
          children: [
            ...(lead ? [new TextRun({ text: lead, bold: true })] : []),
            new TextRun(`${lead && detail ? COMPACT_SEPARATOR : ''}${detail}`),
          ],
        });
      }),
    ];
  }
  return [heading, ...section.entries.flatMap(entryParagraphs)];
}

/**
 * A Word document made of real structure: the name as Heading 1, sections as Heading 2, entries
 * as Heading 3, bullet lists from a bullet numbering definition, and clickable hyperlinks.
 */
export async function renderDocx(resume: Resume): Promise<Uint8Array> {
  const view = buildResumeView(resume);
  const { design } = resolveSettings(resume);
  const document = new Document({
    creator: 'Resumio',
    lastModifiedBy: 'Resumio',
    title: view.metadata.title,
    subject: view.metadata.subject,
    keywords: view.metadata.keywords,
    description: view.metadata.author ? `Resume of ${view.metadata.author}` : 'Resume',
    styles: docxStyles(design),
    numbering: docxNumbering(),
    sections: [
      {
        properties: { page: docxPage(design) },
        children: [
          ...(view.name
            ? [
                new Paragraph({
                  heading: HeadingLevel.HEADING_1,
                  children: [new TextRun(view.name)],
                }),
              ]
            : []),
          ...(view.label
            ? [new Paragraph({ children: [new TextRun({ text: view.label, color: MUTED })] })]
            : []),
          ...detailParagraph(view.contacts),
          ...view.sections.flatMap(sectionParagraphs),
        ],
      },
    ],
  });
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
