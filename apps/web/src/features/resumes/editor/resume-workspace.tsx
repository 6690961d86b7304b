import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { PdfPreview } from '../preview/pdf-preview.tsx';
import { ContentEditor } from './content/content-editor.tsx';
import { DesignPanel } from './design/design-panel.tsx';
import type { DocumentStore } from './document-store.ts';
import { Tabs } from './tabs.tsx';
import { useDocument } from './use-document.ts';
import { useWideScreen } from './use-wide-screen.ts';
import { type EditorView, ViewTabs, viewPanelId, viewTabId } from './view-tabs.tsx';

export interface ResumeWorkspaceProps {
  store: DocumentStore;
  isPremium: boolean;
  /** The third tab: exports and checks, which differ between signed-in and try-out editing. */
  tools: { label: string; content: ReactNode };
}

/**
 * The form (content, design, tools) beside the live preview. On a small screen the two take turns
 * behind Edit / Preview tabs; both stay mounted, so the preview keeps up while the form is shown.
 */
export function ResumeWorkspace({ store, isPremium, tools }: ResumeWorkspaceProps) {
  const resume = useDocument(store);
  const [tab, setTab] = useState('content');
  const [view, setView] = useState<EditorView>('edit');
  const stacked = !useWideScreen();
  const baseId = useId();
  const viewTabs = useRef<HTMLDivElement>(null);
  // Where the form was scrolled to, so coming back from the preview lands at the same field.
  const editScroll = useRef<number | null>(null);
  const switched = useRef(false);

  const showView = (next: EditorView) => {
    if (next === view) return;
    if (view === 'edit') editScroll.current = window.scrollY;
    switched.current = true;
    setView(next);
  };

  useLayoutEffect(() => {
    if (!switched.current || !viewTabs.current) return;
    switched.current = false;
    // The tabs stick below the site header; the panel starts right under them.
    const stickAt = Number.parseFloat(getComputedStyle(viewTabs.current).top) || 0;
    const panelStart = viewTabs.current.parentElement!.getBoundingClientRect().top + window.scrollY;
    const start = Math.max(0, panelStart - stickAt);
    const target = view === 'edit' ? (editScroll.current ?? start) : start;
    if (view === 'edit' || window.scrollY > start) window.scrollTo({ top: target });
  }, [view]);

  const panel = (id: EditorView) =>
    stacked
      ? {
          role: 'tabpanel',
          id: viewPanelId(baseId, id),
          'aria-labelledby': viewTabId(baseId, id),
          hidden: view !== id,
        }
      : {};

  return (
    <div>
      {stacked ? <ViewTabs ref={viewTabs} baseId={baseId} view={view} onView={showView} /> : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
        <div className="min-w-0" {...panel('edit')}>
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
        <div
          className="min-w-0 rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-600 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto lg:pr-1"
          // The preview has nothing to focus: the panel itself takes focus so keys can scroll it,
          // as a tab panel on a small screen and as a named region beside the form (where it
          // scrolls on its own).
          tabIndex={0}
          {...(stacked ? panel('preview') : { role: 'region', 'aria-label': 'Resume preview' })}
        >
          <PdfPreview
            resume={resume}
            isPremium={isPremium}
            className="rounded-2xl bg-slate-100 p-4"
          />
        </div>
      </div>
    </div>
  );
}
