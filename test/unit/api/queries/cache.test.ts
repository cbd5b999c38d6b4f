/**
 * The data cache (src/api/queries): spec 9's lifetime (a second read within 5 minutes makes no call, a read after
 * them calls again), keys per account and per page, invalidation, and spec 4.9's "saving a profile clears all
 * caches". Each test reads through a fresh client and a fake API that counts its calls.
 */
import { QueryObserver } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api/client.ts';
import type { Subscription } from '../../../../src/contract/billing.ts';
import { createQueryClient, fetchCached, keyOf, queryClient } from '../../../../src/api/queries/client.ts';
import { clearAppCache } from '../../../../src/api/queries/appCache.ts';
import { saveProfile } from '../../../../src/api/queries/profile.ts';
import { subscriptions } from '../../../../src/api/queries/subscriptions.ts';
import { loadedOf } from '../../../../src/api/queries/useQuery.ts';
import { sessionCalls } from '../../../../src/api/session.ts';
import { timings } from '../../../../src/domain/constants.ts';

/** GET /auth/getSubscriptions, counted; each answer names its call, so a cached answer is told from a new one. */
function fakeBilling() {
  let count = 0;
  const subscriptions = vi.fn(() => {
    count += 1;
    return Promise.resolve({ status: 200, data: [row(count)] });
  });
  return { subscriptions };
}

const row = (n: number): Subscription => ({
  sub_id: `sub_${n}`,
  status: 'active',
  pricing_id: 7,
  plan_id: 7,
  end_at: null,
  created: '2026-03-01T00:00:00.000Z',
});

const START = new Date('2026-03-02T10:00:00.000Z').getTime();

describe('the data cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a second read within 5 minutes from the cache, and calls again after them', async () => {
    const client = createQueryClient();
    const calls = fakeBilling();
    expect(await subscriptions.fetch(calls, 1, client)).toEqual([row(1)]);
    vi.setSystemTime(START + timings.cacheLifetime - 1);
    expect(await subscriptions.fetch(calls, 1, client)).toEqual([row(1)]);
    expect(calls.subscriptions).toHaveBeenCalledTimes(1);
    vi.setSystemTime(START + timings.cacheLifetime + 1);
    expect(await subscriptions.fetch(calls, 1, client)).toEqual([row(2)]);
    expect(calls.subscriptions).toHaveBeenCalledTimes(2);
  });

  it('keeps the spec lifetime of 300000 ms', () => {
    expect(timings.cacheLifetime).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });

  it('keeps one entry per account', async () => {
    const client = createQueryClient();
    const calls = fakeBilling();
    await subscriptions.fetch(calls, 1, client);
    await subscriptions.fetch(calls, 2, client);
    await subscriptions.fetch(calls, 1, client);
    await subscriptions.fetch(calls, 2, client);
    expect(calls.subscriptions).toHaveBeenCalledTimes(2);
    expect(subscriptions.key(1)).not.toEqual(subscriptions.key(2));
  });

  it('keeps one entry per page of a paged collection; the key without a page invalidates them all', async () => {
    const client = createQueryClient();
    const load = vi.fn((page: number) => Promise.resolve([`post of page ${page}`]));
    const page = (n: number) =>
      fetchCached({ queryKey: keyOf('library', 1, n), queryFn: () => load(n) }, client);
    expect(await page(1)).toEqual(['post of page 1']);
    expect(await page(2)).toEqual(['post of page 2']);
    await page(1);
    await page(2);
    expect(load).toHaveBeenCalledTimes(2);
    await client.invalidateQueries({ queryKey: keyOf('library', 1) });
    await page(1);
    await page(2);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('reads again after an invalidation of that account; other accounts stay cached', async () => {
    const client = createQueryClient();
    const calls = fakeBilling();
    await subscriptions.fetch(calls, 1, client);
    await subscriptions.fetch(calls, 2, client);
    await subscriptions.invalidate(1, client);
    expect(await subscriptions.fetch(calls, 1, client)).toEqual([row(3)]);
    await subscriptions.fetch(calls, 2, client);
    expect(calls.subscriptions).toHaveBeenCalledTimes(3);
    await subscriptions.invalidate(undefined, client);
    await subscriptions.fetch(calls, 2, client);
    expect(calls.subscriptions).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed read: the next one calls again', async () => {
    const client = createQueryClient();
    const subscriptionsCall = vi
      .fn()
      .mockRejectedValueOnce(new Error('No internet connection.'))
      .mockResolvedValue({ status: 200, data: [] });
    await expect(subscriptions.fetch({ subscriptions: subscriptionsCall }, 1, client)).rejects.toThrow(
      'No internet connection.',
    );
    expect(await subscriptions.fetch({ subscriptions: subscriptionsCall }, 1, client)).toEqual([]);
    expect(subscriptionsCall).toHaveBeenCalledTimes(2);
  });

  it('clears every entry on a saved profile, and only once the save succeeded', async () => {
    const client = createQueryClient();
    const calls = fakeBilling();
    await subscriptions.fetch(calls, 1, client);
    await expect(saveProfile(() => Promise.reject(new Error('refused')), client)).rejects.toThrow('refused');
    await subscriptions.fetch(calls, 1, client);
    expect(calls.subscriptions).toHaveBeenCalledTimes(1);
    expect(await saveProfile(() => Promise.resolve('saved'), client)).toBe('saved');
    await subscriptions.fetch(calls, 1, client);
    expect(calls.subscriptions).toHaveBeenCalledTimes(2);
  });

  it('a saved profile does not cancel a read on its way: it answers, and the next read asks again', async () => {
    const client = createQueryClient();
    let answer: (value: { status: number; data: [] }) => void = () => undefined;
    const subscriptionsCall = vi.fn(
      () => new Promise<{ status: number; data: [] }>((resolve) => (answer = resolve)),
    );
    const reading = subscriptions.fetch({ subscriptions: subscriptionsCall }, 1, client);
    await Promise.resolve();
    await saveProfile(() => Promise.resolve('saved'), client);
    answer({ status: 200, data: [] });
    expect(await reading).toEqual([]);
    subscriptionsCall.mockResolvedValueOnce({ status: 200, data: [] });
    await subscriptions.fetch({ subscriptions: subscriptionsCall }, 1, client);
    expect(subscriptionsCall).toHaveBeenCalledTimes(2);
  });

  it('POST /updateProfile (the profile call of src/api) clears the app cache once answered', async () => {
    const calls = fakeBilling();
    const call = vi.fn(() =>
      Promise.resolve({ status: 200, data: { id: 4, last_login: '2026-03-02 10:00:00' } }),
    );
    const session = sessionCalls({ call } as unknown as ApiClient);
    await subscriptions.fetch(calls, 1);
    await subscriptions.fetch(calls, 1);
    expect(calls.subscriptions).toHaveBeenCalledTimes(1);
    await session.updateLastLogin({ id: 4, last_login: '2026-03-02 10:00:00' });
    expect(call).toHaveBeenCalledWith(expect.anything(), '/updateProfile', expect.anything());
    await subscriptions.fetch(calls, 1);
    expect(calls.subscriptions).toHaveBeenCalledTimes(2);
    queryClient.clear();
  });
  it("the shell's clear (appCache.ts, which does not load the query library) empties the app's cache", async () => {
    const calls = fakeBilling();
    await subscriptions.fetch(calls, 1);
    clearAppCache();
    await subscriptions.fetch(calls, 1);
    expect(calls.subscriptions).toHaveBeenCalledTimes(2);
    queryClient.clear();
  });
});

describe('what a view sees of a read (useQuery)', () => {
  it('loading, then loaded; a failure with its message; a retry reads as loading until it is answered', async () => {
    const client = createQueryClient();
    let fail = true;
    const observer = new QueryObserver(client, {
      queryKey: keyOf('payments', 1),
      queryFn: () =>
        fail ? Promise.reject(new Error('Request failed with status 500')) : Promise.resolve([7]),
    });
    const seen: string[] = [];
    const stop = observer.subscribe((result) => seen.push(JSON.stringify(loadedOf(result))));
    expect(loadedOf(observer.getCurrentResult())).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    expect(loadedOf(observer.getCurrentResult())).toEqual({
      status: 'failed',
      message: 'Request failed with status 500',
    });
    fail = false;
    const retried = observer.refetch();
    expect(loadedOf(observer.getCurrentResult())).toEqual({ status: 'loading' });
    await retried;
    expect(loadedOf(observer.getCurrentResult())).toEqual({ status: 'loaded', data: [7] });
    expect(seen.at(-1)).toBe(JSON.stringify({ status: 'loaded', data: [7] }));
    stop();
  });

  it('keeps showing the data while an invalidated entry loads again', async () => {
    const client = createQueryClient();
    let answer = 1;
    const observer = new QueryObserver(client, {
      queryKey: keyOf('creditCard', 1),
      queryFn: () => Promise.resolve(answer),
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() =>
      expect(loadedOf(observer.getCurrentResult())).toEqual({ status: 'loaded', data: 1 }),
    );
    answer = 2;
    const again = client.invalidateQueries({ queryKey: keyOf('creditCard') });
    expect(observer.getCurrentResult().isFetching).toBe(true);
    expect(loadedOf(observer.getCurrentResult())).toEqual({ status: 'loaded', data: 1 });
    await again;
    expect(loadedOf(observer.getCurrentResult())).toEqual({ status: 'loaded', data: 2 });
    stop();
  });
});
