import type { TemplateId } from '@resumio/resume';
import { Container } from '@/components/ui/container.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { BlankResumeButton } from './blank-resume-button.tsx';
import { ImportJsonResume } from './import-json-resume.tsx';
import { SamplePicker } from './sample-picker.tsx';

export interface NewResumeChooserProps {
  /** The template a blank resume starts with, when a link asked for one. */
  templateId?: TemplateId;
}

const optionClasses = 'flex flex-col items-start rounded-2xl border border-slate-200 bg-white p-5';

/**
 * The ways to begin a resume. Nothing is created until the user picks one, and the new resume
 * replaces this page in the history, so Back never comes here to open it again.
 */
export function NewResumeChooser({ templateId }: NewResumeChooserProps) {
  return (
    <Container className="max-w-5xl py-10 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Resume builder</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Start a new resume</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Begin with an empty form, adapt one of our samples, or bring your data from another tool.
        Your resumes are kept in <TextLink to="/my-resumes">My resumes</TextLink>.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="start-blank-heading" className={optionClasses}>
          <h2 id="start-blank-heading" className="text-base font-semibold text-slate-900">
            Blank resume
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            Fill in the form section by section and watch the pages take shape beside it.
          </p>
          <BlankResumeButton templateId={templateId} replace className="mt-auto" />
        </section>
        <section aria-labelledby="start-import-heading" className={optionClasses}>
          <h2 id="start-import-heading" className="text-base font-semibold text-slate-900">
            Import a file
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            A JSON Resume file (resume.json) exported from another tool or from Resumio.
          </p>
          <div className="mt-auto">
            <ImportJsonResume replace />
          </div>
        </section>
      </div>
      <div className="mt-6">
        <SamplePicker replace />
      </div>
    </Container>
  );
}
