/**
 * `npx tsx test/bench/auth-refusal-cost.ts`: what the auth API spends on a refused request against
 * a sign-in, in process (no sockets): a 429 on /verify, a 401 for a nonce of another browser
 * (refused before the SIWE parser), and a whole EOA sign-in (nonce, parse, spend, signature).
 */
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { createAuthApp } from '../../src/server/app.js'

const ORIGIN = 'http://127.0.0.1:4173'
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const message = (nonce: string) =>
  createSiweMessage({
    domain: '127.0.0.1:4173',
    uri: ORIGIN,
    version: '1',
    chainId: 31337,
    address: account.address,
    nonce,
    issuedAt: new Date(),
    statement: 'Sign in.',
  })
const verify = (app: ReturnType<typeof createAuthApp>, body: unknown, cookie = '') =>
  app.request('/api/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, cookie }, body: JSON.stringify(body) })

async function perRequest(count: number, run: (index: number) => unknown): Promise<number> {
  const start = performance.now()
  for (let index = 0; index < count; index++) await run(index)
  return ((performance.now() - start) / count) * 1000
}

// The work of a 429: its hold (AUTH_REFUSAL_HOLD_MS) is a timer, idle time that would only lengthen the wall clock here.
const limited = createAuthApp({ origins: [ORIGIN], chains: [], limits: { verifyPerMinute: 1, verifyBurst: 1, refusalHoldMs: 0 } })
const junk = { message: message('a'.repeat(68)), signature: `0x${'11'.repeat(65)}` }
await verify(limited, junk)
const refused429 = await perRequest(5_000, () => verify(limited, junk))

const open = createAuthApp({
  origins: [ORIGIN],
  chains: [{ id: 31337, rpcUrls: ['http://127.0.0.1:9'] }],
  limits: { verifyPerMinute: 1e9, verifyBurst: 1e9, noncePerMinute: 1e9, nonceBurst: 1e9 },
})
const refused401 = await perRequest(5_000, () => verify(open, junk))

const signIn = await perRequest(300, async () => {
  const answer = await open.request('/api/auth/nonce')
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!
  const { nonce } = (await answer.json()) as { nonce: string }
  const text = message(nonce)
  const result = await verify(open, { message: text, signature: await account.signMessage({ message: text }) }, cookie)
  if (result.status !== 200) throw new Error(`sign-in answered ${result.status}`)
})

// The wallet's part (signing) is the client's, not the server's.
const signing = await perRequest(300, () => account.signMessage({ message: message('b'.repeat(68)) }))

console.log(`| 429 (rate limit) | ${refused429.toFixed(0)} µs |`)
console.log(`| 401 (nonce not of this browser, before the parser) | ${refused401.toFixed(0)} µs |`)
console.log(`| EOA sign-in, the server's part (nonce + verify) | ${(signIn - signing).toFixed(0)} µs |`)
