import { useMemo } from 'react';
import { highlightParts } from '../model/highlight.ts';

/** Text with the given words marked: bold and underlined as well as tinted. */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  const parts = useMemo(() => highlightParts(text, words), [text, words]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-900 underline decoration-amber-500 decoration-2 underline-offset-2"
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
