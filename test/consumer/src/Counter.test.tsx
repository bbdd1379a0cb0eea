import { act, screen } from '@testing-library/react'
import { renderWithWallet, testContract } from 'retropgf-connect/testing'
import { expect, it } from 'vitest'
import { Counter } from './Counter'
import { COUNTER_ADDRESS, counterAbi } from './counter'

/** The Counter on the in-memory chain: its count, and who added what. */
function memoryCounter() {
  let count = 41n
  return testContract({
    abi: counterAbi,
    read: { count: () => count },
    write: {
      increment: ([by]) => {
        if (by === 0n) throw new Error('Counter: nothing to add')
        count += by
      },
    },
  })
}

it('reads the count, adds one from the wallet and reads it again once the block is in', async () => {
  const { user, rpc } = await renderWithWallet(<Counter />, { connected: true, contracts: { [COUNTER_ADDRESS]: memoryCounter() } })
  expect(await screen.findByText('Count: 41')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Add one' }))
  const waiting = await screen.findByText(/^Added in 0x[0-9a-f]{64}: waiting for a block$/)
  const hash = waiting.textContent!.slice('Added in '.length, 'Added in '.length + 66) as `0x${string}`
  act(() => rpc.control.mine(31337, 1, { hash, status: 'success' }))
  expect(await screen.findByText(`Added in ${hash}: confirmed`)).toBeTruthy()
  expect(await screen.findByText('Count: 42')).toBeTruthy()
})

it('shows that the count cannot be read where there is no contract', async () => {
  await renderWithWallet(<Counter />, { connected: true })
  expect(await screen.findByText('Count: unavailable')).toBeTruthy()
})
