import { Link, type LinkProps } from 'react-router';
import { cx } from './cx.ts';

export const textLinkClasses =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700 focus-visible:rounded-sm';

export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cx(textLinkClasses, className)} {...props} />;
}
