/**
 * The library's smaller calls (issue 18; spec 7.5), shared by the SPA and the reference server
 * (src/server/routes/libraryExtras.ts):
 * - reel ideas: GET /auth/getReelIdeas (ours: the ideas of the account's industries), GET
 *   /auth/getAllReelIdeasFolder (spec 7.5: the account's folders with their ideas), and the folder writes (ours):
 *   POST /auth/addReelIdeaFolder, /auth/renameReelIdeaFolder, /auth/deleteReelIdeaFolder, /auth/moveReelIdea;
 * - GET /getDiy_text (spec 7.5, header account_Id): the do-it-yourself post texts of the account's categories;
 * - GET /auth/getUserdetail (spec 7.5, data[0]): the signed-in user's details (spec 3's fields);
 * - POST /{mailFor} (spec 7.5 `POST {origin}/api/{mailFor}`): a mail to the signed-in user, of a kind MAIL_KINDS names.
 * The rules and sentences are src/domain/reelIdeas.ts's; GET /userlist and /getPendingpost answer as their /auth/
 * twins (src/contract/team.ts teamListResponse, src/contract/posts.ts).
 */
import * as v from 'valibot';
import {
  REEL_FOLDER_NAME_MAX,
  hasControlCharacter,
  normaliseFolderName,
  reelIdeaMessages,
} from '../domain/reelIdeas.ts';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';
import { authUser } from './session.ts';

// ---- reel ideas ---------------------------------------------------------------------------------------------------

export const reelIdeaWire = v.object({
  id: v.number(),
  industry_id: v.number(),
  industry: v.string(),
  title: v.string(),
  hook: v.string(),
  shots: v.array(v.string()),
  duration_seconds: v.number(),
  /** The account's folder holding the idea; null when in none. */
  folder_id: v.nullable(v.number()),
});
export type ReelIdeaWire = v.InferOutput<typeof reelIdeaWire>;

const namedRow = v.object({ id: v.number(), name: v.string() });

/** GET /auth/getReelIdeas (header account): the ideas of the account's industries, of every one while it picked none. */
export const reelIdeas = v.object({
  all_industries: v.boolean(),
  industries: v.array(namedRow),
  ideas: v.array(reelIdeaWire),
});
export type ReelIdeasWire = v.InferOutput<typeof reelIdeas>;
export const reelIdeasResponse = envelope(reelIdeas);

export const reelIdeaFolderWire = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  /** The ideas filed in the folder, most recently filed first. */
  ideas: v.array(reelIdeaWire),
});
export type ReelIdeaFolderWire = v.InferOutput<typeof reelIdeaFolderWire>;

/** GET /auth/getAllReelIdeasFolder (header account): the account's folders, oldest first. */
export const reelIdeaFoldersResponse = envelope(v.array(reelIdeaFolderWire));

/**
 * A folder name: trimmed, runs of white space made one, 1 to 60 characters, no control character
 * (src/domain/reelIdeas.ts; whether the account has the name already is the route's check).
 */
const folderName = v.pipe(
  v.string(reelIdeaMessages.nameMissing),
  v.transform(normaliseFolderName),
  v.minLength(1, reelIdeaMessages.nameMissing),
  v.check((name) => Array.from(name).length <= REEL_FOLDER_NAME_MAX, reelIdeaMessages.nameTooLong),
  v.check((name) => !hasControlCharacter(name), reelIdeaMessages.nameControl),
);

/** POST /auth/addReelIdeaFolder {account_id, name}: the new folder (409 at `name` for a name the account has). */
export const addReelIdeaFolderRequest = v.object({ account_id: idField('account_id'), name: folderName });
export type AddReelIdeaFolderRequest = v.InferInput<typeof addReelIdeaFolderRequest>;

/** POST /auth/renameReelIdeaFolder {account_id, folder_id, name}: the folder as renamed. */
export const renameReelIdeaFolderRequest = v.object({
  account_id: idField('account_id'),
  folder_id: idField('folder_id'),
  name: folderName,
});
export type RenameReelIdeaFolderRequest = v.InferInput<typeof renameReelIdeaFolderRequest>;

/** The folder a write answers (add, rename). */
export const reelIdeaFolderResponse = envelope(reelIdeaFolderWire);

/** POST /auth/deleteReelIdeaFolder {account_id, folder_id}: its ideas are then in no folder (`unfiled` of them). */
export const deleteReelIdeaFolderRequest = v.object({
  account_id: idField('account_id'),
  folder_id: idField('folder_id'),
});
export type DeleteReelIdeaFolderRequest = v.InferInput<typeof deleteReelIdeaFolderRequest>;
export const deleteReelIdeaFolderResponse = envelope(
  v.object({ folder_id: v.number(), deleted: v.literal(true), unfiled: v.number() }),
);

/** POST /auth/moveReelIdea {account_id, reel_idea_id, folder_id}: files the idea in the folder, or in none (null). */
export const moveReelIdeaRequest = v.object({
  account_id: idField('account_id'),
  reel_idea_id: idField('reel_idea_id'),
  folder_id: v.nullable(idField('folder_id')),
});
export type MoveReelIdeaRequest = v.InferInput<typeof moveReelIdeaRequest>;
export const moveReelIdeaResponse = envelope(
  v.object({ reel_idea_id: v.number(), folder_id: v.nullable(v.number()) }),
);

// ---- do-it-yourself post texts ------------------------------------------------------------------------------------

export const diyTextWire = v.object({
  id: v.number(),
  category_id: v.number(),
  /** The category's name. */
  category: v.string(),
  text: v.string(),
});
export type DiyTextWire = v.InferOutput<typeof diyTextWire>;

/**
 * GET /getDiy_text (header account_Id): the texts of the account's content categories, of every one while it picked
 * none (`all_categories`), in the categories' order.
 */
export const diyTexts = v.object({
  all_categories: v.boolean(),
  categories: v.array(namedRow),
  texts: v.array(diyTextWire),
});
export type DiyTextsWire = v.InferOutput<typeof diyTexts>;
export const diyTextsResponse = envelope(diyTexts);

// ---- the user's details -------------------------------------------------------------------------------------------

/**
 * GET /auth/getUserdetail (spec 7.5, data[0]): spec 3's user details, as GET /me answers them but with the account
 * fields (accountId, account_role, roleType) of the account the call names (else the landing account), and the
 * spellings spec 3 says stored details may have (memberId, firstName, lastName). No password hash, no token.
 */
export const userDetail = v.object({
  ...authUser.entries,
  memberId: v.number(),
  firstName: v.string(),
  lastName: v.string(),
});
export type UserDetail = v.InferOutput<typeof userDetail>;
export const userDetailResponse = envelope(v.array(userDetail));

// ---- mails --------------------------------------------------------------------------------------------------------

/**
 * The mails the browser may ask for with POST {origin}/api/{mailFor}: spec 4.2 "the welcome mail is sent once when
 * the welcome cookie is set" is the only one the spec implies (docs/decisions.md).
 */
export const MAIL_KINDS = ['welcomeMail'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The path segments the mail route answers (any other path is the API's plain 404): a name holding "mail", so a
 * mail kind this server does not send gets a sentence, and the route cannot shadow the API's other one-segment
 * calls (none of them holds "mail").
 */
export const MAIL_FOR_PATTERN = '[A-Za-z0-9_-]*[Mm]ail[A-Za-z0-9_-]*';

/** The body of POST /{mailFor}: optionally the user it is for, who must be the signed-in user. */
export const mailForRequest = v.object({ user_id: v.optional(idField('user_id')) });
export type MailForRequest = v.InferInput<typeof mailForRequest>;

/** `sent` false: already sent once (the welcome mail is once-only), or not while impersonating; `message` says which. */
export const mailForResponse = envelope(v.object({ mail: v.string(), sent: v.boolean() }));

export const mailMessages = {
  unknownKind: (kind: string) =>
    `There is no mail called “${kind}”. This server sends: ${MAIL_KINDS.join(', ')}.`,
  notYours: 'You can only ask for mail to yourself.',
  sent: 'Welcome mail sent.',
  alreadySent: 'Welcome mail already sent.',
  impersonating: 'Not sent while impersonating.',
} as const;
