import { render } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createMemoryWallet } from '../../../src-adapters/memory/index.js'
import { ConnectionService, localChain, opMainnet, shortenAddress, STORAGE_KEY_LAST_WALLET } from '../../../src-domain/index.js'
import { BACKENDS, WALLET_BACKENDS } from '../../../src/backends/index.js'
import { bundleBootScript } from '../../../src/build/boot-script.js'
import { dialogFrameTemplatesMarkup, shellButtonsMarkup, standInTemplatesMarkup } from '../../../src/build/first-screen-markup.js'
import { shellTextsMarkup } from '../../../src/build/shell-texts.js'
import { AccountAvatar } from '../../../src-ui/components/AccountAvatar.js'
import { AccountButtons } from '../../../src-ui/components/AccountButtons.js'
import { translateEnglish } from '../../../src-ui/i18n/translate.js'
import { takeShellHandoff } from '../../../src-ui/shell-handoff.js'
import { SHELL_BUTTON_ID } from '../../../src-ui/start-protocol.js'

// The script exactly as the build inlines it (src/build/boot-script.ts, for the backends whose
// wallets are EIP-1193 providers), run in this page (jsdom) as the browser runs it.
const CHAINS = [opMainnet, localChain]
let source = ''
beforeAll(async () => {
  source = await bundleBootScript('eip1193')
})
/** Runs the script; its document listeners go with the test (a page runs it once, these tests many times). */
const runBoot = () => {
  const added = vi.spyOn(document, 'addEventListener')
  try {
    new Function(source)()
  } finally {
    const calls = [...added.mock.calls]
    added.mockRestore()
    for (const call of calls) cleanups.push(() => document.removeEventListener(...call))
  }
}
const decision = () => document.documentElement.getAttribute('data-wallet-boot')

afterEach(() => {
  document.head
    .querySelectorAll(
      'meta[name="rpgf-reconnect-preload"], meta[name="rpgf-start-preload"], meta[name="rpgf-shell-texts"], link[rel="modulepreload"], template',
    )
    .forEach((element) => element.remove())
  vi.restoreAllMocks()
  localStorage.clear()
  document.documentElement.removeAttribute('data-wallet-boot')
  document.documentElement.removeAttribute('data-wallet-boot-click')
  document.documentElement.removeAttribute('data-wallet-boot-account')
  document.documentElement.removeAttribute('data-wallet-boot-chain')
  document.documentElement.removeAttribute('data-wallet-boot-preloaded')
  document.body.replaceChildren()
  for (const undo of cleanups.splice(0)) undo()
})
const cleanups: Array<() => void> = []

describe('boot script: will the last wallet be reconnected?', () => {
  it('nothing stored: no decision, the shell keeps its Connect Wallet', () => {
    runBoot()
    expect(decision()).toBeNull()
  })

  it('reads the last-wallet key of the domain, the one ConnectionService keeps, and no other', () => {
    expect(source).toContain(STORAGE_KEY_LAST_WALLET)
    expect(source.match(/localStorage\.getItem\(/g)).toHaveLength(1)
  })

  it.each(['metaMask', 'io.metamask'])('a wallet id (%s, a catalogue id or an EIP-6963 rdns) under it: reconnecting', (walletId) => {
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, walletId)
    runBoot()
    expect(decision()).toBe('reconnecting')
  })

  it('names no backend: every backend whose wallets are EIP-1193 providers shares it, one added to the list needs nothing here', () => {
    expect(WALLET_BACKENDS.filter((backend) => BACKENDS[backend].wallets === 'eip1193').length).toBeGreaterThan(1)
    for (const backend of WALLET_BACKENDS) expect(source).not.toMatch(new RegExp(backend, 'i'))
  })

  it('after a connect through the domain: reconnecting; after its disconnect: nothing', async () => {
    const storage = createMemoryStorage()
    const connection = new ConnectionService({ wallet: createMemoryWallet({ connectDelayMs: 0 }), storage, chains: [localChain] })
    const bootWith = () => {
      localStorage.clear()
      for (const [key, value] of Object.entries(storage.dump())) localStorage.setItem(key, value)
      document.documentElement.removeAttribute('data-wallet-boot')
      runBoot()
      return decision()
    }
    await connection.connect('mock')
    expect(connection.getState().status).toBe('connected')
    expect(bootWith()).toBe('reconnecting')
    await connection.disconnect()
    expect(bootWith()).toBeNull()
  })

  it.each([
    ['empty', ''],
    ['JSON instead of an id', '{"id":"metaMask"}'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['far too long', 'a'.repeat(10_000)],
  ])('a corrupt value (%s): not remembered, no error', (_name, value) => {
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, value)
    expect(runBoot).not.toThrow()
    expect(decision()).toBeNull()
  })

  it('storage disabled (reading localStorage throws): not remembered, no error', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(runBoot).not.toThrow()
    expect(decision()).toBeNull()
  })

  it('getItem throwing (a broken storage): not remembered, no error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage is broken')
    })
    expect(runBoot).not.toThrow()
    expect(decision()).toBeNull()
  })
})

describe("boot script: the reconnect's modules fetched beside the entry", () => {
  // As the build writes it (src/build/first-screen-plugin.ts), above the script.
  const listed = (content: string, name = 'rpgf-reconnect-preload') => {
    const meta = document.createElement('meta')
    meta.name = name
    meta.content = content
    document.head.append(meta)
  }
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

  it('a remembered wallet: once the wallet has been asked (and that painted), each listed module is preloaded; anything but a built asset path is skipped', async () => {
    listed('/assets/app-A1.js /assets/wagmi-B_2.js https://evil.example/x.js /assets/../secret.js /assets/app-A1.css')
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    runBoot()
    // Not in the boot script's own task: adding the links is slow on a slow phone, and holds off the account's paint.
    expect(preloaded()).toEqual([])
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/app-A1.js', '/assets/wagmi-B_2.js']))
    // Then says so, for the entry, which imports them only once they are all linked.
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-wallet-boot-preloaded')?.split(' ')).toContain('rpgf-reconnect-preload'))
  })

  /** Resolves after a task queued now has run: the preloader adds its links one a task, by timers too. */
  const aTaskLater = () => new Promise<void>((resolve) => setTimeout(resolve))
  const shellButton = () => {
    const button = document.createElement('button')
    button.id = SHELL_BUTTON_ID
    document.body.append(button)
    return button
  }

  it('nothing remembered: nothing is preloaded until the visitor points at, focuses or touches `Connect Wallet`; then once', async () => {
    listed('/assets/app-A1.js /assets/wagmi-B_2.js')
    runBoot()
    const button = shellButton()
    const other = document.createElement('button')
    document.body.append(other)
    other.dispatchEvent(new Event('pointerover', { bubbles: true }))
    other.focus()
    await aTaskLater()
    expect(preloaded()).toEqual([])
    button.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/app-A1.js', '/assets/wagmi-B_2.js']))
    button.focus()
    button.dispatchEvent(new Event('touchstart', { bubbles: true }))
    await aTaskLater()
    await aTaskLater()
    expect(preloaded()).toEqual(['/assets/app-A1.js', '/assets/wagmi-B_2.js'])
  })

  it('one link a task, none in the task of the event that asked (each costs a slow phone a few milliseconds)', async () => {
    listed('/assets/start-screen-S1.js /assets/jsx-runtime-J2.js', 'rpgf-start-preload')
    listed('/assets/app-A1.js /assets/wagmi-B_2.js')
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1)
    runBoot()
    const batches: number[] = []
    const observer = new MutationObserver((records) => batches.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0)))
    observer.observe(document.head, { childList: true })
    shellButton().dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(preloaded()).toEqual([])
    await vi.waitFor(() => expect(preloaded()).toHaveLength(4))
    observer.disconnect()
    expect(batches).toEqual([1, 1, 1, 1])
  })

  it("React's modules: preloaded once the shell's button is painted, not in the boot script's own task (in the head they held off that frame); a pointer then adds the app's, once", async () => {
    listed('/assets/start-screen-S1.js /assets/jsx-runtime-J2.js', 'rpgf-start-preload')
    listed('/assets/app-A1.js')
    let frame: FrameRequestCallback | undefined
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback
      return 1
    })
    const button = shellButton()
    runBoot()
    expect(preloaded()).toEqual([])
    expect(frame).toBeDefined()
    frame?.(performance.now())
    // The task after the painted frame, not the frame's own callbacks.
    expect(preloaded()).toEqual([])
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/start-screen-S1.js', '/assets/jsx-runtime-J2.js']))

    button.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/start-screen-S1.js', '/assets/jsx-runtime-J2.js', '/assets/app-A1.js']))
  })

  it("a pointer on `Connect Wallet` before the first frame: React's modules come first, then the app's", async () => {
    listed('/assets/start-screen-S1.js', 'rpgf-start-preload')
    listed('/assets/app-A1.js')
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1)
    runBoot()
    shellButton().dispatchEvent(new Event('pointerover', { bubbles: true }))
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/start-screen-S1.js', '/assets/app-A1.js']))
  })

  it('a build without the list: remembered still decides, nothing preloaded, no error', () => {
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    expect(runBoot).not.toThrow()
    expect(decision()).toBe('reconnecting')
    expect(preloaded()).toEqual([])
  })
})

describe('boot script: a click on the shell before the app is ready', () => {
  const shellButton = () => {
    const button = document.createElement('button')
    button.id = SHELL_BUTTON_ID
    button.textContent = 'Connect Wallet'
    document.body.append(button)
    return button
  }

  it('is recorded (and the button reads as busy), and the app takes it once', () => {
    runBoot()
    const button = shellButton()
    button.click()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(takeShellHandoff().clicked).toBe('connect')
    expect(takeShellHandoff().clicked).toBeUndefined()
  })

  it('a click elsewhere is not', () => {
    runBoot()
    shellButton()
    const other = document.createElement('button')
    document.body.append(other)
    other.click()
    expect(takeShellHandoff().clicked).toBeUndefined()
  })

  describe("the connect dialog's frame, drawn at once from the page's template", () => {
    const frame = () => document.querySelector<HTMLElement>('[role="dialog"]')
    const drawTemplates = () => document.head.insertAdjacentHTML('beforeend', dialogFrameTemplatesMarkup())
    const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

    it('a click draws a modal dialog named `Connect a Wallet`, busy, beside the button, holding the focus', () => {
      drawTemplates()
      runBoot()
      const button = shellButton()
      button.click()
      const dialog = frame()
      expect(dialog).not.toBeNull()
      expect(dialog).toHaveAttribute('aria-modal', 'true')
      expect(dialog).toHaveAttribute('aria-busy', 'true')
      expect(dialog).toHaveAttribute('data-layout', 'wide')
      expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Connect a Wallet')
      expect(button.nextElementSibling?.contains(dialog)).toBe(true)
      expect(document.activeElement).toBe(dialog)
      // A second click (the button is behind the backdrop, but a script may click it) draws no second frame.
      button.click()
      expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1)
    })

    it('Tab stays on its close button; Escape closes it, forgets the click and gives the focus back to the button', () => {
      drawTemplates()
      runBoot()
      const button = shellButton()
      button.click()
      press('Tab')
      expect(document.activeElement).toHaveAccessibleName('Close')
      press('Tab')
      expect(document.activeElement).toHaveAccessibleName('Close')
      press('Escape')
      expect(frame()).toBeNull()
      expect(button).not.toHaveAttribute('aria-busy')
      expect(document.activeElement).toBe(button)
      expect(takeShellHandoff().clicked).toBeUndefined()
    })

    it('the close button and a press on the backdrop close it too; a press inside the box does not', () => {
      drawTemplates()
      runBoot()
      const button = shellButton()
      button.click()
      frame()?.querySelector<HTMLButtonElement>('button')?.click()
      expect(frame()).toBeNull()
      button.click()
      frame()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }))
      expect(frame()).not.toBeNull()
      frame()?.parentElement?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }))
      expect(frame()).toBeNull()
      expect(document.activeElement).toBe(button)
    })

    it('below 768 px the compact frame (the sheet) is drawn', () => {
      drawTemplates()
      const width = window.innerWidth
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 })
      cleanups.push(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width }))
      runBoot()
      shellButton().click()
      expect(frame()).toHaveAttribute('data-layout', 'compact')
    })

    it('once the start screen has replaced the shell (and the frame with it), its keys are left alone', () => {
      drawTemplates()
      runBoot()
      const button = shellButton()
      button.click()
      document.body.replaceChildren()
      const replacement = document.createElement('button')
      document.body.append(replacement)
      replacement.focus()
      press('Tab')
      press('Escape')
      expect(document.activeElement).toBe(replacement)
      expect(takeShellHandoff().clicked).toBe('connect')
    })

    it('a page without the template: the click is still recorded, and no frame is drawn', () => {
      runBoot()
      shellButton().click()
      expect(frame()).toBeNull()
      expect(takeShellHandoff().clicked).toBe('connect')
    })
  })

  describe("the shell's texts in the visitor's language, from the build's table", () => {
    const speaking = (languages: string[]) => {
      const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages })
      cleanups.push(() => {
        Reflect.deleteProperty(navigator, 'languages')
        if (original) Object.defineProperty(Navigator.prototype, 'languages', original)
      })
    }
    const shell = () => {
      document.body.insertAdjacentHTML('beforeend', `<div data-rk="rk" class="rpgf-root"><header class="rpgf-header">${shellButtonsMarkup()}</header></div>`)
      return document.getElementById(SHELL_BUTTON_ID) as HTMLButtonElement
    }

    it('a German visitor: the button, the placeholder and the frame speak German (lang and dir set)', () => {
      document.head.insertAdjacentHTML('beforeend', shellTextsMarkup() + dialogFrameTemplatesMarkup())
      speaking(['de-AT', 'en'])
      const button = shell()
      runBoot()
      expect(button).toHaveTextContent(/^Wallet verbinden$/)
      expect(document.querySelector('.rpgf-shell-pending')).toHaveTextContent('Wallet wird geprüft …')
      expect(document.querySelector('[data-rk]')).toHaveAttribute('lang', 'de')
      expect(document.querySelector('[data-rk]')).toHaveAttribute('dir', 'ltr')
      button.click()
      const frame = document.querySelector('[role="dialog"]')
      expect(frame).toHaveAccessibleName('Wallet verbinden')
      expect(frame).toHaveAttribute('lang', 'de')
      expect(frame?.querySelector('button')).toHaveAccessibleName('Schließen')
    })

    it('an Arabic visitor: the frame is written right to left', () => {
      document.head.insertAdjacentHTML('beforeend', shellTextsMarkup() + dialogFrameTemplatesMarkup())
      speaking(['ar'])
      const button = shell()
      runBoot()
      expect(document.querySelector('[data-rk]')).toHaveAttribute('dir', 'rtl')
      button.click()
      expect(document.querySelector('[role="dialog"]')).toHaveAttribute('dir', 'rtl')
    })

    it("an app with its own language: that one, whatever the visitor's", () => {
      document.head.insertAdjacentHTML('beforeend', shellTextsMarkup('fr'))
      speaking(['de'])
      const button = shell()
      runBoot()
      expect(button).toHaveTextContent(/^Connecter le portefeuille$/)
    })

    it('an English visitor: the table is not even parsed (the boot script runs before the first paint)', () => {
      document.head.insertAdjacentHTML('beforeend', shellTextsMarkup() + dialogFrameTemplatesMarkup())
      speaking(['en-GB', 'de'])
      const parse = vi.spyOn(JSON, 'parse')
      cleanups.push(() => parse.mockRestore())
      const button = shell()
      runBoot()
      button.click()
      expect(parse).not.toHaveBeenCalled()
      expect(document.querySelector('[role="dialog"]')).toHaveAccessibleName('Connect a Wallet')
    })

    it('a German visitor: the table is parsed once, for the shell and for the frame a click draws', () => {
      document.head.insertAdjacentHTML('beforeend', shellTextsMarkup() + dialogFrameTemplatesMarkup())
      speaking(['de'])
      const parse = vi.spyOn(JSON, 'parse')
      cleanups.push(() => parse.mockRestore())
      const button = shell()
      runBoot()
      button.click()
      expect(parse).toHaveBeenCalledTimes(1)
      expect(document.querySelector('[role="dialog"]')).toHaveAccessibleName('Wallet verbinden')
    })

    it("an app fixed to English: an English shell, whatever the visitor's language", () => {
      document.head.insertAdjacentHTML('beforeend', shellTextsMarkup('en'))
      speaking(['de'])
      const button = shell()
      runBoot()
      expect(button).toHaveTextContent(/^Connect Wallet$/)
      expect(document.querySelector('[data-rk]')).not.toHaveAttribute('lang')
    })

    it.each([
      ['an English visitor', ['en-GB', 'de'], shellTextsMarkup()],
      ['a language with no catalogue', ['sw'], shellTextsMarkup()],
      ['no table', ['de'], ''],
      ['a table that is not JSON', ['de'], '<meta name="rpgf-shell-texts" content="{de:">'],
      ['a row of the wrong length', ['de'], '<meta name="rpgf-shell-texts" content=\'{"de":["x"]}\'>'],
      ['markup-sized junk', ['de'], `<meta name="rpgf-shell-texts" content='{"de":["${'x'.repeat(500)}","a","b","c"]}'>`],
      ['a non-string text', ['de'], '<meta name="rpgf-shell-texts" content=\'{"de":[1,"a","b","c"]}\'>'],
    ])('%s: the shell stays as the build drew it, in English', (_, languages, table) => {
      document.head.insertAdjacentHTML('beforeend', table)
      speaking(languages)
      const button = shell()
      expect(runBoot).not.toThrow()
      expect(button).toHaveTextContent(/^Connect Wallet$/)
      expect(document.querySelector('[data-rk]')).not.toHaveAttribute('lang')
    })
  })

  it('stays small: under 4.5 kB gzip as served (it runs before the first paint on every visit)', async () => {
    const { gzipSync } = await import('node:zlib')
    expect(gzipSync(source, { level: 9 }).length).toBeLessThan(4_500)
  })
})

describe('boot script: the remembered wallet asked before the app, its account drawn in the shell', () => {
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  /** The page as the build writes it: the app's chains' stand-in templates in the head, the shell's placeholder in the body. */
  const shell = () => {
    document.head.insertAdjacentHTML('beforeend', standInTemplatesMarkup(CHAINS))
    const pending = document.createElement('span')
    pending.className = 'rpgf-shell-pending'
    document.body.append(pending)
  }
  /** A wallet announced by EIP-6963 as MetaMask, answering from `answers`. */
  const wallet = (answers: Record<string, () => unknown>) => {
    const asked: string[] = []
    const provider = {
      request: async ({ method }: { method: string }) => {
        asked.push(method)
        const answer = answers[method]
        if (!answer) throw new Error(`no ${method}`)
        return answer()
      },
    }
    const send = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'u-1', name: 'MetaMask', icon: '', rdns: 'io.metamask' }, provider } }),
      )
    window.addEventListener('eip6963:requestProvider', send)
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', send))
    return asked
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent)

  it('draws the chain and the account the wallet answers, as the app draws them, and records the answer for the app', async () => {
    shell()
    const asked = wallet({ eth_accounts: () => [ACCOUNT], eth_chainId: () => '0x7a69' })
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    runBoot()
    await settle()
    expect(asked).toEqual(['eth_accounts', 'eth_chainId'])
    expect(buttons()).toEqual(['Hardhat', '0xf3…2266'])
    expect(document.querySelector('.rpgf-shell-pending')).toBeNull()
    expect(document.querySelector('.rpgf-connected .rpgf-account-button .rpgf-avatar')).not.toBeNull()
    expect(document.documentElement.getAttribute('data-wallet-boot-account')).toBe(ACCOUNT)
    expect(document.documentElement.getAttribute('data-wallet-boot-chain')).toBe('31337')
    expect(decision()).toBe('reconnecting')
  })

  it("draws the very elements the app draws for that account (AccountButtons as a stand-in), with the app's English texts", async () => {
    shell()
    wallet({ eth_accounts: () => [ACCOUNT], eth_chainId: () => '0xa' })
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    runBoot()
    await settle()
    const drawn = document.querySelector('.rpgf-connected')
    const app = render(
      createElement(AccountButtons, {
        address: ACCOUNT,
        // The app's avatar: with no name's image yet it draws what the stand-in's gradient does.
        avatar: AccountAvatar,
        displayName: shortenAddress(ACCOUNT),
        chain: { id: opMainnet.id, name: opMainnet.name, iconUrl: opMainnet.iconUrl, iconBackground: opMainnet.iconBackground, unsupported: false },
        chainLabel: (shown) => translateEnglish('button.chainSelector', { chain: shown }),
        wrongNetworkLabel: translateEnglish('button.wrongNetwork'),
        onChainClick: () => undefined,
        onAccountClick: () => undefined,
        standIn: true,
      }),
    )
    expect(drawn?.outerHTML).toBe(app.container.innerHTML)
    expect(drawn?.querySelector('button')).toHaveAccessibleName('OP Mainnet, Chain Selector')
    app.unmount()
  })

  it('a click on the drawn account is recorded for the app, which opens the account dialog', async () => {
    shell()
    wallet({ eth_accounts: () => [ACCOUNT], eth_chainId: () => '0xa' })
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    runBoot()
    await settle()
    const account = [...document.querySelectorAll('button')].find((button) => button.textContent === '0xf3…2266')
    account?.click()
    expect(account).toHaveAttribute('aria-busy', 'true')
    expect(takeShellHandoff().clicked).toBe('account')
  })

  it.each<[string, Record<string, () => unknown>]>([
    ['has forgotten the site', { eth_accounts: () => [], eth_chainId: () => '0x7a69' }],
    ['answers markup instead of accounts', { eth_accounts: () => ['<img src=x onerror=alert(1)>'], eth_chainId: () => '0x7a69' }],
    ['answers no list', { eth_accounts: () => ({ 0: ACCOUNT }), eth_chainId: () => '0x7a69' }],
    ['fails', { eth_chainId: () => '0x7a69' }],
    ['answers a nonsense chain', { eth_accounts: () => [ACCOUNT], eth_chainId: () => '<b>1</b>' }],
    ['is on a chain the app does not offer (the app says so itself)', { eth_accounts: () => [ACCOUNT], eth_chainId: () => '0x1' }],
  ])('a wallet that %s: the placeholder stays, nothing is recorded', async (_name, answers) => {
    shell()
    wallet(answers)
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    expect(runBoot).not.toThrow()
    await settle()
    expect(document.querySelector('.rpgf-shell-pending')).not.toBeNull()
    expect(buttons()).toEqual([])
    expect(document.documentElement.hasAttribute('data-wallet-boot-account')).toBe(false)
  })

  it('another wallet than the remembered one is not asked', async () => {
    shell()
    const asked = wallet({ eth_accounts: () => [ACCOUNT], eth_chainId: () => '0x7a69' })
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'rainbow')
    runBoot()
    await settle()
    expect(asked).toEqual([])
    expect(document.querySelector('.rpgf-shell-pending')).not.toBeNull()
  })

  it('the start screen already drawn (no shell placeholder): the answer is recorded for it, nothing drawn', async () => {
    document.head.insertAdjacentHTML('beforeend', standInTemplatesMarkup(CHAINS))
    wallet({ eth_accounts: () => [ACCOUNT], eth_chainId: () => '0x7a69' })
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    runBoot()
    await settle()
    expect(buttons()).toEqual([])
    expect(document.documentElement.getAttribute('data-wallet-boot-account')).toBe(ACCOUNT)
  })

  it("the in-memory backend's script: its Mock Wallet remembered by the app, the test account drawn", async () => {
    const memory = await bundleBootScript('memory')
    shell()
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'mock')
    new Function(memory)()
    await settle()
    expect(buttons()).toEqual(['Hardhat', '0xf3…2266'])
  })
})
