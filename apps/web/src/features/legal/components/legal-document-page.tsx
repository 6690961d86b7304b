import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import type { LegalDocument } from '../render-legal-markdown.ts';
import { formatCalendarDay } from '@/lib/format-calendar-day.ts';
import { proseClasses } from './prose-classes.ts';

export interface LegalDocumentPageProps {
  document: LegalDocument;
  /** Shown between the heading and the text, e.g. this site's analytics setting. */
  notice?: ReactNode;
}

/** One of the product's own policy documents, rendered from its Markdown source. */
export function LegalDocumentPage({ document: legal, notice }: LegalDocumentPageProps) {
  usePageMeta({ title: legal.title, description: legal.summary });
  const navigate = useNavigate();
  const { hash } = useLocation();

  // A link to a section (/privacy#analytics) opens at that section. The next frame runs after
  // the shell's scroll-to-top for the new page.
  useEffect(() => {
    if (hash.length < 2) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  // Links inside the rendered text are plain anchors; site paths among them stay in the app
  // instead of reloading it.
  const followSiteLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <PageSection>
      <article className="mx-auto max-w-3xl" aria-labelledby="legal-title">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Legal</p>
          <h1
            id="legal-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {legal.title}
          </h1>
          <p className="mt-3 text-sm text-slate-600">
            Last updated: <time dateTime={legal.updated}>{formatCalendarDay(legal.updated)}</time>
          </p>
          {legal.summary ? (
            <p className="mt-4 text-lg leading-8 text-slate-600">{legal.summary}</p>
          ) : null}
        </header>
        {notice}
        {legal.sections.length > 1 ? (
          <nav
            aria-label="On this page"
            className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5"
          >
            <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
            <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {legal.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="rounded-sm text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* The HTML comes from the repository's Markdown, rendered with raw HTML escaped. */}
        <div
          className={proseClasses}
          onClick={followSiteLinks}
          dangerouslySetInnerHTML={{ __html: legal.html }}
        />
      </article>
    </PageSection>
  );
}
