/**
 * The slice of EIP-1193 the injected-wallet backends rely on. Wallets are untrusted code: every
 * answer is checked before it reaches the domain.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** What EIP-6963 announces about a wallet, before sanitizing. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/**
 * The browser window as an injected-wallet backend sees it: an event target for EIP-6963 and
 * perhaps a legacy `window.ethereum`. Injected by the factory so Node tests can pass a fake one.
 */
export interface WalletWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  ethereum?: unknown
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function'
}

/** Subscribes to a provider event when the provider supports events; returns the undo. */
export function listen(provider: Eip1193Provider, event: string, listener: (payload: unknown) => void): () => void {
  if (typeof provider.on !== 'function') return () => {}
  const handler = listener as (...args: never[]) => void
  provider.on(event, handler)
  return () => {
    if (typeof provider.removeListener === 'function') provider.removeListener(event, handler)
  }
}
