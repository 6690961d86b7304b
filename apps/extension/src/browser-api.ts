import type { PageParts } from '@resumio/job-posting/page-parts.ts';

/*
 * The few WebExtension calls this extension makes, typed here instead of pulling in a types
 * package: Firefox offers them as `browser.*`, Chromium as `chrome.*`, both with promises (MV3).
 */
interface Tab {
  id?: number;
  url?: string;
}
interface TabChange {
  url?: string;
}
interface StorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}
interface Event<Listener> {
  addListener(listener: Listener): void;
  removeListener(listener: Listener): void;
}

export interface ExtensionApi {
  runtime: {
    id: string;
    sendMessage<T>(message: unknown): Promise<T>;
    onMessage: Event<
      (message: unknown, sender: unknown, respond: (answer: unknown) => void) => boolean | void
    >;
    openOptionsPage(): Promise<void>;
  };
  tabs: {
    query(query: { active: boolean; currentWindow: boolean }): Promise<Tab[]>;
    get(tabId: number): Promise<Tab>;
    create(properties: { url: string; active?: boolean }): Promise<Tab>;
    remove(tabId: number): Promise<void>;
    onUpdated: Event<(tabId: number, change: TabChange, tab: Tab) => void>;
    onRemoved: Event<(tabId: number) => void>;
  };
  scripting: {
    executeScript(injection: {
      target: { tabId: number };
      func: (textMax: number) => PageParts;
      args: [number];
    }): Promise<{ result?: PageParts }[]>;
  };
  storage: { local: StorageArea; session?: StorageArea };
  permissions: {
    contains(permissions: { origins: string[] }): Promise<boolean>;
    request(permissions: { origins: string[] }): Promise<boolean>;
  };
}

const scope = globalThis as unknown as { browser?: ExtensionApi; chrome?: ExtensionApi };

/** `browser` where it exists (Firefox), else `chrome`. */
export const ext: ExtensionApi = (scope.browser ?? scope.chrome)!;

/**
 * Tokens stay in memory-backed session storage where the browser has it (Chrome 102+, Firefox
 * 115+), so they are not written to disk; local storage otherwise.
 */
export const tokenStorage = (): StorageArea => ext.storage.session ?? ext.storage.local;
