import {
  JOB_TAGS_MAX,
  JOB_TEXT_MAX,
  JOB_URL_MAX,
  SUGGESTED_JOB_SOURCES,
  jobPriorities,
  remotePolicies,
} from '@resumio/contract/jobs';
import { useId } from 'react';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { priorityLabels, remoteLabels } from '../../model/labels.ts';
import type { SectionProps } from './section-props.ts';
import type { JobPriority } from '../../model/types.ts';

/** Company, role, where, how it was found, and how much it matters. */
export function DetailsFields({ draft, errors, onChange }: SectionProps) {
  const sourcesId = useId();
  const postingUrl = /^https?:\/\//i.test(draft.postingUrl.trim()) ? draft.postingUrl.trim() : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldFrame label="Company (required)" error={errors.company}>
        {(control) => (
          <input
            {...control}
            value={draft.company}
            maxLength={JOB_TEXT_MAX}
            autoComplete="organization"
            onChange={(event) => onChange({ company: event.target.value })}
            className={inputClasses}
          />
        )}
      </FieldFrame>
      <FieldFrame label="Role (required)" error={errors.role}>
        {(control) => (
          <input
            {...control}
            value={draft.role}
            maxLength={JOB_TEXT_MAX}
            autoComplete="off"
            onChange={(event) => onChange({ role: event.target.value })}
            className={inputClasses}
          />
        )}
      </FieldFrame>
      <FieldFrame label="Location" error={errors.location}>
        {(control) => (
          <input
            {...control}
            value={draft.location}
            maxLength={JOB_TEXT_MAX}
            placeholder="Berlin, Germany"
            onChange={(event) => onChange({ location: event.target.value })}
            className={inputClasses}
          />
        )}
      </FieldFrame>
      <FieldFrame label="Remote policy" error={errors.remotePolicy}>
        {(control) => (
          <select
            {...control}
            value={draft.remotePolicy}
            onChange={(event) =>
              onChange({ remotePolicy: event.target.value as typeof draft.remotePolicy })
            }
            className={inputClasses}
          >
            <option value="">Not specified</option>
            {remotePolicies.map((policy) => (
              <option key={policy} value={policy}>
                {remoteLabels[policy]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        label="Posting URL"
        error={errors.postingUrl}
        className="sm:col-span-2"
        hint={
          postingUrl ? (
            <a
              href={postingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              Open the posting <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : undefined
        }
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            value={draft.postingUrl}
            maxLength={JOB_URL_MAX}
            placeholder="https://"
            onChange={(event) => onChange({ postingUrl: event.target.value })}
            className={inputClasses}
          />
        )}
      </FieldFrame>
      <FieldFrame
        label="Source"
        error={errors.source}
        hint="Where you found it; pick one or type your own."
      >
        {(control) => (
          <>
            <input
              {...control}
              list={sourcesId}
              value={draft.source}
              maxLength={80}
              onChange={(event) => onChange({ source: event.target.value })}
              className={inputClasses}
            />
            <datalist id={sourcesId}>
              {SUGGESTED_JOB_SOURCES.map((source) => (
                <option key={source} value={source} />
              ))}
            </datalist>
          </>
        )}
      </FieldFrame>
      <FieldFrame label="Priority" error={errors.priority}>
        {(control) => (
          <select
            {...control}
            value={draft.priority}
            onChange={(event) => onChange({ priority: event.target.value as JobPriority })}
            className={inputClasses}
          >
            {jobPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabels[priority]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        label="Tags"
        error={
          errors.tags ?? Object.entries(errors).find(([path]) => path.startsWith('tags.'))?.[1]
        }
        hint={`Separate with commas, up to ${JOB_TAGS_MAX}.`}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            value={draft.tags}
            placeholder="remote, fintech, referral"
            onChange={(event) => onChange({ tags: event.target.value })}
            className={inputClasses}
          />
        )}
      </FieldFrame>
    </div>
  );
}
