import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../../support/ports.js'
import { LOCAL_CHAIN_ACCOUNT, startLocalChain, type LocalChain } from '../../../src/dev/local-chain.js'

const PORT = await freePort()

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('startLocalChain', () => {
  let chain: LocalChain | undefined
  afterEach(async () => {
    await chain?.stop()
    chain = undefined
  })

  it('starts anvil on 127.0.0.1 with the chain id asked for and a funded unlocked account', async () => {
    chain = await startLocalChain({ port: PORT, chainId: 31337 })
    expect(chain.url).toBe(`http://127.0.0.1:${PORT}`)
    expect(await rpc(chain.url, 'eth_chainId')).toBe('0x7a69')
    const accounts = (await rpc(chain.url, 'eth_accounts')) as string[]
    expect(accounts[0]?.toLowerCase()).toBe(LOCAL_CHAIN_ACCOUNT.toLowerCase())
    expect(BigInt((await rpc(chain.url, 'eth_getBalance', [LOCAL_CHAIN_ACCOUNT, 'latest'])) as string)).toBeGreaterThan(0n)
  })

  it('refuses a port where a node already answers, and frees the port on stop', async () => {
    chain = await startLocalChain({ port: PORT, chainId: 10 })
    await expect(startLocalChain({ port: PORT, chainId: 10 })).rejects.toThrow(/already answers JSON-RPC/)
    await chain.stop()
    await chain.stop() // idempotent
    await expect(fetch(chain.url, { method: 'POST', body: '{}' })).rejects.toThrow()
    chain = await startLocalChain({ port: PORT, chainId: 10 })
    expect(await rpc(chain.url, 'eth_chainId')).toBe('0xa')
  })
})
