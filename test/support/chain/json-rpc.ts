import { LOCAL_CHAIN_ACCOUNT } from '../../../src/dev/local-chain.js'
import type { Address, Hex } from '../../../src-domain/index.js'

/** Raw JSON-RPC to a local node: what the tests do as "the wallet" (anvil's unlocked accounts). */
export async function jsonRpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

const quantity = (value: bigint) => `0x${value.toString(16)}`

export interface SendArgs {
  to?: Address
  data?: Hex
  value?: bigint
  /** Given, the node does not estimate gas, so a transaction that reverts is still sent and mined. */
  gas?: bigint
}

/** eth_sendTransaction from anvil's first unlocked account; the transaction hash. */
export function sendFromDevAccount(url: string, args: SendArgs): Promise<Hex> {
  const tx: Record<string, string> = { from: LOCAL_CHAIN_ACCOUNT }
  if (args.to) tx.to = args.to
  if (args.data) tx.data = args.data
  if (args.value !== undefined) tx.value = quantity(args.value)
  if (args.gas !== undefined) tx.gas = quantity(args.gas)
  return jsonRpc<Hex>(url, 'eth_sendTransaction', [tx])
}

/**
 * Init code that deploys a contract whose every call reverts: CODECOPY the 5 bytes after the
 * 11-byte constructor (`60 05 80 60 0b 60 00 39 60 00 f3`) and RETURN them; the runtime is
 * `60 00 60 00 fd` (PUSH1 0, PUSH1 0, REVERT).
 */
export const REVERTING_CONTRACT_INIT_CODE: Hex = '0x600580600b6000396000f360006000fd'
export const REVERTING_CONTRACT_RUNTIME: Hex = '0x60006000fd'

export interface RawReceipt {
  status: Hex
  blockNumber: Hex
  contractAddress: Address | null
}

/** The receipt once mined: anvil answers eth_sendTransaction before its automined block is stored. */
export async function minedReceipt(url: string, hash: Hex): Promise<RawReceipt> {
  for (let tries = 0; tries < 200; tries++) {
    const receipt = await jsonRpc<RawReceipt | null>(url, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${hash} was not mined.`)
}

/** Deploys the always-reverting contract; its address. */
export async function deployRevertingContract(url: string): Promise<Address> {
  const hash = await sendFromDevAccount(url, { data: REVERTING_CONTRACT_INIT_CODE })
  const receipt = await minedReceipt(url, hash)
  if (receipt.status !== '0x1') throw new Error('The reverting contract did not deploy.')
  if (!receipt.contractAddress) throw new Error('The deployment has no contract address.')
  return receipt.contractAddress
}
