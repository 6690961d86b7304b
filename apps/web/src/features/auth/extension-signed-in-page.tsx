import { AuthCard } from './components/auth-card.tsx';
import { usePageMeta } from '@/lib/seo.ts';

/**
 * `/extension/signed-in`: where the "Save job" extension's sign-in tab lands (the extension
 * client's redirect URI). The extension reads the code from this address and closes the tab; this
 * page is seen only if it cannot (the extension was removed meanwhile).
 */
export function ExtensionSignedInPage() {
  usePageMeta({ title: 'Signed in to the extension' });
  return (
    <AuthCard title="Signed in to the Resumio extension">
      <p>You can close this tab and choose Save job in the extension again.</p>
    </AuthCard>
  );
}
