import { useConfig } from '@/lib/config-context.ts';
import { AnalyticsNotice } from './components/analytics-notice.tsx';
import { ExternalPolicyRedirect } from './components/external-policy-redirect.tsx';
import { LegalDocumentPage } from './components/legal-document-page.tsx';
import { privacyPolicy } from './legal-documents.ts';

/** The operator's own hosted policy when PRIVACY_URL is set, else the product's. */
export function PrivacyPage() {
  const { privacyUrl } = useConfig();
  if (privacyUrl) return <ExternalPolicyRedirect documentName="Privacy Policy" url={privacyUrl} />;
  return <LegalDocumentPage document={privacyPolicy} notice={<AnalyticsNotice />} />;
}
