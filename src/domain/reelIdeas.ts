/**
 * Reel ideas (issue 18; spec 3 "reel idea folders", spec 7.5 GET /auth/getAllReelIdeasFolder): ready-made short-video
 * ideas for the account's industries (a hook and the shots to film), and the folders an account files them in. The
 * rules of a folder name, what each view of the tab shows, and the wording, shared by the server
 * (src/server/routes/libraryExtras.ts) and the tab (src/features/library/tabs/ReelIdeasTab.tsx), so both refuse the
 * same names with the same sentences.
 *
 * Rules (the spec is silent; docs/decisions.md):
 * - a folder name is trimmed, its runs of white space made one space, then 1 to 60 characters, without control
 *   characters, not "All ideas" or "Not in a folder" (the tab's own lists), and unique on the account whatever its
 *   case ("Summer" and "summer" are the same name);
 * - an account has at most 100 folders; an idea is in at most one folder of an account; deleting a folder leaves its
 *   ideas in no folder;
 * - "All ideas" is every idea of the account's industries plus every idea it filed (an idea filed while its industry
 *   was picked stays in its folder after the industry is dropped), so All = Not in a folder + every folder.
 */

/** The longest folder name, in characters (migration 0020 checks the same). */
export const REEL_FOLDER_NAME_MAX = 60;

/** The most folders an account can have (far more than a person files ideas in; it bounds what one member can add). */
export const REEL_FOLDERS_MAX = 100;

export interface ReelIndustry {
  readonly id: number;
  readonly name: string;
}

/** One ready-made reel idea, as the tab reads it. */
export interface ReelIdea {
  readonly id: number;
  readonly industryId: number;
  readonly industry: string;
  readonly title: string;
  readonly hook: string;
  /** The shots to film, in order. */
  readonly shots: readonly string[];
  readonly durationSeconds: number;
  /** The account's folder the idea is filed in; null when in none. */
  readonly folderId: number | null;
}

/** The ideas of the account's industries (GET /auth/getReelIdeas). */
export interface ReelIdeas {
  /** The account picked no industry, so the ideas are of every industry. */
  readonly allIndustries: boolean;
  readonly industries: readonly ReelIndustry[];
  readonly ideas: readonly ReelIdea[];
}

/** One of the account's folders with the ideas filed in it (GET /auth/getAllReelIdeasFolder). */
export interface ReelIdeaFolder {
  readonly id: number;
  readonly name: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly ideas: readonly ReelIdea[];
}

export const reelIdeaMessages = {
  nameMissing: 'Give the folder a name.',
  nameTooLong: `A folder name can have at most ${REEL_FOLDER_NAME_MAX} characters.`,
  nameControl: 'A folder name cannot contain control characters.',
  nameReserved: (name: string) => `“${name}” is already a list of the tab. Choose another name.`,
  nameTaken: (name: string) => `You already have a folder called “${name}”. Choose another name.`,
  tooManyFolders: `An account can have at most ${REEL_FOLDERS_MAX} folders. Delete one to make another.`,
  noSuchFolder: 'That folder does not exist any more. It may have been deleted: reload the list.',
  noSuchIdea: 'That reel idea does not exist.',
  created: (name: string) => `Folder “${name}” created.`,
  renamed: (name: string) => `Folder renamed to “${name}”.`,
  deleted: (name: string, unfiled: number) =>
    unfiled === 0
      ? `Folder “${name}” deleted.`
      : `Folder “${name}” deleted. Its ${unfiled === 1 ? 'idea is' : `${unfiled} ideas are`} now not in a folder.`,
  movedTo: (title: string, folder: string) => `“${title}” moved to “${folder}”.`,
  unfiled: (title: string) => `“${title}” is no longer in a folder.`,
  alreadyThere: (title: string) => `“${title}” is already there.`,
} as const;

/** The tab's words. */
export const reelIdeasText = {
  heading: 'Reel ideas',
  intro: 'Ready-made short-video ideas for your industries: a hook to open with and the shots to film.',
  loading: 'Loading reel ideas',
  foldersHeading: 'Folders',
  foldersLabel: 'Show ideas',
  all: 'All ideas',
  unfiled: 'Not in a folder',
  newFolderLabel: 'New folder',
  newFolderHint: `Up to ${REEL_FOLDER_NAME_MAX} characters.`,
  create: 'Create folder',
  creating: 'Creating...',
  rename: 'Rename',
  renameLabelOf: (name: string) => `Rename “${name}”`,
  renameLabel: 'Folder name',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  delete: 'Delete folder',
  deleteLabelOf: (name: string) => `Delete folder “${name}”`,
  deleteTitle: (name: string) => `Delete the folder “${name}”?`,
  deleteBody: (count: number) =>
    count === 0
      ? 'The folder is empty. Nothing else changes.'
      : `Its ${count === 1 ? 'idea stays' : `${count} ideas stay`} in the library, in no folder.`,
  deleteConfirm: 'Delete folder',
  deleting: 'Deleting...',
  moveTo: 'Move to…',
  moveToLabel: (title: string) => `Move “${title}” to a folder`,
  inFolder: (name: string) => `In “${name}”`,
  shots: 'Shots',
  duration: 'Length',
  readOnly: 'Your role on this account lets you read these ideas, not file them in folders.',
  allIndustriesHint:
    'Your account has not chosen its industries yet, so these are ideas for every industry. Choose your industries to see only theirs.',
  chooseIndustries: 'Choose your industries',
  changeIndustries: 'Change your industries',
  emptyTitle: 'No reel ideas yet',
  emptyBody:
    'There are no ready-made reel ideas for your industries yet. Choose more industries to see more.',
  emptyFolderTitle: 'This folder is empty',
  emptyFolderBody: 'Use “Move to…” on an idea to file it here.',
  emptyUnfiledTitle: 'Every idea is in a folder',
  noFolders: 'No folders yet.',
} as const;

/** A folder name as stored: trimmed, each run of white space one space. */
export function normaliseFolderName(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Characters as PostgreSQL's length() counts them (code points, not UTF-16 units). */
const characters = (text: string) => Array.from(text).length;

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether `text` holds a control character (a name is one line of plain text). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** The tab's own lists: a folder of the same name could not be told from them (in the side list, "Move to…"). */
const RESERVED_NAMES = [reelIdeasText.all, reelIdeasText.unfiled];

/**
 * Why `raw` cannot name a folder (after normaliseFolderName), or null. `others` are the account's folders: a name
 * one of them has, whatever its case, is taken, except by the folder being renamed (`renaming`).
 */
export function folderNameProblem(
  raw: string,
  others: readonly { readonly id: number; readonly name: string }[] = [],
  renaming: number | null = null,
): string | null {
  const name = normaliseFolderName(raw);
  if (name === '') return reelIdeaMessages.nameMissing;
  if (characters(name) > REEL_FOLDER_NAME_MAX) return reelIdeaMessages.nameTooLong;
  if (hasControlCharacter(name)) return reelIdeaMessages.nameControl;
  const lower = name.toLowerCase();
  const reserved = RESERVED_NAMES.find((each) => each.toLowerCase() === lower);
  if (reserved) return reelIdeaMessages.nameReserved(reserved);
  const taken = others.find((folder) => folder.id !== renaming && folder.name.toLowerCase() === lower);
  return taken ? reelIdeaMessages.nameTaken(taken.name) : null;
}

/** What the tab shows: every idea, those in no folder, or one folder's. */
export type ReelView =
  | { readonly kind: 'all' }
  | { readonly kind: 'unfiled' }
  | { readonly kind: 'folder'; readonly folderId: number };

/** Changes the tab shows before the server confirmed them (moves and renames); dropped when it refuses. */
export interface PendingReelChanges {
  /** Idea id -> the folder it is being moved to (null: out of its folder). */
  readonly moves: ReadonlyMap<number, number | null>;
  /** Folder id -> its new name. */
  readonly renames: ReadonlyMap<number, string>;
}

export const NO_PENDING_CHANGES: PendingReelChanges = { moves: new Map(), renames: new Map() };

export interface ReelFolderSummary {
  readonly id: number;
  readonly name: string;
  readonly count: number;
}

/** The ideas and folders as the tab shows them. */
export interface ReelLibrary {
  /** Every idea once (the industries' first, in the server's order, then filed ones of other industries). */
  readonly ideas: readonly ReelIdea[];
  readonly folders: readonly ReelFolderSummary[];
  readonly unfiledCount: number;
}

/**
 * The industries' ideas and the folders' ideas as one list, each idea's folder being the one the folders answer
 * files it in (the newer of the two answers after a write; an idea no folder holds is in none), with `pending`
 * applied on top: a move shows at once, a rename too.
 */
export function reelLibraryOf(
  ideas: ReelIdeas,
  folders: readonly ReelIdeaFolder[],
  pending: PendingReelChanges = NO_PENDING_CHANGES,
): ReelLibrary {
  const folderOf = new Map<number, number>();
  const byId = new Map<number, ReelIdea>();
  for (const idea of ideas.ideas) byId.set(idea.id, idea);
  for (const folder of folders) {
    for (const idea of folder.ideas) {
      folderOf.set(idea.id, folder.id);
      if (!byId.has(idea.id)) byId.set(idea.id, idea);
    }
  }
  const folderIds = new Set(folders.map((folder) => folder.id));
  const all = [...byId.values()].map((idea) => {
    const moved = pending.moves.get(idea.id);
    const folderId =
      moved !== undefined && (moved === null || folderIds.has(moved))
        ? moved
        : (folderOf.get(idea.id) ?? null);
    return folderId === idea.folderId ? idea : { ...idea, folderId };
  });
  const counts = new Map<number, number>();
  for (const idea of all)
    if (idea.folderId !== null) counts.set(idea.folderId, (counts.get(idea.folderId) ?? 0) + 1);
  return {
    ideas: all,
    folders: folders.map((folder) => ({
      id: folder.id,
      name: pending.renames.get(folder.id) ?? folder.name,
      count: counts.get(folder.id) ?? 0,
    })),
    unfiledCount: all.filter((idea) => idea.folderId === null).length,
  };
}

/** The ideas `view` shows, in the library's order. */
export function ideasInView(library: ReelLibrary, view: ReelView): ReelIdea[] {
  switch (view.kind) {
    case 'all':
      return [...library.ideas];
    case 'unfiled':
      return library.ideas.filter((idea) => idea.folderId === null);
    case 'folder':
      return library.ideas.filter((idea) => idea.folderId === view.folderId);
  }
}

/** `view`, or "All ideas" when it names a folder the library no longer has (deleted meanwhile). */
export function viewIn(library: ReelLibrary, view: ReelView): ReelView {
  if (view.kind === 'folder' && !library.folders.some((folder) => folder.id === view.folderId))
    return { kind: 'all' };
  return view;
}

/** Where "Move to…" can take `idea`: "Not in a folder" (when it is in one), then every other folder. */
export function moveTargetsOf(
  idea: ReelIdea,
  folders: readonly ReelFolderSummary[],
): { readonly folderId: number | null; readonly label: string }[] {
  const targets: { folderId: number | null; label: string }[] = [];
  if (idea.folderId !== null) targets.push({ folderId: null, label: reelIdeasText.unfiled });
  for (const folder of folders)
    if (folder.id !== idea.folderId) targets.push({ folderId: folder.id, label: folder.name });
  return targets;
}

/** The sentence that confirms a move of the idea titled `title` into `folder` (null: out of its folder). */
export function moveMessage(title: string, folder: string | null): string {
  return folder === null ? reelIdeaMessages.unfiled(title) : reelIdeaMessages.movedTo(title, folder);
}

/** A reel's length in words: '45 seconds', '1 minute', '1 minute 30 seconds'. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes === 0) return plural(rest, 'second');
  return rest === 0 ? plural(minutes, 'minute') : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}
