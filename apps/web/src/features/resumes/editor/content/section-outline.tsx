import { RESUME_LIMITS, type Resume, type SectionKey, resolveSettings } from '@resumio/resume';
import { memo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { EyeIcon, EyeOffIcon, PlusIcon } from '@/components/ui/icons.tsx';
import type { DocumentStore } from '../document-store.ts';
import { MoveButtons } from '../sortable/move-buttons.tsx';
import { SortableItem } from '../sortable/sortable-item.tsx';
import { SortableList } from '../sortable/sortable-list.tsx';
import {
  addCustomSection,
  canAddCustomSection,
  editableSectionTitle,
  editorSectionOrder,
  moveSection,
  renameSection,
  sectionControlName,
  sectionTitle,
  setSectionHidden,
} from '../section-layout.ts';

export interface SectionOutlineProps {
  /** Only the settings matter here; the outline re-renders when they change. */
  settings: Resume['resumio'];
  store: DocumentStore;
}

/** Order, titles and visibility of the resume's sections. */
export const SectionOutline = memo(function SectionOutline({
  settings,
  store,
}: SectionOutlineProps) {
  const resume = { resumio: settings } as Resume;
  const resolved = resolveSettings(resume);
  const order = editorSectionOrder(resume);
  const hidden = new Set(resolved.sections.hidden);
  const titleOf = (key: SectionKey) => sectionTitle(resolved, key) || 'Untitled section';
  const move = (from: number, to: number) => store.update((r) => moveSection(r, from, to));

  return (
    <div>
      <p className="text-sm text-slate-600">
        Drag sections, or use the arrow buttons, to change their order on the page. Hidden sections
        keep their content but are left out of the resume.
      </p>
      <SortableList ids={order} onMove={move} describe={titleOf}>
        <ol className="mt-3 space-y-2">
          {order.map((key, index) => {
            const title = titleOf(key);
            const control = sectionControlName(resolved, key);
            const isHidden = hidden.has(key);
            return (
              <SortableItem
                key={key}
                id={key}
                handleLabel={`Drag ${title}`}
                className="flex items-center gap-1 rounded-lg border border-slate-200 bg-white p-1.5"
              >
                {(handle) => (
                  <>
                    {handle}
                    <input
                      aria-label={`Title of the ${control}`}
                      value={editableSectionTitle(resolved, key)}
                      maxLength={RESUME_LIMITS.sectionTitle}
                      onChange={(event) =>
                        store.update((r) => renameSection(r, key, event.target.value))
                      }
                      className={`${inputClasses} mt-0 min-w-0 flex-1 py-1.5 ${isHidden ? 'text-slate-500 line-through' : ''}`}
                    />
                    <button
                      type="button"
                      aria-pressed={!isHidden}
                      aria-label={`Show ${title} on the resume`}
                      title={isHidden ? 'Hidden: click to show' : 'Shown: click to hide'}
                      onClick={() => store.update((r) => setSectionHidden(r, key, !isHidden))}
                      className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
                    >
                      {isHidden ? <EyeOffIcon /> : <EyeIcon />}
                    </button>
                    <MoveButtons
                      itemLabel={title}
                      index={index}
                      count={order.length}
                      onMove={move}
                    />
                  </>
                )}
              </SortableItem>
            );
          })}
        </ol>
      </SortableList>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={!canAddCustomSection(resume)}
        onClick={() => store.update((r) => addCustomSection(r))}
      >
        <PlusIcon />
        Add a custom section
      </Button>
    </div>
  );
});
