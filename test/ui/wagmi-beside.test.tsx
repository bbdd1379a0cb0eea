import { act, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { useAccount as useWagmiAccount, useDisconnect as useWagmiDisconnect, useSwitchChain as useWagmiSwitchChain, WagmiProvider } from 'wagmi'
import { createMemoryChainRpc, createMemoryStorage } from '../../src-adapters/memory/index.js'
import { createWagmiWalletPort } from '../../src-adapters/wagmi/index.js'
import { localChain, opMainnet } from '../../src-domain/index.js'
import { ConnectButton } from '../../src-ui/components/ConnectButton.js'
import { useAccount } from '../../src-ui/hooks/use-account.js'
import { useSwitchChain } from '../../src-ui/hooks/use-wallet-actions.js'
import { WalletProvider } from '../../src-ui/WalletProvider.js'
import type { Backend } from '../../src/backends/backend.js'
import { useWagmiConfig } from '../../src/backends/wagmi.js'
import { buildServices } from '../../src/container.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAINS = [
  { ...localChain, rpcUrls: ['http://127.0.0.1:1'] },
  { ...opMainnet, rpcUrls: ['http://127.0.0.1:1'] },
]

/** The kit over the wagmi backend and its mock connector (connect, switch and disconnect ask no node), reads in memory. */
async function wagmiServices(wallets?: boolean) {
  const storage = createMemoryStorage()
  const backend: Backend = {
    create: ({ chains }) => ({
      wallet: createWagmiWalletPort({ chains, storage, mock: { delayMs: 0 }, window: new EventTarget() }),
      rpc: createMemoryChainRpc(),
    }),
    preload: async () => {},
  }
  return buildServices(
    {
      appName: 'Beside',
      chains: CHAINS,
      walletConnectProjectId: undefined,
      signIn: false,
      // The app's own choice of wallets wraps the port: the config must come through it as well.
      ...(wallets ? { wallets: [{ groupName: 'Popular', wallets: ['mock'] }] } : {}),
    },
    { storage, load: async () => backend },
  )
}

function WagmiSide() {
  const { status, address, chainId } = useWagmiAccount()
  const { disconnect } = useWagmiDisconnect()
  const { switchChain } = useWagmiSwitchChain()
  return (
    <>
      <output aria-label="wagmi">{`${status} ${address ?? '-'} ${chainId ?? '-'}`}</output>
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
      <button type="button" onClick={() => switchChain({ chainId: 31337 })}>
        wagmi switch
      </button>
    </>
  )
}

function Beside() {
  const config = useWagmiConfig()
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <WagmiSide />
    </WagmiProvider>
  )
}

function KitSide() {
  const { status, chainId } = useAccount()
  const { switchChain } = useSwitchChain()
  return (
    <>
      <output aria-label="kit">{`${status} ${chainId ?? '-'}`}</output>
      <button type="button" onClick={() => void switchChain(10)}>
        kit switch
      </button>
    </>
  )
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent

describe.each([false, true])('wagmi beside the kit (the app names its wallets: %s)', (wallets) => {
  it('wagmi useAccount agrees with the kit through a connect, a switch each way and a disconnect made with wagmi', async () => {
    const services = await wagmiServices(wallets)
    const user = userEvent.setup()
    // Rendered in an awaited act: React's test scheduler retries a suspended render only then.
    await act(async () => {
      render(
        <WalletProvider services={services}>
          <ConnectButton />
          <KitSide />
          <Suspense fallback={<p>loading wagmi</p>}>
            <Beside />
          </Suspense>
        </WalletProvider>,
      )
    })
    // wagmi and its connectors load on the first render that asks for the config (seconds on busy cores).
    expect(await screen.findByRole('status', { name: 'wagmi' }, { timeout: 20_000 })).toHaveTextContent('disconnected - -')
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /Mock Wallet/ }))
    await waitFor(() => expect(shown('kit')).toBe('connected 31337'))
    await waitFor(() => expect(shown('wagmi')).toBe(`connected ${ACCOUNT} 31337`))

    await user.click(screen.getByRole('button', { name: 'kit switch' }))
    await waitFor(() => expect(shown('kit')).toBe('connected 10'))
    await waitFor(() => expect(shown('wagmi')).toBe(`connected ${ACCOUNT} 10`))

    await user.click(screen.getByRole('button', { name: 'wagmi switch' }))
    await waitFor(() => expect(shown('wagmi')).toBe(`connected ${ACCOUNT} 31337`))
    await waitFor(() => expect(shown('kit')).toBe('connected 31337'))

    await user.click(screen.getByRole('button', { name: 'wagmi disconnect' }))
    await waitFor(() => expect(shown('wagmi')).toBe('disconnected - -'))
    await waitFor(() => expect(shown('kit')).toBe('disconnected -'))
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})

describe('useWagmiConfig on another backend', () => {
  it('says which backend it needs', async () => {
    const { createTestServices } = await import('../../src/kit/test-services.js')
    const { services } = await createTestServices()
    const errors: unknown[] = []
    function Probe() {
      try {
        useWagmiConfig()
      } catch (error) {
        errors.push(error)
      }
      return null
    }
    render(
      <WalletProvider services={services}>
        <Probe />
      </WalletProvider>,
    )
    expect(String(errors[0])).toMatch(/useWagmiConfig needs the wagmi backend/)
  })
})
