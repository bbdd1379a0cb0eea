import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { InvalidConfigError } from '../../../src-domain/index.js'
import { readConfig } from '../../../src/config.js'
import { createWalletServices } from '../../../src/kit/create-wallet-services.js'
import { walletServicesOptions } from '../../../src/wallet-options.js'

/** A chain as viem's `viem/chains` exports it. */
const base = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
}

describe('createWalletServices', () => {
  it("builds this app's own services from its env config, Optimism Goerli without a node of its own included", async () => {
    const config = readConfig({ VITE_WALLET_BACKEND: 'memory' }, { dev: false })
    const services = await createWalletServices({ ...walletServicesOptions(config), storage: 'memory' })
    expect(services.chains.map((chain) => chain.id)).toEqual(config.chains.map((chain) => chain.id))
    expect(services.chains.find((chain) => chain.id === 420)?.rpcUrls).toEqual([])
  })

  it('builds the services over the memory backend, the first chain the default', async () => {
    const services = await createWalletServices({ appName: 'Demo', chains: [base], backend: 'memory', storage: 'memory' })
    expect(services.appName).toBe('Demo')
    expect(services.chains).toEqual([
      expect.objectContaining({ id: 8453, name: 'Base', network: 'base', rpcUrls: ['https://mainnet.base.org'], testnet: false }),
    ])
    expect(services.wallet.listWallets().map((wallet) => wallet.id)).toEqual(['mock'])
    expect(services.signIn).toBeUndefined()
    const release = services.start()
    await services.connection.connect('mock', { chainId: 8453 })
    expect(services.connection.getState()).toMatchObject({ status: 'connected', chainId: 8453, unsupported: false })
    release()
  })

  it("chooses, orders and groups the wallets, and adds the app's own", async () => {
    const services = await createWalletServices({
      appName: 'Demo',
      chains: [base],
      backend: 'memory',
      storage: createMemoryStorage(),
      wallets: [
        { groupName: 'Recommended', wallets: ['rainbow', { id: 'acme', name: 'Acme Wallet', rdns: 'com.acme', connect: 'injected' }] },
        { groupName: 'Test', wallets: ['mock'] },
      ],
    })
    expect(services.wallet.listWallets().map(({ id, group, installed }) => ({ id, group, installed }))).toEqual([
      { id: 'rainbow', group: 'Recommended', installed: false },
      { id: 'acme', group: 'Recommended', installed: false },
      { id: 'mock', group: 'Test', installed: true },
    ])
  })

  it("turns sign-in on with the sign-in API's URL", async () => {
    const services = await createWalletServices({ appName: 'Demo', chains: [base], backend: 'memory', storage: 'memory', signIn: '/api/auth' })
    expect(services.signIn).toBeDefined()
  })

  it("asks for the wagmi backend's code rather than bundling it for every app", async () => {
    await expect(createWalletServices({ appName: 'Demo', chains: [base], backend: 'wagmi', storage: 'memory' })).rejects.toThrow(
      /loadBackend: \(\) => import\('retropgf-connect\/wagmi'\)/,
    )
  })

  it('names every mistake in the options at once', async () => {
    const wrong = { ...base, id: 0, rpcUrls: ['ftp://example.com'] }
    const attempt = createWalletServices({ appName: 'Demo', chains: [wrong, base], backend: 'memory', storage: 'memory' })
    await expect(attempt).rejects.toBeInstanceOf(InvalidConfigError)
    await expect(attempt).rejects.toThrow(/chains\[0\]\.id must be a positive whole number[\s\S]*"ftp:\/\/example\.com" is not an http\(s\) URL/)
    await expect(createWalletServices({ appName: ' ', chains: [base], backend: 'memory' })).rejects.toThrow(/appName/)
    // @ts-expect-error: a backend name that does not exist
    await expect(createWalletServices({ appName: 'Demo', chains: [base], backend: 'viem' })).rejects.toThrow(/backend must be one of/)
  })

  it('collects the mistakes of every option, not the first: name, chains, backend, sign-in, wallets, storage', async () => {
    const wrong = { ...base, rpcUrls: ['ftp://example.com'] }
    const error: unknown = await createWalletServices({
      appName: '',
      chains: [wrong],
      backend: 'wagmi',
      signIn: '  ',
      wallets: [{ groupName: 'Popular', wallets: ['metamask', 'rainbow', 'coinbase', 'io.rabby'] }],
      // @ts-expect-error: not a StoragePort
      storage: { read: () => null },
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidConfigError)
    expect((error as Error).message.split('\n')).toEqual([
      'appName must be a non-empty text.',
      'chains[0].rpcUrls: "ftp://example.com" is not an http(s) URL.',
      "The wagmi backend's code is named by the app, so that apps on other backends never bundle wagmi: pass loadBackend: () => import('retropgf-connect/wagmi').",
      'signIn must be the sign-in API\'s URL (e.g. "/api/auth"), an adapter { getNonce, createMessage, verify, signOut } or false.',
      "storage must be one of 'local', 'cookie', 'memory' or a StoragePort ({ read, write, remove, subscribe }).",
      'wallets[0].wallets[0]: unknown wallet id "metamask"; did you mean "metaMask"?',
      'wallets[0].wallets[2]: unknown wallet id "coinbase"; did you mean "coinbaseWallet"?',
    ])
  })

  it('names the catalogue when an unknown wallet id is close to none of it', async () => {
    const attempt = createWalletServices({
      appName: 'Demo',
      chains: [base],
      backend: 'memory',
      storage: 'memory',
      wallets: [{ groupName: 'G', wallets: ['zzzzzzzzzzzzzz'] }],
    })
    await expect(attempt).rejects.toThrow(
      /unknown wallet id "zzzzzzzzzzzzzz"; the catalogue's are "metaMask", "rainbow",[\s\S]*an EIP-6963 rdns, or a wallet of your own/,
    )
  })
})
