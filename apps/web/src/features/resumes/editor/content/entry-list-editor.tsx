import { RESUME_LIMITS } from '@resumio/resume';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PlusIcon } from '@/components/ui/icons.tsx';
import { SortableItem } from '../sortable/sortable-item.tsx';
import { SortableList } from '../sortable/sortable-list.tsx';
import { useListKeys } from '../sortable/use-list-keys.ts';
import { moveItem, removeItem } from '../set-in.ts';
import { EntryCard } from './entry-card.tsx';
import type { Entry, EntrySectionDefinition } from './section-definitions.ts';

export interface EntryListEditorProps {
  /** The section's title, for labels such as "Add position to Experience". */
  sectionTitle: string;
  definition: EntrySectionDefinition;
  entries: readonly Entry[];
  update(change: (entries: Entry[]) => Entry[]): void;
}

/** A section's entries: add, edit, remove, and reorder by dragging or with the move buttons. */
export function EntryListEditor({
  sectionTitle,
  definition,
  entries,
  update,
}: EntryListEditorProps) {
  const list = useListKeys(entries.length);
  // Long sections start folded so the form stays scannable; new entries open.
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(entries.length <= 2 ? list.keys : []),
  );
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const move = (from: number, to: number) => {
    list.move(from, to);
    update((current) => moveItem(current, from, to));
  };
  const remove = (index: number) => {
    list.remove(index);
    update((current) => removeItem(current, index));
  };
  const add = () => {
    const key = list.insert(entries.length);
    setOpen((current) => new Set(current).add(key));
    update((current) => [...current, definition.create()]);
  };
  const changeField = (index: number, name: string, value: unknown) =>
    update((current) =>
      current.map((entry, i) => (i === index ? { ...entry, [name]: value } : entry)),
    );

  return (
    <div>
      {entries.length > 0 ? (
        <SortableList
          ids={list.keys}
          onMove={move}
          describe={(id) => `${definition.noun} ${list.keys.indexOf(id) + 1}`}
        >
          <ol className="space-y-3">
            {entries.map((entry, index) => {
              const key = list.keys[index] ?? String(index);
              return (
                <SortableItem
                  key={key}
                  id={key}
                  handleLabel={`Drag ${definition.noun} ${index + 1}`}
                >
                  {(handle) => (
                    <EntryCard
                      definition={definition}
                      entry={entry}
                      index={index}
                      count={entries.length}
                      open={open.has(key)}
                      handle={handle}
                      onToggle={() => toggle(key)}
                      onFieldChange={changeField}
                      onMove={move}
                      onRemove={remove}
                    />
                  )}
                </SortableItem>
              );
            })}
          </ol>
        </SortableList>
      ) : (
        <p className="text-sm text-slate-600">Nothing here yet.</p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={add}
        disabled={entries.length >= RESUME_LIMITS.entriesPerSection}
      >
        <PlusIcon />
        Add {definition.noun}
        <span className="sr-only"> to {sectionTitle}</span>
      </Button>
    </div>
  );
}
