import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { DIALOG_SCENARIOS } from '../support/browser/dialogs.js'
import { useAppSuite } from '../support/browser/suite.js'
import { testWalletScript } from '../support/browser/test-wallet.js'

const app = useAppSuite('wagmi')

describe('the QR code as Chromium draws it', () => {
  it('the DOWNLOAD step’s code, read back from the screen by a QR reader, is the wallet’s download link', async () => {
    const { page } = await app.open({ initScripts: [testWalletScript()] })
    const scenario = DIALOG_SCENARIOS.find((entry) => entry.name === 'connect-download-qr')
    if (!scenario) throw new Error('no connect-download-qr scenario')
    const connect = await scenario.open(page, 'wide')
    const code = connect.getByRole('img', { name: 'QR code to download MetaMask' })
    const png = PNG.sync.read(await code.screenshot())
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(read?.data).toBe('https://metamask.io/download')
  })
})
