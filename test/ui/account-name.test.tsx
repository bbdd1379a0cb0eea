import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AVATAR_COPY_MS, localChain, type Address, type StoragePort } from '../../src-domain/index.js'
import { ConnectButton } from '../../src-ui/components/ConnectButton.js'
import { restorePersistedClient } from '../../src-ui/query-cache/restore.js'
import { WalletProvider } from '../../src-ui/WalletProvider.js'
import { buildTestServices } from '../../src/kit/test-services.js'
import { renderWithWallet, TEST_ACCOUNT, type RenderWithWalletResult } from '../../src/kit/testing.js'

const SHORT = '0xf3…2266'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const accountButton = () => screen.getByRole('button', { name: new RegExp(`^(${SHORT}|alice\\.eth|averyvery)`) })
const avatarImage = (within: HTMLElement) => within.querySelector<HTMLImageElement>('[data-testid="avatar"] img')

async function connect({ user }: RenderWithWalletResult): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Mock Wallet/ }))
}

describe('the account shown by its name', () => {
  it('draws the address first, then the name (in the accessible name) once looked up, and the avatar once it loads', async () => {
    const harness = await renderWithWallet(<ConnectButton />, {
      names: { [TEST_ACCOUNT]: { name: 'alice.eth', avatar: 'https://example.org/alice.png' } },
    })
    const release = harness.names.control.hold()
    await connect(harness)
    const button = await screen.findByRole('button', { name: new RegExp(`^${SHORT}`) })
    await waitFor(() => expect(harness.names.control.reads()).toContain(`reverse ${TEST_ACCOUNT}`))
    expect(button).toHaveAccessibleName(new RegExp(`^${SHORT}`))
    release()
    await waitFor(() => expect(accountButton()).toHaveAccessibleName(/^alice\.eth/))
    expect(within(accountButton()).queryByText(SHORT)).toBeNull()
    // The picture replaces the gradient only once it has loaded.
    const image = avatarImage(accountButton())
    expect(image?.getAttribute('src')).toBe('https://example.org/alice.png')
    expect(image?.hasAttribute('data-loaded')).toBe(false)
    fireEvent.load(image as HTMLImageElement)
    expect(avatarImage(accountButton())?.hasAttribute('data-loaded')).toBe(true)
  })

  it('asks for the name only once the balance read is over: the connect draws the address and balance, and its reads are the wallet and the balance alone', async () => {
    let balanceAsked!: () => void
    const asked = new Promise<void>((resolve) => (balanceAsked = resolve))
    let answerBalance!: () => void
    const answered = new Promise<void>((resolve) => (answerBalance = resolve))
    const { services, names } = await buildTestServices(
      { names: { [TEST_ACCOUNT]: { name: 'alice.eth' } } },
      {
        rpc: (rpc) => ({
          ...rpc,
          getBalance: async (args) => {
            balanceAsked()
            await answered
            return rpc.getBalance(args)
          },
        }),
      },
    )
    render(
      <WalletProvider services={services}>
        <ConnectButton />
      </WalletProvider>,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Mock Wallet/ }))
    await asked
    // Whatever the same commit started has begun by now.
    await act(async () => {})
    expect(names.control.reads()).toEqual([])
    answerBalance()
    await waitFor(() => expect(accountButton()).toHaveAccessibleName(/^alice\.eth/))
    expect(within(accountButton()).getByText('1 ETH')).toBeInTheDocument()
  })

  it('titles the account dialog with the name and shows the avatar there', async () => {
    const { user } = await renderWithWallet(<ConnectButton />, {
      connected: true,
      names: { [TEST_ACCOUNT]: { name: 'alice.eth', avatar: 'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG' } },
    })
    await waitFor(() => expect(accountButton()).toHaveAccessibleName(/^alice\.eth/))
    await user.click(accountButton())
    const dialog = screen.getByRole('dialog', { name: 'alice.eth' })
    // The address the name stands for is still shown.
    expect(within(dialog).getByText(SHORT)).toBeInTheDocument()
    expect(avatarImage(dialog)?.getAttribute('src')).toBe('https://ipfs.io/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')
  })

  it('cuts a long name at 24 characters', async () => {
    await renderWithWallet(<ConnectButton />, { connected: true, names: { [TEST_ACCOUNT]: { name: 'averyveryverylongnameindeed.eth' } } })
    await waitFor(() => expect(accountButton()).toHaveAccessibleName(/^averyveryverylongnameind\.\.\./))
  })

  it('keeps the address when the claimed name resolves to another address, and shows no picture', async () => {
    const harness = await renderWithWallet(<ConnectButton />, {
      connected: true,
      names: { [TEST_ACCOUNT]: { name: 'alice.eth', avatar: 'https://example.org/alice.png', resolvesTo: OTHER } },
    })
    // A lookup of its own, started after the button's: once it has answered, so has the button's, and act draws it.
    await act(async () => {
      await harness.services.names?.lookup(TEST_ACCOUNT)
    })
    expect(harness.names.control.reads()).toContain('forward alice.eth')
    expect(accountButton()).toHaveAccessibleName(new RegExp(`^${SHORT}`))
    expect(avatarImage(accountButton())).toBeNull()
  })

  it('keeps the address, with no error shown, when the names cannot be read', async () => {
    const harness = await renderWithWallet(<ConnectButton />, { names: { [TEST_ACCOUNT]: { name: 'alice.eth' } } })
    harness.names.control.fail(new Error('The node did not answer.'))
    await connect(harness)
    await waitFor(() => expect(harness.names.control.reads()).toContain(`reverse ${TEST_ACCOUNT}`))
    await act(async () => {
      await harness.services.names?.lookup(TEST_ACCOUNT).catch(() => undefined)
    })
    expect(accountButton()).toHaveAccessibleName(new RegExp(`^${SHORT}`))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/did not answer/)).toBeNull()
  })

  it('keeps the gradient for an avatar on an IP literal or a private name, asking no host', async () => {
    for (const avatar of ['https://127.0.0.1:5399/x.png', 'https://192.168.1.1/x.png', 'https://printer.local/x.png']) {
      const { unmount } = await renderWithWallet(<ConnectButton />, { connected: true, names: { [TEST_ACCOUNT]: { name: 'alice.eth', avatar } } })
      await waitFor(() => expect(accountButton()).toHaveAccessibleName(/^alice\.eth/))
      expect(avatarImage(accountButton()), avatar).toBeNull()
      unmount()
    }
  })

  it('keeps the gradient for an avatar that is not https', async () => {
    await renderWithWallet(<ConnectButton />, { connected: true, names: { [TEST_ACCOUNT]: { name: 'alice.eth', avatar: 'http://example.org/alice.png' } } })
    await waitFor(() => expect(accountButton()).toHaveAccessibleName(/^alice\.eth/))
    expect(avatarImage(accountButton())).toBeNull()
  })
})

describe('account names in the persisted query cache', () => {
  const now = Date.now()
  const stored = (data: unknown, queryKey: unknown[] = ['name', TEST_ACCOUNT.toLowerCase()]) =>
    JSON.stringify({
      timestamp: now - 1_000,
      buster: '',
      clientState: { mutations: [], queries: [{ queryKey, queryHash: JSON.stringify(queryKey), state: { data, dataUpdatedAt: now - 2_000 } }] },
    })
  const restored = (text: string) => restorePersistedClient(text, [localChain], now).clientState.queries

  it('restores a name stored under the rules', () => {
    const [query] = restored(stored({ name: 'alice.eth', avatarUrl: 'https://example.org/alice.png' }))
    expect(query?.state.data).toEqual({ name: 'alice.eth', avatarUrl: 'https://example.org/alice.png' })
    expect(query?.state.isInvalidated).toBe(false)
  })

  it.each([
    [{ name: 'al\u202eice.eth', avatarUrl: null }],
    [{ name: 'alice.eth', avatarUrl: 'javascript:alert(1)' }],
    [{ name: 'alice.eth', avatarUrl: 'data:image/png;base64,AAAA' }],
    [{ name: '<img src=x onerror=alert(1)>.eth', avatarUrl: null }],
    ['alice.eth'],
  ])('ignores a tampered entry %j', (data) => {
    expect(restored(stored(data))).toEqual([])
  })

  it('ignores a name under a key that is no address', () => {
    expect(restored(stored({ name: 'alice.eth', avatarUrl: null }, ['name', 'alice']))).toEqual([])
  })
})

describe("an avatar's host asked at most once a day", () => {
  const HOST_URL = 'https://example.org/alice.png'
  const COPY = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4'
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** The connected account button over `storage`, as on a visit; its avatar once storage has been read. */
  async function visit(storage?: StoragePort) {
    const built = await buildTestServices({ connected: true, names: { [TEST_ACCOUNT]: { name: 'alice.eth', avatar: HOST_URL } } }, storage ? { storage } : {})
    const { services } = built
    const view = render(
      <WalletProvider services={services}>
        <ConnectButton />
      </WalletProvider>,
    )
    await waitFor(() => expect(accountButton()).toHaveAccessibleName(/^alice\.eth/))
    await act(async () => {})
    return { image: () => avatarImage(accountButton()), unmount: view.unmount, storage: storage ?? built.storage }
  }

  /** jsdom loads no image and draws no canvas: the image reports a size, the canvas the data URL a browser's would. */
  function loadAs(image: HTMLImageElement, copy: string) {
    Object.defineProperty(image, 'naturalWidth', { value: 64 })
    Object.defineProperty(image, 'naturalHeight', { value: 64 })
    const drawn: unknown[] = []
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: (...args: unknown[]) => drawn.push(args) } as never)
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(copy)
    fireEvent.load(image)
    return drawn
  }

  it('loads the host once with CORS, keeps a copy, draws the copy on the next visit that day, and asks the host again the day after', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 })
    const first = await visit()
    const { storage } = first
    const image = first.image() as HTMLImageElement
    expect(image.getAttribute('src')).toBe(HOST_URL)
    expect(image.getAttribute('crossorigin')).toBe('anonymous')
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(loadAs(image, COPY)).toHaveLength(1)
    expect(first.image()?.hasAttribute('data-loaded')).toBe(true)
    first.unmount()

    vi.setSystemTime(Date.now() + AVATAR_COPY_MS - 60_000)
    const later = await visit(storage)
    expect(later.image()?.getAttribute('src')).toBe(COPY)
    expect(later.image()?.hasAttribute('crossorigin')).toBe(false)
    later.unmount()

    vi.setSystemTime(Date.now() + 120_000)
    const nextDay = await visit(storage)
    expect(nextDay.image()?.getAttribute('src')).toBe(HOST_URL)
    nextDay.unmount()
  })

  it('a host that gives nothing (an error, no CORS) is not asked again that day: the gradient stays', async () => {
    const first = await visit()
    const { storage } = first
    fireEvent.error(first.image() as HTMLImageElement)
    first.unmount()
    const later = await visit(storage)
    expect(later.image()).toBeNull()
    later.unmount()
  })
})
