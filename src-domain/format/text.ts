/**
 * Characters that can disguise text without being seen: C0 and C1 controls (tab and line breaks
 * included: they are folded into spaces first), bidi embeddings, overrides, isolates and marks
 * (U+202A-202E, U+2066-2069, U+200E/200F, U+061C), and invisible joiners and spaces (U+200B,
 * U+2060-2064, U+FEFF, U+180E). ZWJ and ZWNJ (U+200C/200D) stay: emoji sequences and several
 * scripts need them, and they cannot reorder text.
 */
const HIDDEN_RE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
/** Line and tab breaks read as a space, not as nothing ("a\nb" is two words). */
const BREAK_RE = /[\t\n\v\f\r\u0085\u2028\u2029]/g
const WHITESPACE_RE = /\s+/g
/** A surrogate half without its other half: not text, and an encoder may choke on it. */
const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Text from outside the app (a transaction description, a wallet's name) made safe to store,
 * show and announce: hidden characters removed, whitespace runs folded into one space, trimmed,
 * and cut to at most `maxLength` characters (code points, so no surrogate pair is split).
 */
export function cleanText(value: string, maxLength: number): string {
  const text = value.replace(BREAK_RE, ' ').replace(HIDDEN_RE, '').replace(LONE_SURROGATE_RE, '').replace(WHITESPACE_RE, ' ').trim()
  if (text.length <= maxLength) return text
  const chars = Array.from(text)
  return chars.length > maxLength ? chars.slice(0, maxLength).join('').trimEnd() : text
}
