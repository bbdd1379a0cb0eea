import { useKitOptions } from '../kit-options.js'
import { Avatar } from './Avatar.js'

export interface AccountAvatarProps {
  address: string
  /** The avatar of the account's name, once looked up. */
  url?: string | undefined
  /** The account's primary name, once looked up. */
  name?: string | undefined
  size: number
}

/**
 * An account's picture: the app's own `avatar` component when the provider has one, else the kit's
 * (a gradient, then the name's avatar). Decorative either way: the name or address beside it names the account.
 */
export function AccountAvatar({ address, url, name, size }: AccountAvatarProps) {
  const Custom = useKitOptions().avatar
  if (!Custom) return <Avatar address={address} url={url} size={size} />
  return (
    <span aria-hidden="true" className="rpgf-avatar" data-testid="avatar" style={{ width: size, height: size }}>
      <Custom address={address} ensImage={url ?? null} ensName={name ?? null} size={size} />
    </span>
  )
}
