import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-error.ts';
import { trackResumeAction } from '@/lib/analytics.ts';
import { saveToAccount } from './api/save-to-account.ts';
import { clearLocalDocument, isSavable } from './local-document.ts';
import type { LocalDocumentStore } from './local-document-store.ts';

/**
 * Moves the try-out resume into the account. Editing is paused while it saves, so the saved copy
 * is exactly what is on screen; the local copy goes only once the server has confirmed.
 */
export function useSaveToAccount(store: LocalDocumentStore) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One save at a time: a second one (a double click, a repeated effect) would make a duplicate.
  const inFlight = useRef(false);

  const save = async () => {
    if (inFlight.current) return;
    const document = store.get();
    if (!isSavable(document)) {
      setError('Some fields need attention first: look for the messages in red in the form.');
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setError(null);
    try {
      const created = await saveToAccount(document);
      clearLocalDocument();
      trackResumeAction({ action: 'create', resume_id: created.id });
      void navigate(`/resume?id=${encodeURIComponent(created.id)}`, { replace: true });
    } catch (reason) {
      inFlight.current = false;
      setSaving(false);
      setError(isApiError(reason) ? reason.message : 'Something went wrong. Please try again.');
    }
  };

  return { save, saving, error };
}
