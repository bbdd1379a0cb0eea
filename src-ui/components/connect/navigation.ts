import { WalletStep } from '../../../src-domain/index.js'

/** Where the connect dialog is: a step, and the wallet it is about (CONNECT, DOWNLOAD_OPTIONS, ...). */
export interface StepView {
  step: WalletStep
  walletId?: string
}

export interface StepState {
  current: StepView
  /** The views Back returns to, oldest first. */
  history: readonly StepView[]
}

export type StepAction = { type: 'go'; step: WalletStep; walletId?: string } | { type: 'select'; walletId: string } | { type: 'back' } | { type: 'reset' }

export const INITIAL_STEP_STATE: StepState = { current: { step: WalletStep.None }, history: [] }

const sameView = (a: StepView, b: StepView) => a.step === b.step && a.walletId === b.walletId

/**
 * The dialog's navigation: going to a step remembers where the user came from, Back returns
 * there. Picking a wallet in the list starts over from the list, as RainbowKit does, so Back
 * from its CONNECT step always lands on the list.
 */
export function stepReducer(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case 'select':
      return { current: { step: WalletStep.Connect, walletId: action.walletId }, history: [INITIAL_STEP_STATE.current] }
    case 'go': {
      const next: StepView = action.walletId === undefined ? { step: action.step } : { step: action.step, walletId: action.walletId }
      if (sameView(next, state.current)) return state
      if (next.step === WalletStep.None) return INITIAL_STEP_STATE
      return { current: next, history: [...state.history, state.current] }
    }
    case 'back': {
      const previous = state.history[state.history.length - 1]
      return previous ? { current: previous, history: state.history.slice(0, -1) } : INITIAL_STEP_STATE
    }
    case 'reset':
      return INITIAL_STEP_STATE
  }
}
