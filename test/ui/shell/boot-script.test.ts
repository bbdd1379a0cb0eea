import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LAST_WALLET_KEY as ETHERS_LAST_WALLET_KEY } from '../../../src-adapters/ethers/wallet.js'
import { createMemoryStorage, createMemoryWallet } from '../../../src-adapters/memory/index.js'
import { LAST_WALLET_KEY as WAGMI_LAST_WALLET_KEY } from '../../../src-adapters/wagmi/options.js'
import { LAST_WALLET_KEY as EIP1193_LAST_WALLET_KEY } from '../../../src-adapters/eip1193/wallet.js'
import { SHELL_BUTTON_ID, takeShellHandoff } from '../../../src-ui/shell-handoff.js'

// The script exactly as the server sends it, run in this page (jsdom) as the browser runs it.
const root = resolve(dirname(new URL(import.meta.url).pathname), '../../..')
const source = readFileSync(resolve(root, 'public/boot.js'), 'utf8')
const runBoot = () => new Function(source)()
const decision = () => document.documentElement.getAttribute('data-wallet-boot')

afterEach(() => {
  document.head.querySelectorAll('meta[name="rpgf-reconnect-preload"], link[rel="modulepreload"]').forEach((element) => element.remove())
  vi.restoreAllMocks()
  localStorage.clear()
  document.documentElement.removeAttribute('data-wallet-boot')
  document.documentElement.removeAttribute('data-wallet-boot-click')
  document.body.replaceChildren()
})

describe('boot script: will the last wallet be reconnected?', () => {
  it('nothing stored: no decision, the shell keeps its Connect Wallet', () => {
    runBoot()
    expect(decision()).toBeNull()
  })

  it.each([WAGMI_LAST_WALLET_KEY, ETHERS_LAST_WALLET_KEY, EIP1193_LAST_WALLET_KEY])('a wallet id under %s (the backend reconnects from it): reconnecting', (key) => {
    localStorage.setItem(key, 'metaMask')
    runBoot()
    expect(decision()).toBe('reconnecting')
  })

  it('an EIP-6963 rdns as the wallet id counts too', () => {
    localStorage.setItem(WAGMI_LAST_WALLET_KEY, 'io.metamask')
    runBoot()
    expect(decision()).toBe('reconnecting')
  })

  it('the memory backend: reconnecting after a connect, nothing after a disconnect (the key it writes)', async () => {
    const storage = createMemoryStorage()
    const wallet = createMemoryWallet({ connectDelayMs: 0, storage })
    await wallet.connect('mock')
    for (const [key, value] of Object.entries(storage.dump())) localStorage.setItem(key, value)
    runBoot()
    expect(decision()).toBe('reconnecting')

    await wallet.disconnect()
    localStorage.clear()
    for (const [key, value] of Object.entries(storage.dump())) localStorage.setItem(key, value)
    document.documentElement.removeAttribute('data-wallet-boot')
    runBoot()
    expect(decision()).toBeNull()
  })

  it.each([
    ['empty', ''],
    ['JSON instead of an id', '{"id":"metaMask"}'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['far too long', 'a'.repeat(10_000)],
  ])('a corrupt value (%s): not remembered, no error', (_name, value) => {
    localStorage.setItem(ETHERS_LAST_WALLET_KEY, value)
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

describe('boot script: the reconnect\'s modules fetched beside the entry', () => {
  // As the build writes it (src/build/first-screen-plugin.ts), above the script.
  const listed = (content: string) => {
    const meta = document.createElement('meta')
    meta.name = 'rpgf-reconnect-preload'
    meta.content = content
    document.head.append(meta)
  }
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

  it('a remembered wallet: each listed module is preloaded; anything but a built asset path is skipped', () => {
    listed('/assets/app-A1.js /assets/wagmi-B_2.js https://evil.example/x.js /assets/../secret.js /assets/app-A1.css')
    localStorage.setItem(WAGMI_LAST_WALLET_KEY, 'metaMask')
    runBoot()
    expect(preloaded()).toEqual(['/assets/app-A1.js', '/assets/wagmi-B_2.js'])
  })

  it('nothing remembered: nothing is preloaded (a first visit loads the app on intent only)', () => {
    listed('/assets/app-A1.js')
    runBoot()
    expect(preloaded()).toEqual([])
  })

  it('a build without the list: remembered still decides, nothing preloaded, no error', () => {
    localStorage.setItem(WAGMI_LAST_WALLET_KEY, 'metaMask')
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
    expect(takeShellHandoff().clicked).toBe(true)
    expect(takeShellHandoff().clicked).toBe(false)
  })

  it('a click elsewhere is not', () => {
    runBoot()
    shellButton()
    const other = document.createElement('button')
    document.body.append(other)
    other.click()
    expect(takeShellHandoff().clicked).toBe(false)
  })

  it('stays small: under 1 kB gzip as served', async () => {
    const { gzipSync } = await import('node:zlib')
    expect(gzipSync(source, { level: 9 }).length).toBeLessThan(1000)
  })
})
