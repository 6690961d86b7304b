import type { LetterBlock, LetterRun } from '@resumio/contract/cover-letters';
import { type CSSProperties, type ReactNode, memo } from 'react';
import { cx } from '@/components/ui/cx.ts';
import type { LetterPreviewModel } from '../../model/letterhead.ts';

/** Page sizes in PDF points: sizes below are fractions of the page width, as on paper. */
const PAGE = { A4: { width: 595, height: 842 }, Letter: { width: 612, height: 792 } } as const;
const RULE = '#cbd5e1';

function Runs({ runs }: { runs: readonly LetterRun[] }) {
  return runs.map((run, index) => {
    let node: ReactNode = run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    return <span key={index}>{node}</span>;
  });
}

function Block({ block, style }: { block: LetterBlock; style: CSSProperties }) {
  if (block.type === 'paragraph') {
    return (
      <p className="whitespace-pre-wrap" style={style}>
        <Runs runs={block.runs} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List
      className={block.ordered ? 'list-decimal pl-[1.6em]' : 'list-disc pl-[1.6em]'}
      style={style}
    >
      {block.items.map((item, index) => (
        <li key={index} className="whitespace-pre-wrap">
          <Runs runs={item} />
        </li>
      ))}
    </List>
  );
}

/**
 * The letter on its letterhead, laid out as the PDF is: the resume template's header (name,
 * headline, contacts), date, recipient, subject, greeting, body, closing and signature, with the
 * resume's font, colour, size and margins scaled to the width of the page on screen.
 */
export const LetterPreview = memo(function LetterPreview({ model }: { model: LetterPreviewModel }) {
  const { view, style, fontStack } = model;
  const { design } = view;
  const { width, height } = PAGE[design.pageSize];
  const cqw = (points: number) => `${((points / width) * 100).toFixed(3)}cqw`;
  const line = `${design.lineHeight}em`;
  const gap = (lines: number) => ({ marginTop: `calc(${line} * ${lines})` });
  const band = style.header === 'band';
  const nameColor = band ? '#ffffff' : style.accentName ? design.accentColor : undefined;
  return (
    <div className="@container">
      <div
        data-testid="letter-preview"
        // Paper stays white in dark mode, as it prints: its colours resolve to their light side.
        className="relative mx-auto bg-white text-slate-900 shadow-md ring-1 ring-slate-200 [color-scheme:light]"
        style={{
          minHeight: cqw(height),
          fontFamily: fontStack,
          fontSize: cqw(design.fontSize),
          lineHeight: design.lineHeight,
          padding: `${cqw(design.margins.vertical)} ${cqw(design.margins.horizontal)}`,
        }}
      >
        {style.header === 'bar' ? (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0"
            style={{ height: cqw(6), backgroundColor: design.accentColor }}
          />
        ) : null}
        <header
          className={cx(style.header === 'center' && 'text-center')}
          style={{
            marginBottom: `calc(${line} * 1.5)`,
            ...(style.header === 'bar'
              ? { paddingBottom: cqw(6), borderBottom: `1px solid ${RULE}` }
              : {}),
            ...(band
              ? {
                  backgroundColor: design.accentColor,
                  color: '#ffffff',
                  margin: `-${cqw(design.margins.vertical)} -${cqw(design.margins.horizontal)} calc(${line} * 1.5)`,
                  padding: `${cqw(design.margins.vertical * 0.9)} ${cqw(design.margins.horizontal)} ${cqw(18)}`,
                }
              : {}),
          }}
        >
          <p
            className="font-bold"
            style={{ fontSize: '2.1em', lineHeight: 1.15, color: nameColor }}
          >
            {view.sender.name || 'Your name'}
          </p>
          {view.sender.label ? (
            <p style={{ fontSize: '1.15em', color: band ? '#ffffff' : '#475569' }}>
              {view.sender.label}
            </p>
          ) : null}
          {view.sender.contacts.length ? (
            <p style={{ fontSize: '0.9em', marginTop: cqw(4) }}>
              {view.sender.contacts.map((contact) => contact.text).join(style.separator)}
            </p>
          ) : null}
        </header>
        <p style={{ marginBottom: line }}>{view.date}</p>
        {view.recipient.length ? (
          <address className="not-italic">
            {view.recipient.map((text, index) => (
              <span key={index} className="block">
                {text}
              </span>
            ))}
          </address>
        ) : null}
        {view.subject ? (
          <p className="font-bold" style={gap(1)}>
            {view.subject}
          </p>
        ) : null}
        {view.greeting ? <p style={gap(1)}>{view.greeting}</p> : null}
        {view.body.map((block, index) => (
          <Block key={index} block={block} style={gap(0.75)} />
        ))}
        {view.closing ? <p style={gap(1)}>{view.closing}</p> : null}
        {view.signature ? <p style={gap(2)}>{view.signature}</p> : null}
      </div>
    </div>
  );
});
