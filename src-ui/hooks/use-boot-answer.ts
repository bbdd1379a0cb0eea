import { useSyncExternalStore } from 'react'
import { findChain } from '../../src-domain/chains/definitions.js'
import type { ChainInfo } from '../../src-domain/chains/types.js'
import { shortenAddress } from '../../src-domain/format/address.js'
import { readBootAnswer, subscribeBootAnswer, type BootAnswer } from '../shell-handoff.js'

let last: BootAnswer | undefined
/** The same object while the recorded answer is the same, as useSyncExternalStore needs. */
function snapshot(): BootAnswer | undefined {
  const answer = readBootAnswer()
  if (answer?.address !== last?.address || answer?.chainId !== last?.chainId) last = answer
  return last
}

/**
 * The remembered wallet's answer the boot script had before the app, while `wanted` (a reconnect
 * under way); undefined otherwise, and on the server.
 */
export function useBootAnswer(wanted: boolean): BootAnswer | undefined {
  const answer = useSyncExternalStore(subscribeBootAnswer, snapshot, () => undefined)
  return wanted ? answer : undefined
}

/** The early answer as the connected buttons draw it (AccountButtons' account and chain props). */
export interface EarlyAccount {
  address: BootAnswer['address']
  displayName: string
  chain: { id: ChainInfo['id']; name: string; iconUrl: string | undefined; iconBackground: string | undefined; unsupported: false }
}

/**
 * The boot script's early answer, ready to draw, while `wanted`: undefined until it is in, and for
 * a chain not among `chains` (the app then says so itself once its reconnect answers).
 */
export function useEarlyAccount(chains: readonly ChainInfo[], wanted: boolean): EarlyAccount | undefined {
  const answer = useBootAnswer(wanted)
  const chain = answer ? findChain(chains, answer.chainId) : undefined
  if (!answer || !chain) return undefined
  return {
    address: answer.address,
    displayName: shortenAddress(answer.address),
    chain: { id: chain.id, name: chain.name, iconUrl: chain.iconUrl, iconBackground: chain.iconBackground, unsupported: false },
  }
}
