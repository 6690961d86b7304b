import { type ReactNode, useId } from 'react';

/** One titled part of the application form; its heading names the region. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}
