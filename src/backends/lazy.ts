import type { ChainRpcPort, WalletEvent, WalletInfo, WalletPort } from '../../src-domain/index.js'
import type { Backend, BackendArgs, BackendPorts } from './backend.js'

/** Ports whose backend code loads on first need; `load()` starts it (again after a failed fetch). */
export interface LazyBackendPorts extends BackendPorts {
  load(): Promise<BackendPorts>
}

const NO_WALLETS: readonly WalletInfo[] = []

/**
 * A backend's ports before its code is here: what a provider is built with synchronously (on a
 * server, in the render that hydrates). Every asking call waits for the code, then goes to the
 * real port; until then the wallet list is empty, and listeners are moved over once it arrives
 * (told `walletsChanged`, as an EIP-6963 announcement would). The server never loads it: nothing
 * there asks.
 */
export function lazyBackendPorts(loadBackend: () => Promise<Backend>, args: BackendArgs): LazyBackendPorts {
  let ports: BackendPorts | undefined
  let loading: Promise<BackendPorts> | undefined
  const listeners = new Set<(event: WalletEvent) => void>()
  const detach = new Map<(event: WalletEvent) => void, () => void>()

  const load = (): Promise<BackendPorts> => {
    if (ports) return Promise.resolve(ports)
    loading ??= loadBackend().then(
      (backend) => {
        const built = backend.create(args)
        ports = built
        for (const listener of listeners) detach.set(listener, built.wallet.subscribe(listener))
        for (const listener of [...listeners]) listener({ type: 'walletsChanged' })
        return built
      },
      (error: unknown) => {
        loading = undefined // a fetch that failed is tried again on the next need
        throw error
      },
    )
    return loading
  }

  const wallet: WalletPort = {
    listWallets: () => ports?.wallet.listWallets() ?? NO_WALLETS,
    connect: async (walletId, options) => (await load()).wallet.connect(walletId, options),
    reconnect: async (walletId) => (await load()).wallet.reconnect(walletId),
    disconnect: async () => (ports ? ports.wallet.disconnect() : undefined),
    switchChain: async (chainId) => (await load()).wallet.switchChain(chainId),
    signMessage: async (request) => (await load()).wallet.signMessage(request),
    sendTransaction: async (request) => (await load()).wallet.sendTransaction(request),
    preload: async () => (await load()).wallet.preload?.(),
    subscribe(listener) {
      listeners.add(listener)
      if (ports) detach.set(listener, ports.wallet.subscribe(listener))
      return () => {
        listeners.delete(listener)
        detach.get(listener)?.()
        detach.delete(listener)
      }
    },
  }

  // Every read is asynchronous: each method, whatever the backend's port has, waits for the code.
  const rpc = new Proxy({} as ChainRpcPort, {
    get(_target, method: string | symbol) {
      if (typeof method !== 'string' || method === 'then') return undefined
      return async (...callArgs: unknown[]) => {
        const real = (await load()).rpc as unknown as Record<string, ((...values: unknown[]) => unknown) | undefined>
        const call = real[method]
        return call?.apply(real, callArgs)
      }
    },
  })

  return { wallet, rpc, load }
}
