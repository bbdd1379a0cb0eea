import { decodeFunctionResult, encodeFunctionData, type Abi, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ContractRevertedError, waitForReceipt, type Address } from '../../../src-domain/index.js'
import { EIP1193_BACKENDS, loadBackend } from '../../../src/backends/index.js'
import { withRevertReason } from '../../../src/kit/hooks/contract-errors.js'
import { counterArtifact, deployCounter } from '../../support/chain/counter.js'
import { createTestWalletHarness } from './harness-test-wallet.js'
import type { WalletHarness } from './wallet-contract.js'

const CHAIN_ID = 31337
const NO_CODE: Address = '0x000000000000000000000000000000000000dEaD'

/** A call of the Counter as the hooks make it: encoded and decoded by viem, carried by the ports. */
const abi = () => counterArtifact().abi as Abi
const encode = (functionName: string, args: readonly unknown[] = []) => encodeFunctionData({ abi: abi(), functionName, args })

describe.each(EIP1193_BACKENDS)('contract calls through the %s ports, on a real chain', (name) => {
  let harness: WalletHarness
  let counter: Address
  beforeAll(async () => {
    harness = createTestWalletHarness(await loadBackend(name))
    counter = await deployCounter(inject('chainUrls')[CHAIN_ID] as string, harness.accounts[0])
  })
  afterAll(() => harness.teardown())

  const read = async (functionName: string, args: readonly unknown[] = []) =>
    decodeFunctionResult({ abi: abi(), functionName, data: await harness.rpc.call({ chainId: CHAIN_ID, to: counter, data: encode(functionName, args) }) })

  it('reads a view function with eth_call, and writes through the wallet: the read after the receipt has the new state', async () => {
    expect(await read('count')).toBe(0n)
    const { accounts } = await harness.wallet.connect(harness.walletId)
    const hash: Hex = await harness.wallet.sendTransaction({ from: accounts[0], to: counter, data: encode('increment', [7n]), chainId: CHAIN_ID })
    const receipt = await waitForReceipt(harness.rpc, { hash, chainId: CHAIN_ID }, { intervalMs: 20 })
    expect(receipt.status).toBe('success')
    expect(await read('count')).toBe(7n)
    expect((await read('lastBy')) as string).toBe(accounts[0])
    expect(await read('countOf', [accounts[0]])).toBe(7n)
    await harness.wallet.disconnect()
  })

  it('gives a revert as ContractRevertedError with its data under every library; the ABI decodes the reason', async () => {
    const reverted = await harness.rpc.call({ chainId: CHAIN_ID, to: counter, data: encode('paused') }).catch((error: unknown) => error)
    expect(reverted).toBeInstanceOf(ContractRevertedError)
    const decoded = withRevertReason(reverted, abi()) as ContractRevertedError
    expect(decoded.reason).toMatch(/^Paused\(\d+\)$/)
    // A require's reason, as the node reports it when the call would revert.
    const refused = await harness.rpc
      .call({ chainId: CHAIN_ID, to: counter, data: encode('increment', [0n]), from: harness.accounts[0] })
      .catch((error: unknown) => withRevertReason(error, abi()))
    expect(refused).toBeInstanceOf(ContractRevertedError)
    expect((refused as ContractRevertedError).message).toBe('The contract call reverted: Counter: nothing to add')
  })

  it('answers 0x for an address without code', async () => {
    expect(await harness.rpc.call({ chainId: CHAIN_ID, to: NO_CODE, data: encode('count') })).toBe('0x')
  })
})
