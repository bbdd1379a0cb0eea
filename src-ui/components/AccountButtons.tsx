import type { Ref } from 'react'
import type { ShellTarget } from '../shell-handoff.js'
import { SHELL_TARGET_ATTRIBUTE } from '../shell-handoff.js'
import { Avatar } from './Avatar.js'
import { ChainIcon, WrongNetworkIcon } from './ChainIcon.js'

export interface AccountButtonsProps {
  address: string
  /** The address shortened, as the domain writes it. */
  displayName: string
  /** `<amount> <symbol>`, once known. */
  balance?: string | undefined
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

const standInFor = (standIn: boolean | undefined, target: ShellTarget) => (standIn ? { [SHELL_TARGET_ATTRIBUTE]: target } : {})

/**
 * The connected wallet's two buttons: the chain (`<chain>, Chain Selector`) and the account. On a chain the
 * app does not support the chain button reads `Wrong network` and the account button is left out.
 * The same elements whether the app or a stand-in draws them, so nothing moves when one replaces the other.
 */
export function AccountButtons(props: AccountButtonsProps) {
  const { chain, standIn } = props
  const shown = chain.unsupported ? props.wrongNetworkLabel : (chain.name ?? '')
  return (
    <div className="rpgf-connected">
      <button
        ref={props.chainRef}
        type="button"
        className={chain.unsupported ? 'rpgf-button rpgf-chain-button rpgf-wrong-network' : 'rpgf-button rpgf-chain-button'}
        aria-label={props.chainLabel(shown)}
        onClick={props.onChainClick}
        {...standInFor(standIn, 'chain')}
      >
        {chain.unsupported ? <WrongNetworkIcon size={20} /> : <ChainIcon chainId={chain.id} iconUrl={chain.iconUrl} iconBackground={chain.iconBackground} size={20} />}
        <span>{shown}</span>
      </button>
      {!chain.unsupported && (
        <button ref={props.accountRef} type="button" className="rpgf-button rpgf-account-button" onClick={props.onAccountClick} {...standInFor(standIn, 'account')}>
          <Avatar address={props.address} size={20} />
          <bdi dir="ltr">{props.displayName}</bdi>
          {props.balance && (
            <>
              {/* Keeps the accessible name `<address> <balance>` rather than the two run together. */}{' '}
              <bdi dir="ltr" className="rpgf-wide-only rpgf-button-balance">
                {props.balance}
              </bdi>
            </>
          )}
        </button>
      )}
    </div>
  )
}
