import { useId } from 'react';
import { labelClasses, largeInputClasses } from '@/components/ui/field-styles.ts';

export interface BlogSearchProps {
  value: string;
  onChange(value: string): void;
}

/** Filters articles by title and description as the visitor types. */
export function BlogSearch({ value, onChange }: BlogSearchProps) {
  const id = useId();
  return (
    // A real GET form (`?q=`): before the app starts, submitting still searches.
    <form
      role="search"
      method="get"
      className="max-w-md"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className={labelClasses}>
        Search articles
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. cover letter, ATS, interview"
        autoComplete="off"
        className={`${largeInputClasses} placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600`}
      />
    </form>
  );
}
