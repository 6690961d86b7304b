import { TEMPLATES, templateThumbnail } from '@resumio/resume';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';

const thumbnail = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The template registry itself, so the page never shows a design the builder lacks. */
export function TemplateShowcase() {
  return (
    <PageSection aria-labelledby="templates-heading">
      <h2
        id="templates-heading"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        Professional templates that parsers read correctly
      </h2>
      <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">
        One- and two-column designs from classic to modern. Each is tested by exporting sample
        resumes and reading the text back, so dates, titles and bullets stay in order.
      </p>
      <ul className="mt-8 grid grid-cols-2 gap-5 sm:grid-cols-3 lg:grid-cols-4">
        {TEMPLATES.map((template) => (
          <li
            key={template.id}
            className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
          >
            <img
              src={thumbnail(templateThumbnail(template.id))}
              alt={`${template.name} resume template preview`}
              width={120}
              height={170}
              loading="lazy"
              className="h-auto w-full rounded-lg border border-slate-100 bg-white"
            />
            <div className="mt-3 flex items-center gap-2">
              <h3 className="font-semibold text-slate-900">{template.name}</h3>
              <span
                className={
                  template.tier === 'free'
                    ? 'ml-auto rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800'
                    : 'ml-auto rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-800'
                }
              >
                {template.tier === 'free' ? 'Free' : 'Premium'}
              </span>
            </div>
            <p className="mt-1 text-sm leading-6 text-slate-600">{template.description}</p>
          </li>
        ))}
      </ul>
      <ButtonLink to="/preview-editor" className="mt-8">
        Try the templates in the editor
      </ButtonLink>
    </PageSection>
  );
}
