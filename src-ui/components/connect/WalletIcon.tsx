import { isHexColor, type WalletInfo } from '../../../src-domain/index.js'

/** Only inline images: a wallet's icon never makes the page fetch from its host, and never runs as markup. */
export const isSafeIcon = (icon: string | undefined): icon is string => icon !== undefined && /^data:image\//i.test(icon)

/** A wallet's icon, or its initial on its background colour when it has no safe icon. Decorative: the name sits beside it. */
export function WalletIcon({ wallet, size = 28 }: { wallet: Pick<WalletInfo, 'name' | 'icon' | 'iconBackground'>; size?: number }) {
  const background = wallet.iconBackground && isHexColor(wallet.iconBackground) ? wallet.iconBackground : undefined
  const style = { width: size, height: size, ...(background ? { background } : {}) }
  if (isSafeIcon(wallet.icon)) {
    return <img className="rpgf-wallet-icon" src={wallet.icon} alt="" width={size} height={size} style={style} />
  }
  return (
    <span className="rpgf-wallet-icon rpgf-wallet-icon-blank" aria-hidden="true" style={style}>
      {wallet.name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
