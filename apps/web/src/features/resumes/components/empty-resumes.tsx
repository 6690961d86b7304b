import { DocumentIcon } from '@/components/ui/icons.tsx';
import { BlankResumeButton } from './blank-resume-button.tsx';
import { ImportJsonResume } from './import-json-resume.tsx';
import { SamplePicker } from './sample-picker.tsx';

/** No resumes yet: three ways to start. */
export function EmptyResumes() {
  return (
    <div className="space-y-6">
      <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-8 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <DocumentIcon />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">No resumes yet</h2>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
          Start from a blank page, adapt one of our samples, or bring your data from another tool as
          a JSON Resume file.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <BlankResumeButton />
          <ImportJsonResume />
        </div>
      </div>
      <SamplePicker />
    </div>
  );
}
