import { useEffect } from 'react';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { textLinkClasses } from '@/components/ui/text-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { isAutoRedirectTarget, POLICY_REDIRECT_DELAY_MS } from './redirect-target.ts';

export interface ExternalPolicyRedirectProps {
  /** e.g. 'Terms of Service' */
  documentName: string;
  url: string;
}

/** The policy documents are hosted elsewhere; say so, link to them, then go. */
export function ExternalPolicyRedirect({ documentName, url }: ExternalPolicyRedirectProps) {
  usePageMeta({ title: documentName });

  useEffect(() => {
    if (!isAutoRedirectTarget(url)) return;
    const timer = setTimeout(() => window.location.replace(url), POLICY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);

  return (
    <PageSection className="min-h-[50vh]">
      <PageIntro
        eyebrow="Legal"
        title={documentName}
        lead={
          <>
            <p role="status">You are being redirected to our {documentName}…</p>
            <p className="mt-4 text-base">
              If nothing happens,{' '}
              <a href={url} className={textLinkClasses}>
                open the {documentName}
              </a>
              .
            </p>
          </>
        }
      />
    </PageSection>
  );
}
