import { describe, expect, it } from 'vitest'
import { createQrMatrix, qrPath, QrCodeError, QR_LEVELS, type QrMatrix } from '../../../src-ui/components/connect/qr-matrix.js'
import { scanMatrix as decode } from '../support/qr-scan.js'

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1732311234'

describe('createQrMatrix: the drawn code scans back to the URI', () => {
  it.each(QR_LEVELS)('a WalletConnect URI at level %s', (level) => {
    const matrix = createQrMatrix(WC_URI, { level })
    expect(matrix.level).toBe(level)
    expect(matrix.size).toBe(matrix.version * 4 + 17)
    expect(decode(matrix)).toBe(WC_URI)
  })

  it.each([
    { version: 1, level: 'L' as const, text: 'wc:short' },
    { version: 3, level: 'H' as const, text: 'https://rainbow.download' },
    { version: 7, level: 'Q' as const, text: 'https://metamask.io/download' },
    { version: 15, level: 'M' as const, text: WC_URI },
    { version: 25, level: 'H' as const, text: WC_URI },
    { version: 40, level: 'L' as const, text: WC_URI.repeat(8) },
    { version: 40, level: 'H' as const, text: WC_URI },
  ])('version $version, level $level', ({ version, level, text }) => {
    const matrix = createQrMatrix(text, { version, level })
    expect(matrix.version).toBe(version)
    expect(matrix.size).toBe(version * 4 + 17)
    expect(decode(matrix)).toBe(text)
  })

  it('picks the smallest version that fits when none is given', () => {
    expect(createQrMatrix('wc:short', { level: 'L' }).version).toBe(1)
    expect(createQrMatrix(WC_URI, { level: 'L' }).version).toBeGreaterThan(1)
    expect(createQrMatrix(WC_URI, { level: 'H' }).version).toBeGreaterThan(createQrMatrix(WC_URI, { level: 'L' }).version)
  })

  it('rejects a version outside 1-40, an unknown level, empty text and text that does not fit', () => {
    expect(() => createQrMatrix('x', { version: 0 })).toThrow(QrCodeError)
    expect(() => createQrMatrix('x', { version: 41 })).toThrow('QR version must be an integer from 1 to 40, got 41.')
    expect(() => createQrMatrix('x', { version: 2.5 })).toThrow(QrCodeError)
    expect(() => createQrMatrix('x', { level: 'X' as never })).toThrow('QR error-correction level must be one of L, M, Q, H')
    expect(() => createQrMatrix('')).toThrow(QrCodeError)
    expect(() => createQrMatrix(WC_URI, { version: 1 })).toThrow('does not fit in a QR code')
    expect(() => createQrMatrix('x'.repeat(4000), { level: 'H' })).toThrow(QrCodeError)
  })
})

describe('qrPath', () => {
  it('draws each run of dark modules once, offset by the quiet zone', () => {
    const matrix: QrMatrix = { size: 3, version: 1, level: 'L', dark: [true, true, false, false, false, false, true, false, true] }
    expect(qrPath(matrix, 1)).toBe('M1 1h2v1h-2zM1 3h1v1h-1zM3 3h1v1h-1z')
  })

  it('covers exactly the dark modules of a real code', () => {
    const matrix = createQrMatrix(WC_URI)
    const covered = [...qrPath(matrix).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0)
    expect(covered).toBe(matrix.dark.filter(Boolean).length)
  })
})
