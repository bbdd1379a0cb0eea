import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { TransactionService } from '../../../src-domain/index.js'
import { REVERTING_GAS_LIMIT, REVERTING_INIT_CODE } from '../../../src-ui/dev/reverting-code.js'
import { EIP1193_BACKENDS, loadBackend } from '../../../src/backends/index.js'
import { createTestWalletHarness } from '../contract/harness-test-wallet.js'
import type { WalletHarness } from '../contract/wallet-contract.js'

const HOME = 31337
const harnesses = Object.fromEntries(
  await Promise.all(EIP1193_BACKENDS.map(async (name) => [name, createTestWalletHarness.bind(null, await loadBackend(name))] as const)),
)

/**
 * The development page's two requests, sent as the page sends them through each backend's
 * WalletPort (the test wallet over the run's anvil), and tracked by TransactionService.
 */
describe.each(Object.entries(harnesses))('the dev page requests through the %s WalletPort on the local chain', (_name, create) => {
  let h: WalletHarness
  afterEach(async () => h?.teardown())

  async function sendAndTrack(request: Parameters<WalletHarness['wallet']['sendTransaction']>[0]) {
    const transactions = new TransactionService({ storage: createMemoryStorage(), rpc: h.rpc, receiptPollingMs: 50 })
    const release = transactions.start()
    const { accounts, chainId } = await h.wallet.connect(h.walletId, { chainId: HOME })
    const address = accounts[0] as (typeof accounts)[number]
    transactions.setAccount({ address, chainId })
    const hash = await h.wallet.sendTransaction({ from: address, chainId, ...request })
    transactions.add({ hash, description: 'dev page' })
    expect(transactions.getState().transactions[0]?.status).toBe('pending')
    await expect.poll(() => transactions.getState().transactions[0]?.status, { timeout: 10_000 }).not.toBe('pending')
    release()
    return { address, status: transactions.getState().transactions[0]?.status }
  }

  it('0 ETH to yourself is confirmed', async () => {
    h = await create()
    const { accounts } = await h.wallet.connect(h.walletId, { chainId: HOME })
    expect((await sendAndTrack({ to: accounts[0], value: 0n })).status).toBe('confirmed')
  })

  it('the contract creation that reverts is mined and ends failed', async () => {
    h = await create()
    expect((await sendAndTrack({ data: REVERTING_INIT_CODE, gas: REVERTING_GAS_LIMIT })).status).toBe('failed')
  })
})
