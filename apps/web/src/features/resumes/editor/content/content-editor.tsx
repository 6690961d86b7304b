import { type JsonResumeSectionKey, type Resume, resolveSettings } from '@resumio/resume';
import type { DocumentStore } from '../document-store.ts';
import { customIdOf, editorSectionOrder, isCustomKey, sectionTitle } from '../section-layout.ts';
import { BasicsForm } from './basics-form.tsx';
import { CustomSectionBlock, EntrySectionBlock, SummaryBlock } from './section-block.tsx';
import type { Entry } from './section-definitions.ts';
import { SectionOutline } from './section-outline.tsx';
import { SectionPanel } from './section-panel.tsx';

export interface ContentEditorProps {
  resume: Resume;
  store: DocumentStore;
}

/** Every part of the resume's content, in the order it appears on the page. */
export function ContentEditor({ resume, store }: ContentEditorProps) {
  const settings = resolveSettings(resume);
  const hidden = new Set(settings.sections.hidden);
  return (
    <div className="space-y-4">
      <SectionPanel title="Personal details">
        <BasicsForm basics={resume.basics} store={store} />
      </SectionPanel>
      <SectionPanel title="Section order and visibility" defaultOpen={false}>
        <SectionOutline settings={resume.resumio} store={store} />
      </SectionPanel>
      {editorSectionOrder(resume).map((key) => {
        const title = sectionTitle(settings, key) || 'Untitled section';
        const common = { title, hidden: hidden.has(key), store };
        if (key === 'summary') {
          return <SummaryBlock key={key} {...common} summary={resume.basics?.summary} />;
        }
        if (isCustomKey(key)) {
          const section = settings.customSections.find((s) => s.id === customIdOf(key));
          return section ? <CustomSectionBlock key={key} {...common} section={section} /> : null;
        }
        const sectionKey = key as JsonResumeSectionKey;
        return (
          <EntrySectionBlock
            key={key}
            {...common}
            sectionKey={sectionKey}
            entries={resume[sectionKey] as Entry[] | undefined}
          />
        );
      })}
    </div>
  );
}
