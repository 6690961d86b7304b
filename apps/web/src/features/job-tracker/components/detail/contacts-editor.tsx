import { JOB_CONTACTS_MAX, JOB_TEXT_MAX, JOB_URL_MAX } from '@resumio/contract/jobs';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { PlusIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { type ContactDraft, emptyContact } from '../../model/job-draft.ts';
import type { SectionProps } from './section-props.ts';

type ContactField = Exclude<keyof ContactDraft, 'key'>;

const FIELDS: ReadonlyArray<{
  field: ContactField;
  label: string;
  type?: string;
  max: number;
  autoComplete: string;
}> = [
  { field: 'name', label: 'Name (required)', max: JOB_TEXT_MAX, autoComplete: 'off' },
  { field: 'role', label: 'Their role', max: JOB_TEXT_MAX, autoComplete: 'off' },
  { field: 'email', label: 'Email', type: 'email', max: 254, autoComplete: 'off' },
  { field: 'phone', label: 'Phone', type: 'tel', max: 40, autoComplete: 'off' },
  { field: 'profileUrl', label: 'Profile URL', type: 'url', max: JOB_URL_MAX, autoComplete: 'off' },
];

const REMOVED = 'removed';

/** People at the company: recruiter, hiring manager, referrer. */
export function ContactsEditor({ draft, errors, onChange }: SectionProps) {
  const contacts = draft.contacts;
  // After adding a contact its name field takes the focus; after removing one, the add button.
  const focusKey = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    if (key === REMOVED) addButton.current?.focus();
    else document.querySelector<HTMLInputElement>(`[data-contact="${key}"] input`)?.focus();
  });

  const update = (index: number, field: ContactField, value: string) =>
    onChange({
      contacts: contacts.map((contact, i) =>
        i === index ? { ...contact, [field]: value } : contact,
      ),
    });
  const add = () => {
    const contact = emptyContact();
    focusKey.current = contact.key;
    onChange({ contacts: [...contacts, contact] });
  };

  return (
    <div>
      {contacts.length === 0 ? (
        <p className="text-sm text-slate-600">No contacts yet.</p>
      ) : (
        <ul className="space-y-3">
          {contacts.map((contact, index) => {
            const name = contact.name.trim() || `Contact ${index + 1}`;
            return (
              <li
                key={contact.key}
                data-contact={contact.key}
                className="rounded-xl border border-slate-200 p-3"
              >
                <fieldset>
                  <legend className="sr-only">{`Contact ${index + 1}`}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {FIELDS.map(({ field, label, type, max, autoComplete }) => (
                      <FieldFrame
                        key={field}
                        label={label}
                        error={errors[`contacts.${index}.${field}`]}
                      >
                        {(control) => (
                          <input
                            {...control}
                            type={type ?? 'text'}
                            value={contact[field]}
                            maxLength={max}
                            autoComplete={autoComplete}
                            onChange={(event) => update(index, field, event.target.value)}
                            className={inputClasses}
                          />
                        )}
                      </FieldFrame>
                    ))}
                    <div className="flex items-end">
                      <Button
                        variant="danger-ghost"
                        size="sm"
                        onClick={() => {
                          focusKey.current = REMOVED;
                          onChange({ contacts: contacts.filter((_, i) => i !== index) });
                        }}
                      >
                        <TrashIcon />
                        Remove <span className="sr-only">{name}</span>
                      </Button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        onClick={add}
        disabled={contacts.length >= JOB_CONTACTS_MAX}
      >
        <PlusIcon />
        Add a contact
      </button>
    </div>
  );
}
