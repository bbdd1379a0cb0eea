import { useEffect, useState } from 'react'
import { useI18n } from '../../i18n/I18nProvider.js'
import type { QrLevel, QrMatrix } from './qr-matrix.js'

export interface QrCodeProps {
  value: string
  /** The accessible name of the image. */
  label: string
  level?: QrLevel
  /** 1-40; absent picks the smallest that fits. */
  version?: number
  /** Drawn size in CSS pixels. */
  size?: number
}

/** White margin around the code, in modules, that scanners need. */
const QUIET_ZONE = 4

type Drawn = { value: string; matrix: QrMatrix; path: string } | { value: string; error: string }

/**
 * A QR code as SVG. The QR library is imported only when a code is first shown, so it is not
 * part of the start bundle. Always dark on light whatever the theme: scanners expect that.
 */
export function QrCode({ value, label, level = 'M', version, size = 240 }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn>()
  const { t } = useI18n()
  useEffect(() => {
    let live = true
    import('./qr-matrix.js')
      .then(({ createQrMatrix, qrPath }) => {
        const matrix = createQrMatrix(value, version === undefined ? { level } : { level, version })
        if (live) setDrawn({ value, matrix, path: qrPath(matrix, QUIET_ZONE) })
      })
      .catch((error: unknown) => {
        if (live) setDrawn({ value, error: error instanceof Error ? error.message : String(error) })
      })
    return () => {
      live = false
    }
  }, [value, level, version])

  if (drawn?.value === value && 'error' in drawn) {
    return (
      <p className="rpgf-qr-error" role="alert">
        {t('connect.qrFailed')}
      </p>
    )
  }
  if (drawn?.value !== value || !('matrix' in drawn)) {
    return <div className="rpgf-qr rpgf-qr-loading" style={{ width: size, height: size }} aria-busy="true" aria-label={t('connect.qrPreparing')} role="img" />
  }
  const side = drawn.matrix.size + QUIET_ZONE * 2
  return (
    <svg
      className="rpgf-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-qr-version={drawn.matrix.version}
      data-qr-level={drawn.matrix.level}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  )
}
