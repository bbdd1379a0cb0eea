import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { noteShellFocus } from '../../../src-ui/shell-handoff.js'
import { SHELL_BUTTON_ID } from '../../../src-ui/start-protocol.js'
import { renderApp } from '../support/render-app.js'

// The page's HTML shell as index.html draws it, and what the boot script (src/boot) marks on <html>.
function shellButton(): HTMLButtonElement {
  const button = document.createElement('button')
  button.id = SHELL_BUTTON_ID
  button.textContent = 'Connect Wallet'
  document.body.append(button)
  return button
}

afterEach(() => {
  document.documentElement.removeAttribute('data-wallet-boot-click')
})

describe('the app taking over from the HTML shell', () => {
  it('a click recorded on the shell opens the connect dialog when the app mounts, once', async () => {
    document.documentElement.setAttribute('data-wallet-boot-click', '')
    const { user } = await renderApp({ shell: { reconnectOnMount: false } })
    const connect = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    expect(within(connect).getByRole('button', { name: /Mock Wallet/ })).toBeInTheDocument()
    expect(document.documentElement).not.toHaveAttribute('data-wallet-boot-click')
    // Closed, it stays closed: the recorded click was used up.
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('with the app reconnecting on mount as well, the dialog still opens and stays open', async () => {
    document.documentElement.setAttribute('data-wallet-boot-click', '')
    await renderApp()
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument()
  })

  it('no click recorded: no dialog', async () => {
    await renderApp({ shell: { reconnectOnMount: false } })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('the keyboard focus on the shell button moves to the app’s Connect Wallet', async () => {
    const shell = shellButton()
    shell.focus()
    noteShellFocus()
    shell.remove()
    await renderApp({ shell: { reconnectOnMount: false } })
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveFocus())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Enter on the focused shell button (a click with the focus): the dialog opens, and Escape gives the focus to the app’s Connect Wallet', async () => {
    const shell = shellButton()
    shell.focus()
    noteShellFocus()
    shell.remove()
    document.documentElement.setAttribute('data-wallet-boot-click', '')
    const { user } = await renderApp({ shell: { reconnectOnMount: false } })
    await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveFocus())
  })
})
