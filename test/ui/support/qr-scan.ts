import jsQR from 'jsqr'
import type { QrMatrix } from '../../../src-ui/components/connect/qr-matrix.js'

const SCALE = 3

/**
 * Reads a QR symbol back the way a phone camera would: rasterised black on white (quiet zone
 * included in `side`) and decoded by jsQR, an independent decoder.
 */
export function scanModules(side: number, isDark: (row: number, col: number) => boolean): string | undefined {
  const width = side * SCALE
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let row = 0; row < side; row += 1) {
    for (let col = 0; col < side; col += 1) {
      if (!isDark(row, col)) continue
      for (let dy = 0; dy < SCALE; dy += 1) {
        const start = ((row * SCALE + dy) * width + col * SCALE) * 4
        for (let dx = 0; dx < SCALE; dx += 1) pixels.fill(0, start + dx * 4, start + dx * 4 + 3)
      }
    }
  }
  return jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data
}

const QUIET_ZONE = 4

export function scanMatrix(matrix: QrMatrix): string | undefined {
  const inside = (at: number) => at >= QUIET_ZONE && at < QUIET_ZONE + matrix.size
  return scanModules(matrix.size + QUIET_ZONE * 2, (row, col) =>
    inside(row) && inside(col) ? matrix.dark[(row - QUIET_ZONE) * matrix.size + col - QUIET_ZONE] === true : false,
  )
}

/** Scans the drawn `<svg>`: its viewBox gives the side, its one path the dark runs (`M x y h w v1 h-w z`). */
export function scanSvg(svg: Element): string | undefined {
  const side = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const dark = new Set<number>()
  for (const [, x, y, width] of (svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let col = Number(x); col < Number(x) + Number(width); col += 1) dark.add(Number(y) * side + col)
  }
  return scanModules(side, (row, col) => dark.has(row * side + col))
}
