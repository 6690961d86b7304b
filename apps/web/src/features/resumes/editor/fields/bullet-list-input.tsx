import { RESUME_LIMITS } from '@resumio/resume';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { labelClasses } from '@/components/ui/field-styles.ts';
import { PlusIcon, TrashIcon } from '@/components/ui/icons.tsx';
import { MoveButtons } from '../sortable/move-buttons.tsx';
import { useListKeys } from '../sortable/use-list-keys.ts';
import { moveItem, removeItem } from '../set-in.ts';

export interface BulletListInputProps {
  label: string;
  /** Names one bullet for screen readers, e.g. "Highlight". */
  itemLabel?: string;
  value: readonly string[] | undefined;
  onValueChange(value: string[]): void;
  className?: string;
}

const bulletInputClasses =
  'block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm leading-6 text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** Bullet points, one box each: Enter starts the next bullet, Backspace in an empty one removes it. */
export function BulletListInput({
  label,
  itemLabel = 'Bullet',
  value = [],
  onValueChange,
  className,
}: BulletListInputProps) {
  const headingId = useId();
  const list = useListKeys(value.length);
  const inputs = useRef(new Map<string, HTMLTextAreaElement>());
  // The bullet to focus once the list has re-rendered (after adding or removing one).
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const key = list.keys[pendingFocus.current];
    pendingFocus.current = null;
    if (key) inputs.current.get(key)?.focus();
  });

  const change = (index: number, text: string) =>
    onValueChange(value.map((item, i) => (i === index ? text : item)));
  const add = (at: number) => {
    if (value.length >= RESUME_LIMITS.bulletsPerEntry) return;
    list.insert(at);
    onValueChange([...value.slice(0, at), '', ...value.slice(at)]);
    pendingFocus.current = at;
  };
  const remove = (index: number) => {
    list.remove(index);
    onValueChange(removeItem(value, index));
    pendingFocus.current = value.length > 1 ? Math.max(0, index - 1) : null;
  };
  const move = (from: number, to: number) => {
    list.move(from, to);
    onValueChange(moveItem(value, from, to));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>, index: number) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add(index + 1);
    } else if (event.key === 'Backspace' && value[index] === '' && value.length > 0) {
      event.preventDefault();
      remove(index);
    }
  };

  return (
    <fieldset className={className}>
      <legend id={headingId} className={labelClasses}>
        {label}
      </legend>
      {value.length > 0 ? (
        <ol className="mt-1 space-y-2">
          {value.map((text, index) => {
            const key = list.keys[index] ?? String(index);
            const name = `${itemLabel} ${index + 1}`;
            return (
              <li key={key} className="flex items-start gap-1">
                <span aria-hidden="true" className="mt-2 w-3 shrink-0 text-slate-500">
                  •
                </span>
                <textarea
                  ref={(node) => {
                    if (node) inputs.current.set(key, node);
                    else inputs.current.delete(key);
                  }}
                  aria-label={name}
                  rows={1}
                  maxLength={RESUME_LIMITS.bullet}
                  value={text}
                  onChange={(event) => change(index, event.target.value.replace(/\n/g, ' '))}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className={`${bulletInputClasses} field-sizing-content`}
                />
                <MoveButtons itemLabel={name} index={index} count={value.length} onMove={move} />
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  title="Remove"
                  onClick={() => remove(index)}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="mt-2"
        onClick={() => add(value.length)}
        disabled={value.length >= RESUME_LIMITS.bulletsPerEntry}
      >
        <PlusIcon />
        Add {itemLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}
