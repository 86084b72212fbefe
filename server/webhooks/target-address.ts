import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (SSRF guard). Checked on the URL when an endpoint is saved and on
 * the resolved addresses before every delivery; the request then connects to the address that
 * was checked (see `vettedLookup`), so a DNS answer that changes in between cannot move it.
 */

/** Link-local (cloud metadata at 169.254.169.254), multicast and broadcast: refused always. */
const ALWAYS_REFUSED = new BlockList();
ALWAYS_REFUSED.addSubnet('169.254.0.0', 16, 'ipv4');
ALWAYS_REFUSED.addSubnet('224.0.0.0', 4, 'ipv4');
ALWAYS_REFUSED.addAddress('255.255.255.255', 'ipv4');
ALWAYS_REFUSED.addSubnet('fe80::', 10, 'ipv6');
ALWAYS_REFUSED.addSubnet('ff00::', 8, 'ipv6');

/** Private, loopback, CGNAT, unique-local and unspecified: refused unless WEBHOOK_ALLOW_PRIVATE. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
// NAT64 and 6to4 wrap IPv4 addresses that this list cannot see through.
PRIVATE.addSubnet('64:ff9b::', 96, 'ipv6');
PRIVATE.addSubnet('2002::', 16, 'ipv6');

export type TargetPolicy = { allowPrivate: boolean };
export type TargetRefusal = 'scheme' | 'credentials' | 'linkLocal' | 'private' | 'unresolved';

export class WebhookTargetError extends Error {
  readonly reason: TargetRefusal;
  constructor(reason: TargetRefusal, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Why an IP address may not be a target, or null. BlockList also matches IPv4-mapped IPv6 (::ffff:a.b.c.d). */
export function refusalOfAddress(address: string, policy: TargetPolicy): TargetRefusal | null {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (ALWAYS_REFUSED.check(address, family)) return 'linkLocal';
  if (!policy.allowPrivate && PRIVATE.check(address, family)) return 'private';
  return null;
}

/** The host of a URL as an IP literal (brackets of IPv6 removed), or undefined for a name. */
function ipLiteralOf(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? host : undefined;
}

/**
 * What can be told from the URL alone (when it is saved, and again before a delivery): the
 * scheme, no credentials, and an address written in it or a name that is always local.
 */
export function refusalOfUrl(url: URL, policy: TargetPolicy): TargetRefusal | null {
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return 'scheme';
  if (url.username || url.password) return 'credentials';
  const literal = ipLiteralOf(url);
  if (literal) return refusalOfAddress(literal, policy);
  const name = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!policy.allowPrivate && (name === 'localhost' || name.endsWith('.localhost'))) return 'private';
  return null;
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type AddressLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (getaddrinfo, as a connection would use), every address of the name. */
export const systemLookup: AddressLookup = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * The address to connect to for a delivery: the URL checked, the name resolved now, and every
 * address it resolves to checked (one private address among public ones refuses the name: a
 * retry must not land on it). Throws WebhookTargetError.
 */
export async function vetTarget(
  url: URL,
  policy: TargetPolicy,
  lookup: AddressLookup = systemLookup,
): Promise<ResolvedAddress> {
  const urlRefusal = refusalOfUrl(url, policy);
  if (urlRefusal) throw new WebhookTargetError(urlRefusal, `target refused (${urlRefusal})`);
  const literal = ipLiteralOf(url);
  if (literal) return { address: literal, family: isIP(literal) === 6 ? 6 : 4 };
  let addresses: ResolvedAddress[];
  try {
    addresses = await lookup(url.hostname);
  } catch (error) {
    throw new WebhookTargetError('unresolved', `cannot resolve ${url.hostname}: ${(error as Error).message}`);
  }
  if (addresses.length === 0) throw new WebhookTargetError('unresolved', `cannot resolve ${url.hostname}`);
  for (const { address } of addresses) {
    const refusal = refusalOfAddress(address, policy);
    if (refusal)
      throw new WebhookTargetError(refusal, `target refused: ${url.hostname} resolves to a ${refusal} address`);
  }
  return addresses[0];
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that answers the vetted address whatever name it is asked for:
 * the connection goes where the check said, and TLS still checks the certificate of the name.
 */
export function vettedLookup(vetted: ResolvedAddress) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    if (options.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
}
