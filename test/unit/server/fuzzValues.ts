/** The hostile values of the route fuzzing (fuzz.test.ts), as fast-check arbitraries. */
import fc from 'fast-check';

const INT4_MAX = 2_147_483_647;

/** Numbers past what an int4 column, an offset or a whole number can hold. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    INT4_MAX + 1,
    -INT4_MAX - 2,
    2 ** 32,
    -1,
    0,
    -0,
    0.5,
    1.5,
    1e20,
    -1e20,
    1e308,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    2 ** 63,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const withNul = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Text that is not a number, not a date PostgreSQL takes, or not text PostgreSQL stores. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '4294967296',
    '9223372036854775808',
    '99999999999999999999',
    '1e20',
    '-1',
    '0',
    '00',
    '1.5',
    '0x10',
    ' 12 ',
    'NaN',
    'Infinity',
    'null',
    'true',
    '',
    ' ',
    '\u0000',
    '1\u0000',
    'a\u0000b',
    '1',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '+010000-01-01T00:00:00.000Z',
    '0000-01-01T00:00:00.000Z',
    '2024-02-30T10:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-01-01T24:00:00Z',
    'Tue, 01 Jan 2030 00:00:00 GMT',
    '1970-01-01',
    '\ud800',
    '%00',
    '%',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '１２３',
    'x'.repeat(100_000),
  ),
  withNul,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any JSON value a caller could send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileNumber, hostileText), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 3 }) },
);

/** Header values (visible ASCII only: a Request cannot carry more). */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e20',
    'abc',
    ' ',
    '00',
    '0x1',
    '1 2',
  ),
  fc.integer().map(String),
  fc.string({ maxLength: 12 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
);

/** Whole bodies that are not a JSON object. */
export const rawBodies: fc.Arbitrary<string> = fc.constantFrom(
  'null',
  '[]',
  '[{}]',
  '42',
  '"text"',
  'true',
  '{',
  '{"a":1',
  '',
  '   ',
  '\u0000',
  'undefined',
  '{"a":1}{}',
  'NaN',
);

const KEEP = Symbol('keep');
const DROP = Symbol('drop');

/** A value derived from `example`: kept, replaced by a hostile value, or with parts of it spoiled. */
export function spoil(example: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth < 2 && Array.isArray(example) && example.length > 0) {
    return fc.oneof(
      hostileValue,
      fc
        .tuple(spoil(example[0], depth + 1), fc.array(hostileValue, { maxLength: 2 }))
        .map(([first, more]) => [first, ...example.slice(1), ...more]),
    );
  }
  if (depth < 2 && example !== null && typeof example === 'object' && !Array.isArray(example)) {
    return fc.oneof(hostileValue, spoiledObject(example as Record<string, unknown>, depth + 1));
  }
  return hostileValue;
}

/** `example` with each field kept, dropped or spoiled, and now and then an extra hostile field. */
export function spoiledObject(
  example: Record<string, unknown>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(example).map(
    ([name, value]) =>
      [
        name,
        fc.oneof(
          { weight: 3, arbitrary: fc.constant<unknown>(KEEP) },
          { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
          { weight: 3, arbitrary: spoil(value, depth) },
        ),
      ] as const,
  );
  const extra = fc.option(
    fc.record({ name: fc.constantFrom('account_id', 'extra', 'id', 'constructor'), value: hostileValue }),
    { freq: 4 },
  );
  return fc.tuple(fc.record(Object.fromEntries(fields)), extra).map(([chosen, more]) => {
    const out: Record<string, unknown> = {};
    for (const [name, choice] of Object.entries(chosen)) {
      if (choice === DROP) continue;
      out[name] = choice === KEEP ? example[name] : choice;
    }
    if (more && !(more.name in example)) out[more.name] = more.value;
    return out;
  });
}
