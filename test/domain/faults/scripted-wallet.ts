import type { Address, ConnectResult, Hex, WalletEvent, WalletPort } from '../../../src-domain/index.js'

/** A call the test answers by hand: resolve or reject it when the scenario says so. */
export interface Pending<T> {
  resolve(value: T): void
  reject(error: unknown): void
}

/**
 * A WalletPort whose every call waits for the test: connect, switch, sign and disconnect are held
 * until answered, and events are played with `emit`. Scripts races a real wallet can produce.
 */
export function scriptedWallet() {
  const listeners = new Set<(event: WalletEvent) => void>()
  const held: Record<'connect' | 'switchChain' | 'signMessage' | 'disconnect', Array<Pending<never>>> = {
    connect: [],
    switchChain: [],
    signMessage: [],
    disconnect: [],
  }
  const hold = <T>(kind: keyof typeof held) => new Promise<T>((resolve, reject) => held[kind].push({ resolve: resolve as (value: never) => void, reject }))
  const port: WalletPort = {
    listWallets: () => [],
    connect: () => hold<ConnectResult>('connect'),
    reconnect: async () => null,
    disconnect: () => hold<void>('disconnect'),
    switchChain: () => hold<void>('switchChain'),
    signMessage: () => hold<Hex>('signMessage'),
    sendTransaction: () => Promise.reject(new Error('not scripted')),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const next = <T>(kind: keyof typeof held): Pending<T> => {
    const call = held[kind].shift()
    if (!call) throw new Error(`No ${kind} call is waiting.`)
    return call as unknown as Pending<T>
  }
  return {
    port,
    emit: (event: WalletEvent) => listeners.forEach((listener) => listener(event)),
    next,
    waiting: (kind: keyof typeof held) => held[kind].length,
  }
}

export const ACCOUNT_A: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ACCOUNT_B: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
