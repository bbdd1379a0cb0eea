import { WalletStep, type ConnectionService } from '../../../src-domain/index.js'
import type { WalletStepControls } from '../../hooks/use-wallet-step.js'

/** Back from a step; leaving CONNECT stops the attempt, so the wallet is not left asking and no error lingers. */
export function stepBack(steps: WalletStepControls, connection: Pick<ConnectionService, 'cancel' | 'clearFailure'>): void {
  if (steps.view.step === WalletStep.Connect) {
    connection.cancel()
    connection.clearFailure()
  }
  steps.back()
}
