import { ButtonLink } from '@/components/ui/button-link.tsx';

export interface AccountBannerProps {
  registerPath: string;
  loginPath: string;
}

/** For visitors without an account: their work stays in this browser until they sign up. */
export function AccountBanner({ registerPath, loginPath }: AccountBannerProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center">
      <p className="text-sm text-brand-900">
        <span className="font-semibold">Your resume is kept in this browser only.</span> Sign up
        (free) to save it to your account and keep every character you typed.
      </p>
      <div className="flex shrink-0 gap-2 sm:ml-auto">
        <ButtonLink to={registerPath} size="sm">
          Sign up to save
        </ButtonLink>
        <ButtonLink to={loginPath} size="sm" variant="secondary">
          Sign in
        </ButtonLink>
      </div>
    </div>
  );
}
