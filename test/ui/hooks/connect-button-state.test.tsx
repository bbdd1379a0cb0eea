import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Hex } from '../../../src-domain/index.js'
import { useConnectButton } from '../../../src-ui/hooks/use-connect-button.js'
import { useAddRecentTransaction } from '../../../src-ui/hooks/use-transactions.js'
import { useSendTransaction } from '../../../src-ui/hooks/use-wallet-actions.js'
import { renderWithWallet } from '../../../src/kit/testing.js'

describe('useConnectButton: what ConnectButton.Custom gets besides the stock button', () => {
  it('hasPendingTransactions while a recent transaction of the account is pending; the balance exact with its decimals and symbol', async () => {
    function Custom() {
      const { account } = useConnectButton()
      const { sendTransactionAsync } = useSendTransaction()
      const add = useAddRecentTransaction()
      return (
        <>
          <button
            type="button"
            onClick={() =>
              void sendTransactionAsync({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n }).then((hash) => add({ hash, description: 'Tip' }))
            }
          >
            Send
          </button>
          <p>
            {account ? `pending ${account.hasPendingTransactions}; ${account.balanceFormatted} (${account.balanceDecimals}) ${account.balanceSymbol}` : 'none'}
          </p>
        </>
      )
    }
    const { user, rpc } = await renderWithWallet(<Custom />, { connected: true, balance: 2_500_000_000_000_000_001n })
    expect(await screen.findByText('pending false; 2.500000000000000001 (18) ETH')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(/^pending true;/)).toBeInTheDocument()
    act(() => rpc.control.mine(31337, 1, { hash: `0x${'1'.padStart(64, '0')}` as Hex, status: 'success' }))
    expect(await screen.findByText(/^pending false;/)).toBeInTheDocument()
  })
})
