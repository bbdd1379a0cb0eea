import { isIP } from 'node:net'

/**
 * Who "a client" is for rate limits and caps: the address the request came from. An IPv6
 * host usually owns a whole /64, so IPv6 addresses are grouped by their first 64 bits; an
 * IPv4 address seen through a dual-stack socket (`::ffff:1.2.3.4`) counts as that IPv4 address.
 */
export function clientIdOf(address: string | undefined): string {
  if (!address) return 'unknown'
  const plain = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain)
  if (mapped) return clientIdOf(mapped[1])
  const family = isIP(plain)
  if (family === 4) return plain
  if (family === 6) return `${ipv6Prefix64(plain)}::/64`
  return 'unknown'
}

/** The first four 16-bit groups of an IPv6 address, written without leading zeros. */
function ipv6Prefix64(address: string): string {
  const withoutZone = address.split('%')[0] ?? ''
  const [head = '', tail] = withoutZone.split('::') as [string, string | undefined]
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':')
  // An embedded IPv4 tail (`::1.2.3.4`) fills the last two groups; it never reaches the first four.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups]
  return groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')
}

/**
 * The client of a request. Behind a proxy every request comes from the proxy, so with
 * `trustedProxies` hops trusted the client is read from X-Forwarded-For: the address that
 * many hops from the right (each proxy appends the address it saw). Without it the header is
 * ignored: anyone can write it.
 */
export function requestClientId(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string {
  if (trustedProxies <= 0 || forwardedFor === undefined) return clientIdOf(socketAddress)
  const hops = forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean)
  const index = hops.length - trustedProxies
  // Fewer hops than trusted proxies: the leftmost one is still what the outermost proxy saw.
  const hop = hops[Math.max(0, index)]
  return hop === undefined ? clientIdOf(socketAddress) : clientIdOf(hop)
}
