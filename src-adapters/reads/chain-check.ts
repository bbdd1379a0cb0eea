import { BaseError, type ChainId } from '../../src-domain/index.js'
import { preview } from '../../src-domain/format/preview.js'
import { boundedText, failure } from './responses.js'

/** An RPC endpoint that serves another chain than the one it is configured for. */
export class WrongChainEndpointError extends BaseError {
  override name = 'WrongChainEndpointError'
  constructor(expected: ChainId, answered: unknown) {
    super(`The endpoint serves chain ${preview(answered, 20)}, not ${expected}.`)
  }
}

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>
const CHECK_ID = 'chain-check'
/** Largest answer a lone chain check reads: `{"jsonrpc":"2.0","id":…,"result":"0x…"}` is far below it. */
const MAX_CHECK_BYTES = 1024
/** Largest answer read from an endpoint: a receipt with many logs stays well below it. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024

/** What a chain check ahead learnt: the chain confirmed, another chain, or nothing (the first read checks). */
export type ChainCheck = 'ok' | 'wrong' | 'unknown'

export interface CheckedFetch extends Fetch {
  /**
   * Checks the endpoint's chain ahead with a lone `eth_chainId`, so the first read later is a
   * request of one call. Known already: nothing sent. An answer that is not a chain id (an HTTP
   * error, no answer in time, malformed JSON) teaches nothing: the first read checks as without
   * it, so an endpoint fails over as it would have. Never rejects.
   */
  check(url: string, signal?: AbortSignal): Promise<ChainCheck>
}

function idOf(message: unknown): unknown {
  return typeof message === 'object' && message !== null ? (message as { id?: unknown }).id : undefined
}

/** What a call gets for an answer that is not its own: a 502, an endpoint failure to every client. */
const malformed = () => new Response('{"error":"malformed answer"}', { status: 502 })

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * `fetch` for one RPC endpoint of one chain, checking the chain without a request of its own: the
 * first JSON-RPC call rides in one HTTP request with `eth_chainId` (a JSON-RPC batch), and the
 * caller gets the call's own answer. An endpoint on another chain fails that and every later
 * request with WrongChainEndpointError, so a fallback moves on to the next endpoint. Once the
 * chain is confirmed, a call still gets only one answer under its own id (viem takes any id,
 * ethers a batch of one); anything else reads as a 502, so every backend fails it alike.
 */
export function chainCheckedFetch(chainId: ChainId, base: Fetch = (input, init) => fetch(input, init)): CheckedFetch {
  let state: 'unchecked' | 'ok' | 'wrong' = 'unchecked'
  let answered: unknown
  let pending: Promise<ChainCheck> | undefined
  const checkAhead = async (url: string, signal?: AbortSignal): Promise<ChainCheck> => {
    try {
      const response = await base(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: CHECK_ID, method: 'eth_chainId', params: [] }),
        ...(signal ? { signal } : {}),
      })
      if (!response.ok) return 'unknown'
      const text = await boundedText(response, MAX_CHECK_BYTES)
      const answer = text === undefined ? undefined : parse(text)
      const result = idOf(answer) === CHECK_ID ? (answer as { result?: unknown }).result : undefined
      if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(result)) return 'unknown'
      // A read that checked meanwhile knows as much: its finding stands.
      if (state !== 'unchecked') return state
      if (Number.parseInt(result, 16) !== chainId) {
        state = 'wrong'
        answered = Number.parseInt(result, 16)
        return 'wrong'
      }
      state = 'ok'
      return 'ok'
    } catch {
      return 'unknown'
    }
  }
  const checked = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    // A check ahead still on its way (the pick came quickly, or on a slow device): its answer comes
    // sooner than a check of the read's own, and it is bounded by the attempt time limit.
    if (pending) await pending
    if (state === 'wrong') throw new WrongChainEndpointError(chainId, answered)
    const call = typeof init?.body === 'string' ? parse(init.body) : undefined
    // Only a single call is checked; a batch of the caller's own passes as it is.
    if (typeof call !== 'object' || call === null || Array.isArray(call)) return base(input, init)
    if (state === 'ok') {
      const response = await base(input, init)
      if (!response.ok) return failure(response)
      const text = await boundedText(response, MAX_ANSWER_BYTES)
      const answer = text === undefined ? undefined : parse(text)
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer) || idOf(answer) !== idOf(call)) return malformed()
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })
    }
    // The body grows by the check: a length the caller computed for its own body no longer holds.
    const headers = new Headers(init?.headers)
    headers.delete('content-length')
    const response = await base(input, { ...init, headers, body: JSON.stringify([{ jsonrpc: '2.0', id: CHECK_ID, method: 'eth_chainId', params: [] }, call]) })
    if (!response.ok) return failure(response)
    const text = await boundedText(response, MAX_ANSWER_BYTES)
    const answers = text === undefined ? undefined : parse(text)
    // Two calls, two answers, each under its call's id: anything else is not this endpoint's answer.
    const pair = Array.isArray(answers) && answers.length === 2 ? answers : []
    const check = pair.find((entry) => idOf(entry) === CHECK_ID)
    const own = pair.find((entry) => idOf(entry) === idOf(call) && idOf(call) !== CHECK_ID)
    const result = (check as { result?: unknown } | undefined)?.result
    if (typeof result !== 'string' || own === undefined) return malformed()
    if (Number.parseInt(result, 16) !== chainId) {
      state = 'wrong'
      answered = Number.parseInt(result, 16)
      throw new WrongChainEndpointError(chainId, answered)
    }
    state = 'ok'
    return new Response(JSON.stringify(own), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return Object.assign(checked, {
    check(url: string, signal?: AbortSignal): Promise<ChainCheck> {
      if (state !== 'unchecked') return Promise.resolve(state)
      // One check at a time: a second call waits for the first one's finding.
      pending ??= checkAhead(url, signal).finally(() => {
        pending = undefined
      })
      return pending
    },
  })
}
