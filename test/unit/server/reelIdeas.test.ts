/**
 * Reel ideas and their folders (routes/libraryExtras.ts, issue 18): GET /auth/getReelIdeas (the ideas of the
 * account's industries, or of every industry while it picked none) and the folder calls (add, rename, delete, move an
 * idea in or out). Each route: what it answers, bad input refused with a sentence and nothing changed, a stranger to
 * the account refused (404 'No such account.', as every account call answers so ids cannot be probed), role 3 refused
 * on the writes. The ready-made rows of migrations 0021/0022 may or may not be there: the tests add their own (ids from
 * 90001). The library's other small calls are libraryExtras.test.ts'.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  reelIdeaFolderResponse,
  reelIdeaFoldersResponse,
  reelIdeasResponse,
} from '../../../src/contract/libraryExtras.ts';
import { REEL_FOLDERS_MAX, reelIdeaMessages } from '../../../src/domain/reelIdeas.ts';
import { EXTRAS_LOGINS, ROLE_REFUSED, extrasCalls, onAccount } from './libraryExtrasSupport.ts';
import { NO_SUCH_ACCOUNT, seededServer, type LoggedIn } from './support.ts';

const t = seededServer(EXTRAS_LOGINS);
const { as, post, pick } = extrasCalls(t);

const FOOD = 9;
const RETAIL = 19;
const EDUCATION = 7;

/** The folders and their items, as stored: what a refused call must leave as it was. */
const stored = async () => ({
  folders: await t.server.db.query('select * from reel_idea_folders order by id'),
  items: await t.server.db.query('select * from reel_idea_folder_items order by account_id, reel_idea_id'),
});

const ideasOf = async (who: LoggedIn, accountId: number) =>
  v.parse(reelIdeasResponse, (await as(who, 'GET', '/auth/getReelIdeas', onAccount(accountId))).json).data!;
const foldersOf = async (who: LoggedIn, accountId: number) =>
  v.parse(
    reelIdeaFoldersResponse,
    (await as(who, 'GET', '/auth/getAllReelIdeasFolder', onAccount(accountId))).json,
  ).data!;

async function newFolder(who: LoggedIn, accountId: number, name: string): Promise<number> {
  const answer = await post(who, '/auth/addReelIdeaFolder', { account_id: accountId, name });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(reelIdeaFolderResponse, answer.json).data!.id;
}

const move = (who: LoggedIn, accountId: number, ideaId: number, folderId: number | null) =>
  post(who, '/auth/moveReelIdea', { account_id: accountId, reel_idea_id: ideaId, folder_id: folderId });

beforeAll(async () => {
  const ideas: [number, number, string][] = [
    [90001, FOOD, 'Plating in slow motion'],
    [90002, FOOD, 'A day of the kitchen in 15 seconds'],
    [90003, RETAIL, 'Unboxing the new arrivals'],
    [90004, EDUCATION, 'One tip before class'],
  ];
  for (const [id, industry, title] of ideas) {
    await t.server.db.query(
      `insert into reel_ideas (id, industry_id, title, hook, shots, duration_seconds) values ($1, $2, $3, $4, $5, 30)`,
      [id, industry, title, `Hook of ${title}`, ['Wide shot', 'Close-up', 'Smile at the camera']],
    );
  }
  await pick('account_industries', t.acme, [FOOD]);
  await pick('account_industries', t.harbor, []);
});

describe('GET /auth/getReelIdeas', () => {
  it('answers the ideas of the account’s industries only, each with its folder', async () => {
    const answer = await ideasOf(t.owner, t.acme);
    expect(answer.all_industries).toBe(false);
    expect(answer.industries).toEqual([{ id: FOOD, name: 'Food and restaurants' }]);
    expect(answer.ideas.every((idea) => idea.industry_id === FOOD)).toBe(true);
    const mine = answer.ideas.filter((idea) => idea.id >= 90001);
    expect(mine).toEqual([
      {
        id: 90001,
        industry_id: FOOD,
        industry: 'Food and restaurants',
        title: 'Plating in slow motion',
        hook: 'Hook of Plating in slow motion',
        shots: ['Wide shot', 'Close-up', 'Smile at the camera'],
        duration_seconds: 30,
        folder_id: null,
      },
      expect.objectContaining({ id: 90002, folder_id: null }),
    ]);
  });

  it('answers every industry’s ideas while the account picked none', async () => {
    const answer = await ideasOf(t.many, t.harbor);
    expect(answer.all_industries).toBe(true);
    expect(answer.industries).toHaveLength(20);
    const mine = answer.ideas.filter((idea) => idea.id >= 90001).map((idea) => idea.id);
    expect(mine.sort()).toEqual([90001, 90002, 90003, 90004]);
  });

  it('is read by role 3; refused to a stranger to the account and to nobody signed in', async () => {
    expect((await as(t.viewer, 'GET', '/auth/getReelIdeas', onAccount(t.acme))).status).toBe(200);
    expect((await as(t.stranger, 'GET', '/auth/getReelIdeas', onAccount(t.acme))).json).toEqual(
      NO_SUCH_ACCOUNT,
    );
    expect((await as(null, 'GET', '/auth/getReelIdeas', onAccount(t.acme))).status).toBe(401);
  });
});

describe('reel idea folders', () => {
  it('creates a folder with a tidied name, lists it, and refuses the same name in any case (409)', async () => {
    const answer = await post(t.owner, '/auth/addReelIdeaFolder', {
      account_id: t.acme,
      name: '  Summer \n reels ',
    });
    expect(answer.status).toBe(200);
    const folder = v.parse(reelIdeaFolderResponse, answer.json);
    expect(folder).toMatchObject({
      message: 'Folder “Summer reels” created.',
      data: { name: 'Summer reels', ideas: [] },
    });
    expect(folder.data!.created_at).toBe(t.server.clock.now().toISOString());
    expect((await foldersOf(t.owner, t.acme)).map((each) => each.name)).toContain('Summer reels');

    const before = await stored();
    const again = await post(t.owner, '/auth/addReelIdeaFolder', {
      account_id: t.acme,
      name: 'SUMMER REELS',
    });
    expect(again.json).toEqual({
      status: 409,
      message: 'You already have a folder called “Summer reels”. Choose another name.',
      field: 'name',
      data: null,
    });
    expect(await stored()).toEqual(before);
    // Another account may have the same name.
    await newFolder(t.owner, t.northwind, 'Summer reels');
  });

  it.each<[string, unknown, string]>([
    ['empty', '', 'name: Give the folder a name.'],
    ['blank', '   \t ', 'name: Give the folder a name.'],
    ['too long', 'x'.repeat(61), 'name: A folder name can have at most 60 characters.'],
    ['with a control character', 'Reels\u0007', 'name: A folder name cannot contain control characters.'],
    ['a number', 42, 'name: Give the folder a name.'],
    ['missing', undefined, 'name: name is required'],
    [
      'the name of the tab’s own list',
      'Not in a folder',
      'name: “Not in a folder” is already a list of the tab. Choose another name.',
    ],
  ])('refuses a name that is %s (400, with a sentence) and stores nothing', async (_what, name, message) => {
    const before = await stored();
    const answer = await post(t.owner, '/auth/addReelIdeaFolder', { account_id: t.acme, name });
    expect(answer.json).toEqual({ status: 400, message, field: 'name', data: null });
    expect(await stored()).toEqual(before);
  });

  it('accepts 60 characters, emoji counted as one each', async () => {
    await newFolder(t.owner, t.acme, `${'🎬'.repeat(30)}${'a'.repeat(30)}`);
  });

  it('refuses role 3 every write, and a stranger to the account, changing nothing', async () => {
    const folderId = await newFolder(t.owner, t.acme, 'Role test');
    const writes: [string, Record<string, unknown>][] = [
      ['/auth/addReelIdeaFolder', { account_id: t.acme, name: 'Viewer folder' }],
      ['/auth/renameReelIdeaFolder', { account_id: t.acme, folder_id: folderId, name: 'Renamed' }],
      ['/auth/deleteReelIdeaFolder', { account_id: t.acme, folder_id: folderId }],
      ['/auth/moveReelIdea', { account_id: t.acme, reel_idea_id: 90001, folder_id: folderId }],
    ];
    const before = await stored();
    for (const [path, body] of writes) {
      expect([path, (await post(t.viewer, path, body)).json]).toEqual([path, ROLE_REFUSED]);
      expect([path, (await post(t.stranger, path, body)).json]).toEqual([path, NO_SUCH_ACCOUNT]);
      expect([path, (await post(null, path, body)).status]).toEqual([path, 401]);
    }
    expect(await stored()).toEqual(before);
    expect((await as(t.viewer, 'GET', '/auth/getAllReelIdeasFolder', onAccount(t.acme))).status).toBe(200);
  });

  it('renames a folder (its own name in another case too), refusing a name another folder has', async () => {
    const folderId = await newFolder(t.owner, t.acme, 'Autumn');
    await newFolder(t.owner, t.acme, 'Winter');
    const renamed = await post(t.owner, '/auth/renameReelIdeaFolder', {
      account_id: t.acme,
      folder_id: folderId,
      name: 'autumn ideas',
    });
    expect(renamed.json).toMatchObject({
      message: 'Folder renamed to “autumn ideas”.',
      data: { name: 'autumn ideas' },
    });
    const recased = await post(t.owner, '/auth/renameReelIdeaFolder', {
      account_id: t.acme,
      folder_id: folderId,
      name: 'Autumn Ideas',
    });
    expect(recased.json).toMatchObject({ data: { id: folderId, name: 'Autumn Ideas' } });

    const before = await stored();
    const taken = await post(t.owner, '/auth/renameReelIdeaFolder', {
      account_id: t.acme,
      folder_id: folderId,
      name: ' winter ',
    });
    expect(taken.json).toMatchObject({
      status: 409,
      field: 'name',
      message: reelIdeaMessages.nameTaken('Winter'),
    });
    const bad = await post(t.owner, '/auth/renameReelIdeaFolder', {
      account_id: t.acme,
      folder_id: 'x',
      name: 'A',
    });
    expect(bad.json).toEqual({
      status: 400,
      message: 'folder_id: folder_id must be a whole number',
      field: 'folder_id',
      data: null,
    });
    expect(await stored()).toEqual(before);
  });

  it('never touches another account’s folder: rename, delete and move into it answer 404', async () => {
    const theirs = await newFolder(t.owner, t.northwind, 'Northwind only');
    const before = await stored();
    const noSuchFolder = {
      status: 404,
      message: reelIdeaMessages.noSuchFolder,
      field: 'folder_id',
      data: null,
    };
    // The owner belongs to both accounts, but names Acme: Northwind's folder is not Acme's.
    for (const [path, body] of [
      ['/auth/renameReelIdeaFolder', { account_id: t.acme, folder_id: theirs, name: 'Taken over' }],
      ['/auth/deleteReelIdeaFolder', { account_id: t.acme, folder_id: theirs }],
      ['/auth/moveReelIdea', { account_id: t.acme, reel_idea_id: 90001, folder_id: theirs }],
      ['/auth/deleteReelIdeaFolder', { account_id: t.acme, folder_id: 2_000_000_000 }],
    ] as const) {
      expect([path, (await post(t.owner, path, body)).json]).toEqual([path, noSuchFolder]);
    }
    expect(await stored()).toEqual(before);
    expect((await foldersOf(t.owner, t.acme)).some((folder) => folder.id === theirs)).toBe(false);
    expect((await foldersOf(t.owner, t.northwind)).find((folder) => folder.id === theirs)?.name).toBe(
      'Northwind only',
    );
  });

  it('files an idea, moves it to another folder and out again; the lists say where it is', async () => {
    const first = await newFolder(t.owner, t.acme, 'First');
    const second = await newFolder(t.owner, t.acme, 'Second');
    const moved = await move(t.owner, t.acme, 90001, first);
    expect(moved.json).toEqual({
      status: 200,
      code: 200,
      message: '“Plating in slow motion” moved to “First”.',
      data: { reel_idea_id: 90001, folder_id: first },
    });
    expect((await ideasOf(t.owner, t.acme)).ideas.find((idea) => idea.id === 90001)?.folder_id).toBe(first);
    await move(t.owner, t.acme, 90001, second);
    const folders = await foldersOf(t.owner, t.acme);
    expect(folders.find((folder) => folder.id === first)?.ideas).toEqual([]);
    expect(folders.find((folder) => folder.id === second)?.ideas.map((idea) => idea.id)).toEqual([90001]);
    // Another account's filing is its own.
    expect((await ideasOf(t.many, t.harbor)).ideas.find((idea) => idea.id === 90001)?.folder_id).toBeNull();

    const out = await move(t.owner, t.acme, 90001, null);
    expect(out.json).toMatchObject({ message: '“Plating in slow motion” is no longer in a folder.' });
    expect((await ideasOf(t.owner, t.acme)).ideas.find((idea) => idea.id === 90001)?.folder_id).toBeNull();
  });

  it('keeps a filed idea of an industry the account dropped in its folder', async () => {
    const folderId = await newFolder(t.owner, t.acme, 'Retail ideas');
    await move(t.owner, t.acme, 90003, folderId);
    expect((await ideasOf(t.owner, t.acme)).ideas.some((idea) => idea.id === 90003)).toBe(false);
    const folder = (await foldersOf(t.owner, t.acme)).find((each) => each.id === folderId);
    expect(folder?.ideas).toEqual([
      expect.objectContaining({ id: 90003, industry_id: RETAIL, folder_id: folderId }),
    ]);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['an unknown idea', { reel_idea_id: 99_999_999, folder_id: null }, 404, reelIdeaMessages.noSuchIdea],
    ['no folder_id', { reel_idea_id: 90001 }, 400, 'folder_id: folder_id is required'],
    [
      'a folder_id of 0',
      { reel_idea_id: 90001, folder_id: 0 },
      400,
      'folder_id: folder_id must be a positive id',
    ],
    [
      'an idea id as text',
      { reel_idea_id: 'one', folder_id: null },
      400,
      'reel_idea_id: reel_idea_id must be a whole number',
    ],
  ])('refuses to move with %s and changes nothing', async (_what, body, status, message) => {
    const before = await stored();
    const answer = await post(t.owner, '/auth/moveReelIdea', { account_id: t.acme, ...body });
    expect(answer.json).toMatchObject({ status, message });
    expect(await stored()).toEqual(before);
  });

  it('deletes a folder: its ideas are then in no folder; a second delete is a 404', async () => {
    const folderId = await newFolder(t.owner, t.acme, 'Short-lived');
    await move(t.owner, t.acme, 90001, folderId);
    await move(t.owner, t.acme, 90002, folderId);
    const deleted = await post(t.owner, '/auth/deleteReelIdeaFolder', {
      account_id: t.acme,
      folder_id: folderId,
    });
    expect(deleted.json).toEqual({
      status: 200,
      code: 200,
      message: 'Folder “Short-lived” deleted. Its 2 ideas are now not in a folder.',
      data: { folder_id: folderId, deleted: true, unfiled: 2 },
    });
    const ideas = (await ideasOf(t.owner, t.acme)).ideas.filter(
      (idea) => idea.id === 90001 || idea.id === 90002,
    );
    expect(ideas.map((idea) => idea.folder_id)).toEqual([null, null]);
    expect((await foldersOf(t.owner, t.acme)).some((folder) => folder.id === folderId)).toBe(false);
    const again = await post(t.owner, '/auth/deleteReelIdeaFolder', {
      account_id: t.acme,
      folder_id: folderId,
    });
    expect(again.status).toBe(404);
  });

  it(`refuses a folder past the ${REEL_FOLDERS_MAX}th of an account (409)`, async () => {
    await t.server.db.query(
      `insert into reel_idea_folders (account_id, name, created_at)
       select $1, 'Bulk ' || n, now() from generate_series(1, $2::int) n`,
      [t.harbor, REEL_FOLDERS_MAX],
    );
    const before = await stored();
    const answer = await post(t.many, '/auth/addReelIdeaFolder', { account_id: t.harbor, name: 'One more' });
    expect(answer.json).toMatchObject({ status: 409, message: reelIdeaMessages.tooManyFolders });
    expect(await stored()).toEqual(before);
  });
});
