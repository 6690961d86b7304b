import { type ReactNode, useState } from 'react';
import { PdfPreview } from '../preview/pdf-preview.tsx';
import { ContentEditor } from './content/content-editor.tsx';
import { DesignPanel } from './design/design-panel.tsx';
import type { DocumentStore } from './document-store.ts';
import { Tabs } from './tabs.tsx';
import { useDocument } from './use-document.ts';

export interface ResumeWorkspaceProps {
  store: DocumentStore;
  isPremium: boolean;
  /** The third tab: exports and checks, which differ between signed-in and try-out editing. */
  tools: { label: string; content: ReactNode };
}

/** The form (content, design, tools) beside the live preview; stacked on small screens. */
export function ResumeWorkspace({ store, isPremium, tools }: ResumeWorkspaceProps) {
  const resume = useDocument(store);
  const [tab, setTab] = useState('content');
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
      <div className="min-w-0">
        <Tabs
          label="Resume editor"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'content',
              label: 'Content',
              content: <ContentEditor resume={resume} store={store} />,
            },
            {
              id: 'design',
              label: 'Design',
              content: (
                <DesignPanel settings={resume.resumio} store={store} isPremium={isPremium} />
              ),
            },
            { id: 'tools', label: tools.label, content: tools.content },
          ]}
        />
      </div>
      <div className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto lg:pr-1">
        <PdfPreview resume={resume} className="rounded-2xl bg-slate-100 p-4" />
      </div>
    </div>
  );
}
