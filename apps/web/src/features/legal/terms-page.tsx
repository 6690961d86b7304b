import { useConfig } from '@/lib/config-context.ts';
import { ExternalPolicyRedirect } from './components/external-policy-redirect.tsx';
import { LegalDocumentPage } from './components/legal-document-page.tsx';
import { termsOfService } from './legal-documents.ts';

/** The operator's own hosted terms when TERMS_URL is set, else the product's. */
export function TermsPage() {
  const { termsUrl } = useConfig();
  if (termsUrl) return <ExternalPolicyRedirect documentName="Terms of Service" url={termsUrl} />;
  return <LegalDocumentPage document={termsOfService} />;
}
