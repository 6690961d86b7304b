import type { Resume } from '@resumio/resume-model';
import type { ComponentType, ReactNode } from 'react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { loginPath } from '@/lib/auth/return-to.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { AccountBanner } from './components/account-banner.tsx';
import { ExampleOffer } from './components/example-offer.tsx';
import { SaveOffer } from './components/save-offer.tsx';
import { TryOutTools } from './components/try-out-tools.tsx';
import { createLocalDocumentStore, type LocalDocumentStore } from './local-document-store.ts';
import { PREVIEW_EDITOR_META } from './preview-editor-meta.ts';
import { hasContent, loadLocalDocument } from './local-document.ts';
import { useSaveToAccount } from './use-save-to-account.ts';

export interface WorkspaceProps {
  store: LocalDocumentStore;
  isPremium: boolean;
  tools: { label: string; content: ReactNode };
}

export interface PreviewEditorPageProps {
  /** The resume editor with its live preview, composed in by the app. */
  Workspace: ComponentType<WorkspaceProps>;
  /** The file import (read without an account, reviewed), composed in by the app. */
  Importer?: ComponentType<{ onImported: (document: Resume) => void }>;
}

/** Where sign-in and sign-up come back to: the page then saves the resume without a second click. */
const RETURN_TO = '/preview-editor?save=1';

export function PreviewEditorPage({ Workspace, Importer }: PreviewEditorPageProps) {
  usePageMeta(PREVIEW_EDITOR_META);
  const { status } = useAuth();
  const [params] = useSearchParams();
  const [store] = useState(() => createLocalDocumentStore(loadLocalDocument()));
  const persisting = useSyncExternalStore(store.subscribe, store.isPersisting);
  const blank = useSyncExternalStore(store.subscribe, () => !hasContent(store.get()));
  const { save, saving, error } = useSaveToAccount(store);
  const registerPath = loginPath(RETURN_TO, 'register');
  const signInPath = loginPath(RETURN_TO);
  const savingOnReturn = params.get('save') === '1';
  const signedIn = status === 'authenticated';

  // Back from signing up or in to save: save at once. Only once per visit, so a failure waits
  // for the user's retry instead of repeating, and an empty page has nothing to save.
  const autoSaved = useRef(false);
  useEffect(() => {
    if (!signedIn || !savingOnReturn || blank || autoSaved.current) return;
    autoSaved.current = true;
    void save();
  }, [signedIn, savingOnReturn, blank, save]);

  return (
    <div className="py-8 sm:py-10">
      <Container className="max-w-7xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Try it free</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Resume builder
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Fill in the form and watch the real pages of your PDF update beside it. No account needed
          to start.
        </p>
        {signedIn ? (
          // Nothing typed yet: there is nothing to save, so nothing is offered.
          blank ? null : (
            <div className="mt-5">
              <SaveOffer
                saving={saving}
                error={error}
                prominent={savingOnReturn}
                onSave={() => void save()}
              />
            </div>
          )
        ) : (
          <div className="mt-5">
            <AccountBanner registerPath={registerPath} loginPath={signInPath} />
          </div>
        )}
        {!persisting ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            This browser is not letting us keep your work. Sign up to save it, or download it before
            leaving.
          </p>
        ) : null}
        {Importer ? (
          <div className="mt-4">
            <Importer
              onImported={(document) =>
                // The content is the file's; the look chosen on this page (template, colours) stays.
                store.update((current) => ({
                  ...document,
                  resumio: { ...current.resumio, ...document.resumio } as Resume['resumio'],
                }))
              }
            />
          </div>
        ) : null}
        {blank ? (
          <div className="mt-4">
            <ExampleOffer onLoad={(example) => store.update(() => example)} />
          </div>
        ) : null}
        <fieldset disabled={saving} className="mt-6 min-w-0">
          <legend className="sr-only">Your resume</legend>
          <Workspace
            store={store}
            isPremium={false}
            tools={{
              label: 'Download',
              content: <TryOutTools getResume={store.get} registerPath={registerPath} />,
            }}
          />
        </fieldset>
      </Container>
    </div>
  );
}
