import type { ReactNode } from 'react'
import { avatarGradient } from './avatar-gradient.js'

/**
 * An account's gradient, drawn from its address alone (no request to any host): the kit's avatar
 * before its name's image loads, and the whole avatar of the buttons that stand in for the app's
 * before it is loaded (they know the address only). Decorative: the address beside it names the account.
 */
export function GradientAvatar({ address, size, children }: { address: string; size: number; children?: ReactNode }) {
  return (
    <span aria-hidden="true" className="rpgf-avatar" data-testid="avatar" style={{ width: size, height: size, background: avatarGradient(address) }}>
      {children}
    </span>
  )
}
