import { describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db';
import { MAX_CACHED_STATUSES, PROJECT_CHANGED_CHANNEL, cachedStatus } from './status-cache';

/** A database that delivers notifications when the test says so (embedded mode) or never listens (PostgreSQL). */
function fakeDatabase(listens = true) {
  let notify: (payload: string) => void = () => {};
  const db = {
    kind: listens ? 'pglite' : 'postgres',
    listen: listens
      ? async (channel: string, onNotify: (payload: string) => void) => {
          expect(channel).toBe(PROJECT_CHANGED_CHANNEL);
          notify = onNotify;
        }
      : undefined,
  } as unknown as Database;
  return { db, notify: (payload: string) => notify(payload) };
}

const row = (id: string, totalResults = 0) => ({ id, totalResults });

describe('cachedStatus', () => {
  it('reads once, then answers from memory until the project changes', async () => {
    const { db, notify } = fakeDatabase();
    const read = vi.fn(async () => row('prj_a'));
    await cachedStatus(db, 'prj_a', read);
    await cachedStatus(db, 'prj_a', read);
    expect(read).toHaveBeenCalledTimes(1);
    notify('prj_b');
    await cachedStatus(db, 'prj_a', read);
    expect(read).toHaveBeenCalledTimes(1);
    notify('prj_a');
    await cachedStatus(db, 'prj_a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on an empty payload (TRUNCATE)', async () => {
    const { db, notify } = fakeDatabase();
    const read = vi.fn(async (id: string) => row(id));
    for (const id of ['prj_a', 'prj_b']) await cachedStatus(db, id, () => read(id));
    notify('');
    for (const id of ['prj_a', 'prj_b']) await cachedStatus(db, id, () => read(id));
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('answers a read that raced with a change but does not keep it', async () => {
    const { db, notify } = fakeDatabase();
    const stale = row('prj_a', 1);
    const racing = vi.fn(async () => {
      notify('prj_a'); // the change commits while the read is on its way back
      return stale;
    });
    expect(await cachedStatus(db, 'prj_a', racing)).toBe(stale);
    const fresh = row('prj_a', 2);
    expect(await cachedStatus(db, 'prj_a', async () => fresh)).toBe(fresh);
  });

  it('keeps no unknown project', async () => {
    const { db } = fakeDatabase();
    const read = vi.fn(async () => undefined);
    await cachedStatus(db, 'prj_a', read);
    await cachedStatus(db, 'prj_a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps at most MAX_CACHED_STATUSES, the least recently read going first', async () => {
    const { db } = fakeDatabase();
    const read = vi.fn(async (id: string) => row(id));
    for (let i = 0; i < MAX_CACHED_STATUSES; i++) await cachedStatus(db, `prj_${i}`, () => read(`prj_${i}`));
    await cachedStatus(db, 'prj_0', () => read('prj_0')); // read again: now the most recent
    await cachedStatus(db, 'prj_new', () => read('prj_new')); // pushes out prj_1
    read.mockClear();
    await cachedStatus(db, 'prj_0', () => read('prj_0'));
    await cachedStatus(db, 'prj_1', () => read('prj_1'));
    expect(read.mock.calls).toEqual([['prj_1']]);
  });

  it('always reads where it is not told of changes (PostgreSQL mode)', async () => {
    const { db } = fakeDatabase(false);
    const read = vi.fn(async () => row('prj_a'));
    await cachedStatus(db, 'prj_a', read);
    await cachedStatus(db, 'prj_a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
