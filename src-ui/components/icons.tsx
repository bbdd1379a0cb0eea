/**
 * Small line icons drawn in the text's colour, beside a text that names the action: decorative,
 * hidden from screen readers. One 24-unit grid, so they line up wherever they sit.
 */
interface IconProps {
  size?: number
}

const frame = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  className: 'rpgf-icon',
})

/** Disconnect: a door and an arrow leaving it (mirrored in right-to-left by the stylesheet). */
export function DisconnectIcon({ size = 18 }: IconProps) {
  return (
    <svg {...frame(size)} data-mirror="">
      <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" />
      <path d="M15 8l4 4-4 4M19 12H9" />
    </svg>
  )
}

/** Copy: two sheets, one over the other. */
export function CopyIcon({ size = 18 }: IconProps) {
  return (
    <svg {...frame(size)}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" />
    </svg>
  )
}

/** Done: a tick (the address copied, a transaction confirmed). */
export function CheckIcon({ size = 18 }: IconProps) {
  return (
    <svg {...frame(size)}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  )
}

/** A transaction still waiting for its block: a clock. */
export function PendingIcon({ size = 16 }: IconProps) {
  return (
    <svg {...frame(size)} data-icon="pending">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  )
}

/** A confirmed transaction: a ticked circle. */
export function ConfirmedIcon({ size = 16 }: IconProps) {
  return (
    <svg {...frame(size)} data-icon="confirmed">
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </svg>
  )
}

/** A failed transaction: a crossed circle. */
export function FailedIcon({ size = 16 }: IconProps) {
  return (
    <svg {...frame(size)} data-icon="failed">
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </svg>
  )
}

/** A link that opens in a new tab: an arrow out of a box (mirrored in right-to-left). */
export function ExternalIcon({ size = 14 }: IconProps) {
  return (
    <svg {...frame(size)} data-mirror="">
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
    </svg>
  )
}
