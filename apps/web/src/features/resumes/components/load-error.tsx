import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert tone="error" title="Your resumes did not load">
      <p>{message}</p>
      <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
