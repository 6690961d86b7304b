import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, contactMessageLength } from '@resumio/contract';
import { cx } from '@/components/ui/cx.ts';

const format = (count: number) => count.toLocaleString('en-US');

/** The message's length as the server counts it, with what is still needed or over. */
export function MessageCounter({ message }: { message: string }) {
  const count = contactMessageLength(message);
  const over = count > CONTACT_MESSAGE_MAX;
  const short = count < CONTACT_MESSAGE_MIN;
  let note = '';
  if (short) note = `${format(CONTACT_MESSAGE_MIN - count)} more needed · `;
  if (over) note = `${format(count - CONTACT_MESSAGE_MAX)} over the limit · `;
  return (
    <span className={cx('tabular-nums', over ? 'font-medium text-red-700' : 'text-slate-600')}>
      {note}
      {format(count)} / {format(CONTACT_MESSAGE_MAX)} characters
    </span>
  );
}
