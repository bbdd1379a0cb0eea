import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BORDER_RADII, THEMES, themeCss, useWalletButton, type WalletButtonState } from '../../../src/kit/index.js'
import { renderWithWallet } from '../../../src/kit/testing.js'

/** A button of the app's own for one wallet, drawn from the hook as an app would import it. */
function OwnWalletButton({ wallet }: { wallet: string }) {
  const state: WalletButtonState = useWalletButton(wallet)
  const { ready, connected, loading, error, connector, connect } = state
  return (
    <>
      <button type="button" disabled={!ready} onClick={() => void connect()}>
        {connected ? `${connector?.name} is connected` : `Use ${connector?.name ?? wallet}`}
      </button>
      <output data-testid="state">{`ready=${ready} loading=${loading} connected=${connected} error=${error}`}</output>
    </>
  )
}

describe('useWalletButton from the kit entry', () => {
  it("connects the app's own button's wallet and reports each state", async () => {
    const { user, services } = await renderWithWallet(<OwnWalletButton wallet="mock" />)
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready=true loading=false connected=false error=false'))
    await user.click(screen.getByRole('button', { name: 'Use Mock Wallet' }))
    expect(await screen.findByRole('button', { name: 'Mock Wallet is connected' })).toBeDisabled()
    expect(screen.getByTestId('state')).toHaveTextContent('ready=false loading=false connected=true error=false')
    expect(services.connection.getState()).toMatchObject({ status: 'connected', walletId: 'mock' })
  })

  it('sets error when the wallet refuses, and leaves the button ready to try again', async () => {
    const { user } = await renderWithWallet(<OwnWalletButton wallet="mock" />, { failures: { connect: 'userRejected' } })
    await user.click(await screen.findByRole('button', { name: 'Use Mock Wallet' }))
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('ready=true loading=false connected=false error=true'))
  })

  it('the theme names come from the same entry, unchanged', () => {
    expect(Object.keys(THEMES)).toEqual(expect.arrayContaining(['light', 'dark', 'midnight']))
    expect(BORDER_RADII).toContain('large')
    expect(themeCss({ name: 'dark' })).toContain(`--rpgf-bg:${THEMES.dark.background};`)
  })
})
