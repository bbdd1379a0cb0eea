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
