/** A finite number as a plain decimal string, never in exponent notation (1e-7 → "0.0000001"). */
export function toPlainDecimal(value: number): string {
  const text = String(value)
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, sign = '', intPart = '', fracPart = '', expText = '0'] = match
  const exponent = Number(expText)
  const digits = intPart + fracPart
  const point = intPart.length + exponent
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** Cuts (never rounds) a plain decimal string to at most `decimals` fraction digits and drops trailing zeros. */
export function truncateDecimal(text: string, decimals: number): string {
  const [intPart = '0', fracPart = ''] = text.split('.')
  const kept = fracPart.slice(0, decimals).replace(/0+$/, '')
  return kept ? `${intPart}.${kept}` : intPart
}

/** Formats an integer amount of the smallest unit as a decimal string: (1500000000000000000n, 18) → "1.5". */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const intPart = digits.slice(0, digits.length - decimals)
  const fracPart = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${intPart}${fracPart ? `.${fracPart}` : ''}`
}
