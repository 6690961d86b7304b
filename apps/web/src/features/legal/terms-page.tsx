import { useConfig } from '@/lib/config-context.ts';
import { ExternalPolicyRedirect } from './components/external-policy-redirect.tsx';

export function TermsPage() {
  const { termsUrl } = useConfig();
  return <ExternalPolicyRedirect documentName="Terms of Service" url={termsUrl} />;
}
