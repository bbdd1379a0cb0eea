import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StartShell } from '../../../src-ui/StartShell.js'
import { noteShellFocus, SHELL_BUTTON_ID, shellClicked, takeShellHandoff } from '../../../src-ui/shell-handoff.js'

// The start screen the entry draws before the app is loaded (src/main.tsx): `load` stands for the
// entry's loader of the app module.
const CLICKED = 'data-wallet-boot-click'

afterEach(() => {
  document.documentElement.removeAttribute(CLICKED)
  document.body.replaceChildren()
})

const startButton = () => screen.getByRole('button', { name: 'Connect Wallet' })

describe('the start screen before the app is loaded', () => {
  it('draws the app name and Connect Wallet, and loads nothing until the visitor shows intent', async () => {
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" reconnecting={false} load={load} />)
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
    render(<StartShell appName="RetroPGF" reconnecting={false} load={load} />)
    await userEvent.setup().click(startButton())
    expect(startButton()).toHaveAttribute('aria-busy', 'true')
    expect(takeShellHandoff().clicked).toBe(true)
  })

  it('a click on the HTML shell before the start screen rendered: busy at once, and the load starts', () => {
    document.documentElement.setAttribute(CLICKED, '')
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" reconnecting={false} load={load} />)
    expect(startButton()).toHaveAttribute('aria-busy', 'true')
    expect(load).toHaveBeenCalled()
  })

  it('the app failing to load: an error instead of a spinner, and the click is dropped (a later load opens no dialog unasked)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    render(<StartShell appName="RetroPGF" reconnecting={false} load={load} />)
    await userEvent.setup().click(startButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something went wrong!')
    expect(startButton()).not.toHaveAttribute('aria-busy')
    expect(shellClicked()).toBe(false)
  })

  it('a remembered wallet: the neutral placeholder, never Connect Wallet', () => {
    render(<StartShell appName="RetroPGF" reconnecting load={() => new Promise<void>(() => undefined)} />)
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your wallet…')
  })

  it('the keyboard focus on the HTML shell button moves to the start button, which starts the load', () => {
    const shell = document.createElement('button')
    shell.id = SHELL_BUTTON_ID
    document.body.append(shell)
    shell.focus()
    noteShellFocus()
    shell.remove()
    const load = vi.fn(() => new Promise<void>(() => undefined))
    render(<StartShell appName="RetroPGF" reconnecting={false} load={load} />)
    expect(startButton()).toHaveFocus()
    expect(load).toHaveBeenCalled()
  })

  it('speaks the visitor\u2019s language like the app does', async () => {
    render(<StartShell appName="RetroPGF" reconnecting={false} locale="de" load={() => new Promise<void>(() => undefined)} />)
    expect(await screen.findByRole('button', { name: 'Wallet verbinden' })).toBeInTheDocument()
  })
})
