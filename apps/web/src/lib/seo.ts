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

/** Social networks fetch the card image from their own servers, so it needs a full address. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

function setMetaContent(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

/** Every route sets its own title; the description falls back to the site default. */
export function usePageMeta({ title, description }: PageMeta): void {
  const { appName, siteUrl } = useConfig();
  useEffect(() => {
    const fullTitle = formatPageTitle(title, appName);
    const fullDescription = description ?? seoDefaults.description;
    const image = absoluteUrl(seoDefaults.image, siteUrl);
    document.title = fullTitle;
    setMetaContent('meta[name="description"]', fullDescription);
    setMetaContent('meta[property="og:title"]', fullTitle);
    setMetaContent('meta[property="og:description"]', fullDescription);
    setMetaContent('meta[property="og:image"]', image);
    setMetaContent('meta[name="twitter:title"]', fullTitle);
    setMetaContent('meta[name="twitter:description"]', fullDescription);
    setMetaContent('meta[name="twitter:image"]', image);
  }, [title, description, appName, siteUrl]);
}
