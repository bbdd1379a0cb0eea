import type { NamePort } from '../ports/name-port.js'
import type { Address } from '../types.js'
import { avatarUrl, lookupAccountName, type AccountName } from './account-name.js'

/** A naming system's port, or its loader: a dynamic import, so its code is fetched on the first lookup. */
export type NamePortSource = NamePort | (() => Promise<NamePort>)

export interface NameServiceOptions {
  /** The https gateway `ipfs://` avatars are fetched through; the domain's default when absent. */
  ipfsGateway?: string
}

/**
 * Names and avatars of accounts, over a port loaded on first use: the app's first visit and the
 * account's first paint never wait for its code. A load that fails is tried again on the next
 * lookup. The service keeps nothing: the UI's query cache keeps the answers, with an expiry.
 */
export class NameService {
  #source: NamePortSource
  #port: Promise<NamePort> | undefined
  #options: NameServiceOptions

  constructor(source: NamePortSource, options: NameServiceOptions = {}) {
    this.#source = source
    this.#options = options
  }

  #load(): Promise<NamePort> {
    const source = this.#source
    if (typeof source !== 'function') return Promise.resolve(source)
    this.#port ??= source().catch((error: unknown) => {
      this.#port = undefined
      throw error
    })
    return this.#port
  }

  /**
   * Fetches the port's code ahead (the connect dialog calls this as it opens), so the lookup after
   * the connect fetches no script. Asks the naming system nothing; never rejects.
   */
  preload(): Promise<void> {
    return this.#load().then(
      () => {},
      () => {},
    )
  }

  async lookup(address: Address, signal?: AbortSignal): Promise<AccountName> {
    const port = await this.#load()
    return lookupAccountName(port, address, { ...this.#options, ...(signal ? { signal } : {}) })
  }

  /** The address a name resolves to (its forward record); null when it has none. */
  async resolveName(name: string, signal?: AbortSignal): Promise<Address | null> {
    return (await this.#load()).resolveAddress(name, signal)
  }

  /** The URL of a name's avatar, under the same rule as an account's (https, or ipfs through the gateway); null when it has none the app loads. */
  async avatar(name: string, signal?: AbortSignal): Promise<string | null> {
    const record = await (await this.#load()).avatarRecord(name, signal)
    return record === null ? null : avatarUrl(record, this.#options.ipfsGateway)
  }
}
