import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { APP_ERROR_HEADING, APP_ERROR_RELOAD_LABEL, APP_ERROR_TEXT } from './error-texts.ts';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Injected by tests; the page reload is the only way out of this screen. */
  onReload?: () => void;
}

interface State {
  hasError: boolean;
}

/** Last line of defence: replaces the whole interface until the page is reloaded. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  private readonly reload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
        <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">{APP_ERROR_HEADING}</h1>
          <p className="mt-3 leading-7 text-slate-600">{APP_ERROR_TEXT}</p>
          <Button className="mt-6" onClick={this.reload}>
            {APP_ERROR_RELOAD_LABEL}
          </Button>
        </div>
      </main>
    );
  }
}
