import { Spinner } from '@/components/ui/spinner.tsx';
import { PAGE_LOADING_TEXT } from './page-loading.ts';

export function LoadingOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-loading-overlay"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-white/90 backdrop-blur-sm"
    >
      <Spinner />
      <p className="text-base font-medium text-slate-700">{PAGE_LOADING_TEXT}</p>
    </div>
  );
}
