import type { Ref } from 'react'
import type { ShellTarget } from '../shell-handoff.js'
import { SHELL_TARGET_ATTRIBUTE } from '../start-protocol.js'
import { Avatar } from './Avatar.js'
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

export interface AccountButtonsProps {
  address: string
  /** The account's name cut at 24 characters, else its address shortened, as the domain writes them. */
  displayName: string
  /** The account's picture, shown in place of the gradient once loaded. */
  avatarUrl?: string | undefined
  /** `<amount> <symbol>`, once known. */
  balance?: string | undefined
  /** Where the balance shows; on wide screens only by default. */
  balanceOn?: BalanceScreens
  accountStatus?: AccountStatus
  chainStatus?: ChainStatus
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

const standInFor = (standIn: boolean | undefined, target: ShellTarget) => (standIn ? { [SHELL_TARGET_ATTRIBUTE]: target } : {})

/**
 * The connected wallet's two buttons: the chain (`<chain>, Chain Selector`) and the account. On a chain the
 * app does not support the chain button reads `Wrong network` and the account button is left out.
 * The same elements whether the app or a stand-in draws them, so nothing moves when one replaces the other.
 */
export function AccountButtons(props: AccountButtonsProps) {
  const { chain, standIn, accountStatus = 'full', chainStatus = 'full' } = props
  const balanceShown = props.balance ? balanceClass(props.balanceOn ?? { smallScreen: false, largeScreen: true }) : undefined
  const shown = chain.unsupported ? props.wrongNetworkLabel : (chain.name ?? '')
  return (
    <div className="rpgf-connected">
      {(chainStatus !== 'none' || chain.unsupported) && (
        <button
          ref={props.chainRef}
          type="button"
          className={chain.unsupported ? 'rpgf-button rpgf-chain-button rpgf-wrong-network' : 'rpgf-button rpgf-chain-button'}
          aria-label={props.chainLabel(shown)}
          onClick={props.onChainClick}
          {...standInFor(standIn, 'chain')}
        >
          {chain.unsupported ? (
            <WrongNetworkIcon size={20} />
          ) : (
            chainStatus !== 'name' && <ChainIcon chainId={chain.id} iconUrl={chain.iconUrl} iconBackground={chain.iconBackground} size={20} />
          )}
          {(chain.unsupported || chainStatus !== 'icon') && <span>{shown}</span>}
        </button>
      )}
      {!chain.unsupported && accountStatus !== 'none' && (
        <button
          ref={props.accountRef}
          type="button"
          className="rpgf-button rpgf-account-button"
          onClick={props.onAccountClick}
          {...standInFor(standIn, 'account')}
        >
          {accountStatus !== 'address' && <Avatar address={props.address} url={props.avatarUrl} size={20} />}
          {/* With the avatar alone the name or address still names the button, for screen readers. */}
          <bdi dir="ltr" className={accountStatus === 'avatar' ? 'rpgf-visually-hidden' : 'rpgf-account-name'}>
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
