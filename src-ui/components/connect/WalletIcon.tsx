import { isHexColor, type WalletInfo } from '../../../src-domain/index.js'
import { useWalletLogo } from '../logos/use-logo.js'

/** Only inline images: a wallet's icon never makes the page fetch from its host, and never runs as markup. */
export const isSafeIcon = (icon: string | undefined): icon is string => icon !== undefined && /^data:image\//i.test(icon)

/** Dark or light text for an initial drawn on a `#rgb` / `#rrggbb` background, whichever reads better. */
export function initialColor(background: string): string {
  const hex = background.length === 4 ? [...background.slice(1)].map((digit) => digit + digit).join('') : background.slice(1)
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // The text colour with the higher contrast ratio against the background (WCAG formula).
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#1a1b1f' : '#fff'
}

/**
 * A wallet's icon: its own (an announced one), else the catalogue's logo once the logos' chunk is
 * in, else its initial on its background colour. Decorative: the name sits beside it.
 */
export function WalletIcon({ wallet, size = 28 }: { wallet: Pick<WalletInfo, 'id' | 'name' | 'icon' | 'iconBackground'>; size?: number }) {
  const own = isSafeIcon(wallet.icon) ? wallet.icon : undefined
  const logo = useWalletLogo(own === undefined ? wallet.id : undefined)
  const icon = own ?? logo
  const background = wallet.iconBackground && isHexColor(wallet.iconBackground) ? wallet.iconBackground : undefined
  const style = { width: size, height: size, ...(background ? { background, color: initialColor(background) } : {}) }
  if (icon !== undefined) {
    return <img className="rpgf-wallet-icon" src={icon} alt="" width={size} height={size} style={style} />
  }
  return (
    <span className="rpgf-wallet-icon rpgf-wallet-icon-blank" aria-hidden="true" style={style}>
      {wallet.name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
