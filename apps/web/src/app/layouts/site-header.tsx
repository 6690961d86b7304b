import { useId, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { CloseIcon, MenuIcon } from '@/components/ui/icons.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useDueCount } from '@/lib/jobs/use-due-count.ts';
import { AccountMenu } from './account-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PlanBadge } from './plan-badge.tsx';
import { NavItemLabel, navItemName, type NavCounts } from './nav-item-label.tsx';
import { desktopNavLinkClasses } from './nav-link-classes.ts';
import { memberNavItems, visitorNavItems } from './nav-items.ts';
import { useSignOut } from './use-sign-out.ts';

export function SiteHeader() {
  const { status, user } = useAuth();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const isMember = status === 'authenticated';
  const items = isMember ? memberNavItems : visitorNavItems;
  const dueCount = useDueCount();
  const counts: NavCounts = { 'jobs-due': dueCount };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
  };

  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      onKeyDown={onKeyDown}
    >
      <Container>
        <nav aria-label="Main" className="flex h-16 items-center justify-between gap-4">
          <BrandLogo />

          {status === 'loading' ? (
            <div aria-hidden="true" className="flex items-center gap-3">
              <Skeleton className="hidden h-4 w-20 lg:block" />
              <Skeleton className="hidden h-4 w-24 lg:block" />
              <Skeleton className="hidden h-4 w-20 lg:block" />
              <Skeleton className="size-9 rounded-full" />
            </div>
          ) : (
            <>
              <ul className="hidden items-center gap-1 lg:flex">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.to === '/'}
                      className={desktopNavLinkClasses}
                      // An explicit name, so every browser reads "Job Tracker, 3 due" alike.
                      aria-label={item.badge ? navItemName(item, counts) : undefined}
                    >
                      <NavItemLabel item={item} counts={counts} />
                    </NavLink>
                  </li>
                ))}
              </ul>

              <div className="flex items-center gap-2">
                {isMember ? <PlanBadge /> : null}
                {isMember ? (
                  <div className="hidden lg:block">
                    <AccountMenu user={user} onSignOut={() => void signOut()} />
                  </div>
                ) : (
                  <div className="hidden items-center gap-2 sm:flex">
                    <ButtonLink to="/login" variant="ghost">
                      Sign in
                    </ButtonLink>
                    <ButtonLink to="/register">Get started</ButtonLink>
                  </div>
                )}
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
                  aria-expanded={menuOpen}
                  aria-controls={menuId}
                  onClick={() => setMenuOpen((open) => !open)}
                >
                  {menuOpen ? <CloseIcon /> : <MenuIcon />}
                  <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
                </button>
              </div>
            </>
          )}
        </nav>
      </Container>
      {status !== 'loading' ? (
        <MobileMenu
          id={menuId}
          open={menuOpen}
          items={items}
          counts={counts}
          isMember={isMember}
          onNavigate={() => setMenuOpen(false)}
          onSignOut={() => {
            setMenuOpen(false);
            void signOut();
          }}
        />
      ) : null}
    </header>
  );
}
