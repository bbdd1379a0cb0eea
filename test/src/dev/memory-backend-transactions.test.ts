import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../../src-adapters/memory/index.js'
import { LOCAL_CHAIN_ACCOUNT } from '../../../src/dev/local-chain.js'
import { loadBackend } from '../../../src/backends/index.js'
import { MEMORY_BLOCK_DELAY_MS } from '../../../src/backends/memory.js'
import { readConfig } from '../../../src/config.js'
import { createAppContainer, resolveServices } from '../../../src/container.js'
import { REVERTING_GAS_LIMIT, REVERTING_INIT_CODE } from '../../../src-ui/dev/reverting-code.js'

/** The dev page on the default in-memory backend: what the wallet sends, the memory chain mines. */
async function memoryApp() {
  const config = readConfig({ VITE_WALLET_BACKEND: 'memory' }, { dev: true })
  const services = resolveServices(await createAppContainer({ config, storage: createMemoryStorage(), load: () => loadBackend(config.walletBackend) }), config)
  services.transactions.start()
  services.connection.start()
  const connecting = services.connection.connect('mock', { chainId: 31337 })
  await vi.advanceTimersByTimeAsync(100)
  await connecting
  return services
}

describe('in-memory backend: a sent transaction is mined', () => {
  afterEach(() => void vi.useRealTimers())

  it.each([
    ['a transfer', { to: LOCAL_CHAIN_ACCOUNT, value: 0n }, 'confirmed'],
    ['the reverting contract creation', { data: REVERTING_INIT_CODE, gas: REVERTING_GAS_LIMIT }, 'failed'],
  ] as const)('%s: pending until its block is mined, then %s', async (_name, request, verdict) => {
    vi.useFakeTimers()
    const services = await memoryApp()
    const hash = await services.wallet.sendTransaction({ from: LOCAL_CHAIN_ACCOUNT, chainId: 31337, ...request })
    services.transactions.add({ hash, description: 'dev page' })
    await vi.advanceTimersByTimeAsync(MEMORY_BLOCK_DELAY_MS - 1)
    expect(services.transactions.getState().transactions[0]?.status).toBe('pending')
    await vi.advanceTimersByTimeAsync(200)
    expect(services.transactions.getState().transactions[0]?.status).toBe(verdict)
  })

  it('hashes differ across app instances (a reload does not reuse one stored before)', async () => {
    vi.useFakeTimers()
    const [a, b] = [await memoryApp(), await memoryApp()]
    const request = { from: LOCAL_CHAIN_ACCOUNT, chainId: 31337, to: LOCAL_CHAIN_ACCOUNT } as const
    expect(await a.wallet.sendTransaction(request)).not.toBe(await b.wallet.sendTransaction(request))
  })
})
