import { describe, expect, it } from 'vitest'
import { WalletStep } from '../../../src-domain/index.js'
import { INITIAL_STEP_STATE, stepReducer, type StepAction, type StepState } from '../../../src-ui/components/connect/navigation.js'

const run = (...actions: StepAction[]): StepState => actions.reduce(stepReducer, INITIAL_STEP_STATE)

describe('connect dialog navigation', () => {
  it('starts at NONE with nowhere to go back to', () => {
    expect(INITIAL_STEP_STATE).toEqual({ current: { step: 'NONE' }, history: [] })
  })

  it('remembers the way and Back retraces it', () => {
    const deep = run(
      { type: 'go', step: WalletStep.Get },
      { type: 'go', step: WalletStep.DownloadOptions, walletId: 'metaMask' },
      { type: 'go', step: WalletStep.Download, walletId: 'metaMask' },
      { type: 'go', step: WalletStep.InstructionsMobile, walletId: 'metaMask' },
    )
    expect(deep.current).toEqual({ step: 'INSTRUCTIONS_MOBILE', walletId: 'metaMask' })
    const steps = [deep]
    for (let index = 0; index < 4; index += 1) steps.push(stepReducer(steps[steps.length - 1]!, { type: 'back' }))
    expect(steps.map((state) => state.current.step)).toEqual(['INSTRUCTIONS_MOBILE', 'DOWNLOAD', 'DOWNLOAD_OPTIONS', 'GET', 'NONE'])
    expect(stepReducer(steps[4]!, { type: 'back' })).toBe(INITIAL_STEP_STATE)
  })

  it('picking a wallet starts over: its CONNECT step with Back to the list', () => {
    const state = run({ type: 'go', step: WalletStep.Get }, { type: 'select', walletId: 'mock' })
    expect(state).toEqual({ current: { step: 'CONNECT', walletId: 'mock' }, history: [{ step: 'NONE' }] })
  })

  it('going where it already is changes nothing; going to NONE or reset clears the way', () => {
    const get = run({ type: 'go', step: WalletStep.Get })
    expect(stepReducer(get, { type: 'go', step: WalletStep.Get })).toBe(get)
    expect(stepReducer(get, { type: 'go', step: WalletStep.None })).toBe(INITIAL_STEP_STATE)
    expect(stepReducer(get, { type: 'reset' })).toBe(INITIAL_STEP_STATE)
  })
})
