import { formatDateTime, formatRelativeTime } from '@/lib/relative-time.ts';

/** A relative time with the exact one for machines and on hover. */
export function RelativeTimeText({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}
