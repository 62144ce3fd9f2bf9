import { isIPv4, isIPv6 } from 'node:net';

/**
 * The throttle key of a client address: IPv4 as is (also when mapped into IPv6), IPv6 by its /64
 * prefix, since one home or phone is given a whole /64 and could otherwise step through it.
 */
export function addressKey(ip: string): string {
  const mapped = ip.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
