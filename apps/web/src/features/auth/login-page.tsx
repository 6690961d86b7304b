import { usePageMeta } from '@/lib/seo.ts';
import { AuthRedirect } from './components/auth-redirect.tsx';

export function LoginPage() {
  usePageMeta({ title: 'Sign in', description: 'Sign in to your Resumio account.' });
  return <AuthRedirect mode="sign-in" />;
}
