import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/** The connect dialog's layout on screens 768 px and wider: the list beside the step (`wide`), or one at a time (`compact`). Narrower screens are always compact. */
export const MODAL_SIZES = ['wide', 'compact'] as const
export type ModalSize = (typeof MODAL_SIZES)[number]

/** What a disclaimer is drawn with, styled by the kit: `<Text>` a paragraph, `<Link href>` a link opening in a new tab. */
export interface DisclaimerProps {
  Text: ComponentType<{ children?: ReactNode }>
  Link: ComponentType<{ children?: ReactNode; href: string }>
}
/** A component under the connect dialog's wallet list, as RainbowKit's `appInfo.disclaimer`. */
export type DisclaimerComponent = ComponentType<DisclaimerProps>

export interface AppInfo {
  /** Where the connect dialog's `Learn More` leads (an http(s) URL); an introduction to wallets on ethereum.org by default. */
  learnMoreUrl?: string
  disclaimer?: DisclaimerComponent
}

/** What an account's picture is drawn from, as RainbowKit's `AvatarComponent` (with the name too). */
export interface AvatarProps {
  address: string
  /** The avatar record of the account's name, as an https URL, once looked up; `null` when it has none. */
  ensImage: string | null
  /** The account's primary name, once looked up; `null` when it has none. */
  ensName: string | null
  /** Width and height in CSS pixels. */
  size: number
}
export type AvatarComponent = ComponentType<AvatarProps>

/** The provider's layout options beside its theme, as RainbowKitProvider's. */
export interface KitOptions {
  modalSize?: ModalSize
  appInfo?: AppInfo
  /** Draws every account picture (the account button, the account dialog) in place of the kit's gradient and avatar. */
  avatar?: AvatarComponent
}

const KitOptionsContext = createContext<KitOptions>({})
export const KitOptionsProvider = KitOptionsContext.Provider

/** The provider's layout options; none outside a provider (the start screen, a server's first markup). */
export const useKitOptions = (): KitOptions => useContext(KitOptionsContext)

/** A function component, or what `memo`, `forwardRef` and `lazy` make (objects React renders). */
const isComponent = (value: unknown): boolean => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)

export const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

const APP_INFO_KEYS = ['learnMoreUrl', 'disclaimer']

/** Every mistake in the layout options at once, each naming its option: empty when there is none. */
export function kitOptionProblems({ modalSize, appInfo, avatar }: Record<keyof KitOptions, unknown>): string[] {
  const problems: string[] = []
  if (modalSize !== undefined && !(MODAL_SIZES as readonly unknown[]).includes(modalSize))
    problems.push(`modalSize must be "wide" or "compact", got ${JSON.stringify(modalSize)}.`)
  if (avatar !== undefined && !isComponent(avatar)) problems.push('avatar must be a React component: ({ address, ensImage, ensName, size }) => <img ... />.')
  if (appInfo === undefined) return problems
  if (typeof appInfo !== 'object' || appInfo === null || Array.isArray(appInfo))
    return [...problems, 'appInfo must be an object: { learnMoreUrl?, disclaimer? }.']
  const info = appInfo as Record<string, unknown>
  for (const key of Object.keys(info)) {
    if (APP_INFO_KEYS.includes(key) || info[key] === undefined) continue
    problems.push(
      key === 'appName' ? "appInfo.appName: the app's name is the wallet options' appName." : `appInfo has no "${key}": its keys are learnMoreUrl, disclaimer.`,
    )
  }
  if (info.learnMoreUrl !== undefined && !isWebUrl(info.learnMoreUrl))
    problems.push(`appInfo.learnMoreUrl must be an http(s) URL, got ${JSON.stringify(info.learnMoreUrl)}.`)
  if (info.disclaimer !== undefined && !isComponent(info.disclaimer))
    problems.push('appInfo.disclaimer must be a React component: ({ Text, Link }) => <Text>...</Text>.')
  return problems
}
