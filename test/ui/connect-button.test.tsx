import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { shortenAddress, STORAGE_KEY_LAST_WALLET } from '../../src-domain/index.js'
import { avatarGradient } from '../../src-ui/components/avatar-gradient.js'
import { ConnectButton } from '../../src-ui/components/ConnectButton.js'
import { writeBootAnswer } from '../../src-ui/shell-handoff.js'
import type { ConnectButtonState } from '../../src-ui/hooks/use-connect-button.js'
import type { ConnectResult } from '../../src-domain/index.js'
import { useConnected } from '../../src-ui/hooks/use-connection.js'
import { accountButton, chainButton, renderApp, TEST_ACCOUNT, TEST_ACCOUNT_SHORT } from './support/render-app.js'

const SECOND_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('connect button', () => {
  it('reads Connect Wallet when disconnected and opens the connect dialog', async () => {
    const { user } = await renderApp()
    expect(screen.queryByRole('button', { name: /Chain Selector/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument()
  })

  it('opening the connect dialog asks the wallet port to get ready for the pick (the stock button, a custom one)', async () => {
    const walletPreload = vi.fn(async () => {})
    const { user } = await renderApp({
      walletPreload,
      children: (
        <ConnectButton.Custom>
          {({ openConnectModal }) => (
            <button type="button" onClick={openConnectModal}>
              Pick a wallet
            </button>
          )}
        </ConnectButton.Custom>
      ),
    })
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(walletPreload).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    // The preparing comes after the dialog's first frame (so none of it delays that frame).
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument()
    await vi.waitFor(() => expect(walletPreload).toHaveBeenCalledTimes(1))
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Pick a wallet' }))
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument()
    await vi.waitFor(() => expect(walletPreload).toHaveBeenCalledTimes(2))
  })

  it('opening the connect dialog, not loading or hovering, asks the chain port to check the default chain ahead', async () => {
    const prepare = vi.fn(async (_args: { chainId: number }) => {})
    const { user } = await renderApp({ wrapRpc: (rpc) => Object.assign(Object.create(rpc) as typeof rpc, { prepare }) })
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(prepare).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledExactlyOnceWith({ chainId: 10 }))
  })

  it('a wallet port that fails to get ready changes nothing: the dialog opens and the wallet connects', async () => {
    const { user } = await renderApp({ walletPreload: async () => Promise.reject(new Error('chunk gone')) })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Connect a Wallet' })).getByRole('button', { name: /Mock Wallet/ }))
    await vi.waitFor(() => expect(accountButton()).toHaveTextContent(TEST_ACCOUNT_SHORT))
  })

  it('after connecting through the dialog, focus lands on the account button (the opener is gone)', async () => {
    const { user } = await renderApp()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Connect a Wallet' })).getByRole('button', { name: /Mock Wallet/ }))
    await vi.waitFor(() => expect(accountButton()).toHaveFocus())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('an auto-connect on load leaves focus where it was', async () => {
    const { connect } = await renderApp()
    await connect()
    expect(document.body).toHaveFocus()
  })

  it('while the last connection is being restored: a busy placeholder, never Connect Wallet', async () => {
    const { services, storage } = await renderApp()
    storage.write(STORAGE_KEY_LAST_WALLET, 'mock')
    act(() => void services.connection.reconnect())
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    const placeholder = screen.getByText('Checking your wallet…').closest('[role="status"]')
    expect(placeholder).toHaveAttribute('aria-busy', 'true')
    expect(placeholder).toHaveClass('rpgf-connect-pending')
    await act(() => Promise.resolve())
  })

  it("while restoring, with the wallet's own answer from before the app: its chain and account, the same buttons once connected", async () => {
    const { services, wallet, storage } = await renderApp()
    // As after a reload: the app remembers the wallet, the wallet the site, the boot script has its answer.
    storage.write(STORAGE_KEY_LAST_WALLET, 'mock')
    vi.spyOn(wallet, 'reconnect').mockResolvedValue({ walletId: 'mock', accounts: [TEST_ACCOUNT], chainId: 31337 })
    writeBootAnswer(document, { address: TEST_ACCOUNT, chainId: 31337 })
    let restored: Promise<unknown> = Promise.resolve()
    act(() => void (restored = services.connection.reconnect()))
    expect(services.connection.getState().status).toBe('reconnecting')
    expect(screen.queryByText('Checking your wallet…')).toBeNull()
    const early = accountButton()
    expect(early).toHaveTextContent(TEST_ACCOUNT_SHORT)
    expect(chainButton()).toHaveTextContent('Hardhat')
    await act(() => restored)
    expect(services.connection.getState().status).toBe('connected')
    // The same element: nothing redrawn, a focus on it is kept.
    expect(accountButton()).toBe(early)
    // Used once: a later reconnect shows the placeholder again.
    expect(document.documentElement.hasAttribute('data-wallet-boot-account')).toBe(false)
  })

  it('a click on the account while restoring opens the account dialog once the wallet is back', async () => {
    const { services, wallet, user, storage } = await renderApp()
    storage.write(STORAGE_KEY_LAST_WALLET, 'mock')
    let answer: (result: ConnectResult) => void = () => {}
    vi.spyOn(wallet, 'reconnect').mockReturnValue(new Promise((resolve) => (answer = resolve)))
    writeBootAnswer(document, { address: TEST_ACCOUNT, chainId: 31337 })
    let restored: Promise<unknown> = Promise.resolve()
    act(() => void (restored = services.connection.reconnect()))
    await user.click(accountButton())
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => {
      answer({ walletId: 'mock', accounts: [TEST_ACCOUNT], chainId: 31337 })
      await restored
    })
    expect(await screen.findByRole('dialog')).toHaveTextContent(TEST_ACCOUNT_SHORT)
  })

  it('connected: a chain button with the chain icon and name, named by that name then Chain Selector, and an account button', async () => {
    const { connect } = await renderApp()
    await connect()
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(chainButton()).toHaveTextContent('Hardhat')
    expect(chainButton()).toHaveAccessibleName('Hardhat, Chain Selector')
    expect(within(chainButton()).getByTestId('chain-icon')).toBeInTheDocument()
    expect(accountButton()).toHaveTextContent(TEST_ACCOUNT_SHORT)
    // The avatar is decorative: the button is named by the address.
    const avatar = within(accountButton()).getByTestId('avatar')
    expect(avatar).toHaveAttribute('aria-hidden', 'true')
    expect(avatar.style.background).toContain('linear-gradient')
  })

  it('shows the balance as <abbreviated> <symbol>, in the wide-only part of the account button', async () => {
    const { connect } = await renderApp()
    await connect()
    const balance = await within(accountButton()).findByText('1.23 ETH')
    expect(balance).toHaveClass('rpgf-wide-only')
    expect(accountButton()).toHaveAccessibleName(`${TEST_ACCOUNT_SHORT} 1.23 ETH`)
  })

  it('on a chain the app does not support: Wrong network, and the account button is hidden', async () => {
    const { connect } = await renderApp({ chainId: 1 })
    await connect()
    expect(chainButton()).toHaveTextContent('Wrong network')
    expect(chainButton()).toHaveAccessibleName('Wrong network, Chain Selector')
    expect(screen.queryByRole('button', { name: new RegExp(`^${TEST_ACCOUNT_SHORT}`) })).toBeNull()
  })

  it('follows the wallet to an unsupported chain and back', async () => {
    const { connect, wallet } = await renderApp()
    await connect()
    act(() => wallet.control.emit({ type: 'chainChanged', chainId: 5 }))
    expect(chainButton()).toHaveTextContent('Wrong network')
    act(() => wallet.control.emit({ type: 'chainChanged', chainId: 10 }))
    expect(chainButton()).toHaveTextContent('OP Mainnet')
    expect(chainButton()).toHaveAccessibleName('OP Mainnet, Chain Selector')
    expect(accountButton()).toBeInTheDocument()
  })

  it('the chain button opens Switch Networks, the account button the account dialog', async () => {
    const { connect, user } = await renderApp()
    await connect()
    await user.click(chainButton())
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(accountButton())
    expect(screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })).toBeInTheDocument()
  })

  it('the account and network dialogs mount when opened: closed, focus is back on their button, and each opening starts afresh', async () => {
    const { connect, user } = await renderApp()
    await connect()
    await user.click(accountButton())
    const account = screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })
    await user.click(within(account).getByRole('button', { name: 'Copy Address' }))
    expect(await within(account).findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(accountButton()).toHaveFocus()
    // Reopened within the 1500 ms of the hint: a new dialog, not the old one's `Copied!`.
    await user.keyboard('{Enter}')
    expect(within(screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })).getByRole('button', { name: 'Copy Address' })).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })).getByRole('button', { name: 'Close' }))
    expect(accountButton()).toHaveFocus()

    await user.click(chainButton())
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(chainButton()).toHaveFocus()
  })

  it('what only needs a connected wallet (useConnected) renders for a connect and a disconnect, not for connecting or a failed attempt', async () => {
    const seen: Array<string | undefined> = []
    function Watcher() {
      const connected = useConnected()
      seen.push(connected?.address)
      return null
    }
    const { services, wallet } = await renderApp({ failures: { connect: 'userRejected' }, children: <Watcher /> })
    const from = seen.length
    await act(() => services.connection.connect('mock'))
    expect(services.connection.getState()).toMatchObject({ status: 'disconnected', failure: { kind: 'userRejected' } })
    expect(seen.slice(from)).toEqual([])
    wallet.control.setFailures({})
    await act(() => services.connection.connect('mock'))
    await act(() => services.connection.disconnect())
    expect(seen.slice(from)).toEqual([TEST_ACCOUNT, undefined])
  })

  it('gives every account its own avatar, the same on every render', () => {
    expect(avatarGradient(TEST_ACCOUNT)).toBe(avatarGradient(TEST_ACCOUNT.toLowerCase()))
    expect(avatarGradient(TEST_ACCOUNT)).not.toBe(avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
  })
})

describe('ConnectButton.Custom (render prop)', () => {
  it('outside the app shell fails with a message saying where it belongs', () => {
    const quiet = console.error
    console.error = () => {}
    try {
      expect(() => render(<ConnectButton />)).toThrow('The connect button and its dialogs must be used inside <AppShell> (or <ModalProvider>).')
    } finally {
      console.error = quiet
    }
  })

  function Custom({ seen }: { seen: ConnectButtonState[] }) {
    return (
      <ConnectButton.Custom>
        {(state) => {
          seen.push(state)
          if (!state.mounted) return null
          if (!state.account || !state.chain) return <button onClick={state.openConnectModal}>Sign up with a wallet</button>
          if (state.chain.unsupported) return <button onClick={state.openChainModal}>Fix network {state.chain.id}</button>
          return (
            <>
              <button onClick={state.openChainModal}>On {state.chain.name}</button>
              <button onClick={state.openAccountModal}>
                Me: {state.account.displayName} ({state.account.displayBalance ?? '…'})
              </button>
            </>
          )
        }}
      </ConnectButton.Custom>
    )
  }

  it('draws the app’s own button with the same state, and its actions open the same dialogs', async () => {
    const seen: ConnectButtonState[] = []
    const { connect, user } = await renderApp({ children: <Custom seen={seen} /> })
    expect(seen.at(-1)).toMatchObject({ status: 'disconnected', mounted: true, connectModalOpen: false })
    expect(seen.at(-1)?.account).toBeUndefined()

    await user.click(screen.getByRole('button', { name: 'Sign up with a wallet' }))
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument()
    expect(seen.at(-1)?.connectModalOpen).toBe(true)
    await user.keyboard('{Escape}')

    await connect()
    await screen.findByRole('button', { name: `Me: ${TEST_ACCOUNT_SHORT} (1.23 ETH)` })
    expect(seen.at(-1)).toMatchObject({
      status: 'connected',
      account: {
        address: TEST_ACCOUNT,
        displayName: TEST_ACCOUNT_SHORT,
        displayBalance: '1.23 ETH',
        balanceFormatted: '1.2345',
        balanceDecimals: 18,
        balanceSymbol: 'ETH',
        hasPendingTransactions: false,
      },
      chain: { id: 31337, name: 'Hardhat', unsupported: false, iconBackground: '#f9f7ec', hasIcon: false },
    })

    await user.click(screen.getByRole('button', { name: 'On Hardhat' }))
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeInTheDocument()
    expect(seen.at(-1)?.chainModalOpen).toBe(true)
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: /^Me:/ }))
    expect(screen.getByRole('dialog', { name: TEST_ACCOUNT_SHORT })).toBeInTheDocument()
    expect(seen.at(-1)?.accountModalOpen).toBe(true)
  })

  it('a new account is never drawn with the balance of the one before', async () => {
    const seen: ConnectButtonState[] = []
    const { connect, wallet, rpc } = await renderApp({ children: <Custom seen={seen} /> })
    rpc.control.setBalance(31337, SECOND_ACCOUNT, 2n * 10n ** 18n)
    await connect()
    await screen.findByRole('button', { name: `Me: ${TEST_ACCOUNT_SHORT} (1.23 ETH)` })
    const from = seen.length
    act(() => wallet.control.emit({ type: 'accountsChanged', accounts: [SECOND_ACCOUNT] }))
    await screen.findByRole('button', { name: `Me: ${shortenAddress(SECOND_ACCOUNT)} (2 ETH)` })
    const drawn = seen.slice(from).flatMap((state) => (state.account ? [state.account] : []))
    expect(drawn.filter((account) => account.address === SECOND_ACCOUNT).map((account) => account.displayBalance ?? 'none')).not.toContain('1.23 ETH')
    expect(drawn.at(-1)).toMatchObject({ address: SECOND_ACCOUNT, displayBalance: '2 ETH' })
  })

  it('reports an unsupported chain', async () => {
    const { connect } = await renderApp({ chainId: 1, children: <Custom seen={[]} /> })
    await connect()
    expect(screen.getByRole('button', { name: 'Fix network 1' })).toBeInTheDocument()
  })
})
