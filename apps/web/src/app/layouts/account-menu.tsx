import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import type { AuthUser } from '@/lib/auth/auth-types.ts';
import { accountMenuItems } from './nav-items.ts';

export interface AccountMenuProps {
  user: AuthUser | null;
  onSignOut: () => void;
}

const itemClasses =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

/**
 * A disclosure (button + list of links), not an ARIA menu: links keep their usual semantics and
 * Tab order. Escape closes it and returns focus to the button; so do outside clicks and blur.
 */
export function AccountMenu({ user, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const label = user?.name ?? user?.email ?? 'Account';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const items = containerRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]');
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) flushSync(() => setOpen(true));
      const items = Array.from(
        containerRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [],
      );
      const current = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      focusItem(current === -1 ? (step === 1 ? 0 : -1) : current + step);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
    }
  };

  return (
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Account menu for ${label}`}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white py-1 pl-1 pr-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {label.charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-40 truncate xl:inline">{label}</span>
        <ChevronDownIcon />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <ul className="space-y-1">
          {accountMenuItems.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-menu-item=""
                className={itemClasses}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-slate-200 pt-1">
            <button
              type="button"
              data-menu-item=""
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
