import type { JobApplication } from '@resumio/contract/jobs';

type Salary = Pick<JobApplication, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>;

const PERIOD_SUFFIX: Record<NonNullable<Salary['salaryPeriod']>, string> = {
  year: ' / year',
  month: ' / month',
  hour: ' / hour',
};

function formatter(currency: string | null, compact: boolean): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: 0,
    maximumFractionDigits: compact ? 1 : 0,
    notation: compact ? 'compact' : 'standard',
  };
  if (currency) {
    try {
      return new Intl.NumberFormat(undefined, { ...options, style: 'currency', currency });
    } catch {
      // A code Intl does not know: the amount alone, the code written after it below.
    }
  }
  return new Intl.NumberFormat(undefined, options);
}

/**
 * "$80K–$120K / year" on cards (compact), "$80,000–$120,000 / year" elsewhere; one bound alone
 * reads "From …" or "Up to …". Null when no amount is known.
 */
export function formatSalary(salary: Salary, { compact = false } = {}): string | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = salary;
  if (min == null && max == null) return null;
  const format = formatter(currency, compact);
  const knownCurrency = format.resolvedOptions().style === 'currency';
  let text: string;
  if (min != null && max != null) {
    // Each end in full ("€70K–€90K"): a shared range format drops the first symbol or unit.
    text = min === max ? format.format(min) : `${format.format(min)}–${format.format(max)}`;
  } else if (min != null) {
    text = `From ${format.format(min)}`;
  } else {
    text = `Up to ${format.format(max!)}`;
  }
  if (currency && !knownCurrency) text = `${text} ${currency}`;
  return salary.salaryPeriod ? text + PERIOD_SUFFIX[salary.salaryPeriod] : text;
}
