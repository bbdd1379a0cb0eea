/**
 * Characters that can disguise text without being seen: C0 and C1 controls (tab and line breaks
 * included: they are folded into spaces first), bidi embeddings, overrides, isolates and marks
 * (U+202A-202E, U+2066-2069, U+200E/200F, U+061C), invisible joiners and spaces (U+200B,
 * U+2060-2064, U+FEFF, U+180E), and characters that draw nothing: the soft hyphen (U+00AD), the
 * combining grapheme joiner (U+034F), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the
 * Khmer inherent vowels (U+17B4/17B5), the Mongolian variation selectors (U+180B-180D, U+180F), the
 * blank Braille pattern (U+2800), the interlinear annotation marks (U+FFF9-FFFB), the invisible
 * musical formatting marks (U+1D173-1D17A) and the tag characters (U+E0000-E007F; a subdivision
 * flag such as Scotland's shows as its black flag). ZWJ and ZWNJ (U+200C/200D) stay: emoji
 * sequences and several scripts need them, and they cannot reorder text.
 */
const HIDDEN_RE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u2800\u3164\ufeff\uffa0\ufff9-\ufffb\u{1d173}-\u{1d17a}\u{e0000}-\u{e007f}]/gu
/**
 * Every other default-ignorable or format character (U+206A-206F deprecated format controls, the
 * shorthand format controls U+1BCA0-1BCA3, the Egyptian hieroglyph format controls U+13430-1343F,
 * whatever Unicode adds): none is meant to be seen, and "vitalik" + U+206A + ".eth" would look like
 * another name. ZWJ/ZWNJ stay (above) and the variation selectors are judged below.
 */
const IGNORABLE_RE = /(?![\u200c\u200d\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu
/**
 * Variation selectors draw nothing by themselves. U+FE0E/FE0F (text or emoji presentation) stay
 * right after a pictographic character (❤️) and U+FE0F in a keycap (1️⃣), where they change how it
 * is drawn; anywhere else they are dropped ("alice" and "alice" + U+FE0F would look alike), as are
 * U+FE00-FE0D and the supplement U+E0100-E01EF.
 */
const VARIATION_RE = /[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu
const PICTOGRAPHIC_RE = /^\p{Extended_Pictographic}$/u

function keepsVariation(selector: string, offset: number, text: string): boolean {
  if (selector !== '\ufe0e' && selector !== '\ufe0f') return false
  const before = text.codePointAt(offset - 1)
  const low = before !== undefined && before >= 0xdc00 && before <= 0xdfff
  const previous = low && offset >= 2 ? text.codePointAt(offset - 2) : before
  if (previous === undefined) return false
  if (PICTOGRAPHIC_RE.test(String.fromCodePoint(previous))) return true
  return selector === '\ufe0f' && /[0-9#*]/.test(String.fromCodePoint(previous)) && text[offset + 1] === '\u20e3'
}
/** Drops every variation selector that changes nothing where it stands ({@link keepsVariation}). */
const dropLoneSelectors = (text: string): string =>
  text.replace(VARIATION_RE, (selector: string, offset: number, whole: string) => (keepsVariation(selector, offset, whole) ? selector : ''))

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
  const visible = value.replace(BREAK_RE, ' ').replace(HIDDEN_RE, '').replace(IGNORABLE_RE, '').replace(LONE_SURROGATE_RE, '')
  const text = dropLoneSelectors(visible).replace(WHITESPACE_RE, ' ').trim()
  if (text.length <= maxLength) return text
  const chars = Array.from(text)
  if (chars.length <= maxLength) return text
  // A cut can end a keycap before its U+20E3 (1️⃣ cut after 1️): the selector it leaves would draw nothing.
  return dropLoneSelectors(chars.slice(0, maxLength).join('')).trimEnd()
}
