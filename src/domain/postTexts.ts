/**
 * Do-it-yourself post texts (issue 18; spec 3 "do-it-yourself post text", spec 7.5 GET /getDiy_text): fill-in-the-
 * blanks texts per content category, the blanks written as [square brackets] for the writer to replace. The tab
 * (src/features/library/tabs/PostTextsTab.tsx) groups them by category, copies one, or opens the planner's new-post
 * modal with it; it also shows the account's language and tone of voice (spec 7.5 lists them with the library).
 */

export interface DiyText {
  readonly id: number;
  readonly categoryId: number;
  readonly category: string;
  readonly text: string;
}

export interface DiyCategory {
  readonly id: number;
  readonly name: string;
}

/** The texts of the account's categories (or of every category while it picked none). */
export interface DiyTexts {
  readonly allCategories: boolean;
  /** The account's categories (every category while it picked none), in the setup's order. */
  readonly categories: readonly DiyCategory[];
  readonly texts: readonly DiyText[];
}

export interface DiyTextGroup {
  readonly id: number;
  readonly name: string;
  readonly texts: readonly DiyText[];
}

export const postTextsText = {
  heading: 'Post texts',
  intro: 'Ready-made post texts to fill in: replace the words in [square brackets] with your own.',
  loading: 'Loading post texts',
  voiceHeading: 'Your voice',
  language: 'Language',
  tone: 'Tone of voice',
  voiceLoading: 'Loading your language and tone of voice',
  changeVoice: 'Change them in your brand kit',
  voiceHint: 'Write your posts in this language and tone, so they sound like your brand.',
  copy: 'Copy',
  /** Each button's name says which text it acts on, starting with its visible words. */
  copyLabel: (category: string, index: number) => `Copy ${category} text ${index}`,
  copied: (category: string, index: number) => `Copied ${category} text ${index} to the clipboard.`,
  copyFailed: 'The browser did not allow copying: select the text and copy it yourself.',
  use: 'Use this text',
  useLabel: (category: string, index: number) => `Use this text: ${category} text ${index}`,
  textLabel: (category: string, index: number) => `${category}, text ${index}`,
  allCategoriesHint:
    'Your account has not chosen its content categories yet, so these are texts for every category. Choose your categories to see only theirs.',
  chooseCategories: 'Choose your categories',
  changeCategories: 'Change your categories',
  emptyTitle: 'No post texts yet',
  emptyBody: 'There are no ready-made texts for your categories yet. Choose more categories to see more.',
} as const;

/**
 * The texts grouped by category, in the order of `categories` (the server's), then any other category of the texts
 * by name; a category without texts is left out. Each group keeps the texts' order.
 */
export function groupTexts(texts: readonly DiyText[], categories: readonly DiyCategory[]): DiyTextGroup[] {
  const byCategory = new Map<number, DiyText[]>();
  for (const text of texts) {
    const group = byCategory.get(text.categoryId);
    if (group) group.push(text);
    else byCategory.set(text.categoryId, [text]);
  }
  const known = new Set(categories.map((category) => category.id));
  const groups: DiyTextGroup[] = categories
    .filter((category) => byCategory.has(category.id))
    .map((category) => ({ id: category.id, name: category.name, texts: byCategory.get(category.id)! }));
  const extra = [...byCategory.entries()]
    .filter(([id]) => !known.has(id))
    .map(([id, group]) => ({ id, name: group[0]!.category, texts: group }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...groups, ...extra];
}

/** A text cut into plain parts and [blanks], so the view can mark the blanks (the brackets stay in the text). */
export function textParts(text: string): { readonly text: string; readonly blank: boolean }[] {
  const parts: { text: string; blank: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[[^[\]\n]{1,80}\]/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), blank: false });
    parts.push({ text: match[0], blank: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), blank: false });
  return parts;
}

/** The setup's categories step under the account, where it chooses its content categories. */
export function categoriesHref(accountId: number): string {
  return `/${accountId}/categories`;
}

/** The account's brand kit, where its language and tone of voice are changed. */
export function brandKitHref(accountId: number): string {
  return `/${accountId}/brandkit`;
}
