import { useState } from 'react'
import { avatarGradient } from './avatar-gradient.js'

/**
 * An account's picture: a gradient drawn from its address (no request to any host), replaced by
 * its name's avatar once that image has loaded (`url`, an https URL the domain allows). An image
 * that fails to load leaves the gradient. Decorative: the name or address beside it names the account.
 */
export function Avatar({ address, size = 24, url }: { address: string; size?: number; url?: string | undefined }) {
  const [loaded, setLoaded] = useState<string | undefined>(undefined)
  return (
    <span aria-hidden="true" className="rpgf-avatar" data-testid="avatar" style={{ width: size, height: size, background: avatarGradient(address) }}>
      {url && (
        <img
          key={url}
          src={url}
          alt=""
          className="rpgf-avatar-image"
          {...(loaded === url ? { 'data-loaded': '' } : {})}
          width={size}
          height={size}
          decoding="async"
          // The avatar's host learns nothing of the page it is shown on.
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(url)}
        />
      )}
    </span>
  )
}
