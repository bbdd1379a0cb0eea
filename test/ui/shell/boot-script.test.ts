import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage, createMemoryWallet } from '../../../src-adapters/memory/index.js'
import { ConnectionService, localChain, STORAGE_KEY_LAST_WALLET } from '../../../src-domain/index.js'
import { WALLET_BACKENDS } from '../../../src/backends/index.js'
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

  it('reads the last-wallet key of the domain, the one ConnectionService keeps, and no other', () => {
    expect(source.match(/var KEY = '([^']+)'/)?.[1]).toBe(STORAGE_KEY_LAST_WALLET)
    expect(source.match(/localStorage\.getItem\(/g)).toHaveLength(1)
  })

  it.each(['metaMask', 'io.metamask'])('a wallet id (%s, a catalogue id or an EIP-6963 rdns) under it: reconnecting', (walletId) => {
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, walletId)
    runBoot()
    expect(decision()).toBe('reconnecting')
  })

  it('names no backend: a backend added to the list needs nothing here', () => {
    for (const backend of WALLET_BACKENDS) expect(source).not.toMatch(new RegExp(backend, 'i'))
  })

  it('after a connect through the domain: reconnecting; after its disconnect: nothing', async () => {
    const storage = createMemoryStorage()
    const connection = new ConnectionService({ wallet: createMemoryWallet({ connectDelayMs: 0, storage }), storage, chains: [localChain] })
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
    localStorage.setItem(STORAGE_KEY_LAST_WALLET, 'metaMask')
    runBoot()
    expect(preloaded()).toEqual(['/assets/app-A1.js', '/assets/wagmi-B_2.js'])
  })

  it('nothing remembered: nothing is preloaded (a first visit loads the app on intent only)', () => {
    listed('/assets/app-A1.js')
    runBoot()
    expect(preloaded()).toEqual([])
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
