/** A live count some items show beside their label. */
export type NavBadge = 'jobs-due';

export interface NavItem {
  to: string;
  label: string;
  badge?: NavBadge;
}

export const visitorNavItems: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/ai-resume-builder', label: 'AI Resume Builder' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const memberNavItems: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/my-resumes', label: 'My Resumes' },
  { to: '/cover-letters', label: 'Cover Letters' },
  { to: '/job-tracker', label: 'Job Tracker', badge: 'jobs-due' },
  { to: '/blog', label: 'Blog' },
  { to: '/pricing', label: 'Pricing' },
];

export const accountMenuItems: NavItem[] = [
  { to: '/subscription', label: 'Subscription' },
  { to: '/settings', label: 'Settings' },
];

export const footerNavItems: NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookie Policy' },
];
