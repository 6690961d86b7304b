import { usePageMeta } from '@/lib/seo.ts';
import { AuthRedirect } from './components/auth-redirect.tsx';

export function RegisterPage() {
  usePageMeta({
    title: 'Create your account',
    description: 'Create a free Resumio account to save resumes, cover letters and applications.',
  });
  return <AuthRedirect mode="register" />;
}
