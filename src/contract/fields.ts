/** Field schemas shared by several request bodies: each message names the field it checks. */
import * as v from 'valibot';

/**
 * A positive whole-number id, sent either as a JSON number or as a string of digits
 * (ids often travel through cookies and headers as text). Output: a number.
 */
export function idField(name: string) {
  return v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))],
      `${name} must be a whole number`,
    ),
    v.integer(`${name} must be a whole number`),
    v.minValue(0, `${name} must not be negative`),
  );
}
