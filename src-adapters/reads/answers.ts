import { errorFacts, errorLinks, type Hex, type TransactionReceipt } from '../../src-domain/index.js'
import { preview } from '../../src-domain/format/preview.js'

// What every backend makes of a node's answer to a chain read. The libraries' own formatters
// take more than JSON-RPC allows (a JSON number, "-0x1", a decimal string, 300-bit values, a
// receipt with status 2), each differently; reads go through these checks instead, so an answer
// means the same whichever backend asked.

/** A node's answer that is not what JSON-RPC says it is; the fallback tries the next endpoint. */
export class RpcAnswerError extends Error {
  override name = 'RpcAnswerError'
  /** The JSON-RPC error's code, when the node answered with one (3: the call reverted). */
  readonly rpcCode: number | undefined
  /** The JSON-RPC error's `data` (a call's revert data), when it was hex. */
  readonly data: Hex | undefined
  constructor(message: string, rpcCode?: number, data?: unknown) {
    super(message)
    this.rpcCode = rpcCode
    this.data = isHexData(data) ? data : undefined
  }
}

/** Hex data as JSON-RPC writes it: `0x` and whole bytes. */
export function isHexData(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})*$/.test(value)
}

/** An `eth_call` answer: hex data, or the endpoint fails. */
export function hexDataOf(value: unknown): Hex {
  if (!isHexData(value)) throw new RpcAnswerError(`Not hex data: ${preview(value)}`)
  return value
}

/**
 * What a call's failure says when the chain answered that it reverts (JSON-RPC code 3, ethers'
 * `CALL_EXCEPTION`, a node's "execution reverted"), however the library carrying it wrapped it:
 * `{ data }`, the revert data when some link carries it. Undefined for any other failure.
 */
export function revertOf(error: unknown): { data: Hex | undefined } | undefined {
  const facts = errorFacts(error)
  const reverted = facts.codes.includes(3) || facts.tags.includes('CALL_EXCEPTION') || facts.messages.some((message) => /execution reverted/i.test(message))
  if (!reverted) return undefined
  for (const link of errorLinks(error)) {
    const data = typeof link === 'object' && link !== null ? (link as { data?: unknown }).data : undefined
    if (isHexData(data) && data.length > 2) return { data }
  }
  return { data: undefined }
}

/** A JSON-RPC quantity of at most 256 bits: `0x` and 1 to 64 hex digits. */
export function quantityOf(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) throw new RpcAnswerError(`Not a quantity: ${preview(value)}`)
  return BigInt(value)
}

/** An `eth_getTransactionReceipt` answer for `hash`: null while not mined; anything else must be that transaction's receipt with a status. */
export function receiptOf(value: unknown, hash: Hex): TransactionReceipt | null {
  if (value === null) return null
  if (typeof value !== 'object' || Array.isArray(value)) throw new RpcAnswerError('Not a receipt.')
  const raw = value as { transactionHash?: unknown; status?: unknown; blockNumber?: unknown }
  if (typeof raw.transactionHash !== 'string' || raw.transactionHash.toLowerCase() !== hash.toLowerCase())
    throw new RpcAnswerError('The receipt is not of the transaction asked for.')
  if (raw.status !== '0x1' && raw.status !== '0x0') throw new RpcAnswerError('The receipt has no status.')
  return { transactionHash: hash, status: raw.status === '0x1' ? 'success' : 'reverted', blockNumber: quantityOf(raw.blockNumber) }
}
