/** Longer than any Cookie header a browser sends (they cap near 8 KiB); a longer one is not read. */
export const MAX_COOKIE_HEADER_LENGTH = 16_384

/**
 * One cookie's value from a `Cookie` request header, percent-decoded; undefined when it is absent,
 * the header is oversized or the value does not decode. The first of repeated names wins, as the
 * browser sends the most specific path first.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header.length > MAX_COOKIE_HEADER_LENGTH) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    const raw = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') && raw.length > 1 ? raw.slice(1, -1) : raw)
    } catch {
      return undefined
    }
  }
  return undefined
}
