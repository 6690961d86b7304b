import { useEffect, useSyncExternalStore } from 'react';
import type { AutosaveController, AutosaveState, Versioned } from './autosave-controller.ts';

/**
 * Connects an autosave controller to the page: the network coming and going, the tab being hidden
 * or closed, and the editor unmounting (each sends what is pending). Returns the live save state.
 */
export function useAutosaveLifecycle<TDoc, TSaved extends Versioned>(
  controller: AutosaveController<TDoc, TSaved>,
): AutosaveState<TSaved> {
  useEffect(() => {
    const online = () => controller.online();
    const offline = () => controller.offline();
    const leave = () => void controller.flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the editor inside the app: send what is pending (retries carry on if needed).
      void controller.flush();
    };
  }, [controller]);

  return useSyncExternalStore(controller.subscribe, controller.getState);
}
