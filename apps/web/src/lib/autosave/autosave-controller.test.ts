import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { AutosaveController, type AutosaveOptions } from './autosave-controller.ts';
import { type UnsavedCopy, type UnsavedStore } from './unsaved-store.ts';

const ID = 'doc-1';

interface Doc {
  name: string;
  email?: string;
}
interface Saved {
  id: string;
  version: number;
  document: Doc;
}

const detail = (version: number, document: Doc): Saved => ({ id: ID, version, document });
const named = (name: string): Doc => ({ name });

function memoryStore(): UnsavedStore<Doc> & { copies: Map<string, UnsavedCopy<Doc>> } {
  const copies = new Map<string, UnsavedCopy<Doc>>();
  return {
    copies,
    read: (id) => copies.get(id) ?? null,
    write: (copy) => void copies.set(copy.id, copy),
    clear: (id, writer) => {
      if (copies.get(id)?.writer === writer) copies.delete(id);
    },
  };
}

const conflictFrom = (details: unknown): Saved | null => {
  const current = (details as { current?: Saved } | undefined)?.current;
  return current && typeof current.version === 'number' ? current : null;
};

type Options = AutosaveOptions<Doc, Saved>;

function setup(overrides: Partial<Options> = {}) {
  let online = true;
  const unsaved = memoryStore();
  const save = vi.fn(async (version: number, document: Doc) => detail(version + 1, document));
  const controller = new AutosaveController({
    id: ID,
    version: 1,
    save,
    unsaved,
    isOnline: () => online,
    isValid: () => true,
    conflictFrom,
    debounceMs: 800,
    retryDelaysMs: [1000, 2000],
    writer: 'tab-a',
    ...overrides,
  });
  return {
    controller,
    save,
    unsaved,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

describe('AutosaveController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for an 800 ms pause, then sends only the newest document with its version', async () => {
    const { controller, save } = setup();
    controller.edit(named('J'));
    await vi.advanceTimersByTimeAsync(500);
    controller.edit(named('Jo'));
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    expect(controller.getState().status).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(1, named('Jo'));
    expect(controller.getState()).toMatchObject({ status: 'saved', version: 2 });
  });

  it('keeps every change on the device until the server confirms it', async () => {
    const { controller, unsaved } = setup();
    controller.edit(named('Ada'));
    expect(unsaved.read(ID)).toMatchObject({ baseVersion: 1, document: named('Ada') });
    await vi.advanceTimersByTimeAsync(800);
    expect(unsaved.read(ID)).toBeNull();
  });

  it('saves changes typed during a save next, on the version that save returned', async () => {
    let finish!: (value: Saved) => void;
    const save = vi.fn(
      (version: number, document: Doc) =>
        new Promise<Saved>((resolve) => {
          finish = resolve;
          void version;
          void document;
        }),
    );
    const { controller } = setup({ save });
    controller.edit(named('A'));
    await vi.advanceTimersByTimeAsync(800);
    controller.edit(named('AB'));
    finish(detail(2, named('A')));
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(2, named('AB'));
  });

  it('queues while offline and sends when the network returns', async () => {
    const { controller, save, setOnline, unsaved } = setup();
    setOnline(false);
    controller.edit(named('Offline'));
    expect(controller.getState().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(unsaved.read(ID)?.document).toEqual(named('Offline'));

    setOnline(true);
    controller.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith(1, named('Offline'));
    expect(controller.getState().status).toBe('saved');
  });

  it('retries a failed save with backoff and keeps the change meanwhile', async () => {
    const save = vi
      .fn<Options['save']>()
      .mockRejectedValueOnce(new ApiError({ message: 'Down', code: 'HTTP_503', status: 503 }))
      .mockRejectedValueOnce(new ApiError({ message: 'Down', code: 'HTTP_503', status: 503 }))
      .mockImplementation(async (version, document) => detail(version + 1, document));
    const { controller, unsaved } = setup({ save });
    controller.edit(named('Retry'));
    await vi.advanceTimersByTimeAsync(800);
    expect(controller.getState()).toMatchObject({ status: 'error', retrying: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(unsaved.read(ID)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(controller.getState().status).toBe('saved');
    expect(unsaved.read(ID)).toBeNull();
  });

  it('does not send a document that fails validation, and keeps it locally', async () => {
    const { controller, save, unsaved } = setup({ isValid: (d) => d.email !== 'bad' });
    controller.edit({ ...named('X'), email: 'bad' });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).not.toHaveBeenCalled();
    expect(controller.getState().status).toBe('invalid');
    expect(unsaved.read(ID)).not.toBeNull();
  });

  describe('on 409 VERSION_CONFLICT', () => {
    const server = detail(5, named('Theirs'));
    const conflict = new ApiError({
      message: 'Changed elsewhere',
      code: 'VERSION_CONFLICT',
      status: 409,
      details: { current: server },
    });

    it('stops saving and holds both versions until the user decides', async () => {
      const save = vi.fn<Options['save']>().mockRejectedValueOnce(conflict);
      const { controller, unsaved } = setup({ save });
      controller.edit(named('Mine'));
      await vi.advanceTimersByTimeAsync(800);
      expect(controller.getState()).toMatchObject({ status: 'conflict', conflict: server });

      controller.edit(named('Mine, more'));
      await vi.advanceTimersByTimeAsync(5000);
      expect(save).toHaveBeenCalledTimes(1);
      expect(unsaved.read(ID)?.document).toEqual(named('Mine, more'));
    });

    it('“Keep mine” saves this copy over the server version', async () => {
      const save = vi
        .fn<Options['save']>()
        .mockRejectedValueOnce(conflict)
        .mockImplementation(async (version, document) => detail(version + 1, document));
      const { controller } = setup({ save });
      controller.edit(named('Mine'));
      await vi.advanceTimersByTimeAsync(800);
      controller.keepMine();
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenLastCalledWith(5, named('Mine'));
      expect(controller.getState()).toMatchObject({ status: 'saved', version: 6, conflict: null });
    });

    it('“Use the saved version” drops this copy and adopts the server one', async () => {
      const save = vi.fn<Options['save']>().mockRejectedValueOnce(conflict);
      const { controller, unsaved } = setup({ save });
      controller.edit(named('Mine'));
      await vi.advanceTimersByTimeAsync(800);
      expect(controller.useSaved()).toEqual(server);
      expect(controller.getState()).toMatchObject({ status: 'saved', version: 5 });
      expect(unsaved.read(ID)).toBeNull();
      await vi.advanceTimersByTimeAsync(5000);
      expect(save).toHaveBeenCalledTimes(1);
    });

    it('treats a kept copy made on an older version as a conflict on recovery', () => {
      const { controller } = setup();
      controller.recover(named('Old edit'), 3, server);
      expect(controller.getState()).toMatchObject({ status: 'conflict', conflict: server });
    });
  });

  it('flush() sends at once and resolves when the server has it', async () => {
    const { controller, save } = setup();
    controller.edit(named('Leaving'));
    const flushed = controller.flush();
    await vi.advanceTimersByTimeAsync(0);
    await expect(flushed).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never clears a copy another tab wrote', async () => {
    const { controller, unsaved } = setup();
    controller.edit(named('A'));
    unsaved.write({ ...unsaved.read(ID)!, writer: 'tab-b' });
    await vi.advanceTimersByTimeAsync(800);
    expect(unsaved.read(ID)?.writer).toBe('tab-b');
  });
});
