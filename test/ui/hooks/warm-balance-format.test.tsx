import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../support/render-app.js'

describe('the balance format is readied while the connect dialog is open', () => {
  afterEach(() => vi.restoreAllMocks())

  it("works out the locale's number format once the dialog is open and the page idle, not before", async () => {
    const { user, container } = await renderApp({ shell: { locale: 'th' } })
    const Real = Intl.NumberFormat
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
      return new Real(locales, options)
    } as typeof Intl.NumberFormat)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(numberFormat).not.toHaveBeenCalled()
    // The button reads in Thai: found by its place in the header.
    await user.click(container.querySelector<HTMLElement>('.rpgf-header > .rpgf-button') as HTMLElement)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await waitFor(() => expect(numberFormat).toHaveBeenCalledWith('th', expect.anything()))
  })
})
