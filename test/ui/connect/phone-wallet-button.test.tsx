import { screen, within } from '@testing-library/react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryWallet } from '../../../src-adapters/memory/index.js'
import { WalletButton } from '../../../src-ui/components/WalletButton.js'
import { WalletProvider } from '../../../src-ui/WalletProvider.js'
import { USER_AGENTS } from '../../support/user-agents.js'
import { appTestServices } from '../support/app-services.js'
import { actAsDevice, forgetDevice } from '../support/phone-device.js'
import { HOUR, setViewportWidth, WALLETS } from '../support/render-connect.js'

afterEach(() => {
  forgetDevice()
  setViewportWidth(1024)
})

/** Two WalletButtons over wallets the kit cannot ask at once: Rainbow (WalletConnect) and MetaMask (not installed). */
async function renderButtons() {
  const wallet = createMemoryWallet({ wallets: [WALLETS.rainbow, WALLETS.metaMask, WALLETS.walletConnect], connectDelayMs: HOUR })
  const { services } = await appTestServices({}, { wallet: () => wallet })
  render(
    <WalletProvider services={services}>
      <WalletButton wallet="rainbow" />
      <WalletButton wallet="metaMask" />
    </WalletProvider>,
  )
  return { user: userEvent.setup(), services }
}

/** On a 375 px screen of the given device, a click on MetaMask's WalletButton: the dialog and its `not installed` step's heading. */
async function openMetaMaskOn(userAgent: string, touch: boolean) {
  actAsDevice(userAgent, touch)
  setViewportWidth(375)
  const { user } = await renderButtons()
  await user.click(await screen.findByRole('button', { name: 'MetaMask' }))
  const dialog = await screen.findByRole('dialog')
  const heading = await within(dialog).findByRole('heading', { name: 'MetaMask is not installed' })
  return { user, dialog, heading }
}

const layout = (dialog: HTMLElement) => dialog.querySelector('[data-layout]')?.getAttribute('data-layout')

describe('WalletButton on a phone (375 px, touch, a phone user agent)', () => {
  it("opens Rainbow's own sheet (its app being opened), not the wallet grid", async () => {
    actAsDevice(USER_AGENTS.iPhoneSafari, true)
    setViewportWidth(375)
    const { user, services } = await renderButtons()
    await user.click(await screen.findByRole('button', { name: 'Rainbow' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('heading', { name: 'Opening Rainbow...' })).toBeInTheDocument()
    expect(layout(dialog)).toBe('phone')
    // No grid behind it: neither the other wallets nor `Get a Wallet`.
    expect(within(dialog).queryByRole('button', { name: 'MetaMask' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Get a Wallet' })).toBeNull()
    expect(services.connection.getState()).toMatchObject({ status: 'connecting', walletId: 'rainbow' })
  })

  it("opens MetaMask's step (not installed, its phone apps) and Back leads to the grid", async () => {
    const { user, dialog, heading } = await openMetaMaskOn(USER_AGENTS.androidChrome, true)
    expect(layout(dialog)).toBe('phone')
    expect(heading).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(await within(dialog).findByRole('button', { name: 'Get a Wallet' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Rainbow' })).toBeInTheDocument()
  })

  it('a narrow desktop window (compact layout, no touch) opens the same step', async () => {
    const { dialog, heading } = await openMetaMaskOn(USER_AGENTS.windowsChrome, false)
    expect(heading).toBeInTheDocument()
    expect(layout(dialog)).toBe('compact')
  })
})
