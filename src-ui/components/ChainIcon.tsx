import { badgeColors } from './chain-badge.js'
import { useChainLogo } from './logos/use-logo.js'

export interface ChainIconProps {
  /** A configured chain's id: its logo is drawn once the logos' chunk is in. */
  chainId?: number | undefined
  iconUrl?: string | undefined
  iconBackground?: string | undefined
  size?: number
}

/**
 * A chain's icon on its icon background. Only `data:image/` icons are shown as pictures (no
 * request leaves the app): the chain's own, else the app's logo for a configured chain once the
 * logos' chunk is in; until then, and for any other chain, a drawn badge in the chain's colour.
 * Decorative: the chain's name is always written beside it.
 */
export function ChainIcon({ chainId, iconUrl, iconBackground, size = 24 }: ChainIconProps) {
  const { background, ring } = badgeColors(iconBackground)
  const own = iconUrl?.startsWith('data:image/') ? iconUrl : undefined
  const logo = useChainLogo(own === undefined ? chainId : undefined)
  const picture = own ?? logo
  if (picture !== undefined) {
    return <img className="rpgf-chain-icon" src={picture} alt="" width={size} height={size} style={{ background }} data-testid="chain-icon" />
  }
  return (
    <svg className="rpgf-chain-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="chain-icon">
      {/* The thin edge keeps a pale background (Hardhat's) visible on a light button. */}
      <circle cx="12" cy="12" r="11.5" fill={background} stroke="rgba(0, 0, 0, 0.15)" strokeWidth="1" />
      <circle cx="12" cy="12" r="5.5" fill="none" stroke={ring} strokeWidth="2.5" />
    </svg>
  )
}

/** The mark of a chain the app does not support: a warning sign instead of a chain's colours. */
export function WrongNetworkIcon({ size = 24 }: { size?: number }) {
  return (
    <svg className="rpgf-chain-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.2" />
      <path d="M12 6v8M12 17v1.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
