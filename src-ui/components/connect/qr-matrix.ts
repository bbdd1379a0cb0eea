import { create } from 'qrcode'
import { BaseError } from '../../../src-domain/index.js'

/** QR error-correction levels: about 7, 15, 25 and 30 % of the code can be lost and still scan. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H'
export const QR_LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H']
export const QR_MIN_VERSION = 1
export const QR_MAX_VERSION = 40

export interface QrMatrixOptions {
  level?: QrLevel
  /** 1-40; absent picks the smallest version the text fits in. */
  version?: number
}

/** The modules of a QR symbol: `size` × `size`, row-major, `true` for a dark module. */
export interface QrMatrix {
  size: number
  version: number
  level: QrLevel
  dark: readonly boolean[]
}

export class QrCodeError extends BaseError {
  override name = 'QrCodeError'
}

function checkOptions({ level, version }: QrMatrixOptions): void {
  if (level !== undefined && !QR_LEVELS.includes(level)) {
    throw new QrCodeError(`QR error-correction level must be one of ${QR_LEVELS.join(', ')}, got "${String(level)}".`)
  }
  if (version !== undefined && !(Number.isInteger(version) && version >= QR_MIN_VERSION && version <= QR_MAX_VERSION)) {
    throw new QrCodeError(`QR version must be an integer from ${QR_MIN_VERSION} to ${QR_MAX_VERSION}, got ${String(version)}.`)
  }
}

/** Encodes text as a QR symbol with the `qrcode` library; a text too long for the version is a clear error. */
export function createQrMatrix(text: string, options: QrMatrixOptions = {}): QrMatrix {
  checkOptions(options)
  if (text.length === 0) throw new QrCodeError('A QR code needs some text to encode.')
  const level = options.level ?? 'M'
  let symbol: ReturnType<typeof create>
  try {
    symbol = create(text, { errorCorrectionLevel: level, ...(options.version === undefined ? {} : { version: options.version }) })
  } catch (error) {
    throw new QrCodeError('The text does not fit in a QR code of this version and level.', {
      cause: error,
      details: error instanceof Error ? error.message : undefined,
    })
  }
  const { size } = symbol.modules
  const dark = Array.from({ length: size * size }, (_, index) => symbol.modules.data[index] === 1)
  return { size, version: symbol.version, level, dark }
}

/**
 * One SVG path drawing every dark module, row runs merged: a version-40 code is 177 × 177
 * modules, far too many for one element each.
 */
export function qrPath(matrix: QrMatrix, offset = 0): string {
  const parts: string[] = []
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0
    while (col < matrix.size) {
      if (!matrix.dark[row * matrix.size + col]) {
        col += 1
        continue
      }
      const start = col
      while (col < matrix.size && matrix.dark[row * matrix.size + col]) col += 1
      parts.push(`M${start + offset} ${row + offset}h${col - start}v1h${start - col}z`)
    }
  }
  return parts.join('')
}
