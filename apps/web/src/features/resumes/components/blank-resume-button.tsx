import type { TemplateId } from '@resumio/resume';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { type StartResumeOptions, useStartResume } from './use-start-resume.ts';

export interface BlankResumeButtonProps extends StartResumeOptions {
  templateId?: TemplateId;
  className?: string;
}

/** Creates an empty resume on click (never on a visit) and opens it. */
export function BlankResumeButton({ templateId, replace, className }: BlankResumeButtonProps) {
  const { start, create } = useStartResume({ replace });
  return (
    <div className={className}>
      <Button
        disabled={create.isPending}
        onClick={() => start({ source: 'blank', ...(templateId ? { templateId } : {}) })}
      >
        {create.isPending ? 'Creating…' : 'Start a blank resume'}
      </Button>
      {create.isError ? (
        <Alert tone="error" title="We couldn’t start a new resume" className="mt-3 max-w-md">
          <p>{create.error.message}</p>
        </Alert>
      ) : null}
    </div>
  );
}
