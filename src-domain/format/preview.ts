/**
 * A short, printable view of a value a wallet or node sent, for an error message. Never throws:
 * `String()` throws on an object without a prototype or with a `toString` that is not a function,
 * and a hostile answer may be either.
 */
export function preview(value: unknown, max = 40): string {
  if (typeof value === 'string') return value.slice(0, max)
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean' || value == null) return String(value)
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
