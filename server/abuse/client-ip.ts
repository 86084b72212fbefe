import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The client a limit counts: the request's IP as Express resolves it with `trust proxy`
 * (TRUST_PROXY), with an IPv4-mapped IPv6 address written as IPv4 and an IPv6 address reduced
 * to its /64 network (one subscriber usually holds a whole /64, so counting single IPv6
 * addresses would let one client rotate through billions of them).
 */
export function clientKeyOf(req: Pick<Request, 'ip'>): string {
  return clientKey(req.ip);
}

export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return 'unknown';
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16).toString(16));
}
