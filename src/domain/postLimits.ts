/**
 * Limits of a post's parts that the wire contract checks too (src/contract/posts.ts), kept apart from the network
 * rules (networkRules.ts) so the contract, which the first screen loads, does not pull those rules in with it.
 */

/** At most this many characters of alt text per image (X's limit, the lowest of the networks that take one). */
export const ALT_TEXT_MAX_LENGTH = 1_000;
