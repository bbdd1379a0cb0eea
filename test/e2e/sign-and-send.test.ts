import type { Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { EIP1193_BACKENDS } from '../../src/backends/index.js'
import { SIGN_LABEL, SIGNED_MESSAGE, SUCCEEDS_LABEL } from '../../src-ui/dev/TransactionsPage.js'
import { nodeRequest } from '../support/browser/anvil.js'
import { selectedBackends } from '../support/browser/backends.js'
import { TEST_ACCOUNT, connectWith } from '../support/browser/flows.js'
import { useBrowserSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWalletScript } from '../support/browser/test-wallet.js'

/** What the development page shows after a wallet call: `Signed 0x…`, `Sent 0x…`. */
async function answer(page: Page, label: string, prefix: 'Signed' | 'Sent'): Promise<Hex> {
  await page.getByRole('button', { name: label }).click()
  const status = page.getByRole('status').filter({ hasText: new RegExp(`^${prefix} 0x[0-9a-f]+$`) })
  await status.waitFor()
  return ((await status.textContent()) ?? '').slice(prefix.length + 1) as Hex
}

// Every backend of the list, in its production build with the development page (`/?dev=transactions`),
// signs a message and sends a transaction in Chromium: a backend's browser-only failure (a Node global,
// a library that cannot load in a page) shows here, not in the Node contract suite.
describe.each(selectedBackends())('the %s build signs and sends in Chromium', (backend) => {
  const app = useBrowserSuite(() => {
    const url = inject('e2e').apps[backend]
    if (!url) throw new Error(`The ${backend} build is not part of this run (E2E_BACKENDS).`)
    return new URL('/?dev=transactions', url).href
  })
  const eip1193 = EIP1193_BACKENDS.includes(backend)

  it(
    eip1193
      ? "through the injected test wallet on the local chain: the signature is the account's, the transaction is mined"
      : 'through its Mock Wallet: a signature and a transaction hash',
    async () => {
      const { page } = await app.open(eip1193 ? { initScripts: [testWalletScript()] } : {})
      await connectWith(page, eip1193 ? TEST_WALLET_NAME : 'Mock Wallet')

      const signature = await answer(page, SIGN_LABEL, 'Signed')
      const hash = await answer(page, SUCCEEDS_LABEL, 'Sent')
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      if (!eip1193) return expect(signature).toMatch(/^0x[0-9a-f]+$/)

      expect(await verifyMessage({ address: TEST_ACCOUNT, message: SIGNED_MESSAGE, signature })).toBe(true)
      const node = inject('e2e').localChainUrl
      await expect
        .poll(async () => (await nodeRequest(node, 'eth_getTransactionReceipt', [hash])) as { status?: string; from?: string } | null)
        .toMatchObject({ status: '0x1', from: TEST_ACCOUNT.toLowerCase() })
    },
  )
})
