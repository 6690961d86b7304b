import type { JobApplicationDetail, JobBoard } from '@resumio/contract/jobs';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { buttonClasses } from '@/components/ui/button-styles.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useAddJobNote, useDeleteJobNote } from '../../api/job-notes.ts';
import { useMoveJob } from '../../api/move-job.ts';
import { CoverLetterSelect } from './cover-letter-select.tsx';
import { ContactsEditor } from './contacts-editor.tsx';
import { ConflictNotice } from './conflict-notice.tsx';
import { DatesFields } from './dates-fields.tsx';
import { DetailsFields } from './details-fields.tsx';
import { FormSection } from './form-section.tsx';
import { JobDescriptionField } from './job-description-field.tsx';
import { NoteForm } from './note-form.tsx';
import { ResumeSelect } from './resume-select.tsx';
import { SalaryFields } from './salary-fields.tsx';
import { SentPanel } from './sent-panel.tsx';
import { StageSelect } from './stage-select.tsx';
import { Timeline } from './timeline.tsx';
import { UnsavedPrompt } from './unsaved-prompt.tsx';
import { useJobEditor } from './use-job-editor.ts';

export interface JobEditorProps {
  /** The application as the server last sent it (timeline and snapshot are read live from it). */
  detail: JobApplicationDetail;
  board: JobBoard;
  /** Asked before the drawer closes: false while edits wait to be saved or discarded. */
  closeGuardRef: RefObject<(() => boolean) | null>;
  onClose(): void;
  onDelete(job: JobApplicationDetail): void;
  deleting: boolean;
}

const fileNameOf = (job: { company: string; role: string }) =>
  `${`${job.company} ${job.role}`.replace(/[^\p{L}\p{N}]+/gu, ' ').trim() || 'Resume'} (as sent).pdf`;

/** Every field of one application, its stage, its timeline and what was sent. */
export function JobEditor({
  detail,
  board,
  closeGuardRef,
  onClose,
  onDelete,
  deleting,
}: JobEditorProps) {
  const formId = useId();
  const editor = useJobEditor(detail);
  const form = useRef<HTMLFormElement>(null);
  const move = useMoveJob();
  const addNote = useAddJobNote(detail.id);
  const deleteNote = useDeleteJobNote(detail.id);
  const [askClose, setAskClose] = useState(false);
  const [stageError, setStageError] = useState<string | null>(null);
  const [focusErrors, setFocusErrors] = useState(0);
  const saveButton = useRef<HTMLButtonElement>(null);
  // Back from the unsaved-changes prompt, the focus returns to the save button.
  const focusSave = useRef(false);
  useEffect(() => {
    if (!focusSave.current || askClose) return;
    focusSave.current = false;
    saveButton.current?.focus();
  });

  useEffect(() => {
    closeGuardRef.current = () => {
      if (!editor.dirty) return true;
      setAskClose(true);
      return false;
    };
  });
  useEffect(() => {
    if (focusErrors === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  const save = async () => {
    const outcome = await editor.save();
    if (outcome === 'invalid') setFocusErrors((n) => n + 1);
    return outcome;
  };

  const changeStage = (stageId: string) => {
    setStageError(null);
    move.mutate(
      { id: detail.id, version: editor.base.version, stageId, index: 0 },
      {
        onSuccess: (moved) => editor.rebase(moved),
        onError: (error) =>
          setStageError(
            isApiError(error) && error.status === 409
              ? 'It was changed somewhere else, so it was not moved. Reopen it to see the latest version.'
              : error.message,
          ),
      },
    );
  };

  const pendingStage = move.isPending ? move.variables?.stageId : undefined;
  const status = editor.saving
    ? 'Saving…'
    : editor.dirty
      ? 'Unsaved changes'
      : editor.savedOnce
        ? 'All changes saved'
        : '';
  const section = { draft: editor.draft, errors: editor.errors, onChange: editor.change };

  return (
    <>
      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-5 py-5 sm:px-6">
        <div className="max-w-xs">
          <StageSelect
            stageId={pendingStage ?? editor.base.stageId}
            stages={board.stages}
            pending={move.isPending}
            onMove={changeStage}
          />
          {stageError ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {stageError}
            </p>
          ) : null}
        </div>
        {editor.conflict ? (
          <ConflictNotice
            savedAt={editor.conflict.updatedAt}
            pending={editor.saving}
            onKeepMine={() => void editor.keepMine()}
            onUseSaved={editor.useSaved}
          />
        ) : null}
        {editor.formError && !editor.conflict ? (
          <Alert tone="error" title="Your changes were not saved">
            <p>{editor.formError}</p>
          </Alert>
        ) : null}
        <form
          id={formId}
          ref={form}
          noValidate
          aria-label="Application details"
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          onKeyDown={(event) => {
            if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
              event.preventDefault();
              void save();
            }
          }}
        >
          <FormSection title="Application">
            <DetailsFields {...section} />
          </FormSection>
          <FormSection title="Salary">
            <SalaryFields {...section} />
          </FormSection>
          <FormSection title="Dates">
            <DatesFields {...section} />
          </FormSection>
          <FormSection title="Resume and cover letter">
            <div className="grid gap-4 sm:grid-cols-2">
              <ResumeSelect {...section} />
              <CoverLetterSelect {...section} />
            </div>
          </FormSection>
          <FormSection title="Contacts">
            <ContactsEditor {...section} />
          </FormSection>
          <FormSection title="Job description">
            <JobDescriptionField {...section} />
          </FormSection>
        </form>
        {detail.sent ? (
          <FormSection title="As sent">
            <SentPanel jobId={detail.id} sent={detail.sent} fileName={fileNameOf(detail)} />
          </FormSection>
        ) : null}
        <FormSection title="Timeline">
          <NoteForm
            pending={addNote.isPending}
            error={addNote.error?.message ?? null}
            onAdd={(text, done) => addNote.mutate(text, { onSuccess: done })}
          />
          {deleteNote.error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {deleteNote.error.message}
            </p>
          ) : null}
          <div className="mt-5">
            <Timeline
              events={detail.timeline}
              stages={board.stages}
              deletingId={deleteNote.isPending ? (deleteNote.variables ?? null) : null}
              onDeleteNote={(id) => deleteNote.mutate(id)}
            />
          </div>
        </FormSection>
        <FormSection title="Delete">
          <p className="text-sm text-slate-600">
            Deleted applications can be restored for a while with Undo.
          </p>
          <Button
            variant="danger-ghost"
            size="sm"
            className="mt-2"
            disabled={deleting}
            onClick={() => onDelete(detail)}
          >
            {deleting ? 'Deleting…' : 'Delete application'}
          </Button>
        </FormSection>
      </div>
      <div className="border-t border-slate-200 bg-slate-50 px-5 py-3 sm:px-6">
        {askClose ? (
          <UnsavedPrompt
            saving={editor.saving}
            onSave={() =>
              void save().then((outcome) => {
                if (outcome === 'saved') onClose();
                else setAskClose(false);
              })
            }
            onDiscard={() => {
              editor.discard();
              onClose();
            }}
            onKeepEditing={() => {
              focusSave.current = true;
              setAskClose(false);
            }}
          />
        ) : (
          <div className="flex items-center justify-end gap-3">
            <p role="status" className="mr-auto text-sm text-slate-700">
              {status}
            </p>
            <button
              ref={saveButton}
              type="submit"
              form={formId}
              disabled={editor.saving || !editor.dirty}
              className={buttonClasses()}
            >
              {editor.saving ? 'Saving…' : 'Save changes'}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
