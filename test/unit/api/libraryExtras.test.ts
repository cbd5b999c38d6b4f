/**
 * The library's smaller calls (src/api/libraryExtras.ts) through the one API client against the reference server, in
 * process: answers turned into the domain's shapes, a refusal as the server's sentence; and the cache of
 * src/api/queries/libraryExtras.ts: 5 minutes per account, and a folder write (done or refused) marks the account's
 * reel ideas and folders stale.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { libraryExtrasCalls } from '../../../src/api/libraryExtras.ts';
import { createQueryClient, type DataCache } from '../../../src/api/queries/client.ts';
import {
  diyTexts,
  reelFolderWrites,
  reelIdeaFolders,
  reelIdeas,
  userDetail,
} from '../../../src/api/queries/libraryExtras.ts';
import { OWNER, VIEWER } from '../server/support.ts';
import { seededServer } from './clientSupport.ts';

const live = seededServer({ owner: OWNER, viewer: VIEWER });

describe('libraryExtrasCalls', () => {
  it('reads the reel ideas, folders, post texts and the user’s details of the current account', async () => {
    const calls = libraryExtrasCalls(live.clientAs(live.as.owner));
    const acme = live.accounts['Acme Bakery']!;
    const ideas = await calls.reelIdeas();
    expect(typeof ideas.allIndustries).toBe('boolean');
    expect(ideas.industries.length).toBeGreaterThan(0);
    expect(await calls.reelIdeaFolders()).toEqual([]);
    const texts = await calls.diyTexts();
    expect(texts.categories.length).toBeGreaterThan(0);
    const detail = await calls.userDetail();
    expect(detail).toMatchObject({
      id: live.as.owner.user.id,
      memberId: live.as.owner.user.id,
      accountId: acme,
    });
  });

  it('writes folders and files an idea, answering the server’s sentences; a refusal is an ApiError', async () => {
    const calls = libraryExtrasCalls(live.clientAs(live.as.owner));
    const acme = live.accounts['Acme Bakery']!;
    await live.server.db.query(
      `insert into reel_ideas (id, industry_id, title, hook, shots, duration_seconds)
       values (91001, 9, 'Client idea', 'A hook', '{"One shot"}', 20)`,
    );
    const made = await calls.addFolder(acme, '  Client  folder ');
    expect(made).toMatchObject({
      data: { name: 'Client folder', ideas: [] },
      message: 'Folder “Client folder” created.',
    });
    const moved = await calls.moveIdea(acme, 91001, made.data.id);
    expect(moved).toEqual({
      data: { folderId: made.data.id },
      message: '“Client idea” moved to “Client folder”.',
    });
    const folders = await calls.reelIdeaFolders();
    expect(folders[0]?.ideas).toEqual([
      {
        id: 91001,
        industryId: 9,
        industry: 'Food and restaurants',
        title: 'Client idea',
        hook: 'A hook',
        shots: ['One shot'],
        durationSeconds: 20,
        folderId: made.data.id,
      },
    ]);
    const refused = await calls.addFolder(acme, 'client FOLDER').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(
      'You already have a folder called “Client folder”. Choose another name.',
    );
    expect((refused as ApiError).status).toBe(409);
    const renamed = await calls.renameFolder(acme, made.data.id, 'Renamed');
    expect(renamed.data.name).toBe('Renamed');
    expect(await calls.deleteFolder(acme, made.data.id)).toEqual({
      data: { unfiled: 1 },
      message: 'Folder “Renamed” deleted. Its idea is now not in a folder.',
    });
  });

  it('refuses role 3 a folder with the role sentence', async () => {
    const calls = libraryExtrasCalls(live.clientAs(live.as.viewer));
    const refused = await calls
      .addFolder(live.accounts['Acme Bakery']!, 'Mine')
      .catch((error: unknown) => error);
    expect((refused as ApiError).message).toBe('Your role on this account does not allow this.');
  });

  it('asks for the welcome mail once', async () => {
    const calls = libraryExtrasCalls(live.clientAs(live.as.viewer));
    expect(await calls.sendMail('welcomeMail')).toEqual({
      data: { sent: true },
      message: 'Welcome mail sent.',
    });
    expect(await calls.sendMail('welcomeMail')).toEqual({
      data: { sent: false },
      message: 'Welcome mail already sent.',
    });
  });
});

/** Fake calls that count, answering a folder write as `write` says. */
function fakeCalls(write: () => Promise<never> | Promise<{ data: object; message: string }>) {
  return {
    reelIdeas: vi.fn(() => Promise.resolve({ allIndustries: true, industries: [], ideas: [] })),
    reelIdeaFolders: vi.fn(() => Promise.resolve([])),
    diyTexts: vi.fn(() => Promise.resolve({ allCategories: true, categories: [], texts: [] })),
    userDetail: vi.fn(() => Promise.resolve({ id: 1 } as never)),
    addFolder: vi.fn(write) as never,
    renameFolder: vi.fn(write) as never,
    deleteFolder: vi.fn(write) as never,
    moveIdea: vi.fn(write) as never,
  };
}

const stale = (cache: DataCache, key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated ?? false;

describe('the library’s cached collections', () => {
  it('answers a second read from the cache, per account', async () => {
    const cache = createQueryClient();
    const calls = fakeCalls(() => Promise.resolve({ data: {}, message: '' }));
    for (const accountId of [4, 4, 5]) {
      await reelIdeas.fetch(calls, accountId, cache);
      await reelIdeaFolders.fetch(calls, accountId, cache);
      await diyTexts.fetch(calls, accountId, cache);
      await userDetail.fetch(calls, accountId, cache);
    }
    for (const call of [calls.reelIdeas, calls.reelIdeaFolders, calls.diyTexts, calls.userDetail]) {
      expect(call).toHaveBeenCalledTimes(2);
    }
  });

  it.each(['done', 'refused'] as const)(
    'marks the account’s reel ideas and folders stale after every folder write (%s), not another account’s',
    async (outcome) => {
      const write = () =>
        outcome === 'done'
          ? Promise.resolve({ data: {}, message: '' })
          : Promise.reject(new Error('refused'));
      const calls = fakeCalls(write);
      const writes: [string, (cache: DataCache) => Promise<unknown>][] = [
        ['addFolder', (cache) => reelFolderWrites(calls, cache).addFolder(4, 'A')],
        ['renameFolder', (cache) => reelFolderWrites(calls, cache).renameFolder(4, 1, 'B')],
        ['deleteFolder', (cache) => reelFolderWrites(calls, cache).deleteFolder(4, 1)],
        ['moveIdea', (cache) => reelFolderWrites(calls, cache).moveIdea(4, 101, null)],
      ];
      for (const [name, run] of writes) {
        const cache = createQueryClient();
        for (const accountId of [4, 5]) {
          await reelIdeas.fetch(calls, accountId, cache);
          await reelIdeaFolders.fetch(calls, accountId, cache);
          await diyTexts.fetch(calls, accountId, cache);
        }
        const result = await run(cache).then(
          () => 'done',
          () => 'refused',
        );
        expect([name, result]).toEqual([name, outcome]);
        expect([name, stale(cache, reelIdeas.key(4)), stale(cache, reelIdeaFolders.key(4))]).toEqual([
          name,
          true,
          true,
        ]);
        expect([name, stale(cache, reelIdeas.key(5)), stale(cache, diyTexts.key(4))]).toEqual([
          name,
          false,
          false,
        ]);
      }
    },
  );
});
