/**
 * The library's smaller calls of spec 7.5 (issue 18; shapes in src/contract/libraryExtras.ts, rules and sentences in
 * src/domain/reelIdeas.ts):
 * - reel ideas: GET /auth/getReelIdeas (ours), GET /auth/getAllReelIdeasFolder, and the folder writes (ours,
 *   'posts.write' like every library write) POST /auth/addReelIdeaFolder, /auth/renameReelIdeaFolder,
 *   /auth/deleteReelIdeaFolder, /auth/moveReelIdea. A folder id or idea id the account does not have answers 404
 *   (another account's folder reads as one that does not exist, and is never touched);
 * - GET /getDiy_text (header account_Id): the do-it-yourself post texts of the account's categories;
 * - GET /auth/getUserdetail: the signed-in user's details (data[0]);
 * - GET /userlist and GET /getPendingpost, spec 7.5's paths of /auth/userlist (routes/team.ts) and
 *   /auth/getPendingpost (routes/posts.ts): the same handlers behind the same session, membership and role checks;
 * - POST /{mailFor} (spec 7.5 `POST {origin}/api/{mailFor}`): a mail to the signed-in user; only the welcome mail
 *   (once per user, shared with POST /auth/welcomeMailDollar1), at most MAILS_PER_QUARTER_HOUR calls a user.
 * The account of the /auth/ calls and of the `member` ones is the one accountScope.ts resolved (the body's
 * account_id, else the account headers, else the landing account); industries and categories are the account's
 * picks of the setup (account_industries, account_categories), every one while it picked none.
 */
import { Hono } from 'hono';
import {
  MAIL_FOR_PATTERN,
  MAIL_KINDS,
  addReelIdeaFolderRequest,
  deleteReelIdeaFolderRequest,
  mailForRequest,
  mailMessages,
  moveReelIdeaRequest,
  renameReelIdeaFolderRequest,
  type DiyTextsWire,
  type MailKind,
  type ReelIdeaFolderWire,
  type ReelIdeaWire,
  type ReelIdeasWire,
  type UserDetail,
} from '../../contract/libraryExtras.ts';
import { PRODUCT_NAME } from '../../domain/constants.ts';
import { REEL_FOLDERS_MAX, folderNameProblem, reelIdeaMessages } from '../../domain/reelIdeas.ts';
import { accountScope, scopedAccount } from '../accountScope.ts';
import { unauthorized } from '../auth.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, ok, parseBody } from '../http.ts';
import { RATE_LIMITS, spendAttempt } from '../rateLimit.ts';
import { accountOf, authUserOf } from '../store.ts';
import { pendingPosts } from './posts.ts';
import { isUniqueViolation } from './registration.ts';
import { teamList } from './team.ts';

/** Arbitrary constant naming the per-account lock of the folder writes (two int4 keys: this and the account id). */
export const REEL_FOLDER_LOCK = 7_351_018;

/** POST /{mailFor}: calls a user may make in 15 minutes (each may send a mail). */
export const MAILS_PER_QUARTER_HOUR = RATE_LIMITS.libraryMailsPerUser.limit;

interface NamedRow {
  id: number;
  name: string;
}

/** The industries the account picked, else every industry (`all` set). */
async function industriesOf(db: Queryable, accountId: number): Promise<{ all: boolean; rows: NamedRow[] }> {
  const picked = await db.query<NamedRow>(
    `select i.id, i.name from account_industries a join industries i on i.id = a.industry_id
     where a.account_id = $1 order by i.sort_order, i.id`,
    [accountId],
  );
  if (picked.length > 0) return { all: false, rows: picked };
  return {
    all: true,
    rows: await db.query<NamedRow>('select id, name from industries order by sort_order, id'),
  };
}

/** The content categories the account picked, else every category (`all` set). */
async function categoriesOf(db: Queryable, accountId: number): Promise<{ all: boolean; rows: NamedRow[] }> {
  const picked = await db.query<NamedRow>(
    `select c.id, c.name from account_categories a join content_categories c on c.id = a.category_id
     where a.account_id = $1 order by c.sort_order, c.id`,
    [accountId],
  );
  if (picked.length > 0) return { all: false, rows: picked };
  return {
    all: true,
    rows: await db.query<NamedRow>('select id, name from content_categories order by sort_order, id'),
  };
}

const IDEA_COLUMNS = `r.id, r.industry_id, i.name as industry, r.title, r.hook, r.shots, r.duration_seconds`;

/** The reel ideas of the account's industries, each with the account's folder holding it. */
export async function reelIdeasOf(db: Queryable, accountId: number): Promise<ReelIdeasWire> {
  const industries = await industriesOf(db, accountId);
  const ideas = await db.query<ReelIdeaWire>(
    `select ${IDEA_COLUMNS}, f.folder_id
     from reel_ideas r join industries i on i.id = r.industry_id
     left join reel_idea_folder_items f on f.reel_idea_id = r.id and f.account_id = $1
     where r.industry_id = any($2::int[])
     order by i.sort_order, r.industry_id, r.id`,
    [accountId, industries.rows.map((row) => row.id)],
  );
  return { all_industries: industries.all, industries: industries.rows, ideas };
}

/** The account's folders (oldest first), each with its ideas (most recently filed first). */
export async function reelIdeaFoldersOf(db: Queryable, accountId: number): Promise<ReelIdeaFolderWire[]> {
  const folders = await db.query<{ id: number; name: string; created_at: Date }>(
    'select id, name, created_at from reel_idea_folders where account_id = $1 order by created_at, id',
    [accountId],
  );
  const filed = await db.query<ReelIdeaWire>(
    `select ${IDEA_COLUMNS}, f.folder_id
     from reel_idea_folder_items f join reel_ideas r on r.id = f.reel_idea_id join industries i on i.id = r.industry_id
     where f.account_id = $1
     order by f.added_at desc, r.id`,
    [accountId],
  );
  return folders.map((folder) => ({
    id: folder.id,
    name: folder.name,
    created_at: new Date(folder.created_at).toISOString(),
    ideas: filed.filter((idea) => idea.folder_id === folder.id),
  }));
}

/** One of the account's folders, or a 404 (another account's folder reads as one that does not exist). */
async function folderOf(db: Queryable, accountId: number, folderId: number, lock = false) {
  const rows = await db.query<{ id: number; name: string }>(
    `select id, name from reel_idea_folders where id = $1 and account_id = $2${lock ? ' for update' : ''}`,
    [folderId, accountId],
  );
  if (!rows[0]) throw new HttpError(404, reelIdeaMessages.noSuchFolder, 'folder_id');
  return rows[0];
}

/** The name refused with the domain's sentence: 409 when the account has it (or has every folder it may), else 400. */
async function checkFolderName(db: Queryable, accountId: number, name: string, renaming: number | null) {
  const folders = await db.query<NamedRow>('select id, name from reel_idea_folders where account_id = $1', [
    accountId,
  ]);
  if (renaming === null && folders.length >= REEL_FOLDERS_MAX) {
    throw new HttpError(409, reelIdeaMessages.tooManyFolders, 'name');
  }
  const problem = folderNameProblem(name, folders, renaming);
  if (problem === null) return;
  const taken = folders.some(
    (folder) => folder.id !== renaming && folder.name.toLowerCase() === name.toLowerCase(),
  );
  throw taken ? new HttpError(409, problem, 'name') : badField('name', problem);
}

/** A folder as the writes answer it (with its ideas). */
async function folderWire(db: Queryable, accountId: number, folderId: number): Promise<ReelIdeaFolderWire> {
  const folder = (await reelIdeaFoldersOf(db, accountId)).find((each) => each.id === folderId);
  if (!folder) throw new HttpError(404, reelIdeaMessages.noSuchFolder, 'folder_id');
  return folder;
}

/** The do-it-yourself texts of the account's categories, in the categories' order. */
export async function diyTextsOf(db: Queryable, accountId: number): Promise<DiyTextsWire> {
  const categories = await categoriesOf(db, accountId);
  const texts = await db.query<DiyTextsWire['texts'][number]>(
    `select d.id, d.category_id, c.name as category, d.text
     from diy_texts d join content_categories c on c.id = d.category_id
     where d.category_id = any($1::int[])
     order by c.sort_order, d.category_id, d.id`,
    [categories.rows.map((row) => row.id)],
  );
  return { all_categories: categories.all, categories: categories.rows, texts };
}

/** The welcome mail's text (the same greeting as POST /auth/welcomeMailDollar1's, without a plan). */
function welcomeText(firstName: string): string {
  return [
    `Hi ${firstName || 'there'},`,
    '',
    `Welcome to ${PRODUCT_NAME}: your account helps you manage and automate your social media.`,
    '',
    'Plan your first posts in the Content Planner and connect your social channels to publish them.',
  ].join('\n');
}

const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);

export function libraryExtrasRoutes({ db, clock, mail, log, session, limits }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  const member = accountScope({ db });
  const mailWindow = limits.libraryMailsPerUser;

  // ---- reel ideas -------------------------------------------------------------------------------------------------

  routes.get('/auth/getReelIdeas', async (c) => ok(c, await reelIdeasOf(db, scopedAccount(c))));

  routes.get('/auth/getAllReelIdeasFolder', async (c) => {
    const folders = await reelIdeaFoldersOf(db, scopedAccount(c));
    return ok(c, folders, { rows: folders.length });
  });

  routes.post('/auth/addReelIdeaFolder', async (c) => {
    const body = await parseBody(c, addReelIdeaFolderRequest);
    let created: { id: number };
    try {
      created = await db.transaction(async (tx) => {
        // One folder write of the account at a time, so the count and the name are checked against what is stored.
        await tx.query('select pg_advisory_xact_lock($1, $2)', [REEL_FOLDER_LOCK, body.account_id]);
        await checkFolderName(tx, body.account_id, body.name, null);
        const rows = await tx.query<{ id: number }>(
          `insert into reel_idea_folders (account_id, name, created_by, created_at) values ($1, $2, $3, $4)
           returning id`,
          [body.account_id, body.name, c.get('session').userId, clock.now().toISOString()],
        );
        return rows[0]!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, reelIdeaMessages.nameTaken(body.name), 'name');
      throw error;
    }
    const folder = await folderWire(db, body.account_id, created.id);
    return ok(c, folder, { code: 200, message: reelIdeaMessages.created(folder.name) });
  });

  routes.post('/auth/renameReelIdeaFolder', async (c) => {
    const body = await parseBody(c, renameReelIdeaFolderRequest);
    try {
      await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, $2)', [REEL_FOLDER_LOCK, body.account_id]);
        await folderOf(tx, body.account_id, body.folder_id, true);
        await checkFolderName(tx, body.account_id, body.name, body.folder_id);
        await tx.query('update reel_idea_folders set name = $3 where id = $1 and account_id = $2', [
          body.folder_id,
          body.account_id,
          body.name,
        ]);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, reelIdeaMessages.nameTaken(body.name), 'name');
      throw error;
    }
    const folder = await folderWire(db, body.account_id, body.folder_id);
    return ok(c, folder, { code: 200, message: reelIdeaMessages.renamed(folder.name) });
  });

  routes.post('/auth/deleteReelIdeaFolder', async (c) => {
    const body = await parseBody(c, deleteReelIdeaFolderRequest);
    const { name, unfiled } = await db.transaction(async (tx) => {
      const folder = await folderOf(tx, body.account_id, body.folder_id, true);
      const items = await tx.query<{ n: number }>(
        'select count(*)::int as n from reel_idea_folder_items where folder_id = $1 and account_id = $2',
        [folder.id, body.account_id],
      );
      // Its items go with it (on delete cascade): the ideas are then in no folder.
      await tx.query('delete from reel_idea_folders where id = $1 and account_id = $2', [
        folder.id,
        body.account_id,
      ]);
      return { name: folder.name, unfiled: items[0]?.n ?? 0 };
    });
    return ok(
      c,
      { folder_id: body.folder_id, deleted: true as const, unfiled },
      { code: 200, message: reelIdeaMessages.deleted(name, unfiled) },
    );
  });

  routes.post('/auth/moveReelIdea', async (c) => {
    const body = await parseBody(c, moveReelIdeaRequest);
    const message = await db.transaction(async (tx) => {
      const ideas = await tx.query<{ title: string }>('select title from reel_ideas where id = $1', [
        body.reel_idea_id,
      ]);
      if (!ideas[0]) throw new HttpError(404, reelIdeaMessages.noSuchIdea, 'reel_idea_id');
      const title = ideas[0].title;
      if (body.folder_id === null) {
        await tx.query('delete from reel_idea_folder_items where account_id = $1 and reel_idea_id = $2', [
          body.account_id,
          body.reel_idea_id,
        ]);
        return reelIdeaMessages.unfiled(title);
      }
      // Locked, so the folder cannot be deleted before the idea is filed in it.
      const folder = await folderOf(tx, body.account_id, body.folder_id, true);
      await tx.query(
        `insert into reel_idea_folder_items (account_id, reel_idea_id, folder_id, added_at) values ($1, $2, $3, $4)
         on conflict (account_id, reel_idea_id) do update set folder_id = excluded.folder_id, added_at = excluded.added_at`,
        [body.account_id, body.reel_idea_id, folder.id, clock.now().toISOString()],
      );
      return reelIdeaMessages.movedTo(title, folder.name);
    });
    return ok(c, { reel_idea_id: body.reel_idea_id, folder_id: body.folder_id }, { code: 200, message });
  });

  // ---- do-it-yourself post texts, the user's details --------------------------------------------------------------

  routes.get('/getDiy_text', session, member, async (c) => ok(c, await diyTextsOf(db, scopedAccount(c))));

  routes.get('/auth/getUserdetail', async (c) => {
    const { userId, impersonatorUserId } = c.get('session');
    const user = await authUserOf(db, userId, impersonatorUserId);
    if (!user) return unauthorized(c);
    const accountId = c.get('account');
    const account = accountId === null ? null : await accountOf(db, userId, accountId);
    const detail: UserDetail = {
      ...user,
      accountId: account?.id ?? null,
      account_role: account?.account_role ?? null,
      roleType: account?.roleType ?? null,
      memberId: user.id,
      firstName: user.name.first_name,
      lastName: user.name.last_name,
    };
    return ok(c, [detail]);
  });

  // ---- spec 7.5's paths of /auth/ calls ---------------------------------------------------------------------------

  routes.get('/userlist', session, member, teamList(db));
  routes.get('/getPendingpost', session, member, pendingPosts(db));

  // ---- mails (registered last by app.ts: the pattern only takes names holding "mail") ------------------------------

  routes.post(`/:mailFor{${MAIL_FOR_PATTERN}}`, session, async (c) => {
    const kind = c.req.param('mailFor');
    if (!isMailKind(kind)) throw new HttpError(404, mailMessages.unknownKind(kind));
    const body = await parseBody(c, mailForRequest);
    const { userId, impersonatorUserId } = c.get('session');
    if (body.user_id !== undefined && body.user_id !== userId)
      throw new HttpError(403, mailMessages.notYours);
    const refused = await spendAttempt(c, [[mailWindow, String(userId)]]);
    if (refused) return refused;
    if (impersonatorUserId !== null) {
      return ok(c, { mail: kind, sent: false }, { code: 200, message: mailMessages.impersonating });
    }
    // Once per user, whichever call sends it first (this one or POST /auth/welcomeMailDollar1).
    const claimed = await db.query<{ email: string; first_name: string }>(
      `update users set welcome_mail_sent_at = $2 where id = $1 and welcome_mail_sent_at is null
       returning email, first_name`,
      [userId, clock.now().toISOString()],
    );
    const user = claimed[0];
    if (!user) return ok(c, { mail: kind, sent: false }, { code: 200, message: mailMessages.alreadySent });
    try {
      await mail.send({
        to: user.email,
        subject: `Welcome to ${PRODUCT_NAME}`,
        text: welcomeText(user.first_name),
      });
    } catch (error) {
      // Let a later call try again.
      await db.query('update users set welcome_mail_sent_at = null where id = $1', [userId]);
      throw error;
    }
    log.info(`${kind}: mailed user #${userId}`);
    return ok(c, { mail: kind, sent: true }, { code: 200, message: mailMessages.sent });
  });

  return routes;
}
