import { escapeMarkdown } from '../render/markdown/escape-markdown.ts';
import type { LetterBlock, LetterDocument, LetterRun } from './letter-types.ts';
import { buildLetterView } from './letter-view.ts';

const HARD_BREAK = '  \n';

/**
 * One run with its marks. Emphasis only opens and closes next to text, so the spaces around a
 * marked run stay outside its markers; a line break inside a run closes and reopens them.
 */
function markRun({ text, bold, italic }: LetterRun): string {
  const marker = bold && italic ? '***' : bold ? '**' : italic ? '*' : '';
  return text
    .split('\n')
    .map((line) => {
      const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(line) ?? [];
      if (!core) return line.replace(/\s+/gu, ' ');
      const space = (s: string) => (s ? ' ' : '');
      return `${space(lead)}${marker}${escapeMarkdown(core)}${marker}${space(trail)}`;
    })
    .join(HARD_BREAK);
}

function inline(runs: LetterRun[]): string {
  // A line never starts with spaces: four of them would make it a code block.
  return runs
    .map(markRun)
    .join('')
    .split(HARD_BREAK)
    .map((line) => line.trim())
    .join(HARD_BREAK);
}

function blockMarkdown(block: LetterBlock): string {
  if (block.type === 'paragraph') return inline(block.runs);
  return block.items
    .map((item, i) => {
      const marker = block.ordered ? `${i + 1}.` : '-';
      // Continuation lines of an item are indented to stay inside it.
      return `${marker} ${inline(item).replaceAll(HARD_BREAK, `${HARD_BREAK}${' '.repeat(marker.length + 1)}`)}`;
    })
    .join('\n');
}

const text = (value: string) => escapeMarkdown(value);

/** The letter as Markdown: the name as the heading, the letter's marks as emphasis. */
export function renderLetterMarkdown(letter: LetterDocument): string {
  const view = buildLetterView(letter);
  const contacts = view.sender.contacts.map((contact) => text(contact.text)).join(' · ');
  const parts = [
    view.sender.name ? `# ${text(view.sender.name)}` : '',
    [view.sender.label ? text(view.sender.label) : '', contacts].filter(Boolean).join(HARD_BREAK),
    text(view.date),
    view.recipient.map(text).join(HARD_BREAK),
    view.subject ? `**${text(view.subject)}**` : '',
    text(view.greeting),
    ...view.body.map(blockMarkdown),
    text(view.closing),
    text(view.signature),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
