import { findChain, type ChainId, type ChainInfo, type ConnectionErrorKind, type ConnectionFailure } from '../../src-domain/index.js'
import type { MessageKey } from './messages/en.js'
import { keyOfEnglish, translateEnglish, type Translate } from './translate.js'

/** The catalogue's text for each kind of connection failure the domain tells apart. */
const FAILURE_KEYS: Partial<Record<ConnectionErrorKind, MessageKey>> = {
  resourceUnavailable: 'error.requestPending',
  chainSwitchFailed: 'error.chainSwitchFailed',
  chainNotConfigured: 'error.chainNotConfigured',
}

/**
 * What a failed connect says, in the active locale. A missing wallet is named by the kind and the
 * wallet's name; a message the catalogue knows is translated; anything else is the wallet's or
 * library's own words, shown as given.
 */
export function failureText(failure: ConnectionFailure, walletName: string, t: Translate): string | undefined {
  // The developer's message (No projectId found...) went to the console at start-up: the visitor learns only that this wallet cannot be used here.
  if (failure.kind === 'notConfigured') return t('error.cannotUseHere', { wallet: walletName })
  const message = failure.message
  if (message === undefined) return undefined
  if (failure.kind === 'connectorNotFound') {
    if (message === translateEnglish('error.notInstalled', { wallet: walletName })) return t('error.notInstalled', { wallet: walletName })
    if (message === translateEnglish('error.notAvailable', { wallet: walletName })) return t('error.notAvailable', { wallet: walletName })
  }
  const key = keyOfEnglish(message) ?? FAILURE_KEYS[failure.kind]
  return key ? t(key) : message
}

/**
 * A chain's configured name; else, marked unsupported, its public name when known
 * (`Ethereum (unsupported)`) or `Chain <id> (unsupported)`. For texts read out as a whole.
 */
export function chainText(chains: readonly ChainInfo[], chainId: ChainId, t: Translate, knownName?: string): string {
  const configured = findChain(chains, chainId)?.name
  if (configured !== undefined) return configured
  return knownName !== undefined ? t('network.unsupportedChain', { chain: knownName }) : t('network.unknownChain', { id: chainId })
}
