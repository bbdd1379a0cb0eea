import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StartShell } from '../../../src-ui/StartShell.js'
import { act } from 'react'
import { localChain, opMainnet } from '../../../src-domain/index.js'
import { noteShellFocus, shellClicked, takeShellHandoff, writeBootAnswer } from '../../../src-ui/shell-handoff.js'
import { SHELL_BUTTON_ID } from '../../../src-ui/start-protocol.js'

// The start screen the entry draws before the app is loaded (src/main.tsx): `load` stands for the
// entry's loader of the app module.
const CLICKED = 'data-wallet-boot-click'

const CHAINS = [opMainnet, localChain]
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  document.documentElement.removeAttribute(CLICKED)
  document.documentElement.removeAttribute('data-wallet-boot-account')
  document.documentElement.removeAttribute('data-wallet-boot-chain')
  document.body.replaceChildren()
})

const startButton = () => screen.getByRole('button', { name: 'Connect Wallet' })

/** The HTML shell's `Connect Wallet` had the focus when the start screen replaced it. */
function focusShellButton() {
  const shell = document.createElement('button')
  shell.id = SHELL_BUTTON_ID
  document.body.append(shell)
  shell.focus()
  noteShellFocus()
  shell.remove()
}

describe('the start screen before the app is loaded', () => {
  it('draws the app name and Connect Wallet, and loads nothing until the visitor shows intent', async () => {
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting={false} load={load} />)
    expect(screen.getByText('RetroPGF')).toBeInTheDocument()
    expect(startButton()).not.toHaveAttribute('aria-busy')
    expect(load).not.toHaveBeenCalled()
    await userEvent.setup().hover(startButton())
    expect(load).toHaveBeenCalled()
    // Intent alone: no click recorded, so the app will open no dialog.
    expect(shellClicked()).toBe(false)
  })

  it('a click while loading turns the button busy and is recorded for the app to open the dialog', async () => {
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting={false} load={load} />)
    await userEvent.setup().click(startButton())
    expect(startButton()).toHaveAttribute('aria-busy', 'true')
    expect(takeShellHandoff().clicked).toBe('connect')
  })

  it('a click on the HTML shell before the start screen rendered: busy at once, and the load starts', () => {
    document.documentElement.setAttribute(CLICKED, '')
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting={false} load={load} />)
    expect(startButton()).toHaveAttribute('aria-busy', 'true')
    expect(load).toHaveBeenCalled()
  })

  it('the app failing to load: an error instead of a spinner, and the click is dropped (a later load opens no dialog unasked)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting={false} load={load} />)
    await userEvent.setup().click(startButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong!')
    expect(startButton()).not.toHaveAttribute('aria-busy')
    expect(shellClicked()).toBe(false)
  })

  it('a remembered wallet: the neutral placeholder, never Connect Wallet', () => {
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting load={() => new Promise<void>(() => undefined)} />)
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your wallet…')
  })

  it('the keyboard focus on the HTML shell button moves to the start button, which starts the load', () => {
    focusShellButton()
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting={false} load={load} />)
    expect(startButton()).toHaveFocus()
    expect(load).toHaveBeenCalled()
  })

  it('the HTML shell button focused and clicked (Enter): the dialog frame holds the focus, which the app then hands to its own button', () => {
    focusShellButton()
    document.documentElement.setAttribute(CLICKED, '')
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting={false} load={() => new Promise<void>(() => undefined)} />)
    expect(screen.getByRole('dialog', { name: 'Connect a Wallet' })).toHaveFocus()
    noteShellFocus()
    expect(takeShellHandoff()).toEqual({ clicked: 'connect', focused: 'connect' })
  })

  it('speaks the visitor\u2019s language like the app does', async () => {
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting={false} locale="de" load={() => new Promise<void>(() => undefined)} />)
    expect(await screen.findByRole('button', { name: 'Wallet verbinden' })).toBeInTheDocument()
  })

  it('a remembered wallet whose answer the boot script has: its chain and account, not a placeholder', () => {
    writeBootAnswer(document, { address: ACCOUNT, chainId: 10 })
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting load={() => new Promise<void>(() => undefined)} />)
    expect(screen.getByRole('button', { name: 'OP Mainnet, Chain Selector' })).toHaveTextContent('OP Mainnet')
    expect(screen.getByRole('button', { name: '0xf3…2266' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('the answer arriving after the first render replaces the placeholder', () => {
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting load={() => new Promise<void>(() => undefined)} />)
    expect(screen.getByRole('status')).toHaveTextContent('Checking your wallet…')
    act(() => writeBootAnswer(document, { address: ACCOUNT, chainId: 31337 }))
    expect(screen.getByRole('button', { name: '0xf3…2266' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('an answer on a chain the app does not offer: the placeholder stays (the app says so itself)', () => {
    writeBootAnswer(document, { address: ACCOUNT, chainId: 1 })
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting load={() => new Promise<void>(() => undefined)} />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('a click on the account is recorded for the app (which opens the account dialog) and loads it', async () => {
    writeBootAnswer(document, { address: ACCOUNT, chainId: 10 })
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting load={load} />)
    await userEvent.setup().click(screen.getByRole('button', { name: '0xf3…2266' }))
    expect(load).toHaveBeenCalled()
    expect(takeShellHandoff().clicked).toBe('account')
  })

  it("the keyboard focus on the shell's account button stays on the account", () => {
    const shell = document.createElement('button')
    shell.setAttribute('data-rpgf-shell', 'account')
    document.body.append(shell)
    shell.focus()
    noteShellFocus()
    shell.remove()
    writeBootAnswer(document, { address: ACCOUNT, chainId: 10 })
    render(<StartShell appName="RetroPGF" chains={CHAINS} reconnecting load={() => new Promise<void>(() => undefined)} />)
    expect(screen.getByRole('button', { name: '0xf3…2266' })).toHaveFocus()
  })
})
