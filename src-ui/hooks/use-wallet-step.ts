import { useMemo, useReducer } from 'react'
import type { WalletStep } from '../../src-domain/index.js'
import { INITIAL_STEP_STATE, stepReducer, type StepView } from '../components/connect/navigation.js'

export interface WalletStepControls {
  view: StepView
  canGoBack: boolean
  go(step: WalletStep, walletId?: string): void
  /** A wallet picked in the list: its CONNECT step, with Back leading to the list. */
  select(walletId: string): void
  back(): void
  reset(): void
}

/** The connect dialog's current step (NONE, GET, CONNECT, ...) and how to move between steps. */
export function useWalletStep(): WalletStepControls {
  const [state, dispatch] = useReducer(stepReducer, INITIAL_STEP_STATE)
  const actions = useMemo(
    () => ({
      go: (step: WalletStep, walletId?: string) => dispatch(walletId === undefined ? { type: 'go', step } : { type: 'go', step, walletId }),
      select: (walletId: string) => dispatch({ type: 'select', walletId }),
      back: () => dispatch({ type: 'back' }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [],
  )
  return { view: state.current, canGoBack: state.history.length > 0, ...actions }
}
