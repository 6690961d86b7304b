import { type KeyboardEvent, type Ref, useRef } from 'react';
import { cx } from '@/components/ui/cx.ts';

export type EditorView = 'edit' | 'preview';

const VIEWS: ReadonlyArray<{ id: EditorView; label: string }> = [
  { id: 'edit', label: 'Edit' },
  { id: 'preview', label: 'Preview' },
];

export const viewTabId = (baseId: string, view: EditorView) => `${baseId}-${view}-tab`;
export const viewPanelId = (baseId: string, view: EditorView) => `${baseId}-${view}-panel`;

export interface ViewTabsProps {
  baseId: string;
  view: EditorView;
  onView(view: EditorView): void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * On a small screen the form and the preview take turns; these WAI-ARIA tabs switch between
 * them (arrow keys, Home and End move and select) and stay in reach while the form scrolls.
 */
export function ViewTabs({ baseId, view, onView, ref }: ViewTabsProps) {
  const buttons = useRef(new Map<EditorView, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = VIEWS.findIndex((candidate) => candidate.id === view);
    const nextIndex =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? VIEWS.length - 1
              : null;
    if (nextIndex === null) return;
    event.preventDefault();
    const next = VIEWS[(nextIndex + VIEWS.length) % VIEWS.length];
    if (!next) return;
    onView(next.id);
    buttons.current.get(next.id)?.focus();
  };
  return (
    <div ref={ref} className="sticky top-16 z-30 -mt-2 bg-white pb-3 pt-2">
      <div
        role="tablist"
        aria-label="Editor view"
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-xl border border-slate-200 bg-slate-50 p-1 shadow-sm"
      >
        {VIEWS.map(({ id, label }) => {
          const active = id === view;
          return (
            <button
              key={id}
              ref={(node) => {
                if (node) buttons.current.set(id, node);
                else buttons.current.delete(id);
              }}
              type="button"
              role="tab"
              id={viewTabId(baseId, id)}
              aria-selected={active}
              aria-controls={viewPanelId(baseId, id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onView(id)}
              className={cx(
                'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                active
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'text-slate-700 hover:bg-white hover:text-slate-900',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
