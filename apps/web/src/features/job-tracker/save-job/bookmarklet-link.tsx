import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { bookmarkletHref } from './bookmarklet.ts';

/**
 * The link to drag to the bookmarks bar. React refuses `javascript:` addresses in props, so the
 * address is set on the element itself; a click here does nothing (it is for dragging), and the
 * copy button serves keyboard users, who add a bookmark by hand.
 */
export function BookmarkletLink() {
  const ref = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);
  const href = bookmarkletHref(window.location.origin);

  useEffect(() => {
    ref.current?.setAttribute('href', href);
  }, [href]);

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <a
        ref={ref}
        onClick={(event) => event.preventDefault()}
        className="inline-flex cursor-grab items-center rounded-lg border-2 border-dashed border-brand-400 bg-brand-50 px-4 py-2 font-semibold text-brand-800"
        aria-describedby="bookmarklet-how"
        data-testid="bookmarklet"
      >
        Save to Resumio
      </a>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          void navigator.clipboard.writeText(href).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        Copy the bookmarklet’s address
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {copied ? 'Copied. Add a bookmark and paste it as the address.' : ''}
      </span>
    </div>
  );
}
