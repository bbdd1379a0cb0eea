import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './support.js'

/** Lines that hold code: not blank, not a comment. */
const codeLines = (text: string) => text.split('\n').filter((line) => !/^\s*($|\/\/|\/\*|\*)/.test(line))

describe('a library backend writes its signer and its transport only', () => {
  it("ethers' wallet is the kernel's library wallet with ethers' client: at most 15 code lines", async () => {
    const source = await readFile(join(ROOT, 'src-adapters/ethers/wallet.ts'), 'utf8')
    expect(codeLines(source).length).toBeLessThanOrEqual(15)
    expect(source).toContain('createLibraryWallet(')
    // Nothing of the kernel's own: no WalletConnect SDK import, no per-chain bookkeeping of its own.
    expect(source).not.toMatch(/@walletconnect|loadOnce|setChain/)
  })
})
