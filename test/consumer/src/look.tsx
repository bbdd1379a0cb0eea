import type { AppInfo, AvatarProps, DisclaimerProps, Theme } from 'retropgf-connect'

/** A light and a dark theme, the visitor's colour scheme picking one; the same corners and blur in both. */
export const theme: Theme = {
  lightMode: { name: 'light', borderRadius: 'small', overlayBlur: 'small' },
  darkMode: { name: 'dark', borderRadius: 'small', overlayBlur: 'small' },
}

/** Under the connect dialog's wallet list, drawn with the kit's Text and Link. */
function Disclaimer({ Text, Link }: DisclaimerProps) {
  return (
    <Text>
      By connecting a wallet you agree to the Tip jar's <Link href="https://example.com/terms">terms</Link>.
    </Text>
  )
}

/** The account's picture: a tile coloured by its address. */
export function TipAvatar({ address, size }: AvatarProps) {
  const hue = Number.parseInt(address.slice(2, 6), 16) % 360
  return (
    <svg width={size} height={size} viewBox="0 0 10 10" data-testid="tip-avatar">
      <rect width="10" height="10" rx="3" fill={`hsl(${hue} 70% 45%)`} />
    </svg>
  )
}

export const appInfo: AppInfo = { disclaimer: Disclaimer }
