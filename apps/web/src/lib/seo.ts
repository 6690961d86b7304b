import { seoDefaults } from '@resumio/contract';
import { useEffect } from 'react';
import { useConfig } from './config-context.ts';

export interface PageMeta {
  /** Omit for the site's default title (the Home page). */
  title?: string;
  description?: string;
}

export function formatPageTitle(title: string | undefined, appName: string): string {
  return title ? `${title} | ${appName}` : seoDefaults.title;
}

function setMetaContent(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/** Every route sets its own title; the description falls back to the site default. */
export function usePageMeta({ title, description }: PageMeta): void {
  const { appName } = useConfig();
  useEffect(() => {
    const fullTitle = formatPageTitle(title, appName);
    const fullDescription = description ?? seoDefaults.description;
    document.title = fullTitle;
    setMetaContent('meta[name="description"]', fullDescription);
    setMetaContent('meta[property="og:title"]', fullTitle);
    setMetaContent('meta[property="og:description"]', fullDescription);
  }, [title, description, appName]);
}
