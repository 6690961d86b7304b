import { TEMPLATES, type TemplateId } from '@resumio/resume';
import { cx } from '@/components/ui/cx.ts';
import { LockIcon } from '@/components/ui/icons.tsx';
import { TemplateThumbnail } from './template-thumbnail.tsx';

export interface TemplatePickerProps {
  value: TemplateId;
  isPremium: boolean;
  onChange(templateId: TemplateId): void;
}

/** A radio group of the registry's templates; premium ones are marked but can be previewed. */
export function TemplatePicker({ value, isPremium, onChange }: TemplatePickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Template</legend>
      <p className="mt-1 text-xs text-slate-600">
        Switching template applies its fonts and colours; your page settings stay.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TEMPLATES.map((template) => {
          const checked = template.id === value;
          const locked = template.tier === 'premium' && !isPremium;
          return (
            <label
              key={template.id}
              className={cx(
                'group relative flex cursor-pointer flex-col rounded-xl border-2 bg-white p-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="template"
                value={template.id}
                checked={checked}
                onChange={() => onChange(template.id)}
                className="sr-only"
              />
              <TemplateThumbnail
                templateId={template.id}
                className="rounded border border-slate-100"
              />
              <span className="mt-2 flex flex-wrap items-center gap-x-1 gap-y-0.5 font-medium text-slate-900">
                <span className="mr-auto">{template.name}</span>
                {template.tier === 'premium' ? (
                  <span
                    className="inline-flex items-center gap-0.5 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-800"
                    title={
                      locked
                        ? 'Premium template: preview it now, export with Premium'
                        : 'Premium template'
                    }
                  >
                    {locked ? <LockIcon /> : null}
                    Premium
                  </span>
                ) : (
                  <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                    Free
                  </span>
                )}
              </span>
              <span className="sr-only">
                {template.layout === 'two-column' ? ', two columns' : ', one column'}.{' '}
                {template.description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
