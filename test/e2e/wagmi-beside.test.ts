import { describe, expect, it } from 'vitest'
import { accountButton, chainButton, connectButton, connectWith, openNetworks, TEST_ACCOUNT } from '../support/browser/flows.js'
import { useDevPagesSuite } from '../support/browser/suite.js'
import { TEST_WALLET_NAME, testWallet, testWalletScript } from '../support/browser/test-wallet.js'

// The wagmi build's development page `/?dev=wagmi`: wagmi's own hooks under `WagmiProvider` given
// `useWagmiConfig()`, beside the kit's button, on the run's real nodes (31337 and 10).
const app = useDevPagesSuite('/?dev=wagmi')

describe('wagmi beside the kit, in Chromium on the wagmi build', () => {
  it('wagmi useAccount and the kit agree through a connect, a switch each way and a disconnect made with wagmi', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    const wagmi = page.getByRole('status', { name: 'wagmi useAccount' })
    await expect.poll(() => wagmi.textContent(), { timeout: 20_000 }).toBe('disconnected - -')

    // Connected with the kit's button: wagmi sees the account and the chain.
    await connectWith(page, TEST_WALLET_NAME)
    await accountButton(page).waitFor()
    await expect.poll(() => wagmi.textContent()).toBe(`connected ${TEST_ACCOUNT} 31337`)

    // Switched with the kit's Switch Networks: wagmi follows.
    const networks = await openNetworks(page, 'Connected')
    await networks.getByRole('button', { name: /OP Mainnet/ }).click()
    await networks.waitFor({ state: 'detached' })
    await expect.poll(() => wagmi.textContent()).toBe(`connected ${TEST_ACCOUNT} 10`)
    expect((await testWallet(page).state())?.chainId).toBe(10)

    // Switched with wagmi's useSwitchChain: the kit's chain button follows, and so does the wallet.
    await page.getByRole('button', { name: 'wagmi: switch to Hardhat' }).click()
    await expect.poll(() => chainButton(page).textContent()).toContain('Hardhat')
    await expect.poll(() => wagmi.textContent()).toBe(`connected ${TEST_ACCOUNT} 31337`)
    expect((await testWallet(page).state())?.chainId).toBe(31337)

    // Disconnected with wagmi's useDisconnect: the kit shows Connect Wallet again.
    await page.getByRole('button', { name: 'wagmi: disconnect' }).click()
    await connectButton(page).waitFor()
    await expect.poll(() => wagmi.textContent()).toBe('disconnected - -')
    expect(await accountButton(page).count()).toBe(0)
  })
})
