import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Typography for the article's HTML, which carries no classes of its own (the build strips them):
 * every rule targets plain elements inside this box.
 */
const prose = [
  'text-lg leading-8 text-slate-700',
  '[&>*:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-9 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_li_p]:mt-2 [&_li::marker]:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_a:hover]:decoration-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-5 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.875em] [&_code]:text-slate-900',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-base [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-xl [&_.table-scroll]:border [&_.table-scroll]:border-slate-200',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-base [&_table]:leading-7',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-4 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-4 [&_td]:py-2.5 [&_td]:align-top [&_tr:last-child_td]:border-b-0',
  '[&_.heading-anchor]:ml-2 [&_.heading-anchor]:font-normal [&_.heading-anchor]:text-slate-500 [&_.heading-anchor]:no-underline [&_.heading-anchor]:opacity-0 [&_.heading-anchor]:transition-opacity',
  '[&_h2:hover_.heading-anchor]:opacity-100 [&_h3:hover_.heading-anchor]:opacity-100',
].join(' ');

/** Links to other pages of the site move within the app instead of reloading it. */
function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !href.startsWith('/') || href.startsWith('//')) return;
    if (link.target && link.target !== '_self') return;
    event.preventDefault();
    void navigate(href);
  };
}

/** The article's sanitised HTML, built from its Markdown when the site was built. */
export function ArticleBody({ html }: { html: string }) {
  const onClick = useInternalLinks();
  return (
    // One delegated handler for the links inside; pressing Enter on a link fires click too.
    <div
      id="article-body"
      className={prose}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
