import { cx } from '@/components/ui/cx.ts';

export const desktopNavLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors xl:px-3',
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export const mobileNavLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block rounded-lg px-3 py-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
  );
