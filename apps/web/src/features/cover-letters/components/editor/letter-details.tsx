import {
  HIRING_MANAGER_MAX,
  type LetterLength,
  type LetterTone,
  letterLengthLabels,
  letterLengths,
  letterToneLabels,
  letterTones,
} from '@resumio/contract/cover-letters';
import { COMPANY_MAX, JOB_TITLE_MAX } from '@resumio/contract/enhancement';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { type DocumentStore, useDocument } from '@/lib/document-store.ts';
import { type LetterDraft, draftErrors } from '../../model/letter-draft.ts';
import { ContentField } from './content-field.tsx';

/** The date, the recipient block and the letter's style (its length sets the word target). */
export function LetterDetails({ store }: { store: DocumentStore<LetterDraft> }) {
  const draft = useDocument(store);
  const errors = draftErrors(draft);
  const shared = { store, draft, errors };
  return (
    <section
      aria-labelledby="letter-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="letter-details-title" className="text-base font-semibold text-slate-900">
        Recipient and details
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ContentField
          {...shared}
          field="recipientName"
          label="Recipient name"
          maxLength={HIRING_MANAGER_MAX}
        />
        <ContentField
          {...shared}
          field="company"
          label="Company"
          maxLength={COMPANY_MAX}
          autoComplete="organization"
        />
        <ContentField {...shared} field="jobTitle" label="Job title" maxLength={JOB_TITLE_MAX} />
        <ContentField {...shared} field="date" label="Date" type="date" />
        <FieldFrame label="Tone" hint="Paragraph rewrites follow it.">
          {(control) => (
            <select
              {...control}
              value={draft.tone}
              onChange={(event) =>
                store.update((current) => ({ ...current, tone: event.target.value as LetterTone }))
              }
              className={inputClasses}
            >
              {letterTones.map((tone) => (
                <option key={tone} value={tone}>
                  {letterToneLabels[tone]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label="Length" hint="The word count is measured against it.">
          {(control) => (
            <select
              {...control}
              value={draft.length}
              onChange={(event) =>
                store.update((current) => ({
                  ...current,
                  length: event.target.value as LetterLength,
                }))
              }
              className={inputClasses}
            >
              {letterLengths.map((length) => (
                <option key={length} value={length}>
                  {letterLengthLabels[length]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
    </section>
  );
}
