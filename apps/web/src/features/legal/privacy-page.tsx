import { useConfig } from '@/lib/config-context.ts';
import { ExternalPolicyRedirect } from './components/external-policy-redirect.tsx';

export function PrivacyPage() {
  const { privacyUrl } = useConfig();
  return <ExternalPolicyRedirect documentName="Privacy Policy" url={privacyUrl} />;
}
