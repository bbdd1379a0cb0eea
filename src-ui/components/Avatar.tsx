import { avatarGradient } from './avatar-gradient.js'

/**
 * An account's picture drawn from its address alone: no ENS avatar, no request to any host.
 * Decorative: the address beside it names the account.
 */
export function Avatar({ address, size = 24 }: { address: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      className="rpgf-avatar"
      data-testid="avatar"
      style={{ width: size, height: size, background: avatarGradient(address) }}
    />
  )
}
