/**
 * The visitor's address for the login records. Behind a reverse proxy (nginx, a CDN) the socket's
 * peer is the proxy; the proxy names the visitor in `X-Forwarded-For` (each hop appends the address
 * it was reached from) and `X-Real-IP`. Those headers are believed only from the proxies an operator
 * names (PORTAL_TRUSTED_PROXIES): anyone else could write them.
 */
import { isIP } from 'node:net';

/** `::ffff:127.0.0.1` (IPv4 on an IPv6 socket) as `127.0.0.1`; other addresses as they are. */
const plain = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The loopback addresses, which `loopback` in the setting stands for (a proxy on the same machine). */
const LOOPBACK = ['127.0.0.1', '::1'] as const;

/**
 * The setting's list: comma-separated addresses, `loopback` for both loopback addresses. Throws on
 * anything that is not an address, so a typo stops the start instead of trusting nothing silently.
 */
export function parseTrustedProxies(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const addresses = new Set<string>();
  for (const part of raw.split(',')) {
    const entry = part.trim();
    if (entry === '') continue;
    if (entry.toLowerCase() === 'loopback') LOOPBACK.forEach((address) => addresses.add(address));
    else if (isIP(plain(entry)) !== 0) addresses.add(plain(entry));
    else throw new Error(`PORTAL_TRUSTED_PROXIES: 「${entry}」 is not an IP address (or loopback)`);
  }
  return [...addresses];
}

/**
 * The visitor's address: the socket's peer unless that is a trusted proxy; then the last address of
 * `X-Forwarded-For` that is not itself a trusted proxy (the hop the first trusted proxy saw), else
 * `X-Real-IP`, else the peer. Values that are not addresses are skipped, never stored.
 */
export function clientAddress(
  peer: string,
  headers: { forwardedFor?: string | undefined; realIp?: string | undefined },
  trustedProxies: readonly string[],
): string {
  const socket = plain(peer);
  if (!trustedProxies.includes(socket)) return socket;
  const hops = (headers.forwardedFor ?? '')
    .split(',')
    .map(plain)
    .filter((hop) => isIP(hop) !== 0);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!trustedProxies.includes(hops[index]!)) return hops[index]!;
  }
  const real = plain(headers.realIp ?? '');
  if (isIP(real) !== 0 && !trustedProxies.includes(real)) return real;
  return hops[0] ?? socket;
}
