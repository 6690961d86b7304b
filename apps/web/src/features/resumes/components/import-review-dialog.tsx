import type { ImportFileResponse, NotPlacedLine } from '@resumio/contract/resumes';
import type { Resume } from '@resumio/resume-model';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses, labelClasses } from '@/components/ui/field-styles.ts';
import { openModal } from '@/components/ui/open-modal.ts';
import {
  type MoveTarget,
  moveLine,
  moveOptions,
  type PlacedValue,
  takePlaced,
} from './move-imported-line.ts';
import { OriginalFilePages } from './original-file-pages.tsx';

/** The id and title of the section that keeps the lines not placed, when the user keeps them. */
export const NOT_PLACED_SECTION_ID = 'not-placed';
const NOT_PLACED_TITLE = 'Not placed (from import)';
const BULLETS_PER_ENTRY = 40;

type BasicsField = 'name' | 'label' | 'email' | 'phone';
type ReviewLine = NotPlacedLine & { key: number };
const BASICS_FIELDS: { key: BasicsField; label: string; type: string }[] = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'label', label: 'Headline', type: 'text' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
];

export interface ImportReviewDialogProps {
  result: ImportFileResponse;
  saving: boolean;
  error: string | null;
  /** `keepOriginal`: the user asked to keep the imported file with the saved resume. */
  onSave: (document: Resume, title: string, keepOriginal: boolean) => void;
  onClose: () => void;
  /** The file under review: a PDF's pages can be shown beside what was read from them. */
  originalFile?: File | null;
  /** The save button's text; the preview editor puts the result on its page instead. */
  saveLabel?: string;
  /** Whether the file can be kept with the resume (not without an account). */
  offerKeepOriginal?: boolean;
}

function dateRange(start?: string, end?: string): string {
  if (!start && !end) return '';
  if (start && !end) return `${start} – present`;
  if (start === end) return start ?? '';
  return `${start ?? '?'} – ${end ?? '?'}`;
}

function ReviewSection({
  title,
  count,
  children,
}: {
  title: string;
  count?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-5">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
        {count !== undefined ? (
          <span className="font-normal text-slate-600"> ({count})</span>
        ) : null}
      </h3>
      <div className="mt-2 text-sm leading-6 text-slate-800">{children}</div>
    </section>
  );
}

/** Takes a value read into a field back out, to "not placed", where it can be moved elsewhere. */
function UnplaceButton({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="ml-2 rounded px-1 text-xs font-medium text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={`Move “${text.slice(0, 80)}” to Not placed`}
      onClick={onClick}
    >
      Not placed
    </button>
  );
}

/** The lines not placed, as a custom section the user can sort out in the editor. */
function withNotPlaced(document: Resume, lines: NotPlacedLine[]): Resume {
  const texts = lines.map((l) => l.text.slice(0, 1000));
  const entries = [];
  for (let i = 0; i < texts.length; i += BULLETS_PER_ENTRY) {
    entries.push({ title: '', highlights: texts.slice(i, i + BULLETS_PER_ENTRY) });
  }
  return {
    ...document,
    resumio: {
      ...(document.resumio ?? {}),
      customSections: [{ id: NOT_PLACED_SECTION_ID, title: NOT_PLACED_TITLE, entries }],
    } as Resume['resumio'],
  };
}

/**
 * What was read from an imported PDF or DOCX, section by section, with every line that could not
 * be placed, before it becomes a resume. The contact fields can be corrected here; everything
 * else is edited in the editor after saving.
 */
export function ImportReviewDialog({
  result,
  saving,
  error,
  onSave,
  onClose,
  originalFile = null,
  saveLabel = 'Save as a new resume',
  offerKeepOriginal = true,
}: ImportReviewDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const keepId = useId();
  // What was read, as the user rearranges it: a line moved out of "not placed" goes into `document`.
  const [document, setDocument] = useState<Resume>(result.document);
  const [notPlaced, setNotPlaced] = useState<ReviewLine[]>(() =>
    result.notPlaced.map((line, key) => ({ ...line, key })),
  );
  const [targets, setTargets] = useState<Record<number, MoveTarget | ''>>({});
  const [moved, setMoved] = useState('');
  const focusAfterMove = useRef<number | 'keep' | null>(null);
  const moveId = useId();
  const [basics, setBasics] = useState<Record<BasicsField, string>>(() => ({
    name: document.basics?.name ?? '',
    label: document.basics?.label ?? '',
    email: document.basics?.email ?? '',
    phone: document.basics?.phone ?? '',
  }));
  const [keepNotPlaced, setKeepNotPlaced] = useState(true);
  const [keepOriginal, setKeepOriginal] = useState(true);
  const keepOriginalId = useId();
  const originalPanelId = useId();
  const [showOriginal, setShowOriginal] = useState(false);
  const canShowOriginal = result.format === 'pdf' && originalFile !== null;

  useEffect(() => {
    if (ref.current) openModal(ref.current);
  }, []);

  // After a move the line's controls are gone: focus goes to the next line's, or past the list
  // (with no line left the "keep these lines" box is gone too, and the "keep the file" box follows).
  useEffect(() => {
    const key = focusAfterMove.current;
    if (key === null) return;
    focusAfterMove.current = null;
    const next =
      key === 'keep'
        ? (window.document.getElementById(keepId) ?? window.document.getElementById(keepOriginalId))
        : window.document.getElementById(`${moveId}-${key}`);
    next?.focus();
  });

  const nextKey = useRef(result.notPlaced.length);
  // A value placed in the wrong field goes back to the list, where "Move to…" puts it right.
  const unplace = (at: PlacedValue, from: string) => {
    const taken = takePlaced(document, at);
    if (!taken) return;
    const key = nextKey.current;
    nextKey.current += 1;
    setDocument(taken.document);
    setNotPlaced((lines) => [...lines, { text: taken.text, section: from, key }]);
    setMoved(`Moved “${taken.text}” to Not placed; choose where it goes there.`);
    focusAfterMove.current = key;
  };

  const options = moveOptions(document);
  const move = (line: ReviewLine) => {
    const target = targets[line.key];
    if (!target) return;
    const outcome = moveLine(document, line.text, target);
    setDocument(outcome.document);
    if (outcome.contact) {
      const { field, value } = outcome.contact;
      setBasics((b) => ({ ...b, [field]: value.slice(0, 200) }));
    }
    const at = notPlaced.findIndex((l) => l.key === line.key);
    const rest = notPlaced.filter((l) => l.key !== line.key);
    setNotPlaced(rest);
    setMoved(
      `Moved “${line.text}” to ${options.find((o) => o.value === target)?.label ?? 'a field'}.`,
    );
    focusAfterMove.current = rest[at]?.key ?? rest[at - 1]?.key ?? 'keep';
  };

  const save = () => {
    const reviewed: Resume = { ...document, basics: { ...document.basics, ...basics } };
    const name = basics.name.trim();
    const title = (name ? `${name} (imported)` : `Imported from ${result.fileName}`).slice(0, 120);
    onSave(
      keepNotPlaced && notPlaced.length > 0 ? withNotPlaced(reviewed, notPlaced) : reviewed,
      title,
      offerKeepOriginal && keepOriginal,
    );
  };

  const work = document.work ?? [];
  const education = document.education ?? [];
  const skills: { text: string; at: PlacedValue }[] = (document.skills ?? []).flatMap((s, index) =>
    s.keywords && s.keywords.length > 0
      ? s.keywords.map((text, keyword) => ({
          text,
          at: { kind: 'skill', index, keyword } as const,
        }))
      : s.name
        ? [{ text: s.name, at: { kind: 'skill', index } as const }]
        : [],
  );
  const profiles = document.basics?.profiles ?? [];
  const location = document.basics?.location;
  const place = [location?.city, location?.region, location?.countryCode]
    .filter(Boolean)
    .join(', ');
  const others: [string, number][] = (
    [
      ['Projects', document.projects?.length ?? 0],
      ['Volunteering and activities', document.volunteer?.length ?? 0],
      ['Languages', document.languages?.length ?? 0],
      ['Certificates', document.certificates?.length ?? 0],
      ['Awards', document.awards?.length ?? 0],
      ['Publications', document.publications?.length ?? 0],
      ['Interests', document.interests?.length ?? 0],
      ['References', document.references?.length ?? 0],
    ] as [string, number][]
  ).filter(([, n]) => n > 0);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onClose();
      }}
      className={`m-auto max-h-[calc(100%-2rem)] ${showOriginal ? 'w-[min(76rem,calc(100%-2rem))]' : 'w-[min(48rem,calc(100%-2rem))]'} overflow-y-auto rounded-2xl bg-white p-6 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:p-8`}
    >
      <h2 id={titleId} className="text-xl font-semibold">
        Review your imported resume
      </h2>
      <p id={introId} className="mt-2 text-sm leading-6 text-slate-700">
        Read from <strong>{result.fileName}</strong> (
        {result.format === 'linkedin'
          ? 'LinkedIn data export'
          : `${result.format.toUpperCase()}, ${result.pages} ${result.pages === 1 ? 'page' : 'pages'}`}
        ). Check what was read; you can change everything in the editor after saving.
      </p>
      {canShowOriginal ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          aria-expanded={showOriginal}
          aria-controls={showOriginal ? originalPanelId : undefined}
          onClick={() => setShowOriginal((shown) => !shown)}
        >
          {showOriginal ? 'Hide the original' : 'Show the original beside it'}
        </Button>
      ) : null}

      <div
        className={
          showOriginal
            ? 'lg:mt-5 lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8'
            : ''
        }
      >
        {showOriginal && originalFile ? (
          <div id={originalPanelId}>
            <OriginalFilePages file={originalFile} />
          </div>
        ) : null}
        <div>
          <ReviewSection title="Contact">
            <div className="grid gap-3 sm:grid-cols-2">
              {BASICS_FIELDS.map(({ key, label, type }) => (
                <label key={key} className={labelClasses}>
                  {label}
                  <input
                    type={type}
                    className={inputClasses}
                    value={basics[key]}
                    data-autofocus={key === 'name' ? true : undefined}
                    onChange={(event) => setBasics((b) => ({ ...b, [key]: event.target.value }))}
                  />
                </label>
              ))}
            </div>
            {place || profiles.length > 0 || document.basics?.url ? (
              <ul className="mt-3 space-y-1">
                {place ? <li>Location: {place}</li> : null}
                {document.basics?.url ? <li>Website: {document.basics.url}</li> : null}
                {profiles.map((p) => (
                  <li key={p.url ?? p.username}>
                    {p.network}: {p.url}
                  </li>
                ))}
              </ul>
            ) : null}
          </ReviewSection>

          {document.basics?.summary ? (
            <ReviewSection title="Summary">
              <p className="line-clamp-4">{document.basics.summary}</p>
              <UnplaceButton
                text={document.basics.summary}
                onClick={() => unplace({ kind: 'summary' }, 'Summary')}
              />
            </ReviewSection>
          ) : null}

          <ReviewSection title="Work experience" count={work.length}>
            {work.length === 0 ? (
              <p>No jobs were found.</p>
            ) : (
              <ol className="space-y-2">
                {work.map((job, i) => (
                  <li key={i}>
                    <span className="font-medium">{job.position || 'Position not read'}</span>
                    {job.position ? (
                      <UnplaceButton
                        text={job.position}
                        onClick={() =>
                          unplace({ kind: 'work', index: i, field: 'position' }, 'Work experience')
                        }
                      />
                    ) : null}
                    {' · '}
                    {job.name || 'Employer not read'}
                    {job.name ? (
                      <UnplaceButton
                        text={job.name}
                        onClick={() =>
                          unplace({ kind: 'work', index: i, field: 'name' }, 'Work experience')
                        }
                      />
                    ) : null}
                    <span className="block text-slate-600">
                      {[dateRange(job.startDate, job.endDate), job.location]
                        .filter(Boolean)
                        .join(' · ')}
                      {job.highlights && job.highlights.length > 0
                        ? ` · ${job.highlights.length} ${job.highlights.length === 1 ? 'bullet' : 'bullets'}`
                        : ''}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </ReviewSection>

          <ReviewSection title="Education" count={education.length}>
            {education.length === 0 ? (
              <p>No schools were found.</p>
            ) : (
              <ol className="space-y-2">
                {education.map((school, i) => (
                  <li key={i}>
                    <span className="font-medium">{school.institution || 'School not read'}</span>
                    {school.institution ? (
                      <UnplaceButton
                        text={school.institution}
                        onClick={() =>
                          unplace(
                            { kind: 'education', index: i, field: 'institution' },
                            'Education',
                          )
                        }
                      />
                    ) : null}
                    <span className="block text-slate-600">
                      {[
                        [school.studyType, school.area].filter(Boolean).join(', '),
                        dateRange(school.startDate, school.endDate),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </ReviewSection>

          <ReviewSection title="Skills" count={skills.length}>
            {skills.length === 0 ? (
              <p>No skills were found.</p>
            ) : (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {skills.map(({ text, at }, i) => (
                  <li key={`${i}-${text}`}>
                    {text}
                    <UnplaceButton text={text} onClick={() => unplace(at, 'Skills')} />
                  </li>
                ))}
              </ul>
            )}
          </ReviewSection>

          {others.length > 0 ? (
            <ReviewSection title="Other sections">
              <ul className="list-disc pl-5">
                {others.map(([name, n]) => (
                  <li key={name}>
                    {name}: {n} {n === 1 ? 'entry' : 'entries'}
                  </li>
                ))}
              </ul>
            </ReviewSection>
          ) : null}

          <p className="sr-only" aria-live="polite">
            {moved}
          </p>
          <ReviewSection title="Not placed" count={notPlaced.length}>
            {notPlaced.length === 0 ? (
              <p>Every line of the file went into a field.</p>
            ) : (
              <>
                <p className="text-slate-700">
                  These lines could not be put in a field. Keep them to sort them out in the editor.
                </p>
                <ul className="mt-2 max-h-48 list-disc overflow-y-auto rounded-lg bg-slate-50 py-2 pr-3 pl-8">
                  {notPlaced.map((line) => (
                    <li key={line.key} className="py-1">
                      {line.text}
                      {line.section ? (
                        <span className="text-slate-600"> (under “{line.section}”)</span>
                      ) : null}
                      <span className="mt-1 flex flex-wrap items-center gap-2">
                        <select
                          id={`${moveId}-${line.key}`}
                          aria-label={`Move “${line.text.slice(0, 80)}” to`}
                          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
                          value={targets[line.key] ?? ''}
                          onChange={(event) =>
                            setTargets((t) => ({
                              ...t,
                              [line.key]: event.target.value as MoveTarget | '',
                            }))
                          }
                        >
                          <option value="">Move to…</option>
                          {options.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={!targets[line.key]}
                          onClick={() => move(line)}
                        >
                          Move
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
                <label htmlFor={keepId} className="mt-3 flex items-start gap-2">
                  <input
                    id={keepId}
                    type="checkbox"
                    className="mt-1 size-4"
                    checked={keepNotPlaced}
                    onChange={(event) => setKeepNotPlaced(event.target.checked)}
                  />
                  <span>Keep these lines in a section called “{NOT_PLACED_TITLE}”</span>
                </label>
              </>
            )}
          </ReviewSection>

          {offerKeepOriginal ? (
            <label htmlFor={keepOriginalId} className="mt-6 flex items-start gap-2 text-sm">
              <input
                id={keepOriginalId}
                type="checkbox"
                className="mt-1 size-4"
                checked={keepOriginal}
                onChange={(event) => setKeepOriginal(event.target.checked)}
              />
              <span>
                Keep {result.fileName} with the resume, to download or delete later from the
                resume’s page
              </span>
            </label>
          ) : null}
        </div>
      </div>

      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={saving} onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" disabled={saving} onClick={save}>
          {saving ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </dialog>
  );
}
