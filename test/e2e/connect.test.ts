import { describe, expect, it } from 'vitest'
import { accountButton, chainButton, connectButton, connectWith, dialog, openNetworks } from '../support/browser/flows.js'
import { useAppSuite } from '../support/browser/suite.js'

// The production build with the in-memory backend: its wallet is listed as `Mock Wallet`.
const app = useAppSuite('memory')

describe('connecting in the production build (memory backend)', () => {
  it('connects through the connect dialog and shows the chain and the account', async () => {
    const { page } = await app.open()
    await connectButton(page).click()
    const connect = dialog(page, 'Connect a Wallet')
    await connect.waitFor()
    expect(await connect.getAttribute('aria-modal')).toBe('true')
    await connect.getByRole('button', { name: 'Mock Wallet' }).click()

    await accountButton(page).waitFor()
    expect(await chainButton(page).textContent()).toContain('Hardhat')
    expect(await accountButton(page).textContent()).toContain('1.23 ETH')
    // The dialog goes in the commit after the account's.
    await connect.waitFor({ state: 'detached' })
    expect(await connectButton(page).count()).toBe(0)
  })

  it('Switch Networks closes once the Mock Wallet has switched, the chain button shows the new chain', async () => {
    const { page } = await app.open()
    await connectWith(page, 'Mock Wallet')
    const networks = await openNetworks(page, 'Connected')
    await networks.getByRole('button', { name: /OP Mainnet/ }).click()
    await networks.waitFor({ state: 'detached' })
    expect(await chainButton(page).textContent()).toContain('OP Mainnet')
  })

  it('auto-connects after a reload without opening any dialog', async () => {
    const { page } = await app.open()
    await connectWith(page, 'Mock Wallet')
    await page.reload()
    await accountButton(page).waitFor()
    expect(await chainButton(page).textContent()).toContain('Hardhat')
    expect(await dialog(page).count()).toBe(0)
  })

  it('disconnects from the account dialog and stays disconnected after a reload', async () => {
    const { page } = await app.open()
    await connectWith(page, 'Mock Wallet')
    await accountButton(page).click()
    const account = dialog(page)
    await account.waitFor()
    await account.getByRole('button', { name: 'Disconnect' }).click()

    await connectButton(page).waitFor()
    expect(await accountButton(page).count()).toBe(0)
    await page.reload()
    await connectButton(page).waitFor()
    await expect.poll(() => connectButton(page).isEnabled()).toBe(true)
    expect(await accountButton(page).count()).toBe(0)
  })
})
