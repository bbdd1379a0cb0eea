import type { AppConfig } from '../config.js'
import { scriptHashSources } from './inline-scripts.js'

/** Safe's web app, which opens a dapp in an iframe: it must be allowed to frame us where Safe is offered. */
export const SAFE_APP_ORIGIN = 'https://app.safe.global'

/**
 * What the wallet SDKs talk to from the page: the WalletConnect relay and its verify, pulse and
 * explorer services (WalletConnect/Reown, also under the web3modal name), Coinbase Wallet's
 * keys and chain proxy, MetaMask's SDK relay.
 */
const WALLET_CONNECT_SOURCES = [
  'https://*.walletconnect.org',
  'wss://*.walletconnect.org',
  'https://*.walletconnect.com',
  'wss://*.walletconnect.com',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://*.web3modal.org',
  'https://*.coinbase.com',
  'wss://*.coinbase.com',
  'https://*.metamask.io',
  'wss://*.metamask.io',
] as const
/** WalletConnect checks the page's origin in a hidden iframe (its verify API). */
const WALLET_FRAME_SOURCES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'] as const

export interface SecurityHeaderOptions {
  /** Served over https: adds HSTS. */
  secure: boolean
  /** The served index.html's inline scripts (inline-scripts.ts), each allowed by its hash and nothing else inline. */
  inlineScripts?: readonly string[]
}

/** The origins the page's own code fetches from: every chain's RPC URLs, and the wallet services where real wallets are offered. */
function connectSources(config: AppConfig): string[] {
  const rpc = config.chains.flatMap((chain) => chain.rpcUrls.map((url) => new URL(url).origin))
  const wallets = config.walletBackend === 'memory' ? [] : WALLET_CONNECT_SOURCES
  const names = config.nameSource.kind === 'ens' ? config.nameSource.rpcUrls.map((url) => new URL(url).origin) : []
  return [...new Set(["'self'", ...rpc, ...names, ...wallets])]
}

/**
 * The Content-Security-Policy of the served app. Scripts only from the app's own origin, and the
 * page's own inline boot script by its hash (no 'unsafe-inline'); styles may be inline because the theme is a `<style>`
 * element written at run time and wallet dialogs inject theirs; images may be data: URLs
 * (EIP-6963 wallets announce their icons so). Where ENS names are read, images may come from any
 * https host: an account's avatar is wherever its owner's record points (an https URL, or an ipfs
 * gateway), the visitor's own choice for their own account, and an image runs no script; the
 * domain lets no other scheme through (http:, data: and javascript: records are not loaded).
 * RainbowKit and the other kits load any https avatar alike. Only Safe's app may frame the wagmi build, the
 * one that offers Safe; the others may be framed by no one but themselves.
 */
export function contentSecurityPolicy(config: AppConfig, inlineScripts: readonly string[] = []): string {
  const offersSafe = config.walletBackend === 'wagmi'
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashSources(inlineScripts)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(config.nameSource.kind === 'ens' ? ['https:'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': connectSources(config),
    'frame-src': config.walletBackend === 'memory' ? ["'none'"] : ["'self'", ...WALLET_FRAME_SOURCES],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': offersSafe ? ["'self'", SAFE_APP_ORIGIN] : ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Every header the app is served with, in one place: `npm run serve` (static-app.ts) and the
 * end-to-end servers send exactly these. COOP keeps wallet popups (Coinbase, WalletConnect
 * deep links) able to talk back to the opener.
 */
export function securityHeaders(config: AppConfig, options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config, options.inlineScripts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
  // X-Frame-Options cannot name Safe's origin; where Safe may frame the app, frame-ancestors alone decides.
  if (config.walletBackend !== 'wagmi') headers['X-Frame-Options'] = 'SAMEORIGIN'
  if (options.secure) headers['Strict-Transport-Security'] = 'max-age=31536000'
  return headers
}
