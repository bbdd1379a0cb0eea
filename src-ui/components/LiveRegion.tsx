import { useState } from 'react'
import { useSettledConnection } from '../hooks/use-connection.js'
import { useStore } from '../hooks/use-store.js'
import { useWalletList } from '../hooks/use-wallet-list.js'
import { useServices } from '../services.js'
import type { ReadableStore, SignInState } from '../../src-domain/index.js'
import { useI18n } from '../i18n/I18nProvider.js'
import { announcement } from './announcement.js'

const SIGN_IN_OFF: ReadableStore<SignInState | undefined> = { getState: () => undefined, subscribe: () => () => {} }

/**
 * A polite status region: screen readers hear the connection's progress (connecting, connected
 * with account and network, wrong network, disconnected) and the sign-in result without focus moving.
 */
export function LiveRegion() {
  const { chains, signIn: signInService } = useServices()
  // Settled: a connect's own commit draws the account, and the announcement follows in the next.
  // `connecting` reaches it only for a wallet that takes its time.
  const connection = useSettledConnection()
  const signIn = useStore<SignInState | undefined>(signInService ?? SIGN_IN_OFF)
  const wallets = useWalletList()
  const { t } = useI18n()
  // The status before the current one (React's "previous render" pattern), so a drop from connected is told.
  type Status = typeof connection.status
  const [statuses, setStatuses] = useState<{ current: Status; previous?: Status }>({ current: connection.status })
  if (statuses.current !== connection.status) setStatuses({ current: connection.status, previous: statuses.current })
  const message = announcement({
    connection,
    ...(statuses.previous ? { previousStatus: statuses.previous } : {}),
    signIn,
    chains,
    wallets,
    t,
  })
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="rpgf-visually-hidden" data-testid="live-region">
      {message}
    </div>
  )
}
