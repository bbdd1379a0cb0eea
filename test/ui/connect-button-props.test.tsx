import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../src-ui/components/ConnectButton.js'
import { renderWithWallet } from '../../src/kit/testing.js'

const chainButton = () => screen.queryByRole('button', { name: /, Chain Selector$/ })
const accountButton = () => screen.queryByRole('button', { name: /^0xf3…2266/ })
/** 2.5 ETH: shown as `2.5 ETH`. */
const balance = 2_500_000_000_000_000_000n

describe('ConnectButton props', () => {
  it('label: the text of the disconnected button', async () => {
    await renderWithWallet(<ConnectButton label="Sign in with a wallet" />)
    expect(screen.getByRole('button', { name: 'Sign in with a wallet' })).toBeInTheDocument()
  })

  it('accountStatus and chainStatus full (default): avatar, address, chain icon and name', async () => {
    const { container } = await renderWithWallet(<ConnectButton />, { connected: true })
    expect(accountButton()!.querySelector('.rpgf-avatar')).not.toBeNull()
    expect(accountButton()).toHaveTextContent('0xf3…2266')
    expect(chainButton()).toHaveTextContent('Hardhat')
    expect(container.querySelector('.rpgf-chain-button .rpgf-chain-icon')).not.toBeNull()
  })

  it('accountStatus avatar: the avatar shows, the address still names the button', async () => {
    await renderWithWallet(<ConnectButton accountStatus="avatar" />, { connected: true })
    expect(accountButton()!.querySelector('.rpgf-avatar')).not.toBeNull()
    expect(accountButton()!.querySelector('bdi')).toHaveClass('rpgf-visually-hidden')
  })

  it('accountStatus address: no avatar; none: no account button', async () => {
    const first = await renderWithWallet(<ConnectButton accountStatus="address" />, { connected: true })
    expect(accountButton()!.querySelector('.rpgf-avatar')).toBeNull()
    first.unmount()
    await renderWithWallet(<ConnectButton accountStatus="none" />, { connected: true })
    expect(accountButton()).toBeNull()
    expect(chainButton()).toBeInTheDocument()
  })

  it('chainStatus icon, name and none', async () => {
    const icon = await renderWithWallet(<ConnectButton chainStatus="icon" />, { connected: true })
    expect(chainButton()).not.toHaveTextContent('Hardhat')
    expect(chainButton()!.querySelector('.rpgf-chain-icon')).not.toBeNull()
    icon.unmount()
    const name = await renderWithWallet(<ConnectButton chainStatus="name" />, { connected: true })
    expect(chainButton()).toHaveTextContent('Hardhat')
    expect(chainButton()!.querySelector('.rpgf-chain-icon')).toBeNull()
    name.unmount()
    await renderWithWallet(<ConnectButton chainStatus="none" />, { connected: true })
    expect(chainButton()).toBeNull()
    expect(accountButton()).toBeInTheDocument()
  })

  it('chainStatus none still shows Wrong network on a chain the app does not configure', async () => {
    await renderWithWallet(<ConnectButton chainStatus="none" />, { connected: true, chainId: 5 })
    expect(chainButton()).toHaveTextContent('Wrong network')
  })

  it('showBalance: wide screens only by default, both with true, per size with an object, none with false', async () => {
    const cases = [
      [undefined, 'rpgf-wide-only'],
      [true, null],
      [{ smallScreen: true, largeScreen: false }, 'rpgf-narrow-only'],
    ] as const
    for (const [showBalance, onlyClass] of cases) {
      const view = await renderWithWallet(<ConnectButton {...(showBalance === undefined ? {} : { showBalance })} />, { connected: true, balance })
      await vi.waitFor(() => expect(accountButton()).toHaveTextContent('2.5 ETH'))
      const shown = view.container.querySelector('.rpgf-button-balance')!
      if (onlyClass) expect(shown).toHaveClass(onlyClass)
      else expect(shown.className).toBe('rpgf-button-balance')
      view.unmount()
    }
    const none = await renderWithWallet(<ConnectButton showBalance={false} />, { connected: true, balance })
    await vi.waitFor(() => expect(none.rpc.control.calls()).toContain('getBalance'))
    expect(accountButton()).not.toHaveTextContent('ETH')
  })
})
