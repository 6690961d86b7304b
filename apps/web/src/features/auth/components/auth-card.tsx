import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container.tsx';

/** The centred panel shared by the sign-in, registration and callback screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </Container>
  );
}
