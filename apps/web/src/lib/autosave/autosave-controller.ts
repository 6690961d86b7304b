import { isApiError } from '@/lib/api-error.ts';
import type { UnsavedStore } from './unsaved-store.ts';

export type SaveStatus =
  | 'saved'
  /** Changed, waiting for the pause before saving. */
  | 'pending'
  | 'saving'
  | 'offline'
  | 'error'
  /** A field fails validation; kept locally until it is fixed. */
  | 'invalid'
  /** Saved elsewhere since this copy was loaded; the user decides. */
  | 'conflict';

/** What a saved copy must carry: the server's version of it. */
export interface Versioned {
  version: number;
}

export interface AutosaveState<TSaved extends Versioned = Versioned> {
  status: SaveStatus;
  /** The server version this editor builds on. */
  version: number;
  conflict: TSaved | null;
  errorMessage: string | null;
  /** Will retry by itself (a network or server hiccup). */
  retrying: boolean;
}

export interface AutosaveOptions<TDoc, TSaved extends Versioned> {
  /** The saved document's id, under which unsaved changes are kept. */
  id: string;
  version: number;
  save(version: number, document: TDoc): Promise<TSaved>;
  unsaved: UnsavedStore<TDoc>;
  isOnline(): boolean;
  isValid(document: TDoc): boolean;
  /** The newer copy a 409 VERSION_CONFLICT answer carries in its details; null if unreadable. */
  conflictFrom(details: unknown): TSaved | null;
  onSaved?(saved: TSaved): void;
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
  /** Identifies this tab's copies in storage. */
  writer?: string;
}

export const AUTOSAVE_DEBOUNCE_MS = 800;
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

const isRetryable = (status: number) =>
  status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

/**
 * Debounced saving with optimistic versions. Every change is written to local storage first, so a
 * crash, a closed tab or a lost connection never loses it; the server copy follows when it can.
 * A stale version is never overwritten silently: the conflict waits for the user's decision.
 */
export class AutosaveController<TDoc, TSaved extends Versioned> {
  private state: AutosaveState<TSaved>;
  private readonly listeners = new Set<() => void>();
  private readonly waiters: ((saved: boolean) => void)[] = [];
  private readonly writer: string;
  private latest: TDoc | null = null;
  private inFlight = false;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private disposed = false;

  constructor(private readonly options: AutosaveOptions<TDoc, TSaved>) {
    this.writer = options.writer ?? Math.random().toString(36).slice(2);
    this.state = {
      status: 'saved',
      version: options.version,
      conflict: null,
      errorMessage: null,
      retrying: false,
    };
  }

  getState = (): AutosaveState<TSaved> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A change from the user. */
  edit(document: TDoc): void {
    if (this.disposed) return;
    this.latest = document;
    this.keepLocally(document);
    if (this.state.status === 'conflict') return;
    this.set({ status: this.options.isOnline() ? 'pending' : 'offline', errorMessage: null });
    this.arm(this.options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS);
  }

  /**
   * Picks up a change kept from an earlier visit. Built on the current version it is simply sent;
   * built on an older one, the server's newer version is a conflict for the user to settle.
   */
  recover(document: TDoc, baseVersion: number, current: TSaved): void {
    this.latest = document;
    this.keepLocally(document, baseVersion);
    if (baseVersion !== current.version) {
      this.set({ status: 'conflict', conflict: current });
      return;
    }
    this.set({ status: 'pending' });
    this.arm(0);
  }

  /** Saves now (leaving the page, before an export); resolves true once all is on the server. */
  flush(): Promise<boolean> {
    const done = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    this.clearDebounce();
    void this.send();
    this.settleWaiters();
    return done;
  }

  online(): void {
    this.attempt = 0;
    this.clearRetry();
    if (this.latest && !this.inFlight && this.state.status !== 'conflict') void this.send();
  }

  offline(): void {
    if ((this.latest || this.inFlight) && this.state.status !== 'conflict') {
      this.set({ status: 'offline' });
    }
  }

  /** Conflict: save this copy over the other, as the next version. */
  keepMine(): void {
    const conflict = this.state.conflict;
    if (!conflict) return;
    this.set({ status: 'pending', conflict: null, version: conflict.version });
    if (this.latest) this.keepLocally(this.latest);
    this.attempt = 0;
    void this.send();
  }

  /** Conflict: drop this copy and take the saved one; returns it for the editor to show. */
  useSaved(): TSaved | null {
    const conflict = this.state.conflict;
    if (!conflict) return null;
    this.latest = null;
    this.options.unsaved.clear(this.options.id, this.writer);
    this.set({ status: 'saved', conflict: null, version: conflict.version, errorMessage: null });
    this.settleWaiters();
    return conflict;
  }

  retryNow(): void {
    this.attempt = 0;
    this.clearRetry();
    void this.send();
  }

  dispose(): void {
    this.disposed = true;
    this.clearDebounce();
    this.clearRetry();
    this.listeners.clear();
  }

  private async send(): Promise<void> {
    this.clearRetry();
    const document = this.latest;
    if (!document || this.inFlight || this.disposed) return;
    if (this.state.status === 'conflict') return;
    if (!this.options.isOnline()) {
      this.set({ status: 'offline' });
      this.settleWaiters();
      return;
    }
    if (!this.options.isValid(document)) {
      this.set({ status: 'invalid' });
      this.settleWaiters();
      return;
    }
    this.latest = null;
    this.inFlight = true;
    this.set({ status: 'saving', errorMessage: null, retrying: false });
    try {
      const detail = await this.options.save(this.state.version, document);
      this.inFlight = false;
      this.attempt = 0;
      this.set({ version: detail.version });
      this.options.onSaved?.(detail);
      if (this.latest) {
        // Typed while saving: keep that copy (on the new version) and save it next.
        this.keepLocally(this.latest);
        this.set({ status: 'pending' });
        // A pause already under way keeps its timer; otherwise save the rest straight away.
        if (this.debounceTimer === null) this.arm(0);
      } else {
        this.options.unsaved.clear(this.options.id, this.writer);
        this.set({ status: 'saved' });
      }
    } catch (error) {
      this.inFlight = false;
      this.latest ??= document;
      this.fail(error);
    }
    this.settleWaiters();
  }

  private fail(error: unknown): void {
    if (isApiError(error) && error.status === 409 && error.code === 'VERSION_CONFLICT') {
      const current = this.options.conflictFrom(error.details);
      if (current) {
        this.clearDebounce();
        this.set({ status: 'conflict', conflict: current });
        return;
      }
    }
    const status = isApiError(error) ? error.status : 0;
    if (status === 0 && !this.options.isOnline()) {
      this.set({ status: 'offline' });
      return;
    }
    const message = isApiError(error) ? error.message : 'We couldn’t save your changes.';
    if (!isRetryable(status)) {
      this.set({ status: 'error', errorMessage: message, retrying: false });
      return;
    }
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 30_000;
    this.attempt += 1;
    this.set({ status: 'error', errorMessage: message, retrying: true });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.send();
    }, delay);
  }

  private keepLocally(document: TDoc, baseVersion = this.state.version): void {
    this.options.unsaved.write({
      id: this.options.id,
      baseVersion,
      document,
      writer: this.writer,
      savedAt: Date.now(),
    });
  }

  private arm(delay: number): void {
    this.clearDebounce();
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      void this.send();
    }, delay);
  }

  private clearDebounce(): void {
    if (this.debounceTimer !== null) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Answers flush() callers once nothing more will happen without a new event. */
  private settleWaiters(): void {
    if (this.inFlight || this.debounceTimer !== null) return;
    const saved = this.latest === null && this.state.status === 'saved';
    for (const resolve of this.waiters.splice(0)) resolve(saved);
  }

  private set(patch: Partial<AutosaveState<TSaved>>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
