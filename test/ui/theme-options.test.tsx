import { act, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { InvalidConfigError, InvalidHexColorError, InvalidThemeError } from '../../src-domain/index.js'
import userEvent from '@testing-library/user-event'
import { buildTestServices } from '../../src/kit/test-services.js'
import { renderWithWallet, createTestServices } from '../../src/kit/testing.js'
import { ConnectButton } from '../../src-ui/components/ConnectButton.js'
import { WalletButton } from '../../src-ui/components/WalletButton.js'
import type { AvatarProps } from '../../src-ui/kit-options.js'
import { checkTheme, themeCss, themeProblems } from '../../src-ui/theme/theme-checks.js'
import { THEMES } from '../../src-ui/theme/themes.js'
import { WalletProvider, type WalletProviderProps } from '../../src-ui/WalletProvider.js'
import { Catch } from './support/catch.js'
import { gate, renderApp } from './support/render-app.js'

/** What rendering `ui` inside a provider with these options throws, if anything. */
async function thrownBy(options: Omit<WalletProviderProps, 'services'>, ui: ReactNode = null): Promise<unknown> {
  const { services } = await createTestServices()
  let caught: unknown
  const quiet = console.error
  console.error = () => {}
  try {
    render(
      <Catch onError={(error) => (caught = error)}>
        <WalletProvider services={services} {...options}>
          {ui}
        </WalletProvider>
      </Catch>,
    )
  } finally {
    console.error = quiet
  }
  return caught
}

const themeStyle = () => document.querySelector('style')?.textContent ?? ''

describe('themeCss(theme): the variables of a theme, for styling outside the provider', () => {
  it('writes borderRadius, fontStack and overlayBlur as variables beside the colours, on :root by default', () => {
    const css = themeCss({ name: 'dark', borderRadius: 'small', fontStack: 'rounded', overlayBlur: 'large' })
    expect(css.startsWith(':root{color-scheme:dark;')).toBe(true)
    expect(css).toContain(`--rpgf-bg:${THEMES.dark.background};`)
    expect(css).toContain('--rpgf-radius-button:4px;--rpgf-radius-dialog:8px;--rpgf-radius-action:4px;--rpgf-radius-row:4px;')
    expect(css).toContain('--rpgf-font:SFRounded, ui-rounded,')
    expect(css).toContain('--rpgf-overlay-blur:blur(20px);')
    expect(themeCss({ borderRadius: 'none' })).toContain('--rpgf-radius-dialog:0;')
    expect(themeCss({ overlayBlur: 'small', fontStack: 'system' }, { selector: '.my-app' })).toMatch(
      /^\.my-app\{color-scheme:light dark;.*--rpgf-font:-apple-system,.*--rpgf-overlay-blur:blur\(4px\);\}@media \(prefers-color-scheme: dark\)\{\.my-app\{/,
    )
  })

  it('leaves out what the theme does not set, so the style sheet keeps its own corners, font and blur', () => {
    const css = themeCss({ name: 'light' })
    expect(css).not.toMatch(/--rpgf-(radius|font|overlay)/)
  })

  it('gives { lightMode, darkMode } a dark block under prefers-color-scheme, a key one mode leaves out at its default there', () => {
    const css = themeCss({ lightMode: { accentColor: '#ff0080', borderRadius: 'none' }, darkMode: { name: 'midnight', overlayBlur: 'small' } })
    const [light, dark] = css.split('@media (prefers-color-scheme: dark)') as [string, string]
    expect(light).toContain('--rpgf-accent:#ff0080;')
    expect(light).toContain(`--rpgf-bg:${THEMES.light.background};`)
    expect(light).toContain('--rpgf-radius-dialog:0;')
    expect(light).toContain('--rpgf-overlay-blur:none;')
    expect(dark).toContain(`--rpgf-bg:${THEMES.midnight.background};`)
    expect(dark).toContain('--rpgf-radius-dialog:24px;')
    expect(dark).toContain('--rpgf-overlay-blur:blur(4px);')
  })

  it('refuses a selector that would close its rule or open another', () => {
    for (const selector of ['a{}', 'x;y', '@media', '</style>']) expect(() => themeCss({}, { selector })).toThrow(/selector/)
  })
})

describe('theme mistakes: all at once, each naming its key', () => {
  it('lists every bad value and unknown key, with the closest key', () => {
    const problems = themeProblems({ borderRadius: 'huge', fontStack: 'comic', overlayBlur: 2, name: 'neon', accentColor: 'red', bordeRradius: 'x', colour: 1 })
    expect(problems).toEqual([
      'theme has no "bordeRradius"; did you mean "borderRadius"?',
      'theme has no "colour": its keys are "name", "accentColor", "accentColorForeground", "borderRadius", "fontStack", "overlayBlur".',
      'theme.name must be one of "auto", "light", "dark", "midnight", got "neon".',
      'theme.borderRadius must be one of "none", "small", "medium", "large", got "huge".',
      'theme.fontStack must be one of "system", "rounded", got "comic".',
      'theme.overlayBlur must be one of "none", "small", "large", got 2.',
      'theme.accentColor: not a hex colour: "red". Use #rgb or #rrggbb.',
    ])
    expect(() => checkTheme({ borderRadius: 'huge' } as never)).toThrow(InvalidConfigError)
    // A lone bad colour keeps its own error class.
    expect(() => checkTheme({ accentColor: 'red' })).toThrow(InvalidHexColorError)
    expect(() => checkTheme(() => ({}))).toThrow(InvalidThemeError)
  })

  it('checks each mode of a pair, which follows the colour scheme itself (no auto inside)', () => {
    expect(themeProblems({ lightMode: { name: 'auto' }, darkMode: () => ({}), name: 'dark' })).toEqual([
      'theme with lightMode and darkMode takes nothing else (name): put those inside each mode.',
      'theme.lightMode.name must be one of "light", "dark", "midnight", got "auto".',
      'theme.darkMode must be an object ({ name, accentColor, borderRadius, ... }), got a function.',
    ])
    expect(themeProblems({ lightMode: {} })).toEqual(['theme.darkMode must be an object ({ name, accentColor, borderRadius, ... }), got undefined.'])
  })

  it('the provider names every mistake of the theme and its layout options in one error', async () => {
    const error = await thrownBy({
      theme: { borderRadius: 'round' } as never,
      modalSize: 'huge' as never,
      appInfo: { learnMoreUrl: 'javascript:alert(1)', disclaimer: 'Terms apply', appName: 'X' } as never,
      avatar: '<img>' as never,
    })
    expect(error).toBeInstanceOf(InvalidConfigError)
    expect((error as Error).message.split('\n')).toEqual([
      'theme.borderRadius must be one of "none", "small", "medium", "large", got "round".',
      'modalSize must be "wide" or "compact", got "huge".',
      'avatar must be a React component: ({ address, ensImage, ensName, size }) => <img ... />.',
      "appInfo.appName: the app's name is the wallet options' appName.",
      'appInfo.learnMoreUrl must be an http(s) URL, got "javascript:alert(1)".',
      'appInfo.disclaimer must be a React component: ({ Text, Link }) => <Text>...</Text>.',
    ])
    expect(await thrownBy({ theme: { fontStack: 'comic' } as never })).toBeInstanceOf(InvalidConfigError)
  })

  it("ConnectButton's statuses and WalletButton's wallet are checked too", async () => {
    const status = await thrownBy({}, <ConnectButton accountStatus={{ smallScreen: 'tiny', largeScreen: 'full' } as never} chainStatus={'logo' as never} />)
    expect((status as Error).message.split('\n')).toEqual([
      `ConnectButton's accountStatus.smallScreen must be one of "full", "avatar", "address", "none", got "tiny".`,
      `ConnectButton's chainStatus must be one of "full", "icon", "name", "none" or { smallScreen, largeScreen }, got "logo".`,
    ])
    const wallet = await thrownBy({}, <WalletButton wallet="metamsk" />)
    expect(wallet).toBeInstanceOf(InvalidConfigError)
    expect((wallet as Error).message).toBe(`WalletButton's wallet: unknown wallet id "metamsk"; did you mean "metaMask"?`)
  })
})

describe('the options in effect', () => {
  it("puts the theme's corners, font and blur on the provider's element, and a pair's dark mode under the media query", async () => {
    await renderWithWallet(<p>app</p>, { theme: { lightMode: { borderRadius: 'small' }, darkMode: { name: 'dark', borderRadius: 'medium' } } })
    const css = themeStyle()
    expect(css.startsWith('[data-rk="rk"]{color-scheme:light dark;')).toBe(true)
    expect(css).toMatch(/^\[data-rk="rk"\]\{[^}]*--rpgf-radius-dialog:8px;/)
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{\[data-rk="rk"\]\{[^}]*--rpgf-radius-dialog:16px;/)
  })

  it('AppShell takes the same options', async () => {
    await renderApp({ shell: { theme: { name: 'dark', overlayBlur: 'large', fontStack: 'system' }, modalSize: 'compact' } })
    expect(themeStyle()).toContain('--rpgf-overlay-blur:blur(20px);')
    await screen.findByRole('button', { name: 'Connect Wallet' }).then((button) => button.click())
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('.rpgf-connect')).toHaveAttribute('data-layout', 'compact'))
  })

  it('modalSize compact shows the connect dialog one panel at a time on a wide screen; wide (default) beside each other', async () => {
    expect(window.innerWidth).toBeGreaterThanOrEqual(768)
    const { user, unmount } = await renderWithWallet(<ConnectButton />)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog').querySelector('.rpgf-connect')).toHaveAttribute('data-layout', 'wide')
    unmount()
    const compact = await renderWithWallet(<ConnectButton />, { modalSize: 'compact' })
    await compact.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('.rpgf-connect')).toHaveAttribute('data-layout', 'compact')
    expect(within(dialog).getByText('New to Ethereum wallets?')).toBeInTheDocument()
  })

  it("appInfo: Learn More leads to the app's page, and its disclaimer sits under the wallet list with the kit's Text and Link", async () => {
    const { user } = await renderWithWallet(<ConnectButton />, {
      appInfo: {
        learnMoreUrl: 'https://example.org/wallets',
        disclaimer: ({ Text, Link }) => (
          <Text>
            By connecting you accept the <Link href="https://example.org/terms">Terms</Link> and <Link href="javascript:alert(1)">this</Link>.
          </Text>
        ),
      },
    })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', 'https://example.org/wallets')
    const terms = within(dialog).getByRole('link', { name: 'Terms' })
    expect(terms).toHaveAttribute('target', '_blank')
    expect(terms.closest('.rpgf-connect-list')).not.toBeNull()
    expect(terms.closest('p')).toHaveTextContent('By connecting you accept the Terms and this.')
    // Not an http(s) link: its text only.
    expect(within(dialog).queryByRole('link', { name: 'this' })).toBeNull()
  })

  it('avatar draws every account picture from the address, the name and its image', async () => {
    const seen: AvatarProps[] = []
    const avatar = (props: AvatarProps) => {
      seen.push(props)
      return <img alt="" data-testid="own-avatar" src={`https://example.org/${props.address}.png`} width={props.size} height={props.size} />
    }
    const { user } = await renderWithWallet(<ConnectButton />, {
      connected: true,
      avatar,
      names: { '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266': { name: 'alice.eth', avatar: 'https://example.org/alice.png' } },
    })
    const account = await screen.findByRole('button', { name: /alice\.eth/ })
    expect(within(account).getByTestId('own-avatar')).toBeInTheDocument()
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', ensName: 'alice.eth', size: 20 }))
    await user.click(account)
    // The account dialog's code loads on the first open: on busy cores, after the click returns.
    expect(within(await screen.findByRole('dialog')).getByTestId('own-avatar')).toHaveAttribute('width', '72')
    expect(seen.some((props) => props.size === 72 && props.ensName === 'alice.eth')).toBe(true)
  })

  it('accountStatus and chainStatus take { smallScreen, largeScreen }: each part carries the screens it shows on', async () => {
    await renderWithWallet(
      <ConnectButton accountStatus={{ smallScreen: 'avatar', largeScreen: 'full' }} chainStatus={{ smallScreen: 'icon', largeScreen: 'none' }} />,
      { connected: true },
    )
    const account = await screen.findByRole('button', { name: /0xf3…2266/ })
    // The address is hidden from sight on small screens only, and still names the button.
    expect(within(account).getByText('0xf3…2266')).toHaveClass('rpgf-account-name', 'rpgf-hidden-narrow')
    const chain = screen.getByRole('button', { name: /Chain Selector/ })
    expect(chain).toHaveClass('rpgf-narrow-only')
    expect(within(chain).queryByText('Hardhat')).toBeNull()
  })
})

describe('WalletButton', () => {
  it('connects its wallet on a click, says so while it does and marks it connected', async () => {
    // The wallet answers when the test says: the `connecting` state holds until then.
    const answer = gate()
    const { services } = await buildTestServices(
      {},
      { wallet: (wallet) => ({ ...wallet, connect: async (...args: Parameters<typeof wallet.connect>) => (await answer.promise, wallet.connect(...args)) }) },
    )
    const user = userEvent.setup()
    render(
      <WalletProvider services={services}>
        <WalletButton wallet="mock" />
        <WalletButton.Custom wallet="MOCK">
          {({ ready, connected, loading, connector, mounted }) => (
            <output data-testid="custom">{`${connector?.name} ready=${ready} connected=${connected} loading=${loading} mounted=${mounted}`}</output>
          )}
        </WalletButton.Custom>
      </WalletProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('custom')).toHaveTextContent('Mock Wallet ready=true connected=false loading=false mounted=true'))
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    expect(await screen.findByRole('button', { name: 'Opening Mock Wallet...' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByTestId('custom')).toHaveTextContent('loading=true')
    answer.open()
    expect(await screen.findByRole('button', { name: 'Mock Wallet Connected' })).toBeDisabled()
    expect(screen.getByTestId('custom')).toHaveTextContent('ready=false connected=true loading=false')
    expect(services.connection.getState()).toMatchObject({ status: 'connected', walletId: 'mock' })
  })

  it("shows the wallet's refusal under it, and error in its render prop", async () => {
    const { user } = await renderWithWallet(
      <>
        <WalletButton wallet="mock" />
        <WalletButton.Custom wallet="mock">{({ error }) => <output data-testid="custom">{`error=${error}`}</output>}</WalletButton.Custom>
      </>,
      { failures: { connect: 'userRejected' } },
    )
    await user.click(screen.getByRole('button', { name: 'Mock Wallet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection request rejected')
    expect(screen.getByTestId('custom')).toHaveTextContent('error=false')
  })

  it('opens the connect dialog at its step for a wallet it cannot ask here (not installed)', async () => {
    const { user } = await renderWithWallet(<WalletButton wallet="metaMask" />, {
      wallets: [{ groupName: 'Popular', wallets: ['metaMask', 'mock'] }],
    })
    await user.click(screen.getByRole('button', { name: 'MetaMask' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('heading', { name: 'MetaMask is not installed' })).toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'Close' }).click())
  })
})
