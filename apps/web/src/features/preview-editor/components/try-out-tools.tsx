import { type Resume, getTemplateMeta, resolveSettings } from '@resumio/resume';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { pushEvent } from '@/lib/analytics.ts';
import { downloadLocalPdf } from './download-local-pdf.ts';

export interface TryOutToolsProps {
  getResume(): Resume;
  registerPath: string;
}

/** Downloads for a resume that only lives in this browser: PDF now, the rest with an account. */
export function TryOutTools({ getResume, registerPath }: TryOutToolsProps) {
  const [state, setState] = useState<'idle' | 'working' | 'error'>('idle');
  const [lockedTemplate, setLockedTemplate] = useState<string | null>(null);
  const download = async () => {
    const resume = getResume();
    const template = getTemplateMeta(resolveSettings(resume).templateId);
    if (template.tier === 'premium') {
      setLockedTemplate(template.name);
      return;
    }
    setLockedTemplate(null);
    setState('working');
    try {
      await downloadLocalPdf(resume);
      pushEvent('resume_action', { action: 'export', format: 'pdf' });
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-base font-semibold text-slate-900">Download</h2>
        <p className="mt-1 text-sm text-slate-600">
          The PDF is made in your browser with the same templates as saved resumes.
        </p>
        <Button className="mt-4" onClick={download} disabled={state === 'working'}>
          {state === 'working' ? 'Preparing the PDF…' : 'Download PDF'}
        </Button>
        {lockedTemplate ? (
          <Alert tone="info" title={`${lockedTemplate} is a Premium template`} className="mt-4">
            <p>
              Pick a free template (Classic or Modern) to download now, or create an account and
              upgrade to Premium for every template and format.
            </p>
          </Alert>
        ) : null}
        {state === 'error' ? (
          <Alert tone="error" title="The PDF could not be made" className="mt-4">
            <p>Please try again. Your resume is still here.</p>
          </Alert>
        ) : null}
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-base font-semibold text-slate-900">More with a free account</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Save several resumes and come back to them on any device</li>
          <li>Check how applicant tracking systems read your PDF</li>
          <li>With Premium: Word, HTML, Markdown, text and JSON Resume exports, every template</li>
        </ul>
        <ButtonLink to={registerPath} className="mt-4" variant="secondary">
          Sign up to save
        </ButtonLink>
      </section>
    </div>
  );
}
