/**
 * The URL's account id wins (spec 2.2): `/{accid}/...` is about the account it names, whatever account was selected
 * before. Opening the page of an account the user belongs to selects that account, as an account switch would;
 * of an account they do not belong to, shows the 404 page.
 */

/** What the rule needs of one of the user's accounts (GET /auth/getUAccounts). */
export interface MemberAccount {
  readonly id: number;
  readonly account_role: number | null;
}

export type UrlAccountDecision =
  /** No account in the URL, or the selected one: nothing to do. */
  | { readonly kind: 'keep' }
  /** Another account, not known yet whether it is the user's: their accounts must be loaded first. */
  | { readonly kind: 'loadAccounts' }
  /** Another account of the user's: it becomes the selected account, with its role. */
  | { readonly kind: 'switch'; readonly accountId: number; readonly accountRole: number | null }
  /** An account the user does not belong to: the 404 page. */
  | { readonly kind: 'notFound' };

/**
 * What opening a page with `urlAccountId` in its URL does while `currentAccountId` is selected. `accounts` is the
 * user's list, or null while it is not loaded.
 */
export function urlAccountDecision(
  urlAccountId: number | null,
  currentAccountId: number | null,
  accounts: readonly MemberAccount[] | null,
): UrlAccountDecision {
  if (urlAccountId === null || urlAccountId === currentAccountId) return { kind: 'keep' };
  if (accounts === null) return { kind: 'loadAccounts' };
  const account = accounts.find((candidate) => candidate.id === urlAccountId);
  if (!account) return { kind: 'notFound' };
  return { kind: 'switch', accountId: account.id, accountRole: account.account_role };
}
