/**
 * An EIP-1193 test wallet backed by a real local node: what a browser extension does, minus the
 * popups. JSON-RPC goes by `fetch` to the node of the wallet's current chain; the node (anvil) holds
 * the funded, unlocked accounts, so signing and sending are real.
 *
 * `installTestWallet` is SELF-CONTAINED on purpose: no imports, no module-scope values, so
 * Playwright can serialize it (`page.addInitScript(installTestWallet, options)`) and Node tests can
 * call it with any EventTarget as `target`. Keep it that way: everything it uses lives inside it.
 */

export type TestWalletFailure = 'userRejected' | 'resourceUnavailable' | 'unsupported' | 'unrecognized'

export interface TestWalletFailures {
  /** eth_requestAccounts / wallet_requestPermissions. */
  connect?: 'userRejected' | 'resourceUnavailable'
  /** wallet_switchEthereumChain: 4001, 4200 (method unsupported) or 4902 for every chain not added in this session. */
  switchChain?: 'userRejected' | 'unsupported' | 'unrecognized'
  /** personal_sign and eth_signTypedData_v4. */
  sign?: 'userRejected'
  /** eth_sendTransaction. */
  sendTransaction?: 'userRejected'
  /** A wallet that cannot let go: wallet_revokePermissions fails and removing a listener throws. */
  disconnect?: 'failed'
}

export interface TestWalletOptions {
  /** Node URL per chain id the wallet can reach. */
  rpcUrls: Record<number, string>
  /** The chain the wallet starts on. */
  chainId: number
  /** Defaults to anvil's first funded account. */
  accounts?: string[]
  /** Chains the wallet knows at start; others answer 4902 until added. Defaults to every key of `rpcUrls`. */
  knownChainIds?: number[]
  name: string
  rdns: string
  /** A `data:image/svg+xml` URI (or anything, to test sanitizing). */
  icon: string
  uuid?: string
  failures?: TestWalletFailures
  /** Set `target.ethereum` to this provider. Default true. */
  setEthereum?: boolean
  /** Announce by EIP-6963. Default true. */
  announce?: boolean
  /** Start already connected (a wallet that granted this site access before). */
  connected?: boolean
  /** Remember the granted access under this key of `target.localStorage`, so it survives a page reload. */
  persistKey?: string
  /** Extra provider flags (isMetaMask, isCoinbaseWallet, ...). */
  flags?: Record<string, boolean>
  /** Answers eth_requestAccounts this many ms late, like a wallet that takes its time. Default: at once. */
  connectDelayMs?: number
}

export interface TestWalletControls {
  /** Changes the accounts and emits `accountsChanged`; an empty list disconnects. */
  setAccounts(accounts: string[]): void
  /** Moves the wallet to a chain (known or not) and emits `chainChanged`. */
  emitChainChanged(chainId: number): void
  emitDisconnect(): void
  setFailures(failures: TestWalletFailures): void
  /** Holds every later request of `method` unanswered (a prompt the user has not acted on yet). */
  hold(method: string): void
  /** Answers the held requests of `method`: as usual, or with an EIP-1193 error when `error` is given. */
  release(method: string, error?: { code: number; message: string }): void
  /** Every request method received, in order (to count JSON-RPC requests). */
  requests(): string[]
  /**
   * Every request with the type of the DOM event being dispatched when it came (`window.event`):
   * `click` means the app asked within the click's own task, so the wallet's answer came in it too.
   */
  requestLog(): Array<{ method: string; during?: string }>
  /** Requests forwarded to a node. */
  forwarded(): string[]
  clearRequests(): void
  state(): { connected: boolean; chainId: number; accounts: string[]; knownChainIds: number[] }
}

export interface TestWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): TestWalletProvider
  removeListener(event: string, listener: (...args: unknown[]) => void): TestWalletProvider
  isTestWallet: true
  __test: TestWalletControls
  [flag: string]: unknown
}

/** The EventTarget-like object the wallet installs itself on: `window` in a browser, an EventTarget in Node. */
export interface TestWalletTarget {
  addEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  ethereum?: unknown
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void }
}

export function installTestWallet(target: TestWalletTarget, options: TestWalletOptions): TestWalletProvider {
  const rpcUrls: Record<number, string> = { ...options.rpcUrls }
  let chainId = options.chainId
  const allAccounts: string[] = (options.accounts ?? ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']).slice()
  let accounts = allAccounts.slice()
  const known = new Set<number>(options.knownChainIds ?? Object.keys(rpcUrls).map(Number))
  known.add(chainId)
  const added = new Set<number>()
  let failures: TestWalletFailures = { ...(options.failures ?? {}) }
  const listeners: Record<string, Array<(...args: unknown[]) => void>> = {}
  const log: string[] = []
  const during: Array<string | undefined> = []
  const forwardedLog: string[] = []
  let nextId = 1
  const held: Record<string, Array<(error?: { code: number; message: string }) => void>> = {}

  const storage = options.persistKey ? target.localStorage : undefined
  const readPersisted = (): boolean => {
    try {
      return storage?.getItem(options.persistKey as string) === '1'
    } catch {
      return false
    }
  }
  const persist = (value: boolean) => {
    try {
      if (value) storage?.setItem(options.persistKey as string, '1')
      else storage?.removeItem(options.persistKey as string)
    } catch {
      // storage may be disabled; the wallet then forgets on reload, like a locked wallet
    }
  }
  let connected = options.connected === true || readPersisted()

  const hex = (value: number) => `0x${value.toString(16)}`
  const rpcError = (code: number, message: string, data?: unknown) => {
    const error = new Error(message) as Error & { code: number; data?: unknown }
    error.code = code
    if (data !== undefined) error.data = data
    return error
  }
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of (listeners[event] ?? []).slice()) {
      try {
        listener(...args)
      } catch {
        // a listener's failure is the app's, not the wallet's
      }
    }
  }
  const setConnected = (value: boolean) => {
    connected = value
    persist(value)
  }
  const paramsArray = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])
  const parseChainId = (value: unknown): number => {
    if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number.parseInt(value, 16)
    throw rpcError(-32602, `Invalid chain id: ${String(value)}`)
  }

  const forward = async (method: string, params: unknown): Promise<unknown> => {
    const url = rpcUrls[chainId]
    if (!url) throw rpcError(4901, `The wallet has no node for chain ${chainId}.`)
    forwardedLog.push(method)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
    if (!response.ok) throw rpcError(-32603, `The node answered HTTP ${response.status}.`)
    const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
    if (body.error) throw rpcError(body.error.code ?? -32603, body.error.message ?? 'Node error', body.error.data)
    return body.result
  }

  const requireAccount = (address: unknown) => {
    if (!connected) throw rpcError(4100, 'The requested account has not been authorized by the user.')
    if (typeof address === 'string' && !accounts.some((account) => account.toLowerCase() === address.toLowerCase())) {
      throw rpcError(4100, `Account ${address} is not authorized.`)
    }
  }

  const switchTo = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', hex(next))
  }

  const grantAccounts = (): string[] => {
    if (failures.connect === 'userRejected') throw rpcError(4001, 'User rejected the request.')
    if (failures.connect === 'resourceUnavailable') throw rpcError(-32002, 'Request of type eth_requestAccounts already pending.')
    if (accounts.length === 0) accounts = allAccounts.slice()
    const wasConnected = connected
    setConnected(true)
    if (!wasConnected) {
      emit('connect', { chainId: hex(chainId) })
      emit('accountsChanged', accounts.slice())
    }
    return accounts.slice()
  }

  const handlers: Record<string, (params: unknown) => Promise<unknown> | unknown> = {
    eth_chainId: () => hex(chainId),
    net_version: () => String(chainId),
    eth_accounts: () => (connected ? accounts.slice() : []),
    eth_requestAccounts: () => {
      const delay = options.connectDelayMs ?? 0
      if (delay <= 0) return grantAccounts()
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          try {
            resolve(grantAccounts())
          } catch (error) {
            reject(error)
          }
        }, delay)
      })
    },
    wallet_requestPermissions: async (params) => {
      await handlers.eth_requestAccounts?.(params)
      return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: accounts.slice() }] }]
    },
    wallet_getPermissions: () =>
      connected ? [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: accounts.slice() }] }] : [],
    wallet_revokePermissions: () => {
      if (failures.disconnect === 'failed') throw rpcError(-32603, 'The wallet could not revoke the permission.')
      setConnected(false)
      return null
    },
    wallet_switchEthereumChain: (params) => {
      const next = parseChainId((paramsArray(params)[0] as { chainId?: unknown } | undefined)?.chainId)
      if (failures.switchChain === 'userRejected') throw rpcError(4001, 'User rejected the request.')
      if (failures.switchChain === 'unsupported') throw rpcError(4200, 'The wallet does not support wallet_switchEthereumChain.')
      const unknown = failures.switchChain === 'unrecognized' ? !added.has(next) && next !== chainId : !known.has(next)
      if (unknown) throw rpcError(4902, `Unrecognized chain ID "${hex(next)}". Try adding the chain using wallet_addEthereumChain first.`)
      if (!rpcUrls[next]) throw rpcError(4902, `Unrecognized chain ID "${hex(next)}".`)
      switchTo(next)
      return null
    },
    wallet_addEthereumChain: (params) => {
      const chain = (paramsArray(params)[0] ?? {}) as { chainId?: unknown; rpcUrls?: unknown }
      const next = parseChainId(chain.chainId)
      if (failures.switchChain === 'userRejected') throw rpcError(4001, 'User rejected the request.')
      if (!rpcUrls[next]) {
        const offered = Array.isArray(chain.rpcUrls) ? chain.rpcUrls.find((url) => typeof url === 'string') : undefined
        if (typeof offered !== 'string' || !/^https?:\/\//.test(offered)) throw rpcError(-32602, 'wallet_addEthereumChain needs an http(s) RPC URL.')
        rpcUrls[next] = offered
      }
      known.add(next)
      added.add(next)
      // Like MetaMask: adding a chain asks to switch to it right away.
      switchTo(next)
      return null
    },
    personal_sign: (params) => {
      const [, address] = paramsArray(params)
      requireAccount(address)
      if (failures.sign === 'userRejected') throw rpcError(4001, 'User rejected the request.')
      return forward('personal_sign', params)
    },
    eth_signTypedData_v4: (params) => {
      const [address] = paramsArray(params)
      requireAccount(address)
      if (failures.sign === 'userRejected') throw rpcError(4001, 'User rejected the request.')
      return forward('eth_signTypedData_v4', params)
    },
    eth_sendTransaction: async (params) => {
      const [tx] = paramsArray(params) as Array<{ from?: unknown } | undefined>
      requireAccount(tx?.from)
      if (failures.sendTransaction === 'userRejected') throw rpcError(4001, 'User rejected the request.')
      // Test files share the node and its funded accounts: anvil gives two sends of one account that
      // arrive together the same nonce, and refuses the second. A wallet keeps its own nonces; this
      // one sends again, as many times as there are files that could be sending at once.
      for (let attempt = 1; ; attempt++) {
        try {
          return await forward('eth_sendTransaction', params)
        } catch (error) {
          if (attempt >= 4 || !/replacement transaction underpriced|nonce too low/i.test((error as Error).message)) throw error
        }
      }
    },
  }

  const provider: TestWalletProvider = {
    ...(options.flags ?? {}),
    isTestWallet: true,
    async request(args) {
      if (!args || typeof args.method !== 'string') throw rpcError(-32600, 'Invalid request: method must be a string.')
      log.push(args.method)
      during.push((target as { event?: { type?: unknown } }).event?.type as string | undefined)
      const waiting = held[args.method]
      if (waiting) {
        const error = await new Promise<{ code: number; message: string } | undefined>((resolve) => waiting.push(resolve))
        if (error) throw rpcError(error.code, error.message)
      }
      const handler = handlers[args.method]
      if (handler) return handler(args.params)
      return forward(args.method, args.params)
    },
    on(event, listener) {
      ;(listeners[event] ??= []).push(listener)
      return provider
    },
    removeListener(event, listener) {
      if (failures.disconnect === 'failed') throw rpcError(-32603, 'The wallet could not remove the listener.')
      const list = listeners[event]
      if (list) {
        const index = list.indexOf(listener)
        if (index >= 0) list.splice(index, 1)
      }
      return provider
    },
    __test: {
      setAccounts(next) {
        accounts = next.slice()
        if (next.length === 0) setConnected(false)
        emit('accountsChanged', accounts.slice())
      },
      emitChainChanged(next) {
        switchTo(next)
      },
      emitDisconnect() {
        setConnected(false)
        emit('disconnect', rpcError(4900, 'The wallet disconnected.'))
      },
      setFailures(next) {
        failures = { ...next }
      },
      hold(method) {
        held[method] ??= []
      },
      release(method, error) {
        const waiting = held[method] ?? []
        delete held[method]
        for (const answer of waiting) answer(error)
      },
      requests: () => log.slice(),
      requestLog: () => log.map((method, index) => (during[index] === undefined ? { method } : { method, during: during[index] })),
      forwarded: () => forwardedLog.slice(),
      clearRequests() {
        log.length = 0
        during.length = 0
        forwardedLog.length = 0
      },
      state: () => ({ connected, chainId, accounts: accounts.slice(), knownChainIds: [...known] }),
    },
  }

  if (options.setEthereum !== false) target.ethereum = provider
  if (options.announce !== false) {
    const info = Object.freeze({
      uuid:
        options.uuid ??
        `00000000-0000-4000-8000-${Math.floor(Math.random() * 1e12)
          .toString()
          .padStart(12, '0')}`,
      name: options.name,
      icon: options.icon,
      rdns: options.rdns,
    })
    const announce = () => {
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    }
    target.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  return provider
}
