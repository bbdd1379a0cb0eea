import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../src-ui/components/Dialog.js'

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Example"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
      >
        <button type="button">First</button>
        <a href="https://example.org/">Link</a>
        <button type="button" disabled>
          Off
        </button>
        <button type="button">Last</button>
      </Dialog>
    </>
  )
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup()
  render(<Harness {...(onClose ? { onClose } : {})} />)
  const opener = screen.getByRole('button', { name: 'Open' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Example' }) }
}

function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width })
  act(() => void window.dispatchEvent(new Event('resize')))
}

describe('Dialog', () => {
  afterEach(() => setViewportWidth(1024))

  it('is a modal dialog labelled by its title, and moves focus inside', async () => {
    const { dialog } = await openDialog()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleName('Example')
    expect(screen.getByRole('heading', { name: 'Example' }).id).toBe(dialog.getAttribute('aria-labelledby'))
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('traps Tab and Shift+Tab inside, skipping disabled controls', async () => {
    const { user, dialog } = await openDialog()
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()
    const forward: string[] = []
    for (let i = 0; i < 5; i += 1) {
      await user.tab()
      forward.push(document.activeElement?.textContent ?? '')
    }
    expect(forward).toEqual(['First', 'Link', 'Last', '×', 'First'])
    const backward: string[] = []
    for (let i = 0; i < 5; i += 1) {
      await user.tab({ shift: true })
      backward.push(document.activeElement?.textContent ?? '')
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    expect(backward).toEqual(['×', 'Last', 'Link', 'First', '×'])
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn()
    const { user, opener } = await openDialog(onClose)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('closes on a backdrop click, not on a click inside the box', async () => {
    const onClose = vi.fn()
    const { user, dialog, opener } = await openDialog(onClose)
    await user.click(dialog)
    await user.click(screen.getByRole('button', { name: 'First' }))
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByTestId('dialog-backdrop'))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(opener).toHaveFocus()
  })

  it('stops the page behind from scrolling while open', async () => {
    document.body.style.overflow = 'auto'
    const { user } = await openDialog()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('auto')
    document.body.style.overflow = ''
  })

  it('closes with its Close button', async () => {
    const { user, opener } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('is at most 504 px high from 768 px wide, 468 px and compact below', async () => {
    const { dialog } = await openDialog()
    expect(dialog.style.maxHeight).toBe('504px')
    expect(dialog).toHaveAttribute('data-layout', 'wide')
    setViewportWidth(767)
    expect(dialog.style.maxHeight).toBe('468px')
    expect(dialog).toHaveAttribute('data-layout', 'compact')
    setViewportWidth(768)
    expect(dialog.style.maxHeight).toBe('504px')
  })
})
