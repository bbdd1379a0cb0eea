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
