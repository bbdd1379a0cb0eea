import { keccak256, toHex, type Address } from 'viem'
import { serializeErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { createAuthApp } from '../../src/server/app.js'
import { defaultOrigins } from '../../src/server/env.js'
import { contractWallets, type ContractWallets } from './support/contract-wallet.js'
import { authClient, listen, type RunningServer } from './support/http.js'
import { namedPorts } from '../support/ports.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'

const PORTS = await namedPorts('chain', 'http')
let chain: LocalChain
let server: RunningServer
let client: ReturnType<typeof authClient>
let wallets: ContractWallets

beforeAll(async () => {
  chain = await startLocalChain({ port: PORTS.chain, chainId: LOCAL_CHAIN_ID })
  wallets = contractWallets(chain.url)
  const app = createAuthApp({ origins: defaultOrigins('127.0.0.1', PORTS.http), chains: [{ id: LOCAL_CHAIN_ID, rpcUrls: [chain.url] }] })
  server = await listen(app, PORTS.http)
  client = authClient(server.url)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await chain?.stop()
})

async function messageNaming(address: Address) {
  return messageFor(server.url, { address, nonce: await client.nonce() })
}

describe('contract wallets (a Safe-like ERC-1271 wallet compiled with solc, on the local chain)', () => {
  it('signs in a deployed wallet whose owner signed (ERC-1271 isValidSignature)', async () => {
    const wallet = await wallets.deployWallet(alice.address)
    expect(await wallets.client.getCode({ address: wallet })).toMatch(/^0x[0-9a-f]{20,}$/)
    const message = await messageNaming(wallet)
    const result = await client.verify({ message, signature: await alice.signMessage({ message }) })
    expect(result).toMatchObject({ status: 200, body: { address: wallet, chainId: LOCAL_CHAIN_ID } })
    expect((await client.session(result.cookie)).session).toEqual({ address: wallet, chainId: LOCAL_CHAIN_ID })
  })

  it('rejects a deployed wallet signed by a key that does not own it → 401', async () => {
    const wallet = await wallets.deployWallet(alice.address)
    const message = await messageNaming(wallet)
    expect((await client.verify({ message, signature: await mallory.signMessage({ message }) })).status).toBe(401)
  })

  it('signs in a wallet that is not deployed yet with an ERC-6492 signature (factory + calldata + owner signature)', async () => {
    const { address, factory, factoryData } = await wallets.counterfactual(alice.address, keccak256(toHex('alice-6492')))
    expect(await wallets.client.getCode({ address })).toBeUndefined()
    const message = await messageNaming(address)
    const signature = serializeErc6492Signature({ address: factory, data: factoryData, signature: await alice.signMessage({ message }) })
    const result = await client.verify({ message, signature })
    expect(result).toMatchObject({ status: 200, body: { address, chainId: LOCAL_CHAIN_ID } })
    // Verified by simulation only: the server deploys nothing.
    expect(await wallets.client.getCode({ address })).toBeUndefined()
  })

  it('rejects an ERC-6492 signature whose inner signature is by another key → 401', async () => {
    const { address, factory, factoryData } = await wallets.counterfactual(alice.address, keccak256(toHex('alice-6492-b')))
    const message = await messageNaming(address)
    const signature = serializeErc6492Signature({ address: factory, data: factoryData, signature: await mallory.signMessage({ message }) })
    expect((await client.verify({ message, signature })).status).toBe(401)
  })

  it('rejects an owner signature for an undeployed wallet without the ERC-6492 wrapping → 401', async () => {
    const { address } = await wallets.counterfactual(alice.address, keccak256(toHex('alice-6492-c')))
    const message = await messageNaming(address)
    expect((await client.verify({ message, signature: await alice.signMessage({ message }) })).status).toBe(401)
  })
})
