/**
 * A stand-in for `@walletconnect/ethereum-provider` in the browser builds of the phone tests (the
 * relay it talks to cannot be reached here). It keeps the SDK's surface that wagmi's and the kernel's
 * WalletConnect code use: `EthereumProvider.init`, `connect` emitting `display_uri` with a pairing URI
 * of the real shape, `session`, `accounts`, `chainId`, `enable`, `request`, `disconnect`, events.
 *
 * The "phone app" approves the pairing the way a visitor does: the page goes to the background (the
 * app came up) and then comes back, so a pairing is settled on the first return to view. Requests go
 * to the local node of the session's chain, whose unlocked accounts sign. What it did is exposed on
 * `window.__fakeWalletConnect` for the test to read; `window.__fakeWalletConnectSilent = true` makes
 * the relay one that never answers (a blocked network): `connect` then neither hands out a URI nor ends.
 */

type Listener = (...args: unknown[]) => void

interface InitOptions {
  projectId: string
  optionalChains?: number[]
  rpcMap?: Record<string, string>
}

interface StoredSession {
  accounts: string[]
  chainId: number
}

export interface FakeWalletConnectLog {
  pairingUris: string[]
  approvals: number
}

const SESSION_KEY = 'e2e-fake-walletconnect-session'

const log: FakeWalletConnectLog = { pairingUris: [], approvals: 0 }
;(window as unknown as { __fakeWalletConnect: FakeWalletConnectLog }).__fakeWalletConnect = log

const randomHex = (bytes: number) => [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** Whether the test has made the relay silent (`silentRelayScript`); read at each connect. */
const silentRelay = (): boolean => (window as unknown as { __fakeWalletConnectSilent?: boolean }).__fakeWalletConnectSilent === true

/** Resolves on the page's first return to view after it was hidden. */
function nextReturn(): Promise<void> {
  return new Promise((resolve) => {
    let hidden = document.visibilityState === 'hidden'
    const changed = () => {
      if (document.visibilityState === 'hidden') hidden = true
      else if (hidden) {
        document.removeEventListener('visibilitychange', changed)
        resolve()
      }
    }
    document.addEventListener('visibilitychange', changed)
  })
}

class Emitter {
  readonly #listeners = new Map<string, Set<Listener>>()
  on(event: string, listener: Listener): this {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
    return this
  }
  removeListener(event: string, listener: Listener): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }
  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) listener(...args)
  }
  setMaxListeners(): void {}
}

class FakeEthereumProvider {
  readonly events = new Emitter()
  readonly #rpcMap: Record<string, string>
  readonly #chains: number[]
  #state: StoredSession | undefined

  constructor(options: InitOptions) {
    this.#rpcMap = options.rpcMap ?? {}
    this.#chains = options.optionalChains ?? []
    try {
      const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as StoredSession | null
      this.#state = stored ?? undefined
    } catch {
      this.#state = undefined
    }
  }

  get session() {
    const state = this.#state
    return state ? { namespaces: { eip155: { accounts: state.accounts.map((account) => `eip155:${state.chainId}:${account}`) } } } : undefined
  }
  get accounts(): string[] {
    return this.#state?.accounts ?? []
  }
  get chainId(): number {
    return this.#state?.chainId ?? this.#chains[0] ?? 1
  }

  on(event: string, listener: Listener) {
    this.events.on(event, listener)
    return this
  }
  removeListener(event: string, listener: Listener) {
    this.events.removeListener(event, listener)
    return this
  }

  async connect(options: { optionalChains?: number[] } = {}): Promise<void> {
    // A relay that cannot be reached: no pairing URI, and no answer, ever.
    if (silentRelay()) return new Promise<never>(() => {})
    const uri = `wc:${randomHex(32)}@2?relay-protocol=irn&symKey=${randomHex(32)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`
    log.pairingUris.push(uri)
    this.events.emit('display_uri', uri)
    await nextReturn()
    const chainId = options.optionalChains?.[0] ?? this.chainId
    const accounts = (await this.#node(chainId, 'eth_accounts', [])) as string[]
    this.#state = { accounts: accounts.slice(0, 1), chainId }
    localStorage.setItem(SESSION_KEY, JSON.stringify(this.#state))
    log.approvals += 1
    this.events.emit('connect', { chainId: `0x${chainId.toString(16)}` })
  }

  async enable(): Promise<string[]> {
    return this.accounts
  }

  async disconnect(): Promise<void> {
    this.#state = undefined
    localStorage.removeItem(SESSION_KEY)
  }

  async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return this.accounts
      case 'eth_chainId':
        return `0x${this.chainId.toString(16)}`
      case 'wallet_switchEthereumChain': {
        const next = Number.parseInt(String((params?.[0] as { chainId?: string } | undefined)?.chainId), 16)
        if (!this.#state || !(String(next) in this.#rpcMap)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
        this.#state = { ...this.#state, chainId: next }
        localStorage.setItem(SESSION_KEY, JSON.stringify(this.#state))
        this.events.emit('chainChanged', `0x${next.toString(16)}`)
        return null
      }
      default:
        return this.#node(this.chainId, method, params ?? [])
    }
  }

  async #node(chainId: number, method: string, params: unknown[]): Promise<unknown> {
    const url = this.#rpcMap[String(chainId)]
    if (!url) throw new Error(`No RPC URL for chain ${chainId}`)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }
}

export const EthereumProvider = {
  async init(options: InitOptions): Promise<FakeEthereumProvider> {
    return new FakeEthereumProvider(options)
  },
}
