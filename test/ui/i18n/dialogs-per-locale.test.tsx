import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '../../../src-ui/i18n/locales.js'
import { loadMessages } from '../../../src-ui/i18n/load-messages.js'
import { en, type MessageKey, type Messages } from '../../../src-ui/i18n/messages/en.js'
import { renderApp, TEST_ACCOUNT_SHORT, type AppHarness } from '../support/render-app.js'

const OTHERS = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')
const RTL: readonly Locale[] = ['ar', 'he', 'fa']

/** What a visitor sees or hears of an element: its text and every accessible name and title inside. */
function shownText(element: Element): string {
  const attributes = [element, ...element.querySelectorAll('*')].flatMap((node) => ['aria-label', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''))
  // Text node by text node: run together, `Copy AddressDisconnect` would hide words from a whole-word search.
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const texts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
  return [...texts, ...attributes].join('\n')
}

/**
 * The English catalogue's texts as fragments to look for: each text cut at its placeholders, the
 * pieces of at least four characters, leaving out any the locale's own text also has (names such
 * as Ethereum or WalletConnect stay in every language).
 */
function englishFragments(messages: Messages): { key: MessageKey; fragment: string; pattern: RegExp }[] {
  const own = Object.values(messages).join('\n')
  return (Object.keys(en) as MessageKey[]).flatMap((key) =>
    en[key]
      .split(/\{\w+\}/)
      .map((piece) => piece.trim().replace(/^[\s(.,:]+|[\s).,:?!]+$/g, ''))
      .filter((piece) => piece.length >= 4 && /\p{L}/u.test(piece) && !own.includes(piece))
      .map((fragment) => ({
        key,
        fragment,
        // A whole-word match: `Connect` inside `WalletConnect` is a name, not English left behind.
        pattern: new RegExp(`(^|[^\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u'),
      })),
  )
}

const dialog = () => screen.getByRole('dialog')
const click = (element: Element | null) => {
  if (!element) throw new Error('Nothing to click.')
  fireEvent.click(element)
}

/** Walks every dialog and the connect dialog's steps, collecting what each one shows. */
async function visitDialogs(harness: AppHarness): Promise<string[]> {
  const seen: string[] = []
  const look = () => seen.push(shownText(dialog()))
  const { container } = harness

  click(container.querySelector('.rpgf-header > .rpgf-button'))
  await waitFor(() => expect(dialog().querySelector('[data-wallet-id="mock"]')).toBeInTheDocument())
  look() // the wallet list beside `What is a Wallet?`
  click(dialog().querySelector('.rpgf-step-actions .rpgf-action')) // Get a Wallet
  await waitFor(() => expect(dialog().querySelector('.rpgf-get-row')).toBeInTheDocument())
  look()
  click(dialog().querySelector('.rpgf-get-row .rpgf-pill')) // GET (MetaMask)
  await waitFor(() => expect(dialog().querySelector('.rpgf-download-options')).toBeInTheDocument())
  look()
  click(dialog().querySelector('.rpgf-download-card button.rpgf-pill')) // the phone app: its QR code
  await waitFor(() => expect(dialog().querySelector('svg.rpgf-qr')).toBeInTheDocument())
  look()
  click(dialog().querySelector('.rpgf-step-actions .rpgf-action')) // Continue
  await waitFor(() => expect(dialog().querySelector('.rpgf-instructions')).toBeInTheDocument())
  look()

  // A failed connect: the catalogue's message for the kind of error, and RETRY.
  harness.wallet.control.setFailures({ connect: 'resourceUnavailable' })
  click(dialog().querySelector('[data-wallet-id="mock"]'))
  await waitFor(() => expect(within(dialog()).getByRole('alert')).toBeInTheDocument())
  look()
  seen.push(shownText(screen.getByTestId('live-region')))
  fireEvent.keyDown(document, { key: 'Escape' })
  harness.wallet.control.setFailures({})

  await harness.connect()
  click(container.querySelector('.rpgf-account-button'))
  await waitFor(() => expect(dialog().querySelector('[data-testid="account-balance"]')?.textContent).toMatch(/ETH/))
  look()
  fireEvent.keyDown(document, { key: 'Escape' })
  seen.push(shownText(screen.getByTestId('live-region')))

  // The network dialog, then a switch the wallet cannot do, then a chain the app does not know.
  harness.wallet.control.setFailures({ switchChain: 'unsupported' })
  click(container.querySelector('.rpgf-chain-button'))
  click(dialog().querySelector('.rpgf-network-row:not([aria-current])'))
  // The dialog closes once the wallet has answered; reopened, it shows why the switch failed.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  seen.push(shownText(screen.getByTestId('live-region')))
  click(container.querySelector('.rpgf-chain-button'))
  await waitFor(() => expect(within(dialog()).getByRole('alert')).toBeInTheDocument())
  look()
  fireEvent.keyDown(document, { key: 'Escape' })
  act(() => harness.wallet.control.emit({ type: 'chainChanged', chainId: 1 }))
  click(container.querySelector('.rpgf-chain-button'))
  await waitFor(() => expect(dialog().querySelector('.rpgf-network-unsupported')).toBeInTheDocument())
  look()
  seen.push(shownText(container.querySelector('.rpgf-header')!))
  return seen
}

describe('every dialog in every locale: no English left behind', () => {
  it.each(OTHERS)('%s', async (locale) => {
    const messages = await loadMessages(locale)
    const fragments = englishFragments(messages)
    const texts = await visitDialogs(await renderApp({ shell: { locale } }))

    // The sign-in dialog, with its nonce failure.
    const signIn = await renderApp({ shell: { locale }, signIn: { nonce: true } })
    await signIn.connect()
    await waitFor(() => expect(within(screen.getAllByRole('dialog').at(-1)!).getByRole('alert')).toBeInTheDocument())
    texts.push(shownText(screen.getAllByRole('dialog').at(-1)!))

    const leftovers = texts.flatMap((text) => fragments.filter(({ pattern }) => pattern.test(text)).map(({ key, fragment }) => `${key}: "${fragment}"`))
    expect([...new Set(leftovers)]).toEqual([])
    // Every state above was drawn in this locale (so the check had something to look at).
    expect(texts.join('\n')).toContain(messages['connect.title'])
    expect(texts.join('\n')).toContain(messages['error.requestPending'])
    expect(texts.join('\n')).toContain(messages['network.cannotSwitch'])
    expect(texts.join('\n')).toContain(messages['signIn.nonceFailed'])
  })

  it('the check finds English: an English page fails it for German', async () => {
    const fragments = englishFragments(await loadMessages('de'))
    const texts = await visitDialogs(await renderApp())
    const found = new Set(texts.flatMap((text) => fragments.filter(({ pattern }) => pattern.test(text)).map(({ key }) => key)))
    expect([...found]).toEqual(expect.arrayContaining(['connect.title', 'learn.title', 'error.requestPending', 'network.cannotSwitch', 'account.disconnect']))
  })
})

describe('direction, language and numbers follow the locale', () => {
  it.each(RTL)('%s: the shell and its dialogs read right to left, the address and balance left to right', async (locale) => {
    const harness = await renderApp({ shell: { locale } })
    const root = harness.container.querySelector('[data-rk]')!
    expect(root).toHaveAttribute('dir', 'rtl')
    expect(root).toHaveAttribute('lang', locale)
    await harness.connect()
    click(harness.container.querySelector('.rpgf-account-button'))
    expect(dialog()).toHaveAttribute('dir', 'rtl')
    const title = within(dialog()).getByRole('heading', { name: TEST_ACCOUNT_SHORT })
    expect(title.querySelector('bdi')).toHaveAttribute('dir', 'ltr')
    await waitFor(() => expect(dialog().querySelector('[data-testid="account-balance"] bdi')).toHaveAttribute('dir', 'ltr'))
  })

  it.each([
    ['de', '1,23 ETH'],
    ['fr', '1,23 ETH'],
    ['ja', '1.23 ETH'],
    ['fa', '۱٫۲۳ ETH'],
  ] as const)('%s writes the balance as %s', async (locale, shown) => {
    const harness = await renderApp({ shell: { locale } })
    await harness.connect()
    click(harness.container.querySelector('.rpgf-account-button'))
    await waitFor(() => expect(dialog().querySelector('[data-testid="account-balance"]')).toHaveTextContent(shown))
  })

  it('an unknown locale falls back to English, and a left-to-right locale sets ltr', async () => {
    const harness = await renderApp({ shell: { locale: 'tlh' } })
    expect(harness.container.querySelector('[data-rk]')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})
