import { CheckIcon } from '@/components/ui/icons.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';

const POINTS = [
  'Finds the skills and keywords a job description asks for that your resume leaves out',
  'Rewrites bullet points to lead with results, in your own voice, for you to accept or change',
  'Suggests a summary aimed at the role, without inventing experience you do not have',
  'Keeps your original: each tailored version is saved separately, ready for the next job',
  'Writes a matching cover letter from the same job description',
];

export function AiTailoring() {
  return (
    <PageSection aria-labelledby="ai-heading" className="bg-slate-50">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2
            id="ai-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            AI tailoring that keeps you in charge
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Recruiters and applicant tracking systems look for the words of the job ad. Resumio
            compares your resume with the posting and proposes precise edits; nothing changes until
            you accept it.
          </p>
        </div>
        <ul className="space-y-4">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3 text-slate-700">
              <span className="mt-1 shrink-0 text-brand-600">
                <CheckIcon />
              </span>
              <span className="leading-7">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
