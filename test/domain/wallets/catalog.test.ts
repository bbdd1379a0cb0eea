import { describe, expect, it } from 'vitest'
import { isHexColor, WALLET_CATALOG, WALLET_STEPS, WalletStep } from '../../../src-domain/index.js'

const entries = Object.values(WALLET_CATALOG)

describe('wallet catalogue (spec 1: the supported connectors)', () => {
  it('holds the spec connectors (browser-injected, Safe, Rainbow, Coinbase Wallet, MetaMask, WalletConnect, Brave Wallet) and at least 25 wallets', () => {
    expect(entries.map((wallet) => wallet.name)).toEqual(
      expect.arrayContaining(['Brave Wallet', 'Browser Wallet', 'Coinbase Wallet', 'MetaMask', 'Rainbow', 'Safe', 'WalletConnect']),
    )
    expect(entries.length).toBeGreaterThanOrEqual(25)
    expect(new Set(entries.map((wallet) => wallet.name)).size).toBe(entries.length)
  })

  it.each(entries.map((wallet) => [wallet.id, wallet] as const))('%s: id matches its key, hex icon background, https download links', (id, wallet) => {
    expect(WALLET_CATALOG[id as keyof typeof WALLET_CATALOG]).toBe(wallet)
    expect(isHexColor(wallet.iconBackground)).toBe(true)
    const urls: Record<string, string> = 'downloadUrls' in wallet ? wallet.downloadUrls : {}
    for (const url of Object.values(urls)) expect(url).toMatch(/^https:\/\//)
  })

  it.each(
    entries.flatMap((wallet) => [
      ...('qrCode' in wallet ? [[wallet.id, 'QR', wallet.qrCode.instructions] as const] : []),
      ...('extension' in wallet ? [[wallet.id, 'extension', wallet.extension.instructions] as const] : []),
    ]),
  )('%s %s instructions: a https learn-more link and titled steps', (_id, _kind, instructions) => {
    expect(instructions.learnMoreUrl).toMatch(/^https:\/\//)
    expect(instructions.steps.length).toBeGreaterThan(0)
    for (const step of instructions.steps) expect(step.title.length).toBeGreaterThan(0)
  })

  it('offers QR and extension instructions where the spec wallet has both (MetaMask, Rainbow, Coinbase Wallet)', () => {
    for (const id of ['metaMask', 'rainbow', 'coinbaseWallet'] as const) {
      expect(WALLET_CATALOG[id].qrCode.instructions.steps.map((step) => step.step)).toEqual(['install', 'create', 'scan'])
      expect(WALLET_CATALOG[id].extension.instructions.steps.map((step) => step.step)).toEqual(['install', 'create', 'refresh'])
    }
  })
})

describe('connect dialog steps (spec 2)', () => {
  it('are exactly NONE, LEARN_COMPACT, GET, CONNECT, DOWNLOAD_OPTIONS, DOWNLOAD, INSTRUCTIONS_MOBILE, INSTRUCTIONS_EXTENSION', () => {
    expect(WALLET_STEPS).toEqual(['NONE', 'LEARN_COMPACT', 'GET', 'CONNECT', 'DOWNLOAD_OPTIONS', 'DOWNLOAD', 'INSTRUCTIONS_MOBILE', 'INSTRUCTIONS_EXTENSION'])
    expect(WalletStep.InstructionsExtension).toBe('INSTRUCTIONS_EXTENSION')
  })
})
