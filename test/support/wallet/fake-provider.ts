import type { Eip1193Provider, WalletWindow } from '../../../src-adapters/wallet-kernel/index.js'

export type Handler = (params: readonly unknown[]) => unknown

export interface FakeProvider extends Eip1193Provider {
  handlers: Record<string, Handler>
  calls: string[]
  emit(event: string, payload: unknown): void
  listenerCount(event: string): number
}

export function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A scriptable EIP-1193 provider: each method answers from `handlers`; unknown ones fail with -32601. */
export function createFakeProvider(handlers: Record<string, Handler> = {}): FakeProvider {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  let chainId = '0x7a69'
  const provider: FakeProvider = {
    calls: [],
    handlers: {
      eth_requestAccounts: () => [ACCOUNT],
      eth_accounts: () => [ACCOUNT],
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: (params) => {
        chainId = (params[0] as { chainId: string }).chainId
        return null
      },
      ...handlers,
    },
    async request({ method, params }) {
      provider.calls.push(method)
      const handler = provider.handlers[method]
      if (!handler) throw rpcError(-32601, `the method ${method} does not exist/is not available`)
      return handler((params as readonly unknown[] | undefined) ?? [])
    },
    on(event: string, listener: (...args: never[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener as unknown as (payload: unknown) => void)
      return provider
    },
    removeListener(event: string, listener: (...args: never[]) => void) {
      listeners.get(event)?.delete(listener as unknown as (payload: unknown) => void)
      return provider
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
  return provider
}

/** A window stand-in: an EventTarget that may carry a legacy `ethereum`. */
export function createFakeWindow(ethereum?: unknown): WalletWindow & EventTarget {
  const target = new EventTarget() as EventTarget & WalletWindow
  if (ethereum !== undefined) target.ethereum = ethereum
  return target
}

/** Makes a wallet answer every `eip6963:requestProvider` with this announcement, and announces once now. */
export function announce(target: EventTarget, info: Record<string, unknown>, provider: unknown): void {
  const send = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
  target.addEventListener('eip6963:requestProvider', send)
  send()
}
