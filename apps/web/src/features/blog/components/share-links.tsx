import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

export interface ShareLinksProps {
  /** The article's absolute address. */
  url: string;
  title: string;
}

const linkClasses =
  'inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800';

/** Plain share links (no third-party scripts), and a copy button once JavaScript runs. */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const address = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${address}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${address}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${address}` },
  ];

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <section aria-labelledby="share-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="share-heading" className="text-base font-semibold text-slate-900">
        Share this article
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {target.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${text}&body=${address}`} className={linkClasses}>
            Email
          </a>
        </li>
        <li>
          <Button variant="secondary" size="sm" className="min-h-10 rounded-full" onClick={copy}>
            Copy link
          </Button>
        </li>
      </ul>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-600">
        {copied === 'yes' ? 'Link copied.' : copied === 'failed' ? `Copy this address: ${url}` : ''}
      </p>
    </section>
  );
}
