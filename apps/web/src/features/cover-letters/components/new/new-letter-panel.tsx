import {
  letterLengthLabels,
  letterLengths,
  letterToneLabels,
  letterTones,
  type LetterLength,
  type LetterTone,
} from '@resumio/contract/cover-letters';
import { isApiError } from '@/lib/api-error.ts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card } from '@/components/ui/card.tsx';
import { cx } from '@/components/ui/cx.ts';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { useResumeChoices } from '../../api/list-resume-choices.ts';
import { describeError } from '../../model/describe-error.ts';
import {
  NEW_LETTER_FIELDS,
  type NewLetterErrors,
  type NewLetterField,
  type NewLetterForm,
  type RememberedJob,
  emptyNewLetter,
  newLetterErrorsFrom,
  newLetterLimits,
  validateNewLetter,
  withRememberedJob,
} from '../../model/new-letter.ts';
import { type Choice, ChoiceGroup } from './choice-group.tsx';
import { GenerationProgress } from './generation-progress.tsx';
import { useGenerateLetter } from './use-generate-letter.ts';

const TONE_HINTS: Record<LetterTone, string> = {
  formal: 'Measured and traditional.',
  warm: 'Friendly and personal.',
  confident: 'Direct about what you bring.',
  concise: 'Short sentences, straight to the point.',
};

const toneChoices: Choice<LetterTone>[] = letterTones.map((tone) => ({
  value: tone,
  label: letterToneLabels[tone],
  hint: TONE_HINTS[tone],
}));
const lengthChoices: Choice<LetterLength>[] = letterLengths.map((length) => ({
  value: length,
  label: letterLengthLabels[length],
}));

const count = (n: number) => n.toLocaleString('en-US');

export interface NewLetterPanelProps {
  /** A resume to preselect (the `resume` search parameter). */
  initialResumeId?: string;
  onCreated(id: string): void;
  onCancel(): void;
}

/** The new-letter step: the resume, the posting and the style; Generate writes and saves it. */
export function NewLetterPanel({ initialResumeId, onCreated, onCancel }: NewLetterPanelProps) {
  const id = useId();
  const resumes = useResumeChoices();
  const [form, setForm] = useState<NewLetterForm>(() => emptyNewLetter(initialResumeId));
  const [errors, setErrors] = useState<NewLetterErrors>({});
  const generation = useGenerateLetter(onCreated);
  const fieldRefs = useRef<Partial<Record<NewLetterField, HTMLElement | null>>>({});
  const busy = generation.busy;

  // The resume edited last, until the user picks another.
  const choices = resumes.data ?? [];
  const resumeId = choices.some((resume) => resume.id === form.resumeId)
    ? form.resumeId
    : (choices[0]?.id ?? '');

  // A tailored copy brings its job into the form, once per choice (see withRememberedJob). Set
  // while rendering, React's way of deriving state from a changed input, so no empty frame shows.
  const chosenJob = choices.find((resume) => resume.id === resumeId)?.job ?? null;
  const [brought, setBrought] = useState<{ resumeId: string; job: RememberedJob | null }>({
    resumeId: '',
    job: null,
  });
  if (resumeId && brought.resumeId !== resumeId) {
    setBrought({ resumeId, job: chosenJob });
    setForm((current) => withRememberedJob(current, chosenJob, brought.job));
  }

  const failure = generation.state.phase === 'failed' ? generation.state.error : null;
  const failureView = failure ? describeError(failure, 'write the letter') : null;

  // Focus moves once the fields are enabled again (they are disabled while the letter is written).
  const [focusTarget, setFocusTarget] = useState<{ field: NewLetterField } | null>(null);
  useEffect(() => {
    if (focusTarget) fieldRefs.current[focusTarget.field]?.focus();
  }, [focusTarget]);

  const focusFirst = (found: NewLetterErrors) => {
    const first = NEW_LETTER_FIELDS.find((field) => found[field]);
    if (first) setFocusTarget({ field: first });
  };

  const showErrors = (found: NewLetterErrors) => {
    setErrors(found);
    focusFirst(found);
  };

  const set = <K extends NewLetterField>(field: K, value: NewLetterForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const request = { ...form, resumeId };
    const found = validateNewLetter(request);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    const error = await generation.generate(request);
    if (!error) return;
    // A refusal from the server lands under the fields it is about.
    const fromServer = newLetterErrorsFrom(describeError(error, '').fields);
    if (isApiError(error) && error.status === 404) {
      fromServer.resumeId = 'This resume is no longer in your account. Choose another one.';
    }
    if (Object.keys(fromServer).length) showErrors(fromServer);
  };

  const ref = (field: NewLetterField) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };

  if (resumes.isPending) {
    return (
      <LoadingRegion label="Loading your resumes…">
        <Card>
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="mt-6 h-10 w-full" />
          <Skeleton className="mt-4 h-40 w-full" />
        </Card>
      </LoadingRegion>
    );
  }
  if (resumes.isError) {
    return <QueryRetryAlert title="Your resumes did not load" query={resumes} />;
  }
  if (resumes.data.length === 0) {
    return (
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">First, a resume</h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          A cover letter is written from the achievements in one of your resumes, so nothing in it
          is invented. Create a resume, then come back here.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink to="/resume?new=1">Create a resume</ButtonLink>
          <Button variant="secondary" onClick={onCancel}>
            Back to your letters
          </Button>
        </div>
      </Card>
    );
  }

  const { min, max } = newLetterLimits.jobDescription;
  const length = form.jobDescription.length;
  return (
    <Card className="p-5 sm:p-8">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-title`}
        className="space-y-6"
      >
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
            Write a new cover letter
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Every claim in the letter comes from the resume you choose.
          </p>
        </div>

        <fieldset disabled={busy} className="space-y-5">
          <legend className="sr-only">The job and the resume</legend>
          <FieldFrame label="Resume to write from" error={errors.resumeId}>
            {(control) => (
              <select
                {...control}
                ref={ref('resumeId')}
                value={resumeId}
                onChange={(event) => set('resumeId', event.target.value)}
                className={inputClasses}
              >
                {resumes.data.map((resume) => (
                  <option key={resume.id} value={resume.id}>
                    {resume.name ? `${resume.title} (${resume.name})` : resume.title}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <div className="grid gap-5 sm:grid-cols-2">
            <FieldFrame label="Job title" error={errors.jobTitle}>
              {(control) => (
                <input
                  {...control}
                  ref={ref('jobTitle')}
                  value={form.jobTitle}
                  maxLength={newLetterLimits.jobTitle}
                  autoComplete="off"
                  placeholder="Senior Product Designer"
                  onChange={(event) => set('jobTitle', event.target.value)}
                  className={inputClasses}
                />
              )}
            </FieldFrame>
            <FieldFrame label="Company" error={errors.company}>
              {(control) => (
                <input
                  {...control}
                  ref={ref('company')}
                  value={form.company}
                  maxLength={newLetterLimits.company}
                  autoComplete="organization"
                  placeholder="Acme Corp"
                  onChange={(event) => set('company', event.target.value)}
                  className={inputClasses}
                />
              )}
            </FieldFrame>
          </div>
          <FieldFrame
            label={
              <>
                Hiring manager <span className="font-normal text-slate-600">(optional)</span>
              </>
            }
            hint="The letter greets them by name; without one it opens with a general greeting."
            error={errors.hiringManager}
          >
            {(control) => (
              <input
                {...control}
                ref={ref('hiringManager')}
                value={form.hiringManager}
                maxLength={newLetterLimits.hiringManager}
                autoComplete="off"
                placeholder="Jordan Lee"
                onChange={(event) => set('hiringManager', event.target.value)}
                className={cx(inputClasses, 'sm:max-w-md')}
              />
            )}
          </FieldFrame>
          <FieldFrame
            label="Job description"
            hint={`Paste the whole posting (between ${count(min)} and ${count(max)} characters): the requirements are what the letter answers. ${count(length)} / ${count(max)} characters.`}
            error={errors.jobDescription}
          >
            {(control) => (
              <textarea
                {...control}
                ref={ref('jobDescription')}
                value={form.jobDescription}
                rows={10}
                placeholder="About the role… Responsibilities… Requirements…"
                onChange={(event) => set('jobDescription', event.target.value)}
                className={cx(inputClasses, 'min-h-40 resize-y leading-6')}
              />
            )}
          </FieldFrame>
        </fieldset>

        <div className="grid gap-6 lg:grid-cols-2">
          <ChoiceGroup
            legend="Tone"
            name={`${id}-tone`}
            choices={toneChoices}
            value={form.tone}
            disabled={busy}
            onChange={(tone) => set('tone', tone)}
          />
          <ChoiceGroup
            legend="Length"
            name={`${id}-length`}
            choices={lengthChoices}
            columns={1}
            value={form.length}
            disabled={busy}
            onChange={(length) => set('length', length)}
          />
        </div>

        {failureView && !Object.keys(errors).length ? (
          <Alert tone="error" title={failureView.title}>
            <p>{failureView.message}</p>
          </Alert>
        ) : null}

        {generation.state.phase === 'writing' || generation.state.phase === 'saving' ? (
          <GenerationProgress state={generation.state} onCancel={generation.cancel} />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button type="submit">Generate letter</Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
