import { Link } from 'react-router';
import { useConfig } from '@/lib/config-context.ts';

export function BrandLogo() {
  const { appName } = useConfig();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-base font-extrabold text-white"
      >
        {appName.charAt(0)}
      </span>
      <span>{appName}</span>
    </Link>
  );
}
