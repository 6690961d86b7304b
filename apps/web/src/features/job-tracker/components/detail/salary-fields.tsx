import { SALARY_MAX, salaryPeriods } from '@resumio/contract/jobs';
import { useId } from 'react';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { formatSalary } from '../../model/format-salary.ts';
import { fieldsFromDraft } from '../../model/job-draft.ts';
import { periodLabels } from '../../model/labels.ts';
import type { SectionProps } from './section-props.ts';

/** Common codes offered first; any ISO 4217 code can be typed. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'INR', 'JPY', 'SEK', 'PLN'];

/** The range, its currency and what period it is for, with a preview as cards show it. */
export function SalaryFields({ draft, errors, onChange }: SectionProps) {
  const currenciesId = useId();
  const preview = formatSalary(fieldsFromDraft(draft));
  const amount = (value: string) => value.replace(/[^\d]/g, '');
  return (
    <div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <FieldFrame label="Lowest salary" error={errors.salaryMin}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={draft.salaryMin}
              onChange={(event) => onChange({ salaryMin: amount(event.target.value) })}
              className={inputClasses}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Highest salary" error={errors.salaryMax}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={draft.salaryMax}
              onChange={(event) => onChange({ salaryMax: amount(event.target.value) })}
              className={inputClasses}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Currency" error={errors.salaryCurrency}>
          {(control) => (
            <>
              <input
                {...control}
                list={currenciesId}
                value={draft.salaryCurrency}
                maxLength={3}
                autoCapitalize="characters"
                placeholder="USD"
                onChange={(event) => onChange({ salaryCurrency: event.target.value.toUpperCase() })}
                className={inputClasses}
              />
              <datalist id={currenciesId}>
                {CURRENCIES.map((code) => (
                  <option key={code} value={code} />
                ))}
              </datalist>
            </>
          )}
        </FieldFrame>
        <FieldFrame label="Pay period" error={errors.salaryPeriod}>
          {(control) => (
            <select
              {...control}
              value={draft.salaryPeriod}
              onChange={(event) =>
                onChange({ salaryPeriod: event.target.value as typeof draft.salaryPeriod })
              }
              className={inputClasses}
            >
              <option value="">Not specified</option>
              {salaryPeriods.map((period) => (
                <option key={period} value={period}>
                  {periodLabels[period]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {preview ? `Shown as ${preview}.` : `Whole amounts up to ${SALARY_MAX.toLocaleString()}.`}
      </p>
    </div>
  );
}
