import { describe, expect, it } from 'vitest';
import { urlAccountDecision, type UrlAccountDecision } from '../../../src/domain/urlAccount.ts';

const ACME = { id: 1, account_role: 2 };
const NORTHWIND = { id: 2, account_role: 1 };
const MINE = [ACME, NORTHWIND];

describe('the URL account id wins (spec 2.2)', () => {
  const cases: ReadonlyArray<
    readonly [string, number | null, number | null, readonly (typeof ACME)[] | null, UrlAccountDecision]
  > = [
    ['no account in the URL keeps the selected one', null, 2, MINE, { kind: 'keep' }],
    ['no account in the URL, none selected', null, null, null, { kind: 'keep' }],
    ['the selected account keeps it, without the list', 1, 1, null, { kind: 'keep' }],
    ['another account needs the list first', 1, 2, null, { kind: 'loadAccounts' }],
    [
      'another account of the user switches, with its role',
      1,
      2,
      MINE,
      { kind: 'switch', accountId: 1, accountRole: 2 },
    ],
    [
      'an account with none selected switches too',
      2,
      null,
      MINE,
      { kind: 'switch', accountId: 2, accountRole: 1 },
    ],
    ['an account that is not the user’s is not found', 6, 2, MINE, { kind: 'notFound' }],
    ['a user without accounts finds none', 1, null, [], { kind: 'notFound' }],
  ];
  it.each(cases)('%s', (_, urlAccountId, currentAccountId, accounts, expected) => {
    expect(urlAccountDecision(urlAccountId, currentAccountId, accounts)).toEqual(expected);
  });
});
