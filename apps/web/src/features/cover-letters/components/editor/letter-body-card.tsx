import { CLOSING_MAX, GREETING_MAX, SIGNATURE_MAX } from '@resumio/contract/cover-letters';
import { type Editor, EditorContent } from '@tiptap/react';
import { type DocumentStore, useDocument } from '@/lib/document-store.ts';
import { type LetterDraft, draftErrors } from '../../model/letter-draft.ts';
import { ContentField } from './content-field.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { ParagraphActions } from './paragraph-actions.tsx';
import { WordCount } from './word-count.tsx';

export interface LetterBodyCardProps {
  store: DocumentStore<LetterDraft>;
  editor: Editor;
  letterId: string;
}

/** The letter in reading order: greeting, the body in the rich-text editor, closing, signature. */
export function LetterBodyCard({ store, editor, letterId }: LetterBodyCardProps) {
  const draft = useDocument(store);
  const errors = draftErrors(draft);
  const shared = { store, draft, errors };
  const bodyError = errors['content.body'] ?? errors.content;
  return (
    <section
      aria-labelledby="letter-text-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="letter-text-title" className="text-base font-semibold text-slate-900">
        Letter
      </h2>
      <ContentField {...shared} field="greeting" label="Greeting" maxLength={GREETING_MAX} />
      <div>
        <p id="letter-body-label" className="text-sm font-medium text-slate-800">
          Body
        </p>
        <div
          className="mt-1 rounded-lg border border-slate-300 shadow-sm focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600 data-[invalid=true]:border-red-600"
          data-invalid={bodyError ? true : undefined}
        >
          <div className="border-b border-slate-200 px-2 py-1">
            <EditorToolbar editor={editor} />
          </div>
          <EditorContent editor={editor} />
        </div>
        <p id="letter-body-help" className="mt-1 text-xs text-slate-600">
          Bold, italic and lists; Shift+Enter starts a new line within a paragraph.
        </p>
        {bodyError ? (
          <p className="mt-1 text-xs font-medium text-red-700" role="alert">
            {bodyError}
          </p>
        ) : null}
        <div className="mt-3">
          <WordCount store={store} />
        </div>
      </div>
      <ParagraphActions editor={editor} letterId={letterId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContentField {...shared} field="closing" label="Closing" maxLength={CLOSING_MAX} />
        <ContentField {...shared} field="signature" label="Signature" maxLength={SIGNATURE_MAX} />
      </div>
    </section>
  );
}
