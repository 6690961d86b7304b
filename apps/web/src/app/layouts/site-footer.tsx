import { Link } from 'react-router';
import { ThemeSelect } from '@/components/theme-select.tsx';
import { Container } from '@/components/ui/container.tsx';
import { useConfig } from '@/lib/config-context.ts';
import { footerNavItems } from './nav-items.ts';

const currentYear = new Date().getFullYear();

export function SiteFooter() {
  const { appName } = useConfig();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <Container className="flex flex-col gap-6 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="text-base font-bold text-slate-900">{appName}</p>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Build ATS-friendly resumes, tailor them to every job, write cover letters and track your
            applications in one place.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-3">
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-sm text-sm text-slate-700 hover:text-brand-700 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-slate-200">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-4">
          <p className="text-sm text-slate-600">
            © {currentYear} {appName}. All rights reserved.
          </p>
          <ThemeSelect />
        </Container>
      </div>
    </footer>
  );
}
