import type { LetterBlock, LetterDocument } from './letter-types.ts';
import { buildLetterView, runsText } from './letter-view.ts';

const SEPARATOR = ' | ';

// Control characters other than line breaks, and bidi overrides that can disguise text, have no
// place in a text file a recruiter opens.
// eslint-disable-next-line no-control-regex -- finding control characters is what this is for
const UNWANTED = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/gu;
const plain = (value: string) => value.replace(UNWANTED, '');

function blockLines(block: LetterBlock): string {
  if (block.type === 'paragraph') return plain(runsText(block.runs));
  return block.items
    .map((item, i) => `${block.ordered ? `${i + 1}.` : '•'} ${plain(runsText(item))}`)
    .join('\n');
}

/** The letter as plain text: letterhead, date, recipient, then the letter, a blank line apart. */
export function renderLetterText(letter: LetterDocument): string {
  const view = buildLetterView(letter);
  const head = [
    view.sender.name,
    view.sender.label,
    view.sender.contacts.map((contact) => contact.text).join(SEPARATOR),
  ]
    .filter(Boolean)
    .map(plain)
    .join('\n');
  const parts = [
    head,
    view.date,
    view.recipient.map(plain).join('\n'),
    plain(view.subject),
    plain(view.greeting),
    ...view.body.map(blockLines),
    plain(view.closing),
    plain(view.signature),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
