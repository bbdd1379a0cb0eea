import { Suspense, useId, type ReactNode } from 'react'
import { useAccount, useDisconnect, useSwitchChain, WagmiProvider } from 'wagmi'
import { useWagmiConfig } from '../backends/wagmi-config.js'
import '../../src-ui/dev/dev-page.css'

export const WAGMI_ACCOUNT_LABEL = 'wagmi useAccount'

/** wagmi's provider over the kit's own config: what an app writes to use wagmi's hooks beside the kit. */
function WithWagmi({ children }: { children: ReactNode }) {
  // reconnectOnMount off: the kit restores the remembered wallet itself.
  return (
    <WagmiProvider config={useWagmiConfig()} reconnectOnMount={false}>
      {children}
    </WagmiProvider>
  )
}

/** wagmi's own hooks: the account they see, a switch to each chain and a disconnect made with them. */
function WagmiSide() {
  const { status, address, chainId } = useAccount()
  const { chains, switchChain } = useSwitchChain()
  const { disconnect } = useDisconnect()
  return (
    <>
      <p>
        <output aria-label={WAGMI_ACCOUNT_LABEL}>{`${status} ${address ?? '-'} ${chainId ?? '-'}`}</output>
      </p>
      {chains.map((chain) => (
        <span key={chain.id}>
          <button type="button" className="rpgf-button" disabled={status !== 'connected'} onClick={() => switchChain({ chainId: chain.id })}>
            {`wagmi: switch to ${chain.name}`}
          </button>{' '}
        </span>
      ))}
      <button type="button" className="rpgf-button" disabled={status !== 'connected'} onClick={() => disconnect()}>
        wagmi: disconnect
      </button>
    </>
  )
}

/**
 * Development only (`/?dev=wagmi` in `npm start` on the wagmi backend): wagmi's `useAccount`,
 * `useSwitchChain` and `useDisconnect` under `WagmiProvider` given `useWagmiConfig()`, beside the
 * kit's button in the header, so the two can be seen to agree through a connect, a switch and a
 * disconnect made with either.
 */
export function WagmiBesidePage() {
  const titleId = useId()
  return (
    <section className="rpgf-dev-transactions" aria-labelledby={titleId}>
      <h2 id={titleId}>Development: wagmi beside the kit</h2>
      <Suspense fallback={<p>Loading wagmi…</p>}>
        <WithWagmi>
          <WagmiSide />
        </WithWagmi>
      </Suspense>
    </section>
  )
}
