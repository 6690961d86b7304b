import { type CustomSection, type JsonResumeSectionKey, RESUME_LIMITS } from '@resumio/resume';
import { memo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TrashIcon } from '@/components/ui/icons.tsx';
import type { DocumentStore } from '../document-store.ts';
import { TextareaField } from '../fields/textarea-field.tsx';
import { removeCustomSection, withSettings } from '../section-layout.ts';
import { setIn } from '../set-in.ts';
import { EntryListEditor } from './entry-list-editor.tsx';
import { CUSTOM_ENTRY_SECTION, ENTRY_SECTIONS, type Entry } from './section-definitions.ts';
import { SectionPanel } from './section-panel.tsx';

type BlockProps = { title: string; hidden: boolean; store: DocumentStore };

const badgeFor = (hidden: boolean, count?: number) =>
  hidden ? 'Hidden' : count !== undefined ? String(count) : undefined;

export const SummaryBlock = memo(function SummaryBlock({
  title,
  hidden,
  store,
  summary,
}: BlockProps & { summary: string | undefined }) {
  return (
    <SectionPanel title={title} badge={badgeFor(hidden)}>
      <TextareaField
        label="Professional summary"
        hint="Two or three sentences on who you are and what you bring."
        rows={5}
        maxLength={RESUME_LIMITS.longText}
        value={summary}
        onValueChange={(value) => store.update((r) => setIn(r, ['basics', 'summary'], value))}
      />
    </SectionPanel>
  );
});

export const EntrySectionBlock = memo(function EntrySectionBlock({
  title,
  hidden,
  store,
  sectionKey,
  entries,
}: BlockProps & { sectionKey: JsonResumeSectionKey; entries: readonly Entry[] | undefined }) {
  const list = entries ?? [];
  return (
    <SectionPanel title={title} badge={badgeFor(hidden, list.length)} defaultOpen={list.length > 0}>
      <EntryListEditor
        sectionTitle={title}
        definition={ENTRY_SECTIONS[sectionKey]}
        entries={list}
        update={(change) =>
          store.update((r) => ({ ...r, [sectionKey]: change((r[sectionKey] ?? []) as Entry[]) }))
        }
      />
    </SectionPanel>
  );
});

export const CustomSectionBlock = memo(function CustomSectionBlock({
  title,
  hidden,
  store,
  section,
}: BlockProps & { section: CustomSection }) {
  const updateEntries = (change: (entries: Entry[]) => Entry[]) =>
    store.update((r) =>
      withSettings(r, (settings) => ({
        ...settings,
        customSections: settings.customSections.map((s) =>
          s.id === section.id ? { ...s, entries: change(s.entries as Entry[]) } : s,
        ),
      })),
    );
  return (
    <SectionPanel title={title} badge={badgeFor(hidden, section.entries.length)}>
      <EntryListEditor
        sectionTitle={title}
        definition={CUSTOM_ENTRY_SECTION}
        entries={section.entries as Entry[]}
        update={updateEntries}
      />
      <Button
        variant="danger-ghost"
        size="sm"
        className="mt-3"
        onClick={() => store.update((r) => removeCustomSection(r, section.id))}
      >
        <TrashIcon />
        Remove the {title} section
      </Button>
    </SectionPanel>
  );
});
