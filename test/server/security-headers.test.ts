import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../src/config.js'
import { inlineScripts } from '../../src/server/inline-scripts.js'
import { contentSecurityPolicy, securityHeaders } from '../../src/server/security-headers.js'

const config = (env: Record<string, string>) => readConfig(env, { dev: false })
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

describe("the served headers follow the build's configuration", () => {
  it('connect-src names every configured RPC origin; only builds with real wallets name the wallet services', () => {
    const wagmi = contentSecurityPolicy(config({ VITE_WALLET_BACKEND: 'wagmi', VITE_RPC_URL_10: 'https://rpc.example:8443/key' }))
    expect(directive(wagmi, 'connect-src')).toContain('https://rpc.example:8443')
    expect(directive(wagmi, 'connect-src')).toContain('https://mainnet.optimism.io')
    expect(directive(wagmi, 'connect-src')).toContain('wss://*.walletconnect.com')
    const memory = contentSecurityPolicy(config({ VITE_WALLET_BACKEND: 'memory' }))
    expect(directive(memory, 'connect-src')).not.toContain('walletconnect')
    expect(directive(memory, 'frame-src')).toBe("frame-src 'none'")
  })

  it('where ENS names are read: connect-src names the mainnet RPC origins and img-src allows https avatars; the in-memory build neither', () => {
    const ens = contentSecurityPolicy(config({ VITE_WALLET_BACKEND: 'eip1193', VITE_RPC_URL_1: 'https://eth.node.example/key', VITE_RPC_KEY: 'k' }))
    expect(directive(ens, 'connect-src')).toContain('https://eth.node.example')
    expect(directive(ens, 'connect-src')).toContain('https://eth-mainnet.g.alchemy.com')
    expect(directive(ens, 'connect-src')).toContain('https://eth.merkle.io')
    expect(directive(ens, 'img-src')).toBe("img-src 'self' data: blob: https:")
    const memory = contentSecurityPolicy(config({ VITE_WALLET_BACKEND: 'memory' }))
    expect(directive(memory, 'img-src')).toBe("img-src 'self' data: blob:")
    expect(directive(memory, 'connect-src')).not.toContain('merkle')
  })

  it('connect-src names no retired Goerli host, whatever the key', () => {
    for (const env of [{}, { VITE_RPC_KEY: 'key' }] as Record<string, string>[]) {
      const csp = contentSecurityPolicy(config(env))
      expect(directive(csp, 'connect-src')).not.toMatch(/goerli/i)
    }
    expect(directive(contentSecurityPolicy(config({ VITE_RPC_URL_420: 'https://op-goerli.node.example' })), 'connect-src')).toContain(
      'https://op-goerli.node.example',
    )
  })

  it("Safe's app may frame the build that offers Safe (wagmi); the others only themselves, with X-Frame-Options too", () => {
    const wagmi = securityHeaders(config({ VITE_WALLET_BACKEND: 'wagmi' }), { secure: false })
    expect(directive(wagmi['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self' https://app.safe.global")
    expect(wagmi['X-Frame-Options']).toBeUndefined()
    const ethers = securityHeaders(config({ VITE_WALLET_BACKEND: 'ethers' }), { secure: false })
    expect(directive(ethers['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(ethers['X-Frame-Options']).toBe('SAMEORIGIN')
  })

  it("the page's own inline scripts are allowed by their hash, and nothing else inline", () => {
    const html = '<head><script>var KEY = 1</script><script type="module" src="/assets/index.js"></script></head><body><script>\n  boot()\n</script></body>'
    const scripts = inlineScripts(html)
    expect(scripts).toEqual(['var KEY = 1', '\n  boot()\n'])
    const csp = securityHeaders(config({}), { secure: false, inlineScripts: scripts })['Content-Security-Policy']!
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${hash('var KEY = 1')} ${hash('\n  boot()\n')}`)
    expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline/)
  })

  it('HSTS only on a secure origin; never an inline script or eval', () => {
    const headers = securityHeaders(config({}), { secure: true })
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000')
    expect(securityHeaders(config({}), { secure: false })['Strict-Transport-Security']).toBeUndefined()
    expect(directive(headers['Content-Security-Policy']!, 'script-src')).toBe("script-src 'self'")
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval/)
  })
})
