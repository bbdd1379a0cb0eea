import { isHexColor } from '../../src-domain/config/theme.js'
import { readableOn } from '../theme/themes.js'

/**
 * The colours of a chain's drawn badge (a chain without a picture): a disc in the chain's icon
 * background, or grey when that is no colour, and a ring in the ink readable on it.
 */
export function badgeColors(iconBackground: string | undefined): { background: string; ring: string } {
  const background = iconBackground && isHexColor(iconBackground) ? iconBackground : '#8c8c8c'
  return { background, ring: readableOn(background) }
}
