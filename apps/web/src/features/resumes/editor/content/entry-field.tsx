import { RESUME_LIMITS } from '@resumio/resume';
import { cx } from '@/components/ui/cx.ts';
import { BulletListInput } from '../fields/bullet-list-input.tsx';
import { KeywordsInput } from '../fields/keywords-input.tsx';
import { PartialDateInput } from '../fields/partial-date-input.tsx';
import { TextField } from '../fields/text-field.tsx';
import { TextareaField } from '../fields/textarea-field.tsx';
import type { FieldDefinition } from './section-definitions.ts';

export interface EntryFieldProps {
  field: FieldDefinition;
  value: unknown;
  error?: string;
  onChange(name: string, value: unknown): void;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** One field of an entry, drawn by its kind. */
export function EntryField({ field, value, error, onChange }: EntryFieldProps) {
  const className = cx(field.wide && 'sm:col-span-2');
  const set = (next: unknown) => onChange(field.name, next);
  switch (field.kind) {
    case 'date':
      return (
        <PartialDateInput
          className={className}
          label={field.label}
          value={asText(value)}
          onValueChange={set}
          hint={field.hint}
        />
      );
    case 'textarea':
      return (
        <TextareaField
          className={className}
          label={field.label}
          value={asText(value)}
          onValueChange={set}
          error={error}
          rows={3}
          maxLength={RESUME_LIMITS.longText}
        />
      );
    case 'bullets':
      return (
        <BulletListInput
          className={className}
          label={field.label}
          itemLabel={field.label === 'Achievements' ? 'Achievement' : 'Highlight'}
          value={asList(value)}
          onValueChange={set}
        />
      );
    case 'keywords':
      return (
        <KeywordsInput
          className={className}
          label={field.label}
          value={asList(value)}
          onValueChange={set}
          error={error}
        />
      );
    case 'url':
      return (
        <TextField
          className={className}
          label={field.label}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={asText(value)}
          onValueChange={set}
          error={error}
          maxLength={RESUME_LIMITS.url}
        />
      );
    case 'text':
      return (
        <TextField
          className={className}
          label={field.label}
          placeholder={field.placeholder}
          value={asText(value)}
          onValueChange={set}
          error={error}
          maxLength={RESUME_LIMITS.shortText}
        />
      );
  }
}
