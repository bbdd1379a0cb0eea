import { afterEach, describe, expect, it, vi } from 'vitest'
import { localChain, opMainnet, type Address } from '../../../src-domain/index.js'
import {
  createLibraryWallet,
  type Eip1193Provider,
  type LibraryWallet,
  type WalletConnectLoader,
  type WalletLibrary,
} from '../../../src-adapters/wallet-kernel/index.js'
import { ACCOUNT, createFakeProvider, createFakeWindow } from '../../support/wallet/fake-provider.js'

const SIGNATURE = `0x${'11'.repeat(65)}`

/** A library's client as a test sees it: which chain it was built for, and whether it was closed. */
interface Client {
  chainId: number
  provider: Eip1193Provider
  closed: boolean
}

/** A wallet library that asks the provider straight, recording the clients it builds. */
function recordingLibrary(): WalletLibrary<Client> & { clients: Client[]; preload: ReturnType<typeof vi.fn> } {
  const clients: Client[] = []
  return {
    clients,
    client: async (provider, chainId) => {
      const client = { chainId, provider, closed: false }
      clients.push(client)
      return client
    },
    signMessage: (client, account: Address, message) => client.provider.request({ method: 'personal_sign', params: [message, account] }),
    sendTransaction: (client, tx) => client.provider.request({ method: 'eth_sendTransaction', params: [tx] }),
    close: (client) => {
      client.closed = true
    },
    preload: vi.fn(async () => {}),
  }
}

const opened: LibraryWallet[] = []
afterEach(() => {
  for (const wallet of opened.splice(0)) wallet.destroy()
})

describe('createLibraryWallet: a wallet library on the kernel', () => {
  it("signs and sends through the library's client, built once for the chain on first use, and resolves to the wallet's raw answer", async () => {
    const provider = createFakeProvider({ personal_sign: () => SIGNATURE, eth_sendTransaction: () => `0x${'ab'.repeat(32)}` })
    const library = recordingLibrary()
    const wallet = createLibraryWallet({ chains: [localChain, opMainnet], window: createFakeWindow(provider) }, library)
    opened.push(wallet)
    await wallet.connect('injected')
    expect(library.clients).toEqual([])

    expect(await wallet.signMessage({ account: ACCOUNT, message: 'hello' })).toBe(SIGNATURE)
    await wallet.sendTransaction({ from: ACCOUNT, to: ACCOUNT, value: 1n, chainId: 31337 })
    expect(library.clients.map((client) => client.chainId)).toEqual([31337])
    expect(provider.calls.filter((method) => method === 'personal_sign' || method === 'eth_sendTransaction')).toEqual(['personal_sign', 'eth_sendTransaction'])
  })

  it('builds a new client after the wallet changes chain, and closes the old one and the last one on disconnect', async () => {
    const provider = createFakeProvider({ personal_sign: () => SIGNATURE })
    const library = recordingLibrary()
    const wallet = createLibraryWallet({ chains: [localChain, opMainnet], window: createFakeWindow(provider) }, library)
    opened.push(wallet)
    await wallet.connect('injected')
    await wallet.signMessage({ account: ACCOUNT, message: 'on 31337' })
    await wallet.switchChain(10)
    await wallet.signMessage({ account: ACCOUNT, message: 'on 10' })
    await vi.waitFor(() =>
      expect(library.clients.map((client) => [client.chainId, client.closed])).toEqual([
        [31337, true],
        [10, false],
      ]),
    )
    await wallet.disconnect()
    await vi.waitFor(() => expect(library.clients.every((client) => client.closed)).toBe(true))
  })

  it("gives the wallet the library's preload, and offers WalletConnect, its SDK loaded only when picked", async () => {
    const library = recordingLibrary()
    const load = vi.fn<WalletConnectLoader>(async () => {
      throw new Error('the SDK is not here')
    })
    const wallet = createLibraryWallet({ chains: [localChain], window: createFakeWindow(), walletConnect: { projectId: 'a'.repeat(32), load } }, library)
    opened.push(wallet)
    await wallet.preload()
    expect(library.preload).toHaveBeenCalledTimes(1)
    expect(wallet.listWallets().find((entry) => entry.id === 'walletConnect')).toMatchObject({ kind: 'walletConnect' })
    expect(load).not.toHaveBeenCalled()
    await expect(wallet.connect('walletConnect')).rejects.toThrow()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
