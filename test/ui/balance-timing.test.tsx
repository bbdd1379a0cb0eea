import { describe, expect, it, vi } from 'vitest'
import type { ChainRpcPort } from '../../src-domain/index.js'
import { accountButton, renderApp } from './support/render-app.js'

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

describe('the balance on the account button', () => {
  it('shows in the task its answer comes in, not a timer later', async () => {
    let answer: ((wei: bigint) => void) | undefined
    const harness = await renderApp({
      wrapRpc: (rpc): ChainRpcPort => ({ ...rpc, getBalance: () => new Promise<bigint>((resolve) => (answer = resolve)) }),
    })
    await harness.connect()
    await vi.waitFor(() => expect(answer).toBeDefined())
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    // React on its own scheduler, as in a browser, not inside act().
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    try {
      answer?.(1_230_000_000_000_000_000n)
      // Only what runs in this task: the answer's promise callbacks and React's work they start.
      for (let turn = 0; turn < 20; turn++) await Promise.resolve()
      expect(accountButton()).toHaveTextContent('1.23 ETH')
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before
    }
  })
})
