import { expect } from 'vitest';

/**
 * Checks a table of cases: for every row `[...args, expected]`, `fn(...args)` equals `expected`.
 * A failing row is named by its arguments.
 */
export function expectEach<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
  rows: readonly (readonly [...Args, Result])[],
): void {
  for (const row of rows) {
    const args = row.slice(0, -1) as Args;
    expect(fn(...args), JSON.stringify(args)).toEqual(row[row.length - 1]);
  }
}
