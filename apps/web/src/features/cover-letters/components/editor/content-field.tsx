import type { LetterContent } from '@resumio/contract/cover-letters';
import type { ReactNode } from 'react';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import type { DocumentStore } from '@/lib/document-store.ts';
import type { LetterDraft } from '../../model/letter-draft.ts';

type TextKey = Exclude<keyof LetterContent, 'body'>;

export interface ContentFieldProps {
  store: DocumentStore<LetterDraft>;
  draft: LetterDraft;
  errors: Record<string, string>;
  field: TextKey;
  label: ReactNode;
  maxLength?: number;
  type?: 'text' | 'date';
  hint?: ReactNode;
  autoComplete?: string;
  className?: string;
}

/** One line of the letter (greeting, company, date…), edited in place and saved with the rest. */
export function ContentField({
  store,
  draft,
  errors,
  field,
  label,
  maxLength,
  type = 'text',
  hint,
  autoComplete = 'off',
  className,
}: ContentFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={errors[`content.${field}`]} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={draft.content[field]}
          maxLength={maxLength}
          autoComplete={autoComplete}
          onChange={(event) => {
            // Line breaks never belong in these one-line fields (a paste may bring them).
            const value = event.target.value.replace(/[\r\n]+/g, ' ');
            store.update((current) => ({
              ...current,
              content: { ...current.content, [field]: value },
            }));
          }}
          className={inputClasses}
        />
      )}
    </FieldFrame>
  );
}
