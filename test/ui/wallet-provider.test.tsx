import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../src-ui/components/ConnectButton.js'
import { WalletProvider } from '../../src-ui/WalletProvider.js'
import { createTestServices, renderWithWallet, TEST_ACCOUNT } from '../../src/kit/testing.js'

describe('WalletProvider', () => {
  it('draws no layout of its own: the app places the button in its own markup, and the dialogs open from it', async () => {
    const { container, user } = await renderWithWallet(
      <nav aria-label="Site">
        <a href="/">Home</a>
        <ConnectButton />
      </nav>,
    )
    expect(container.querySelector('header')).toBeNull()
    expect(container.querySelector('main')).toBeNull()
    // The provider's one element is its scope: the theme and the language, around the app's own markup.
    const root = container.querySelector('[data-rk]')!
    expect(root).toHaveAttribute('lang', 'en')
    expect(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Connect a Wallet' })).getByRole('button', { name: /Mock Wallet/ }))
    await vi.waitFor(() => expect(within(screen.getByRole('navigation')).getByRole('button', { name: /^0xf3…2266/ })).toBeInTheDocument())
    // The polite live region says it.
    await vi.waitFor(() => expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(/connected/i))
  })

  it('takes the theme and the language', async () => {
    const { container } = await renderWithWallet(<ConnectButton />, { theme: { name: 'dark' }, locale: 'de' })
    await vi.waitFor(() => expect(container.querySelector('[data-rk]')).toHaveAttribute('lang', 'de'))
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeInTheDocument()
    expect(container.querySelector('style')?.textContent).toMatch(/\[data-rk="rk"\]/)
  })

  it("takes the app's own QueryClient: one client, holding the balance and the app's queries inside the provider; only the balance is stored", async () => {
    const queryClient = new QueryClient()
    function Greeting() {
      const { data } = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Hello from the app' })
      return <p>{data}</p>
    }
    const { services } = await createTestServices({ connected: true })
    render(
      <QueryClientProvider client={queryClient}>
        <WalletProvider services={services} queryClient={queryClient}>
          <ConnectButton />
          <Greeting />
        </WalletProvider>
      </QueryClientProvider>,
    )
    expect(await screen.findByText('Hello from the app')).toBeInTheDocument()
    expect(queryClient.getQueryData(['greeting'])).toBe('Hello from the app')
    await vi.waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['balance'], predicate: (query) => query.state.status === 'success' })).toHaveLength(1),
    )
    // The persister writes a moment after the cache changes: the balance, never the app's own data.
    await vi.waitFor(() => expect(services.storage.read('REACT_QUERY_OFFLINE_CACHE')).toContain('"balance"'), { timeout: 5_000 })
    expect(services.storage.read('REACT_QUERY_OFFLINE_CACHE')).not.toContain('Hello from the app')
  })

  it("stores the account's name beside its balance, so a reload draws the name at once", async () => {
    const { services } = await createTestServices({ connected: true, names: { [TEST_ACCOUNT]: { name: 'alice.eth' } } })
    render(
      <WalletProvider services={services}>
        <ConnectButton />
      </WalletProvider>,
    )
    await screen.findByRole('button', { name: /^alice\.eth/ })
    await vi.waitFor(() => expect(services.storage.read('REACT_QUERY_OFFLINE_CACHE')).toContain('"name":"alice.eth"'), { timeout: 5_000 })
    expect(services.storage.read('REACT_QUERY_OFFLINE_CACHE')).toContain(`["name","${TEST_ACCOUNT.toLowerCase()}"]`)
  })
})
