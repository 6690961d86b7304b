import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { BULLETS, docxPage, docxStyles } from '../render/docx/docx-styles.ts';
import type { LetterBlock, LetterDocument, LetterRun } from './letter-types.ts';
import { buildLetterView } from './letter-view.ts';

const NUMBERS = 'letter-numbers';
const MUTED = '57606A';
const INDENT = { left: 360, hanging: 240 };

/** A run's text with its line breaks as Word's, and its marks. */
function textRuns({ text, bold, italic }: LetterRun): TextRun[] {
  return text
    .split('\n')
    .map((line, i) => new TextRun({ text: line, bold, italics: italic, break: i > 0 ? 1 : 0 }));
}

function blockParagraphs(block: LetterBlock, listIndex: number): Paragraph[] {
  if (block.type === 'paragraph') {
    return [new Paragraph({ children: block.runs.flatMap(textRuns) })];
  }
  return block.items.map(
    (item) =>
      new Paragraph({
        // Each numbered list of the letter starts again at 1.
        numbering: block.ordered
          ? { reference: NUMBERS, level: 0, instance: listIndex }
          : { reference: BULLETS, level: 0 },
        children: item.flatMap(textRuns),
      }),
  );
}

const plain = (text: string, options: { bold?: boolean; color?: string } = {}) =>
  text ? [new Paragraph({ children: [new TextRun({ text, ...options })] })] : [];

/**
 * The letter as a Word document in the resume's design (its fonts mapped to Word's, its sizes,
 * page and margins): the name as Heading 1, then the letter as paragraphs with their marks, and
 * real bullet and numbered lists.
 */
export async function renderLetterDocx(letter: LetterDocument): Promise<Uint8Array> {
  const view = buildLetterView(letter);
  const gap = () => new Paragraph({ children: [] });
  let lists = 0;
  const body = view.body.flatMap((block) => {
    if (block.type === 'list' && block.ordered) lists += 1;
    return [...blockParagraphs(block, lists), gap()];
  });
  const document = new Document({
    creator: 'Resumio',
    lastModifiedBy: 'Resumio',
    title: view.metadata.title,
    subject: view.metadata.subject,
    description: 'Cover letter',
    styles: docxStyles(view.design),
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: INDENT } },
            },
          ],
        },
        {
          reference: NUMBERS,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: INDENT } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: docxPage(view.design) },
        children: [
          ...(view.sender.name
            ? [
                new Paragraph({
                  heading: HeadingLevel.HEADING_1,
                  children: [new TextRun(view.sender.name)],
                }),
              ]
            : []),
          ...plain(view.sender.label, { color: MUTED }),
          ...plain(view.sender.contacts.map((contact) => contact.text).join(' · ')),
          gap(),
          ...plain(view.date),
          gap(),
          ...view.recipient.flatMap((line) => plain(line)),
          ...(view.subject ? [gap(), ...plain(view.subject, { bold: true })] : []),
          gap(),
          ...(view.greeting ? [...plain(view.greeting), gap()] : []),
          ...body,
          ...plain(view.closing),
          gap(),
          ...plain(view.signature),
        ],
      },
    ],
  });
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
