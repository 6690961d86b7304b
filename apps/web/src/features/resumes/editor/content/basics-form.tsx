import {
  type Basics,
  RESUME_LIMITS,
  basicsSchema,
  defaultProfile,
  profileSchema,
} from '@resumio/resume';
import { memo } from 'react';
import type { DocumentStore } from '../document-store.ts';
import { fieldErrors } from '../field-errors.ts';
import { TextField } from '../fields/text-field.tsx';
import { setIn } from '../set-in.ts';
import { EntryListEditor } from './entry-list-editor.tsx';
import type { Entry, EntrySectionDefinition } from './section-definitions.ts';

const PROFILES: EntrySectionDefinition = {
  noun: 'profile',
  schema: profileSchema,
  create: () => structuredClone(defaultProfile),
  summarise: (e) => [e.network, e.username].filter((v) => typeof v === 'string' && v).join(' · '),
  fields: [
    { name: 'network', label: 'Network', kind: 'text', placeholder: 'LinkedIn' },
    { name: 'username', label: 'Username', kind: 'text' },
    { name: 'url', label: 'Profile address', kind: 'url', wide: true },
  ],
};

export interface BasicsFormProps {
  basics: Basics | undefined;
  store: DocumentStore;
}

/** Name, headline, contacts, location and online profiles. */
export const BasicsForm = memo(function BasicsForm({ basics = {}, store }: BasicsFormProps) {
  const errors = fieldErrors(basicsSchema, basics);
  const set = (path: (string | number)[], value: unknown) =>
    store.update((resume) => setIn(resume, ['basics', ...path], value));
  const location = basics.location ?? {};
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          value={basics.name}
          onValueChange={(v) => set(['name'], v)}
          error={errors.name}
          maxLength={RESUME_LIMITS.shortText}
        />
        <TextField
          label="Headline"
          placeholder="Senior Product Designer"
          value={basics.label}
          onValueChange={(v) => set(['label'], v)}
          error={errors.label}
          maxLength={RESUME_LIMITS.shortText}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={basics.email}
          onValueChange={(v) => set(['email'], v.trim())}
          error={errors.email}
          maxLength={RESUME_LIMITS.email}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={basics.phone}
          onValueChange={(v) => set(['phone'], v)}
          error={errors.phone}
          maxLength={RESUME_LIMITS.phone}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          className="sm:col-span-2"
          value={basics.url}
          onValueChange={(v) => set(['url'], v.trim())}
          error={errors.url}
          maxLength={RESUME_LIMITS.url}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Location</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <TextField
            label="City"
            autoComplete="address-level2"
            value={location.city}
            onValueChange={(v) => set(['location', 'city'], v)}
            error={errors['location.city']}
            maxLength={RESUME_LIMITS.shortText}
          />
          <TextField
            label="Region or state"
            autoComplete="address-level1"
            value={location.region}
            onValueChange={(v) => set(['location', 'region'], v)}
            error={errors['location.region']}
            maxLength={RESUME_LIMITS.shortText}
          />
          <TextField
            label="Country code"
            hint="Two letters, such as US or DE"
            autoComplete="country"
            value={location.countryCode}
            onValueChange={(v) => set(['location', 'countryCode'], v)}
            error={errors['location.countryCode']}
            maxLength={RESUME_LIMITS.shortText}
          />
          <TextField
            label="Postal code"
            autoComplete="postal-code"
            value={location.postalCode}
            onValueChange={(v) => set(['location', 'postalCode'], v)}
            error={errors['location.postalCode']}
            maxLength={RESUME_LIMITS.shortText}
          />
          <TextField
            label="Street address"
            hint="Usually left out of a resume"
            autoComplete="street-address"
            className="sm:col-span-2"
            value={location.address}
            onValueChange={(v) => set(['location', 'address'], v)}
            error={errors['location.address']}
            maxLength={RESUME_LIMITS.mediumText}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Online profiles</legend>
        <div className="mt-2">
          <EntryListEditor
            sectionTitle="Online profiles"
            definition={PROFILES}
            entries={(basics.profiles ?? []) as Entry[]}
            update={(change) =>
              store.update((resume) =>
                setIn(
                  resume,
                  ['basics', 'profiles'],
                  change((resume.basics?.profiles ?? []) as Entry[]),
                ),
              )
            }
          />
        </div>
      </fieldset>
    </div>
  );
});
