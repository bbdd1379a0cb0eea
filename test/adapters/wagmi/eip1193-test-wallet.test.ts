import { inject, describe, expect, it, vi } from 'vitest'
import { verifyMessage } from 'viem'
import { installTestWallet, type TestWalletOptions, type TestWalletProvider } from '../../support/wallet/eip1193-test-wallet.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

function setup(overrides: Partial<TestWalletOptions> = {}) {
  const target = new EventTarget() as EventTarget & { ethereum?: unknown }
  const announced: Array<{ info: { name: string; rdns: string; icon: string; uuid: string }; provider: unknown }> = []
  target.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent).detail))
  const wallet = installTestWallet(target, {
    rpcUrls: inject('chainUrls'),
    chainId: 31337,
    name: 'Test Wallet',
    rdns: 'org.example.testwallet',
    icon: ICON,
    ...overrides,
  })
  return { target, wallet, announced }
}

async function rejection(promise: Promise<unknown>): Promise<{ code?: number }> {
  try {
    await promise
  } catch (error) {
    return error as { code?: number }
  }
  throw new Error('expected a rejection')
}

describe('installTestWallet (EIP-1193 over a real node)', () => {
  it('announces by EIP-6963 at install and on request, and sets target.ethereum', () => {
    const { target, wallet, announced } = setup()
    expect(target.ethereum).toBe(wallet)
    expect(announced).toHaveLength(1)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    expect(announced[0]?.info).toMatchObject({ name: 'Test Wallet', rdns: 'org.example.testwallet', icon: ICON })
    expect(announced[0]?.provider).toBe(wallet)
  })

  it('has no accounts until connected, then emits connect and accountsChanged', async () => {
    const { wallet } = setup()
    const events: string[] = []
    wallet.on('connect', () => events.push('connect'))
    wallet.on('accountsChanged', () => events.push('accountsChanged'))
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([ACCOUNT])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(events).toEqual(['connect', 'accountsChanged'])
  })

  it('with connectDelayMs, answers eth_requestAccounts that late (a wallet taking its time), and still rejects when told to', async () => {
    const { wallet } = setup({ connectDelayMs: 80 })
    const connected: string[] = []
    const answer = wallet.request({ method: 'eth_requestAccounts' }).then((accounts) => connected.push(...(accounts as string[])))
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(connected).toEqual([])
    expect(wallet.__test.state().connected).toBe(false)
    await answer
    expect(connected).toEqual([ACCOUNT])

    const refusing = setup({ connectDelayMs: 30, failures: { connect: 'userRejected' } }).wallet
    expect(await rejection(refusing.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: 4001 })
  })

  it('signs with the node and the signature verifies', async () => {
    const { wallet } = setup({ connected: true })
    const message = 'hello from the test wallet'
    const hex = `0x${Buffer.from(message).toString('hex')}`
    const signature = (await wallet.request({ method: 'personal_sign', params: [hex, ACCOUNT] })) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
  })

  it('refuses to sign for an account it was not asked to connect', async () => {
    const { wallet } = setup()
    expect((await rejection(wallet.request({ method: 'personal_sign', params: ['0x00', ACCOUNT] }))).code).toBe(4100)
  })

  it('switches between known chains, answers 4902 for an unknown one until it is added', async () => {
    const { wallet } = setup({ knownChainIds: [31337], connected: true })
    const changes: unknown[] = []
    wallet.on('chainChanged', (id) => changes.push(id))
    const error = await rejection(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }))
    expect(error.code).toBe(4902)
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0xa', chainName: 'OP', rpcUrls: ['http://127.0.0.1:1'], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    })
    expect(changes).toEqual(['0xa'])
    // Reads now go to the chain-10 node (its configured URL wins over the offered one).
    expect(await wallet.request({ method: 'net_version' })).toBe('10')
    expect(BigInt((await wallet.request({ method: 'eth_getBalance', params: [ACCOUNT, 'latest'] })) as string)).toBeGreaterThan(0n)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(changes).toEqual(['0xa', '0x7a69'])
  })

  it('plays the failure flags: 4001 on connect, -32002, 4200 and 4001 on switch, 4001 on sign', async () => {
    const { wallet } = setup({ failures: { connect: 'userRejected' } })
    expect((await rejection(wallet.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)
    wallet.__test.setFailures({ connect: 'resourceUnavailable' })
    expect((await rejection(wallet.request({ method: 'eth_requestAccounts' }))).code).toBe(-32002)
    wallet.__test.setFailures({ switchChain: 'unsupported' })
    await wallet.request({ method: 'eth_requestAccounts' })
    expect((await rejection(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }))).code).toBe(4200)
    wallet.__test.setFailures({ switchChain: 'userRejected', sign: 'userRejected' })
    expect((await rejection(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }))).code).toBe(4001)
    expect((await rejection(wallet.request({ method: 'personal_sign', params: ['0x00', ACCOUNT] }))).code).toBe(4001)
    wallet.__test.setFailures({ switchChain: 'unrecognized' })
    expect((await rejection(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }))).code).toBe(4902)
  })

  it('sends a transaction through the node', async () => {
    const { wallet } = setup({ connected: true })
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // anvil mines at once but may answer the receipt a moment after the hash (a busy node shared by the run).
    await vi.waitFor(
      async () => {
        const receipt = (await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { status: string } | null
        expect(receipt?.status).toBe('0x1')
      },
      { timeout: 5_000, interval: 20 },
    )
  })

  it('test controls: empty accounts disconnect, chainChanged and disconnect events, request log', async () => {
    const { wallet } = setup({ connected: true })
    const seen: unknown[] = []
    wallet.on('accountsChanged', (a) => seen.push(['accounts', a]))
    wallet.on('chainChanged', (c) => seen.push(['chain', c]))
    wallet.on('disconnect', () => seen.push(['disconnect']))
    wallet.__test.clearRequests()
    wallet.__test.setAccounts([])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.__test.emitChainChanged(5)
    wallet.__test.emitDisconnect()
    expect(seen).toEqual([['accounts', []], ['chain', '0x5'], ['disconnect']])
    expect(wallet.__test.requests()).toEqual(['eth_accounts'])
    expect(wallet.__test.state()).toMatchObject({ connected: false, chainId: 5 })
  })

  it('survives serialization: rebuilt from its source text it still works (as page.addInitScript does)', async () => {
    const rebuilt = new Function(`return (${installTestWallet.toString()})`)() as typeof installTestWallet
    const target = new EventTarget() as EventTarget & { ethereum?: TestWalletProvider }
    rebuilt(target, { rpcUrls: inject('chainUrls'), chainId: 10, name: 'W', rdns: 'w.example', icon: ICON })
    expect(await target.ethereum?.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(await target.ethereum?.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it('remembers the granted access in target.localStorage when given a persistKey', async () => {
    const values = new Map<string, string>()
    const localStorage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    }
    const make = () => {
      const target = Object.assign(new EventTarget(), { localStorage }) as EventTarget & { localStorage: typeof localStorage }
      return installTestWallet(target, { rpcUrls: inject('chainUrls'), chainId: 31337, name: 'W', rdns: 'w.example', icon: ICON, persistKey: 'tw' })
    }
    await make().request({ method: 'eth_requestAccounts' })
    expect(await make().request({ method: 'eth_accounts' })).toEqual([ACCOUNT])
  })
})
