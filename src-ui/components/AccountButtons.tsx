import { memo, type ComponentType, type ReactNode, type Ref } from 'react'
import type { ShellTarget } from '../shell-handoff.js'
import { SHELL_TARGET_ATTRIBUTE } from '../start-protocol.js'
import type { AccountAvatarProps } from './AccountAvatar.js'
import { ChainIcon, WrongNetworkIcon } from './ChainIcon.js'

/** What the account button shows; `none` leaves it out. */
export type AccountStatus = 'full' | 'avatar' | 'address' | 'none'
/** What the chain button shows; `none` leaves it out but on a wrong network. */
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'
/** On which screens the balance shows: small is below 768 px. */
export interface BalanceScreens {
  smallScreen: boolean
  largeScreen: boolean
}
/** One value for every screen, or one for screens below 768 px and one for the others, as RainbowKit's. */
export type Responsive<T> = T | { smallScreen: T; largeScreen: T }

export interface AccountButtonsProps {
  address: string
  /**
   * Draws the account's picture: the app's AccountAvatar (its name's image, or an app's own component),
   * or the gradient alone for the stand-ins drawn before the app, which keep the avatar's code off the first visit.
   */
  avatar: ComponentType<AccountAvatarProps>
  /** The account's name cut at 24 characters, else its address shortened, as the domain writes them. */
  displayName: string
  /** The account's picture, shown in place of the gradient once loaded. */
  avatarUrl?: string | undefined
  /** The account's primary name, for an app's own avatar component. */
  ensName?: string | undefined
  /** `<amount> <symbol>`, once known. */
  balance?: string | undefined
  /** Where the balance shows; on wide screens only by default. */
  balanceOn?: BalanceScreens
  accountStatus?: Responsive<AccountStatus>
  chainStatus?: Responsive<ChainStatus>
  chain: { id?: number | undefined; name?: string | undefined; iconUrl?: string | undefined; iconBackground?: string | undefined; unsupported: boolean }
  /**
   * The chain button's accessible name given the text it shows (`Hardhat, Chain Selector`): it
   * begins with that text, so speech and voice control users hear and say what they see.
   */
  chainLabel(shown: string): string
  /** The chain button's text on an unsupported chain. */
  wrongNetworkLabel: string
  onChainClick(): void
  onAccountClick(): void
  chainRef?: Ref<HTMLButtonElement>
  accountRef?: Ref<HTMLButtonElement>
  /** Drawn for the app before it can act (the start screen, a reconnect under way): a click or the focus is handed over. */
  standIn?: boolean
}

const balanceClass = ({ smallScreen, largeScreen }: BalanceScreens) =>
  smallScreen && largeScreen
    ? 'rpgf-button-balance'
    : largeScreen
      ? 'rpgf-wide-only rpgf-button-balance'
      : smallScreen
        ? 'rpgf-narrow-only rpgf-button-balance'
        : undefined

const bySize = <T extends string>(value: Responsive<T>): readonly [small: T, large: T] =>
  typeof value === 'object' ? [value.smallScreen, value.largeScreen] : [value, value]

/** A part shown on both screen sizes (`''`), on one (its class), or on neither (`null`). */
const shownOn = (small: boolean, large: boolean): string | null => (small && large ? '' : large ? 'rpgf-wide-only' : small ? 'rpgf-narrow-only' : null)
const withClass = (base: string, extra: string) => (extra ? `${base} ${extra}` : base)

/** A part shown on one screen size only is wrapped in a box-less element carrying that; else it stands alone, as always. */
const OnScreens = ({ shown, children }: { shown: string; children: ReactNode }) => (shown ? <span className={`rpgf-part ${shown}`}>{children}</span> : children)

/**
 * The chain's icon and the account's picture depend on their own props alone: the renders that
 * bring the balance, the settled connection or a label pass them by.
 */
const StableChainIcon = memo(ChainIcon)
const StableAvatar = memo(function StableAvatar({ avatar: Avatar, ...props }: AccountAvatarProps & { avatar: ComponentType<AccountAvatarProps> }) {
  return <Avatar {...props} />
})

const standInFor = (standIn: boolean | undefined, target: ShellTarget) => (standIn ? { [SHELL_TARGET_ATTRIBUTE]: target } : {})

/**
 * The connected wallet's two buttons: the chain (`<chain>, Chain Selector`) and the account. On a chain the
 * app does not support the chain button reads `Wrong network` and the account button is left out.
 * The same elements whether the app or a stand-in draws them, so nothing moves when one replaces the other.
 */
export function AccountButtons(props: AccountButtonsProps) {
  const { chain, standIn } = props
  const balanceShown = props.balance ? balanceClass(props.balanceOn ?? { smallScreen: false, largeScreen: true }) : undefined
  const shown = chain.unsupported ? props.wrongNetworkLabel : (chain.name ?? '')
  const [smallChain, largeChain] = bySize(props.chainStatus ?? 'full')
  const [smallAccount, largeAccount] = bySize(props.accountStatus ?? 'full')
  // Each part on the screens where its button shows and its status asks for it.
  const chainButton = chain.unsupported ? '' : shownOn(smallChain !== 'none', largeChain !== 'none')
  const chainIcon = shownOn(!['none', 'name'].includes(smallChain), !['none', 'name'].includes(largeChain))
  const chainName = chain.unsupported ? '' : shownOn(!['none', 'icon'].includes(smallChain), !['none', 'icon'].includes(largeChain))
  const accountButton = shownOn(smallAccount !== 'none', largeAccount !== 'none')
  const avatar = shownOn(!['none', 'address'].includes(smallAccount), !['none', 'address'].includes(largeAccount))
  // With the avatar alone the name or address is still there for screen readers, hidden from sight only.
  const nameClass =
    smallAccount === 'avatar' && largeAccount === 'avatar'
      ? 'rpgf-visually-hidden'
      : withClass('rpgf-account-name', smallAccount === 'avatar' ? 'rpgf-hidden-narrow' : largeAccount === 'avatar' ? 'rpgf-hidden-wide' : '')
  return (
    <div className="rpgf-connected">
      {chainButton !== null && (
        <button
          ref={props.chainRef}
          type="button"
          className={withClass(chain.unsupported ? 'rpgf-button rpgf-chain-button rpgf-wrong-network' : 'rpgf-button rpgf-chain-button', chainButton)}
          aria-label={props.chainLabel(shown)}
          onClick={props.onChainClick}
          {...standInFor(standIn, 'chain')}
        >
          {chain.unsupported ? (
            <WrongNetworkIcon size={20} />
          ) : (
            chainIcon !== null && (
              <OnScreens shown={chainIcon}>
                <StableChainIcon chainId={chain.id} iconUrl={chain.iconUrl} iconBackground={chain.iconBackground} size={20} />
              </OnScreens>
            )
          )}
          {chainName !== null && <span className={chainName || undefined}>{shown}</span>}
        </button>
      )}
      {!chain.unsupported && accountButton !== null && (
        <button
          ref={props.accountRef}
          type="button"
          className={withClass('rpgf-button rpgf-account-button', accountButton)}
          onClick={props.onAccountClick}
          {...standInFor(standIn, 'account')}
        >
          {avatar !== null && (
            <OnScreens shown={avatar}>
              <StableAvatar avatar={props.avatar} address={props.address} url={props.avatarUrl} name={props.ensName} size={20} />
            </OnScreens>
          )}
          <bdi dir="ltr" className={nameClass}>
            {props.displayName}
          </bdi>
          {balanceShown && (
            <>
              {/* Keeps the accessible name `<address> <balance>` rather than the two run together. */}{' '}
              <bdi dir="ltr" className={balanceShown}>
                {props.balance}
              </bdi>
            </>
          )}
        </button>
      )}
    </div>
  )
}
