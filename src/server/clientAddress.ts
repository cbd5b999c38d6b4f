/**
 * The caller's address, for the rate limits, the tracked links' visitor hash and the mail outbox's "this machine"
 * check. By default it is the socket's: forwarded headers are not trusted, since anyone can write them. Behind a
 * reverse proxy every caller would then have the proxy's address, so the per-address limits would act as one limit
 * for everybody (20 registrations per 15 minutes for the whole product). TRUSTED_PROXIES names the proxies (addresses
 * or CIDR ranges, comma-separated): a request whose socket is one of them is attributed to the address its
 * `X-Forwarded-For` names, read from the right and skipping the trusted hops, as Express's `trust proxy` does.
 */
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** Whether `address` (an IPv4 or IPv6 address, IPv4-mapped IPv6 included) is a trusted proxy. */
  has(address: string): boolean;
  /** What was configured, for the start-up log. */
  readonly description: string;
}

/** Trusts nobody: the socket's address is the caller's. */
export const NO_TRUSTED_PROXIES: TrustedProxies = { has: () => false, description: 'none' };

/** `::ffff:10.0.0.1` (how Node shows IPv4 callers of a dual-stack socket) as `10.0.0.1`. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * TRUSTED_PROXIES: `127.0.0.1, 10.0.0.0/8, ::1`. Throws an Error naming the entry that is not an address or range
 * (the config turns it into its own error).
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return NO_TRUSTED_PROXIES;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = prefixText === undefined ? null : Number(prefixText);
    const maxPrefix = family === 4 ? 32 : 128;
    const validPrefix =
      prefix === null || (/^\d{1,3}$/.test(prefixText ?? '') && prefix >= 0 && prefix <= maxPrefix);
    if (family === 0 || extra !== undefined || !validPrefix) {
      throw new Error(
        `TRUSTED_PROXIES must list IP addresses or ranges like 127.0.0.1, 10.0.0.0/8 or ::1, separated by commas; "${entry}" is not one.`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    has(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      if (family === 0) return false;
      return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
    description: entries.join(', '),
  };
}

/**
 * The caller's address: the socket's, unless the socket is a trusted proxy; then the right-most address of
 * `X-Forwarded-For` that is not a trusted proxy (each proxy appends the address it was called from). A chain made
 * only of trusted proxies gives its left-most address; an entry that is not an address stops the walk at the last
 * trusted hop, whose address is then the caller's (a broken header never lets a caller choose its address).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  if (socketAddress === undefined) return 'unknown';
  let caller = plainAddress(socketAddress);
  if (!trusted.has(caller) || forwardedFor === undefined) return caller;
  const hops = forwardedFor.split(',').map((hop) => plainAddress(hop.trim()));
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (isIP(hop) === 0) return caller;
    caller = hop;
    if (!trusted.has(hop)) return caller;
  }
  return caller;
}

/** Headers a proxy may add to say whom it forwards. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;

export interface Caller {
  address: string;
  /**
   * The request came through a proxy that is not trusted (it carries forwarding headers, and its socket is not a
   * trusted proxy): its address is the proxy's, not the caller's, so it says nothing about where the caller is.
   */
  throughUntrustedProxy: boolean;
}

/** The caller of a request: its address (`clientAddress`) and whether it came through an untrusted proxy. */
export function callerOf(
  socketAddress: string | undefined,
  header: (name: string) => string | undefined,
  trusted: TrustedProxies,
): Caller {
  const address = clientAddress(socketAddress, header('x-forwarded-for'), trusted);
  const forwarded = FORWARDING_HEADERS.some((name) => header(name) !== undefined);
  const fromTrusted = socketAddress !== undefined && trusted.has(socketAddress);
  return { address, throughUntrustedProxy: forwarded && !fromTrusted };
}

/** The address of the request's socket, if it has one (@hono/node-server puts the Node request in `c.env`). */
export function socketAddress(c: { env: unknown }): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}
