/**
 * What a chain read gets from every answer a node (or whoever stands in for it) can send: one
 * row per answer, served byte for byte by a real HTTP server on 127.0.0.1, read through every
 * EIP-1193 backend's ChainRpcPort as the container wires it. Every backend must get the same:
 * a value, `null` (a receipt not mined yet), or RpcUnavailableError (the one endpoint failed, so
 * no endpoint answered); never a made-up value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../src-adapters/memory/index.js'
import { localChain, RpcUnavailableError, type ChainRpcPort, type Hex, type TransactionReceipt } from '../../src-domain/index.js'
import { EIP1193_BACKENDS, loadBackend, type WalletBackend } from '../../src/backends/index.js'
import { startScriptedRpc, type RawReply, type ScriptedRpc } from '../support/chain/scripted-rpc.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const HASH: Hex = `0x${'ab'.repeat(32)}`
const CHECK_ID = 'chain-check'
const LOCAL_CHAIN_HEX = `0x${localChain.id.toString(16)}`

/** A receipt as a node sends it, every field ethers' and viem's formatters read. */
const RECEIPT = {
  transactionHash: HASH,
  transactionIndex: '0x0',
  blockHash: `0x${'cd'.repeat(32)}`,
  blockNumber: '0x5',
  from: A,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  cumulativeGasUsed: '0x5208',
  gasUsed: '0x5208',
  effectiveGasPrice: '0x3b9aca00',
  contractAddress: null,
  logs: [],
  logsBloom: `0x${'00'.repeat(256)}`,
  status: '0x1',
  type: '0x2',
}
const receipt = (patch: Record<string, unknown>) => ({ ...RECEIPT, ...patch })
const without = (key: keyof typeof RECEIPT) => Object.fromEntries(Object.entries(RECEIPT).filter(([name]) => name !== key))

type Read = 'balance' | 'block' | 'receipt'
/**
 * How the server answers the read's call: its `result`; a whole JSON-RPC answer object built
 * from the call's id; a raw HTTP body (and status) whatever was asked; or, for the first
 * request (which carries the chain check as a JSON-RPC batch), the whole batch answer.
 */
type Answer = { result: unknown } | { reply: (id: unknown) => unknown } | { raw: string; status?: number } | { batch: (ownId: unknown) => unknown }
type Gets = { value: bigint } | { receipt: TransactionReceipt } | null | typeof RpcUnavailableError

interface Row {
  what: string
  read: Read
  answer: Answer
  gets: Gets
}

const HUGE = 'x'.repeat(1024 * 1024)
const TWO_MB = 'y'.repeat(2 * 1024 * 1024)
const FIVE_MB = 'z'.repeat(5 * 1024 * 1024)
const failed = RpcUnavailableError

const quantityRows = (read: 'balance' | 'block'): Row[] =>
  (
    [
      ['a quantity', { result: '0x1bc16d674ec80000' }, { value: 2_000_000_000_000_000_000n }],
      ['zero', { result: '0x0' }, { value: 0n }],
      ['mixed-case digits', { result: '0xAbC' }, { value: 2748n }],
      ['leading zeros', { result: '0x0001' }, { value: 1n }],
      ['the largest 256-bit quantity', { result: `0x${'f'.repeat(64)}` }, { value: 2n ** 256n - 1n }],
      ['2^256, one past 256 bits', { result: `0x1${'0'.repeat(64)}` }, failed],
      ['a 200-digit hex', { result: `0x${'9'.repeat(200)}` }, failed],
      ['"0x" with no digits', { result: '0x' }, failed],
      ['"0xZZ"', { result: '0xZZ' }, failed],
      ['an upper-case prefix, "0X1F"', { result: '0X1F' }, failed],
      ['a JSON number, 12', { result: 12 }, failed],
      ['a decimal string, "12"', { result: '12' }, failed],
      ['negative, "-0x1"', { result: '-0x1' }, failed],
      ['trailing whitespace, "0x1 "', { result: '0x1 ' }, failed],
      ['null', { result: null }, failed],
      ['true', { result: true }, failed],
      ['an object', { result: { value: '0x1' } }, failed],
      ['an array', { result: ['0x1'] }, failed],
      ['no result and no error', { reply: (id) => ({ jsonrpc: '2.0', id }) }, failed],
      ['an error object with a 1 MB message', { reply: (id) => ({ jsonrpc: '2.0', id, error: { code: -32000, message: HUGE } }) }, failed],
      ['an error and a result together', { reply: (id) => ({ jsonrpc: '2.0', id, error: { code: -32000, message: 'no' }, result: '0x1' }) }, failed],
      ['the answer under another id', { reply: () => ({ jsonrpc: '2.0', id: 424242, result: '0x1' }) }, failed],
      ['a batch of one for a single call', { reply: (id) => [{ jsonrpc: '2.0', id, result: '0x1' }] }, failed],
      ['a 2 MB answer (a padded result)', { reply: (id) => ({ jsonrpc: '2.0', id, result: '0x1', padding: TWO_MB }) }, { value: 1n }],
      ['a 5 MB answer, past the 4 MiB bound (read no further)', { reply: (id) => ({ jsonrpc: '2.0', id, result: '0x1', padding: FIVE_MB }) }, failed],
      ['a non-JSON body', { raw: '<html>Bad gateway</html>' }, failed],
      ['an empty body', { raw: '' }, failed],
      ['a JSON null body', { raw: 'null' }, failed],
      ['HTTP 500 with a well-formed answer', { raw: '{"jsonrpc":"2.0","id":1,"result":"0x1"}', status: 500 }, failed],
    ] satisfies [string, Answer, Gets][]
  ).map(([what, answer, gets]) => ({ what, read, answer, gets }))

const success = (patch: Partial<TransactionReceipt> = {}): Gets => ({ receipt: { transactionHash: HASH, status: 'success', blockNumber: 5n, ...patch } })

const receiptRows: Row[] = (
  [
    ['a mined receipt', { result: RECEIPT }, success()],
    ['a reverted receipt (status "0x0")', { result: receipt({ status: '0x0' }) }, success({ status: 'reverted' })],
    ['null (not mined yet)', { result: null }, null],
    ['status missing (a pre-Byzantium receipt)', { result: without('status') }, failed],
    ['status "0x2"', { result: receipt({ status: '0x2' }) }, failed],
    ['status as a number, 1', { result: receipt({ status: 1 }) }, failed],
    ['blockNumber not hex, "five"', { result: receipt({ blockNumber: 'five' }) }, failed],
    ['blockNumber null (a pending receipt)', { result: receipt({ blockNumber: null }) }, failed],
    ['the receipt of another transaction', { result: receipt({ transactionHash: `0x${'ef'.repeat(32)}` }) }, failed],
    ['transactionHash missing', { result: without('transactionHash') }, failed],
    ['an array of receipts', { result: [RECEIPT] }, failed],
    ['a string', { result: 'mined' }, failed],
    ['a non-JSON body', { raw: '{"jsonrpc":"2.0","id":1,"result":{"status":' }, failed],
  ] satisfies [string, Answer, Gets][]
).map(([what, answer, gets]) => ({ what, read: 'receipt', answer, gets }))

const check = { jsonrpc: '2.0', id: CHECK_ID, result: LOCAL_CHAIN_HEX }
/** The first request's batch answer (the chain check and the read), each row wrong in one way. */
const batchRows: Row[] = (
  [
    ['both answers, in the other order', { batch: (id) => [{ jsonrpc: '2.0', id, result: '0x10' }, check] }, { value: 16n }],
    ['only the chain check (one answer for two calls)', { batch: () => [check] }, failed],
    ['only the read, no chain check', { batch: (id) => [{ jsonrpc: '2.0', id, result: '0x10' }] }, failed],
    ['three answers for two calls', { batch: (id) => [check, { jsonrpc: '2.0', id, result: '0x10' }, { jsonrpc: '2.0', id: 99, result: '0x20' }] }, failed],
    ['the read answered under another id', { batch: () => [check, { jsonrpc: '2.0', id: 424242, result: '0x10' }] }, failed],
    [
      'the chain check answered under another id',
      {
        batch: (id) => [
          { ...check, id: 'other' },
          { jsonrpc: '2.0', id, result: '0x10' },
        ],
      },
      failed,
    ],
    [
      'another chain in the check',
      {
        batch: (id) => [
          { ...check, result: '0xa' },
          { jsonrpc: '2.0', id, result: '0x10' },
        ],
      },
      failed,
    ],
    [
      'the check as a JSON number',
      {
        batch: (id) => [
          { ...check, result: localChain.id },
          { jsonrpc: '2.0', id, result: '0x10' },
        ],
      },
      failed,
    ],
    ['one object, not a batch', { batch: (id) => ({ jsonrpc: '2.0', id, result: '0x10' }) }, failed],
    ['an empty batch', { batch: () => [] }, failed],
  ] satisfies [string, Answer, Gets][]
).map(([what, answer, gets]) => ({ what, read: 'block', answer, gets }))

const ROWS: readonly Row[] = [...quantityRows('balance'), ...quantityRows('block'), ...receiptRows, ...batchRows]

const idOf = (call: unknown) => (call as { id?: unknown } | null)?.id
const json = (value: unknown): RawReply => ({ body: JSON.stringify(value) })

/** The answer to one call (a single request, or the read inside the chain check's batch). */
function answerTo(answer: Exclude<Answer, { raw: string } | { batch: unknown }>, id: unknown): unknown {
  return 'result' in answer ? { jsonrpc: '2.0', id, result: answer.result } : answer.reply(id)
}

/** How the server answers a row: a batch (the first request) gets the chain check with the row's answer. */
function responderFor(answer: Answer) {
  return (request: unknown): RawReply => {
    if ('raw' in answer) return { body: answer.raw, ...(answer.status !== undefined ? { status: answer.status } : {}) }
    const own = Array.isArray(request) ? request.find((call) => idOf(call) !== CHECK_ID) : request
    if ('batch' in answer) return json(answer.batch(idOf(own)))
    return json(Array.isArray(request) ? [check, answerTo(answer, idOf(own))] : answerTo(answer, idOf(own)))
  }
}

/** A well-behaved node of the local chain, for the read that confirms the chain before a row. */
const healthy = responderFor({ result: '0x1' })

let server: ScriptedRpc
beforeAll(async () => {
  server = await startScriptedRpc(healthy)
})
afterAll(() => server.close())

async function portOf(name: WalletBackend): Promise<ChainRpcPort & { close(): void }> {
  const ports = (await loadBackend(name)).create({
    chains: [{ ...localChain, rpcUrls: [server.url] }],
    storage: createMemoryStorage(),
    window: null,
    reads: { attemptTimeoutMs: 5_000 },
  })
  return Object.assign(ports.rpc, {
    close() {
      ports.wallet.destroy?.()
      ports.rpc.destroy?.()
    },
  })
}

function read(rpc: ChainRpcPort, kind: Read): Promise<unknown> {
  if (kind === 'balance') return rpc.getBalance({ address: A, chainId: localChain.id })
  if (kind === 'block') return rpc.getBlockNumber({ chainId: localChain.id })
  return rpc.getTransactionReceipt({ hash: HASH, chainId: localChain.id })
}

/** What a read got: its value, or the class of what it threw. */
async function outcome(rpc: ChainRpcPort, kind: Read): Promise<Gets | { threw: string }> {
  try {
    const value = await read(rpc, kind)
    if (value === null) return null
    return typeof value === 'bigint' ? { value } : { receipt: value as TransactionReceipt }
  } catch (error) {
    return error instanceof RpcUnavailableError ? RpcUnavailableError : { threw: String(error).slice(0, 300) }
  }
}

/**
 * Each row twice: as the first request (in the chain check's batch) and once the chain is
 * confirmed (a request of its own). The batch rows are first requests only.
 */
const CASES = ROWS.flatMap((row) =>
  'batch' in row.answer
    ? [{ ...row, first: true }]
    : [
        { ...row, first: true },
        { ...row, first: false },
      ],
)

describe.each(EIP1193_BACKENDS)('%s ChainRpcPort: what a node answers', (name) => {
  it.each(CASES.map((row) => [`${row.read}: ${row.what}${row.first ? ' (first request)' : ''}`, row] as const))('%s', async (_, row) => {
    const rpc = await portOf(name)
    try {
      if (!row.first) {
        server.answer(healthy)
        expect(await rpc.getBlockNumber({ chainId: localChain.id })).toBe(1n)
      }
      server.answer(responderFor(row.answer))
      expect(await outcome(rpc, row.read)).toEqual(row.gets)
    } finally {
      rpc.close()
    }
  })
})

it('the catalogue holds at least 30 node answers', () => {
  expect(ROWS.length).toBeGreaterThanOrEqual(30)
})
