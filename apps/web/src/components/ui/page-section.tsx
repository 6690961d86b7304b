import type { HTMLAttributes } from 'react';
import { Container } from './container.tsx';
import { cx } from './cx.ts';

/** Vertical rhythm for a page band; content is centred in the site container. */
export function PageSection({ className, children, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section className={cx('py-12 sm:py-16', className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}
