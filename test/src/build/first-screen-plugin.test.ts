// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { describe, expect, it } from 'vitest'
import { localChain, opMainnet, STORAGE_KEY_LAST_WALLET } from '../../../src-domain/index.js'
import { firstScreenPlugin } from '../../../src/build/first-screen-plugin.js'
import {
  FRAME_TEMPLATE_ATTRIBUTE,
  SHELL_BUTTON_ID,
  SHELL_PENDING_CLASS,
  SHELL_TEXTS_META,
  STAND_IN_TEMPLATE_ATTRIBUTE,
} from '../../../src-ui/start-protocol.js'

describe('the first-screen plugin in the development server', () => {
  it("serves the boot script of the backend's kind of wallets as the file index.html names", async () => {
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [firstScreenPlugin(() => ({ walletBackend: 'memory', chains: [opMainnet, localChain] }))],
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    })
    try {
      await server.listen()
      const { port } = server.httpServer?.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/boot.js`)
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
      const source = await response.text()
      expect(source).toContain(STORAGE_KEY_LAST_WALLET)
      // The memory backend's script: the Mock Wallet's answer, no EIP-6963 discovery.
      expect(source).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      expect(source).not.toContain('eip6963:requestProvider')
      expect(() => new Function(source)).not.toThrow()
    } finally {
      await server.close()
    }
  })

  it("draws the shell's button and placeholder into index.html, and before the boot script a stand-in template per chain, the dialog frame's per layout and the shell's texts", async () => {
    const server = await createServer({
      configFile: false,
      logLevel: 'silent',
      plugins: [firstScreenPlugin(() => ({ walletBackend: 'memory', chains: [opMainnet, localChain] }))],
    })
    try {
      const html = await server.transformIndexHtml('/', readFileSync(join(fileURLToPath(import.meta.url), '../../../../index.html'), 'utf8'))
      const page = new DOMParser().parseFromString(html, 'text/html')
      expect(page.getElementById(SHELL_BUTTON_ID)?.textContent).toBe('Connect Wallet')
      expect(page.querySelector(`.${SHELL_PENDING_CLASS}[role="status"]`)?.textContent).toBe('Checking your wallet…')
      const templates = [...page.head.querySelectorAll<HTMLTemplateElement>(`template[${STAND_IN_TEMPLATE_ATTRIBUTE}]`)]
      expect(templates.map((template) => template.getAttribute(STAND_IN_TEMPLATE_ATTRIBUTE))).toEqual([String(opMainnet.id), String(localChain.id)])
      expect(templates[0]?.content.textContent).toContain('OP Mainnet')
      const frames = [...page.head.querySelectorAll<HTMLTemplateElement>(`template[${FRAME_TEMPLATE_ATTRIBUTE}]`)]
      expect(frames.map((template) => template.getAttribute(FRAME_TEMPLATE_ATTRIBUTE))).toEqual(['wide', 'compact'])
      expect(frames[0]?.content.querySelector('[role="dialog"] h2')?.textContent).toBe('Connect a Wallet')
      expect(page.head.querySelector(`meta[name="${SHELL_TEXTS_META}"]`)).not.toBeNull()
      const boot = html.indexOf('<script src="/boot.js">')
      expect(html.indexOf('<template')).toBeLessThan(boot)
      expect(html.indexOf(`<meta name="${SHELL_TEXTS_META}"`)).toBeLessThan(boot)
    } finally {
      await server.close()
    }
  })
})
