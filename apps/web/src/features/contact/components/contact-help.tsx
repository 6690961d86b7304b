import { supportResponseTimes } from '@resumio/contract/rules';
import { Card } from '@/components/ui/card.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';

const selfService = [
  {
    to: '/subscription',
    label: 'Manage your subscription',
    text: 'Cancel, resume or update your payment method at any time.',
  },
  {
    to: '/pricing',
    label: 'Plans and pricing',
    text: 'What Free and Premium include, with answers to common questions.',
  },
  {
    to: '/blog',
    label: 'Guides on the blog',
    text: 'Advice on resumes, cover letters, keywords and the job search.',
  },
];

/** Response times and the answers people can find without waiting for a reply. */
export function ContactHelp() {
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">When we reply</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="font-medium text-slate-900">Premium members</dt>
            <dd className="text-slate-600">
              Priority support: we reply {supportResponseTimes.priority}.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900">Everyone else</dt>
            <dd className="text-slate-600">We reply {supportResponseTimes.standard}.</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          Business days are Monday to Friday. Every reply comes by email.
        </p>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Find an answer now</h2>
        <ul className="mt-4 space-y-4 text-sm">
          {selfService.map((item) => (
            <li key={item.to}>
              <TextLink to={item.to}>{item.label}</TextLink>
              <p className="mt-1 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
