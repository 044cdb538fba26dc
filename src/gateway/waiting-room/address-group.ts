/**
 * The address group a visitor is counted by in the waiting room: an IPv4 address as it is, an
 * IPv6 address by its /64 (one household or phone usually has a whole /64, so its addresses
 * count as one), an IPv4-mapped IPv6 address as its IPv4 address.
 */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const parts = IPV4.exec(text)?.slice(1).map(Number);
  return parts && parts.every((part) => part <= 255) ? parts.join('.') : null;
}

/** The eight 16-bit groups of an IPv6 address (with a trailing IPv4 part), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (tail) {
    const v4 = ipv4(tail[1]!);
    if (!v4) return null;
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    address = `${address.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

/** The group of a client address; null when there is no address. Unparsable text is its own group. */
export function addressGroup(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = ipv4(address);
  if (v4) return v4;
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 100);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
