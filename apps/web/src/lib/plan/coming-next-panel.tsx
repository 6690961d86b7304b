import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { SparkleIcon } from '@/components/ui/icons.tsx';

export interface ComingNextPanelProps {
  title: string;
  children: ReactNode;
}

/** What a Premium user sees where a tool has not shipped yet: unlocked, and what comes next. */
export function ComingNextPanel({ title, children }: ComingNextPanelProps) {
  return (
    <Card className="sm:p-8">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <SparkleIcon />
        Included in your Premium plan
      </p>
      <h2 className="mt-3 text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h2>
      <div className="mt-3 max-w-2xl leading-7 text-slate-700">{children}</div>
    </Card>
  );
}
