import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'
import { keccak256, serializeErc6492Signature, toHex, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalChain, type LocalChain } from '../../src/dev/local-chain.js'
import { startStack, type Stack } from '../../src/server/cluster/stack.js'
import { freePorts } from '../support/ports.js'
import { contractWallets } from './support/contract-wallet.js'
import { authClient, type CookieJar } from './support/http.js'
import { startRpcProxy, type RpcProxy } from './support/rpc-proxy.js'
import { alice, LOCAL_CHAIN_ID, mallory, messageFor } from './support/siwe.js'

const ROOT = resolve(import.meta.dirname, '../..')
/** How late the node answers every call: each contract-wallet check holds its slot that long. */
const NODE_DELAY_MS = 1_000
const CROWD = 40
const HONEST_SIGN_INS = 6

/**
 * `npm run serve:cluster` as deployed (HAProxy's 16 requests in progress per instance, each
 * instance's contract-wallet checks at half of them) in front of a node that answers every call a
 * second late. A crowd of 40 addresses of one network (a /24) sends ERC-6492-wrapped junk, check
 * after check, each one a second of the node's time; its addresses are new to an instance until
 * they have checked there. Honest owners of a deployed Safe-like wallet sign in meanwhile, each
 * from an address and a network the stack has not seen.
 */
describe('contract-wallet checks through HAProxy, while a crowd holds its share of them', () => {
  let chain: LocalChain
  let node: RpcProxy
  let stack: Stack
  let dir: string
  /** A deployed ERC-1271 wallet owned by alice. */
  let wallet: Address
  /** A counterfactual wallet of mallory's: the crowd's junk names it, wrapped for ERC-6492. */
  let junk: { address: Address; factory: Address; factoryData: Hex }

  beforeAll(async () => {
    const [chainPort, nodePort] = (await freePorts(2)) as [number, number]
    chain = await startLocalChain({ port: chainPort, chainId: LOCAL_CHAIN_ID })
    const wallets = contractWallets(chain.url)
    wallet = await wallets.deployWallet(alice.address)
    junk = await wallets.counterfactual(mallory.address, keccak256(toHex('crowd')))
    node = await startRpcProxy(chain.url, nodePort, { slowMs: NODE_DELAY_MS })
    node.behave('slow')
    dir = mkdtempSync(join(tmpdir(), 'contract-checks-test-'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    stack = await startStack({
      root: ROOT,
      distDir: dir,
      redisDir: dir,
      // Per-address rates high enough that the crowd is held by the checks' bounds alone.
      env: {
        VITE_RPC_URL_31337: node.url,
        AUTH_RATE_NONCE_PER_MIN: '6000',
        AUTH_RATE_NONCE_BURST: '100',
        AUTH_RATE_VERIFY_PER_MIN: '6000',
        AUTH_RATE_VERIFY_BURST: '100',
      },
    })
  }, 90_000)
  afterAll(async () => {
    await stack?.stop()
    await node?.close()
    await chain?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** Who signs: the account the message names and its signature of the message. */
  interface Signer {
    address: Address
    sign(message: string): Promise<Hex>
  }

  /** One sign-in attempt from `address`: the verify's status (the nonce's when that failed, 0 when the connection did). */
  async function attempt(address: string, jar: CookieJar, signer: Signer): Promise<number> {
    const browser = authClient(stack.url, stack.url, { localAddress: address, jar })
    try {
      const nonce = await browser.nonceAnswer()
      if (nonce.status !== 200) return nonce.status
      const message = messageFor(stack.url, { address: signer.address, nonce: nonce.json().nonce as string })
      const answer = await browser.verify({ message, signature: await signer.sign(message) })
      if (process.env.DEBUG_CC && answer.status !== 200 && answer.status !== 401) console.log(address, answer.status, JSON.stringify(answer.body))
      return answer.status
    } catch {
      return 0
    } finally {
      browser.close()
    }
  }

  it('the crowd is refused past its share; every honest Safe sign-in from a new address goes through', async () => {
    const crowdSigner: Signer = {
      address: junk.address,
      sign: async () => serializeErc6492Signature({ address: junk.factory, data: junk.factoryData, signature: `0x${'11'.repeat(65)}` }),
    }
    const owner: Signer = { address: wallet, sign: (message) => alice.signMessage({ message }) }
    let running = true
    const crowdStatuses: number[] = []
    const crowd = Array.from({ length: CROWD }, async (_, i) => {
      const jar: CookieJar = {}
      const address = `127.0.7.${i + 1}`
      while (running) {
        const status = await attempt(address, jar, crowdSigner)
        crowdStatuses.push(status)
        // A refusal comes at once: the crowd asks again a moment later, as fast as it likes but not in a busy loop.
        if (status !== 401) await pause(20)
      }
    })
    try {
      // The crowd presses first: 40 of its checks answered, and its addresses still asking, new ones among them.
      while (crowdStatuses.filter((status) => status === 401).length < CROWD) await pause(50)
      // Honest owners one after another.
      const honest: number[] = []
      for (let i = 0; i < HONEST_SIGN_INS; i++) honest.push(await attempt(`127.0.${20 + i}.1`, {}, owner))
      expect(honest).toEqual(Array.from({ length: HONEST_SIGN_INS }, () => 200))
      // The crowd did press on the checks: some of its attempts found its share full.
      expect(crowdStatuses).toContain(503)
    } finally {
      running = false
      await Promise.all(crowd)
    }
  }, 120_000)
})
