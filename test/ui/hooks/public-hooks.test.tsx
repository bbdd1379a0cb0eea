import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError, type Hex } from '../../../src-domain/index.js'
import { ConnectButton } from '../../../src-ui/components/ConnectButton.js'
import { useAccount, type Account } from '../../../src-ui/hooks/use-account.js'
import { useAccountBalance as useBalance } from '../../../src-ui/hooks/use-account-balance.js'
import { useAccountModal, useChainModal, useConnectModal } from '../../../src-ui/hooks/use-modal-hooks.js'
import { useLocale } from '../../../src-ui/hooks/use-locale.js'
import { useAddRecentTransaction, useRecentTransactions } from '../../../src-ui/hooks/use-transactions.js'
import { useDisconnect, useSendTransaction, useSignMessage, useSwitchChain } from '../../../src-ui/hooks/use-wallet-actions.js'
import { renderWithWallet, TEST_ACCOUNT } from '../../../src/kit/testing.js'

const OP = { id: 10, name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['https://mainnet.optimism.io'] }
const BASE = { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['https://mainnet.base.org'] }
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function AccountView() {
  const account = useAccount()
  return <output aria-label="account">{JSON.stringify(account)}</output>
}
const shownAccount = () => JSON.parse(screen.getByRole('status', { name: 'account' }).textContent ?? '{}') as Record<string, unknown>

describe('useAccount', () => {
  it('follows the connection: disconnected, connecting, connected with address, chain and wallet, disconnected again', async () => {
    const seen: Account[] = []
    function Recorder() {
      const account = useAccount()
      if (seen.at(-1) !== account) seen.push(account)
      return null
    }
    const { user, wallet } = await renderWithWallet(
      <>
        <ConnectButton />
        <AccountView />
        <Recorder />
      </>,
      { connectDelayMs: 50 },
    )
    expect(shownAccount()).toEqual({ status: 'disconnected' })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Mock Wallet/ }))
    await vi.waitFor(() => expect(shownAccount()).toEqual({ status: 'connected', address: TEST_ACCOUNT, chainId: 31337, walletId: 'mock' }))
    // A wallet that takes its time is shown connecting on the way.
    // Nothing remembered: the provider's reconnect asks nothing and shows no reconnecting.
    expect(seen.map((account) => account.status)).toEqual(['disconnected', 'connecting', 'connected'])
    expect(seen[1]).toEqual({ status: 'connecting', walletId: 'mock' })
    act(() => wallet.control.emit({ type: 'chainChanged', chainId: 420 }))
    expect(shownAccount()).toMatchObject({ chainId: 420 })
    act(() => wallet.control.emit({ type: 'accountsChanged', accounts: [] }))
    expect(shownAccount()).toEqual({ status: 'disconnected' })
  })

  it('is reconnecting while a remembered wallet is asked, then connected', async () => {
    const seen: string[] = []
    function Statuses() {
      const { status } = useAccount()
      if (seen.at(-1) !== status) seen.push(status)
      return null
    }
    await renderWithWallet(<Statuses />, { connected: true })
    expect(seen).toEqual(['disconnected', 'reconnecting', 'connected'])
  })
})

describe('useBalance', () => {
  it("reads the connected account's balance on its chain, and nothing while disconnected", async () => {
    function Balance() {
      const { data, status } = useBalance()
      return <p>{data ? `${data.formatted} ${data.symbol} (${data.value} wei)` : status}</p>
    }
    const { rpc } = await renderWithWallet(<Balance />, { connected: true, balance: 1_500_000_000_000_000_000n })
    expect(await screen.findByText('1.5 ETH (1500000000000000000 wei)')).toBeInTheDocument()
    const quiet = await renderWithWallet(<Balance />)
    expect(within(quiet.container).getByText('pending')).toBeInTheDocument()
    expect(quiet.rpc.control.calls()).toEqual([])
    expect(rpc.control.calls()).toEqual(['getBalance'])
  })
})

describe('useSendTransaction and the recent transactions', () => {
  function Send() {
    const { sendTransactionAsync, status, data, error } = useSendTransaction()
    const addRecentTransaction = useAddRecentTransaction()
    const recent = useRecentTransactions()
    const send = async () => {
      const hash = await sendTransactionAsync({ to: RECIPIENT, value: 1n })
      addRecentTransaction({ hash, description: 'Tip' })
    }
    return (
      <>
        <button type="button" onClick={() => void send().catch(() => undefined)}>
          Send
        </button>
        <p>{`${status} ${data ?? ''} ${error?.name ?? ''}`.trim()}</p>
        <ul>
          {recent.map((tx) => (
            <li key={tx.hash}>{`${tx.description}: ${tx.status}`}</li>
          ))}
        </ul>
      </>
    )
  }

  it('sends from the connected account on its chain, then the transaction is pending until mined', async () => {
    const sent: unknown[] = []
    const { user, wallet, rpc } = await renderWithWallet(<Send />, { connected: true, chainId: 10, chains: [OP, BASE] })
    const send = wallet.sendTransaction
    wallet.sendTransaction = async (request) => (sent.push(request), send(request))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const hash = `0x${'1'.padStart(64, '0')}` as Hex
    expect(await screen.findByText(`success ${hash}`)).toBeInTheDocument()
    expect(sent).toEqual([{ chainId: 10, to: RECIPIENT, value: 1n, from: TEST_ACCOUNT }])
    expect(screen.getByText('Tip: pending')).toBeInTheDocument()
    act(() => rpc.control.mine(10, 1, { hash, status: 'success' }))
    expect(await screen.findByText('Tip: confirmed')).toBeInTheDocument()
  })

  it("keeps the wallet's refusal in its state", async () => {
    const { user } = await renderWithWallet(<Send />, { connected: true, failures: { sendTransaction: 'userRejected' } })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('error UserRejectedRequestError')).toBeInTheDocument()
  })

  it('refuses while disconnected', async () => {
    const { user } = await renderWithWallet(<Send />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('error NotConnectedError')).toBeInTheDocument()
  })
})

describe('useSignMessage', () => {
  function Sign() {
    const { signMessage, data, error } = useSignMessage()
    return (
      <>
        <button type="button" onClick={() => signMessage({ message: 'hello' })}>
          Sign
        </button>
        <p>{data ?? error?.name ?? 'unsigned'}</p>
      </>
    )
  }

  it('signs with the connected account; a rejection is its error', async () => {
    const { user, wallet } = await renderWithWallet(<Sign />, { connected: true })
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    expect(await screen.findByText(/^0x[0-9a-f]{130}$/)).toBeInTheDocument()
    wallet.control.setFailures({ signMessage: 'userRejected' })
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    expect(await screen.findByText(new UserRejectedRequestError().name)).toBeInTheDocument()
  })
})

describe('useSwitchChain and useDisconnect', () => {
  function Controls() {
    const { switchChain, chains, error } = useSwitchChain()
    const { disconnect } = useDisconnect()
    const { chainId, status } = useAccount()
    return (
      <>
        {chains.map((chain) => (
          <button key={chain.id} type="button" onClick={() => void switchChain(chain.id)}>
            {chain.name}
          </button>
        ))}
        <button type="button" onClick={() => void disconnect()}>
          Leave
        </button>
        <p>{`${status} ${chainId ?? ''} ${error ?? ''}`.trim()}</p>
      </>
    )
  }

  it("moves the wallet to another of the app's chains, shows a failure, and disconnects", async () => {
    const { user, wallet } = await renderWithWallet(<Controls />, { connected: true, chainId: 10, chains: [OP, BASE] })
    await user.click(screen.getByRole('button', { name: 'Base' }))
    expect(await screen.findByText('connected 8453')).toBeInTheDocument()
    wallet.control.setFailures({ switchChain: 'failed' })
    await user.click(screen.getByRole('button', { name: 'OP Mainnet' }))
    expect(await screen.findByText('connected 8453 Switching the network failed. Please try again.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(await screen.findByText('disconnected')).toBeInTheDocument()
    expect(wallet.control.isConnected()).toBe(false)
  })
})

describe('useConnectModal, useAccountModal, useChainModal', () => {
  function Openers() {
    const { openConnectModal, connectModalOpen } = useConnectModal()
    const { openAccountModal, accountModalOpen } = useAccountModal()
    const { openChainModal, chainModalOpen } = useChainModal()
    return (
      <>
        <button type="button" onClick={openConnectModal}>
          Open connect
        </button>
        <button type="button" onClick={openAccountModal}>
          Open account
        </button>
        <button type="button" onClick={openChainModal}>
          Open chain
        </button>
        <p>{`open: ${[connectModalOpen && 'connect', accountModalOpen && 'account', chainModalOpen && 'chain'].filter(Boolean).join(',')}`}</p>
      </>
    )
  }

  it('open the same dialogs as the stock button, and say which is open', async () => {
    const { user } = await renderWithWallet(<Openers />, { connected: true })
    await user.click(screen.getByRole('button', { name: 'Open account' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('0xf3…2266')
    expect(screen.getByText('open: account')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Open chain' }))
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeInTheDocument()
    expect(screen.getByText('open: chain')).toBeInTheDocument()
  })

  it('the connect dialog opens while disconnected', async () => {
    const { user } = await renderWithWallet(<Openers />)
    await user.click(screen.getByRole('button', { name: 'Open connect' }))
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument()
    expect(screen.getByText('open: connect')).toBeInTheDocument()
  })
})

describe('useLocale', () => {
  it("gives the wallet UI's language and direction for the app's own texts", async () => {
    function Greeting() {
      const { locale, dir } = useLocale()
      return <p>{`${locale} ${dir}`}</p>
    }
    await renderWithWallet(<Greeting />, { locale: 'ar' })
    expect(await screen.findByText('ar rtl')).toBeInTheDocument()
  })
})
