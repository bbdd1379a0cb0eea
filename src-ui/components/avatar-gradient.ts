/** FNV-1a over the lowercase address: the same account always gets the same colours, on every device. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text.toLowerCase()) {
    value ^= char.charCodeAt(0)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/** The two hues and the angle of an address's gradient. */
export function avatarGradient(address: string): string {
  const value = hash(address)
  const from = value % 360
  const to = (from + 40 + ((value >>> 9) % 120)) % 360
  const angle = (value >>> 17) % 360
  return `linear-gradient(${angle}deg, hsl(${from} 75% 55%), hsl(${to} 75% 45%))`
}
