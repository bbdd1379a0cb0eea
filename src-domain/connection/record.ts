import type { ChainInfo } from '../chains/types.js'
import { isUnsupportedChain } from '../chains/definitions.js'
import { STORED_WALLET_ID } from '../storage/last-wallet.js'
import { isAddress, type Address, type ChainId } from '../types.js'
import type { ConnectedState, ConnectionState } from './state.js'

/**
 * The connection in place, as a server may read it from a cookie: the wallet, the account and the
 * chain, nothing secret. ConnectionService keeps it under STORAGE_KEY_CONNECTION in step with its
 * state; a cookie storage sends it with every request, so the server renders the account the
 * browser will show and a reload never draws `Connect Wallet` on the way.
 */
export interface ConnectionRecord {
  walletId: string
  address: Address
  chainId: ChainId
}

/** The record's storage key (and, with cookie storage, the cookie's name). */
export const STORAGE_KEY_CONNECTION = 'rk-connection'

/** Longer than any record this kit writes (a 100-character wallet id, an address, a chain id). */
export const MAX_CONNECTION_RECORD_LENGTH = 200

const DECIMAL_ID = /^[1-9]\d{0,15}$/

/** `walletId|address|chainId`: no characters a cookie must escape, and one way to read it. */
export function encodeConnectionRecord(record: ConnectionRecord): string {
  return `${record.walletId}|${record.address}|${record.chainId}`
}

/** The record of a connected state; undefined for any other. */
export function connectionRecordOf(state: ConnectionState): ConnectionRecord | undefined {
  return state.status === 'connected' ? { walletId: state.walletId, address: state.address, chainId: state.chainId } : undefined
}

/**
 * A stored record, checked field by field: anything else (garbage, an oversized text, markup in a
 * field, a chain id no integer) is no record. Never throws: what a cookie carries is a stranger's.
 */
export function parseConnectionRecord(text: string | null | undefined): ConnectionRecord | undefined {
  if (typeof text !== 'string' || text.length > MAX_CONNECTION_RECORD_LENGTH) return undefined
  const parts = text.split('|')
  if (parts.length !== 3) return undefined
  const [walletId = '', address = '', chain = ''] = parts
  if (!STORED_WALLET_ID.test(walletId) || !isAddress(address) || !DECIMAL_ID.test(chain)) return undefined
  const chainId = Number(chain)
  if (!Number.isSafeInteger(chainId)) return undefined
  return { walletId, address, chainId }
}

/** The connected state a record stands for, flagged unsupported off the app's chains. */
export function connectedStateOf(record: ConnectionRecord, chains: readonly ChainInfo[]): ConnectedState {
  return {
    status: 'connected',
    walletId: record.walletId,
    address: record.address,
    accounts: [record.address],
    chainId: record.chainId,
    unsupported: isUnsupportedChain(chains, record.chainId),
  }
}
