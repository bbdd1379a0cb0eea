import { useState } from 'react'
import { useAvatarImage } from '../hooks/use-avatar-image.js'
import { GradientAvatar } from './GradientAvatar.js'

/**
 * An account's picture: a gradient drawn from its address (no request to any host), replaced by
 * its name's avatar once that image has loaded (`url`, an https URL on a public name the domain
 * allows). The avatar's host is asked at most once a day; the copy kept then is drawn on later
 * visits (use-avatar-image.ts). An image that fails to load leaves the gradient. Decorative: the
 * name or address beside it names the account.
 */
export function Avatar({ address, size = 24, url }: { address: string; size?: number; url?: string | undefined }) {
  const [loaded, setLoaded] = useState<string | undefined>(undefined)
  const avatar = useAvatarImage(url)
  const image = avatar.image
  return (
    <GradientAvatar address={address} size={size}>
      {image && (
        <img
          key={image.src}
          src={image.src}
          alt=""
          className="rpgf-avatar-image"
          {...(loaded === image.src ? { 'data-loaded': '' } : {})}
          // CORS, with no cookies: the only way the page may read the image back to keep a copy.
          {...(image.fromHost ? { crossOrigin: 'anonymous' as const } : {})}
          width={size}
          height={size}
          decoding="async"
          // The avatar's host learns nothing of the page it is shown on.
          referrerPolicy="no-referrer"
          onLoad={(event) => {
            setLoaded(image.src)
            avatar.loaded(event.currentTarget)
          }}
          onError={avatar.failed}
        />
      )}
    </GradientAvatar>
  )
}
