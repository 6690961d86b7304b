import { useEffect, useState } from 'react';
import { localDay } from '@/lib/jobs/local-day.ts';

/** Today where the browser is, kept right across midnight for a tab left open. */
export function useToday(): string {
  const [today, setToday] = useState(() => localDay());
  useEffect(() => {
    const timer = setInterval(() => setToday(localDay()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}
