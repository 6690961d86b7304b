import { NavLink } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { NavItemLabel, navItemName, type NavCounts } from './nav-item-label.tsx';
import { accountMenuItems, type NavItem } from './nav-items.ts';
import { mobileNavLinkClasses } from './nav-link-classes.ts';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  items: NavItem[];
  /** Badge values, shared with the desktop navigation. */
  counts: NavCounts;
  isMember: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
}

/** The small-screen navigation panel opened by the header's menu button. */
export function MobileMenu({
  id,
  open,
  items,
  counts,
  isMember,
  onNavigate,
  onSignOut,
}: MobileMenuProps) {
  return (
    <div id={id} hidden={!open} className="border-t border-slate-200 bg-white lg:hidden">
      <Container className="py-3">
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={mobileNavLinkClasses}
                  aria-label={item.badge ? navItemName(item, counts) : undefined}
                  onClick={onNavigate}
                >
                  <NavItemLabel item={item} counts={counts} />
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3">
            {isMember ? (
              <ul className="space-y-1">
                {accountMenuItems.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={mobileNavLinkClasses} onClick={onNavigate}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={onSignOut}
                    className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
                  >
                    Sign out
                  </button>
                </li>
              </ul>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                <ButtonLink to="/login" variant="secondary" onClick={onNavigate}>
                  Sign in
                </ButtonLink>
                <ButtonLink to="/register" onClick={onNavigate}>
                  Get started
                </ButtonLink>
              </div>
            )}
          </div>
        </nav>
      </Container>
    </div>
  );
}
