import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** How long "Copied" stays on the button before it offers to copy again. */
const COPIED_MS = 2500;

export interface CopyButtonProps {
  text: string;
  label: string;
  /** Said to screen readers once the text is on the clipboard. */
  copiedMessage: string;
  onCopied?: () => void;
}

/**
 * Puts `text` on the clipboard. Browsers may refuse (an insecure page, a denied permission): then
 * it says so and asks the user to copy by hand from the field beside it.
 */
export function CopyButton({ text, label, copiedMessage, onCopied }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopied?.();
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? copiedMessage : ''}
      </span>
      {state === 'failed' ? (
        <p role="alert" className="basis-full text-sm font-medium text-red-800">
          Your browser did not let us copy. Select the address and copy it yourself.
        </p>
      ) : null}
    </>
  );
}
