// The theme's names an app may use: the UI's index and the kit's main entry both re-export this
// list, so the two cannot drift apart (the theme's internals stay out of it). A line comment: the
// API reference would otherwise take it as the first type's description.
export {
  THEMES,
  THEME_NAMES,
  BORDER_RADII,
  FONT_STACKS,
  OVERLAY_BLURS,
  type Theme,
  type ThemeModes,
  type BorderRadius,
  type FontStack,
  type OverlayBlur,
  type ThemeOptions,
  type ThemeName,
} from './themes.js'
export { themeCss, type ThemeCssOptions } from './theme-checks.js'
