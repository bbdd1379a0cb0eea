import { BlockList, isIP } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (zone dropped, an embedded IPv4 tail read), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.split('%')[0] ?? ''
  if (isIP(plain) !== 6) return undefined
  const [head = '', tail] = plain.split('::') as [string, string | undefined]
  const read = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const left = read(head)
  const right = tail === undefined ? [] : read(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`

/**
 * Who "a client" is for rate limits and caps: the address the request came from. An IPv6 host
 * usually owns a whole /64, so IPv6 addresses are grouped by their first 64 bits. Addresses that
 * carry an IPv4 address count as that IPv4 address: IPv4 seen through a dual-stack socket
 * (`::ffff:1.2.3.4`), NAT64 (`64:ff9b::1.2.3.4`: every user of a NAT64 gateway would otherwise be
 * one client) and 6to4 (`2002:AABB:CCDD::/48`: one IPv4 host owns the whole /48, 65 536 /64s).
 */
export function clientIdOf(address: string | undefined): string {
  if (!address) return 'unknown'
  const plain = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
  if (isIP(plain) === 4) return plain
  const groups = ipv6Groups(plain)
  if (!groups) return 'unknown'
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups
  const zeros = (...values: (number | undefined)[]) => values.every((value) => value === 0)
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return ipv4Of(g6, g7)
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return ipv4Of(g6, g7)
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0)
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The networks a client belongs to beyond itself, widest last: an IPv6 client (a /64) is also
 * its /48 and its /32, which one person can hold whole (a tunnel broker hands out a /48 for
 * free: 65 536 /64s), so each limit also counts there, at a few clients' worth. IPv4 clients
 * and everything else: none.
 */
export function widerNetworksOf(client: string): { key: string; width: 48 | 32 }[] {
  const groups = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(client)
  if (!groups) return []
  const [, g0, g1, g2] = groups
  return [
    { key: `${g0}:${g1}:${g2}::/48`, width: 48 },
    { key: `${g0}:${g1}::/32`, width: 32 },
  ]
}

/**
 * The network a client's neighbours share: an IPv4 address's /24, an IPv6 client's /48. Not a
 * limit (a /24 can be a whole office or a carrier's NAT): under load, a network whose addresses
 * are all busy at once waits behind a newcomer from elsewhere (admission.ts). Others: undefined.
 */
export function neighbourhoodOf(client: string): string | undefined {
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(client)
  if (ipv4) return `${ipv4[1]}.0/24`
  return widerNetworksOf(client)[0]?.key
}

/**
 * One X-Forwarded-For entry as an address: proxies write `1.2.3.4`, `1.2.3.4:5678`,
 * `2001:db8::1` or `[2001:db8::1]:443`. Anything else is undefined.
 */
export function forwardedAddress(entry: string): string | undefined {
  const text = entry.trim()
  if (isIP(text) !== 0) return text
  const bracketed = /^\[([0-9a-fA-F:.]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed && isIP(bracketed[1]!) === 6) return bracketed[1]
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text)
  if (withPort && isIP(withPort[1]!) === 4) return withPort[1]
  return undefined
}

/** The proxies in front of the server, by address or CIDR range; `AUTH_TRUSTED_PROXIES`. */
export interface TrustedProxies {
  has(address: string | undefined): boolean
  readonly size: number
}

const ENV_NAME = 'AUTH_TRUSTED_PROXIES'
/** Addresses whose answer `has` keeps. */
const MEMO_SIZE = 1_024
const FORM = `${ENV_NAME} lists the proxies' addresses or CIDR ranges, comma separated (e.g. 10.0.0.5,10.1.0.0/16,fd00::/8)`

/**
 * Reads `AUTH_TRUSTED_PROXIES`. A count of hops (the old form, `1`) is refused: X-Forwarded-For
 * is believed only from a socket that is one of these proxies, whoever else sends it.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const list = new BlockList()
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    if (/^\d+$/.test(entry)) throw new Error(`${FORM}; a number of proxies is no longer accepted, got "${text}".`)
    const [address = '', bits, extra] = entry.split('/')
    const family = isIP(address)
    const width = family === 4 ? 32 : 128
    const prefix = bits === undefined ? width : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN
    if (family === 0 || extra !== undefined || !(prefix >= 0 && prefix <= width)) {
      throw new Error(`${FORM}; "${entry}" is neither, in "${text}".`)
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6')
  }
  // Asked of every request, several times: a BlockList check allocates a SocketAddress each time,
  // so the answers for the addresses seen lately are kept (a crowd's many addresses clear the memo, never grow it).
  const known = new Map<string, boolean>()
  return {
    has(address) {
      if (entries.length === 0) return false
      const plain = address?.split('%')[0]
      if (!plain) return false
      const remembered = known.get(plain)
      if (remembered !== undefined) return remembered
      const family = isIP(plain)
      const trusted = family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6')
      if (known.size >= MEMO_SIZE) known.clear()
      known.set(plain, trusted)
      return trusted
    },
    size: entries.length,
  }
}

export const NO_TRUSTED_PROXIES: TrustedProxies = parseTrustedProxies(undefined)

/**
 * The client of a request. Behind a proxy every request comes from the proxy, so when the socket
 * peer is a trusted proxy the client is read from X-Forwarded-For: each proxy appends the address
 * it saw, so the rightmost entry that is not itself a trusted proxy is the first address no proxy
 * of ours vouches past. From any other peer the header is ignored: anyone can write it.
 */
export function requestClientId(socketAddress: string | undefined, forwardedFor: string | undefined, proxies: TrustedProxies): string {
  if (forwardedFor === undefined || !proxies.has(socketAddress)) return clientIdOf(socketAddress)
  const entries = forwardedFor.split(',')
  let leftmost: string | undefined
  // No proxy chain is longer than a few hops: a header of thousands of entries is read no further.
  for (let index = entries.length - 1; index >= Math.max(0, entries.length - 64); index--) {
    const address = forwardedAddress(entries[index]!)
    if (address === undefined) return 'unknown'
    if (!proxies.has(address)) return clientIdOf(address)
    leftmost = address
  }
  // Every entry is one of ours (or there is none): the outermost proxy is as far as we can see.
  return clientIdOf(leftmost ?? socketAddress)
}
