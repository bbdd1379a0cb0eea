import { copyFile, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { depcruise, fixtureProject, ROOT } from './support.js'

/** What one dependency-cruiser violation says, reduced to what the rule is about. */
interface Violation {
  from: string
  rule: string
}

const TSCONFIG = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, jsx: 'react-jsx' },
  include: ['src', 'src-domain', 'src-adapters', 'src-ui'],
})

/** One file per case of DESIGN.md section 1's table: the forbidden imports and a few allowed ones. */
const FIXTURES: Record<string, string> = {
  'src-domain/ok.ts': "import { helper } from './helper.js'\nexport const ok = helper\n",
  'src-domain/helper.ts': 'export const helper = 1\n',
  'src-domain/imports-react.ts': "import { useState } from 'react'\nexport const bad = useState\n",
  'src-domain/imports-viem.ts': "import { formatUnits } from 'viem'\nexport const bad = formatUnits\n",
  'src-domain/imports-wagmi.ts': "import { createConfig } from 'wagmi'\nexport const bad = createConfig\n",
  'src-domain/imports-ethers.ts': "import { JsonRpcProvider } from 'ethers'\nexport const bad = JsonRpcProvider\n",
  'src-domain/imports-inversify.ts': "import { Container } from 'inversify'\nexport const bad = Container\n",
  'src-domain/imports-node.ts': "import { readFileSync } from 'node:fs'\nexport const bad = readFileSync\n",
  'src-domain/imports-adapter.ts': "import { memory } from '../src-adapters/memory/ok.js'\nexport const bad = memory\n",
  'src-adapters/memory/ok.ts': "import { ok } from '../../src-domain/ok.js'\nexport const memory = ok\n",
  'src-adapters/viem/ok.ts': "import { formatUnits } from 'viem'\nimport { ok } from '../../src-domain/ok.js'\nexport const fine = [formatUnits, ok]\n",
  'src-adapters/wallet-kernel/ok.ts': "import { ok } from '../../src-domain/ok.js'\nexport const kernel = ok\n",
  'src-adapters/wallet-kernel/imports-memory.ts': "import { memory } from '../memory/ok.js'\nexport const bad = memory\n",
  'src-adapters/wallet-kernel/imports-viem.ts': "import { formatUnits } from 'viem'\nexport const bad = formatUnits\n",
  'src-adapters/wallet-kernel/loads-walletconnect.ts': "export const load = () => import('@walletconnect/ethereum-provider')\n",
  'src-adapters/wallet-kernel/imports-walletconnect.ts':
    "import { EthereumProvider } from '@walletconnect/ethereum-provider'\nexport const bad = EthereumProvider\n",
  'src-adapters/wallet-kernel/index.ts': "export { kernel } from './ok.js'\n",
  'src-adapters/ethers/ok.ts': "import { kernel } from '../wallet-kernel/index.js'\nexport const fine = kernel\n",
  'src-adapters/ethers/past-index.ts': "import { kernel } from '../wallet-kernel/ok.js'\nexport const bad = kernel\n",
  'src-adapters/reads/ok.ts': "import { ok } from '../../src-domain/ok.js'\nexport const reads = ok\n",
  'src-adapters/reads/imports-viem.ts': "import { formatUnits } from 'viem'\nexport const bad = formatUnits\n",
  'src-adapters/reads/index.ts': "export { reads } from './ok.js'\n",
  'src-adapters/ethers/reads-ok.ts': "import { reads } from '../reads/index.js'\nexport const fine = reads\n",
  'src-adapters/ens/ok.ts': "import { reads } from '../reads/index.js'\nexport const names = reads\n",
  'src-adapters/ens/past-index.ts': "import { reads } from '../reads/ok.js'\nexport const bad = reads\n",
  'src/past-index.ts': "import { kernel } from '../src-adapters/wallet-kernel/ok.js'\nexport const bad = kernel\n",
  'src-adapters/ethers/imports-memory.ts': "import { memory } from '../memory/ok.js'\nexport const bad = memory\n",
  'src-adapters/imports-ui.ts': "import { ui } from '../src-ui/ok.js'\nexport const bad = ui\n",
  'src-adapters/imports-composition.ts': "import { root } from '../src/main.js'\nexport const bad = root\n",
  'src-ui/ok.ts': "import { useState } from 'react'\nimport { ok } from '../src-domain/ok.js'\nexport const ui = [useState, ok]\n",
  'src-ui/imports-adapter.ts': "import { memory } from '../src-adapters/memory/ok.js'\nexport const bad = memory\n",
  'src-ui/imports-composition.ts': "import { root } from '../src/main.js'\nexport const bad = root\n",
  'src-ui/imports-viem.ts': "import { formatUnits } from 'viem'\nexport const bad = formatUnits\n",
  'src-ui/imports-wagmi.ts': "import { useAccount } from 'wagmi'\nexport const bad = useAccount\n",
  'src-ui/imports-ethers.ts': "import { BrowserProvider } from 'ethers'\nexport const bad = BrowserProvider\n",
  // A circle made of type imports alone: still a circle (services <-> tokens was one).
  'src/circle-a.ts': "import type { B } from './circle-b.js'\nexport interface A {\n  b?: B\n}\n",
  'src/circle-b.ts': "import type { A } from './circle-a.js'\nexport interface B {\n  a?: A\n}\n",
  'src/main.ts':
    "import { Container } from 'inversify'\nimport { memory } from '../src-adapters/memory/ok.js'\nimport { ui } from '../src-ui/ok.js'\nimport { ok } from '../src-domain/ok.js'\nexport const root = [Container, memory, ui, ok]\n",
}

const EXPECTED: Violation[] = [
  { from: 'src-domain/imports-react.ts', rule: 'domain-is-pure' },
  { from: 'src-domain/imports-viem.ts', rule: 'domain-is-pure' },
  { from: 'src-domain/imports-wagmi.ts', rule: 'domain-is-pure' },
  { from: 'src-domain/imports-ethers.ts', rule: 'domain-is-pure' },
  { from: 'src-domain/imports-inversify.ts', rule: 'domain-is-pure' },
  { from: 'src-domain/imports-node.ts', rule: 'domain-is-pure' },
  { from: 'src-domain/imports-node.ts', rule: 'domain-no-platform-globals' },
  { from: 'src-domain/imports-adapter.ts', rule: 'domain-is-pure' },
  { from: 'src-adapters/wallet-kernel/imports-memory.ts', rule: 'adapters-not-other-adapters' },
  { from: 'src-adapters/wallet-kernel/imports-memory.ts', rule: 'kernel-not-backends' },
  { from: 'src-adapters/wallet-kernel/imports-viem.ts', rule: 'kernel-not-backends' },
  { from: 'src-adapters/wallet-kernel/imports-walletconnect.ts', rule: 'kernel-walletconnect-on-pick' },
  { from: 'src-adapters/reads/imports-viem.ts', rule: 'kernel-not-backends' },
  { from: 'src-adapters/ethers/imports-memory.ts', rule: 'adapters-not-other-adapters' },
  { from: 'src-adapters/imports-ui.ts', rule: 'adapters-not-ui-or-composition' },
  { from: 'src-adapters/imports-composition.ts', rule: 'adapters-not-ui-or-composition' },
  { from: 'src-ui/imports-adapter.ts', rule: 'ui-not-adapters' },
  { from: 'src-ui/imports-composition.ts', rule: 'ui-not-adapters' },
  { from: 'src-ui/imports-viem.ts', rule: 'ui-no-wallet-libraries' },
  { from: 'src-ui/imports-wagmi.ts', rule: 'ui-no-wallet-libraries' },
  { from: 'src-ui/imports-ethers.ts', rule: 'ui-no-wallet-libraries' },
  { from: 'src-adapters/ethers/past-index.ts', rule: 'kernel-one-door' },
  { from: 'src/past-index.ts', rule: 'kernel-one-door' },
  { from: 'src-adapters/ens/past-index.ts', rule: 'kernel-one-door-between-kernels' },
  // dependency-cruiser reports a circle once, from the first of its modules.
  { from: 'src/circle-a.ts', rule: 'no-circular' },
]

/** The depcruise command of `npm run lint`, before the linters the script runs after it. */
async function lintArgs(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const command = (scripts.lint ?? '').split('&&')[0] ?? ''
  // The script's quotes are the shell's; without a shell they would reach depcruise as part of the pattern.
  return command
    .trim()
    .split(/\s+/)
    .slice(1)
    .map((arg) => arg.replace(/^"(.*)"$/, '$1'))
}

const byKey = (a: Violation, b: Violation) => `${a.from} ${a.rule}`.localeCompare(`${b.from} ${b.rule}`)

let project: string

beforeAll(async () => {
  project = await fixtureProject(FIXTURES, { 'tsconfig.json': TSCONFIG })
  await copyFile(join(ROOT, '.dependency-cruiser.cjs'), join(project, '.dependency-cruiser.cjs'))
})
afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true })
})

describe('the dependency rule (DESIGN.md section 1), checked by dependency-cruiser', () => {
  it('reports every forbidden import in a fixture tree, and nothing for the allowed ones', async () => {
    const run = await depcruise(project, ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'src', 'src-domain', 'src-adapters', 'src-ui'])
    expect(run.stderr).toBe('')
    const report = JSON.parse(run.stdout) as { summary: { violations: { from: string; rule: { name: string; severity: string } }[] } }
    const violations = report.summary.violations.map((violation) => {
      expect(violation.rule.severity).toBe('error')
      return { from: violation.from, rule: violation.rule.name }
    })
    expect(violations.sort(byKey)).toEqual([...EXPECTED].sort(byKey))
  }, 60_000)

  it('fails the lint command (non-zero exit) on that tree', async () => {
    const run = await depcruise(project, ['--config', '.dependency-cruiser.cjs', 'src', 'src-domain', 'src-adapters', 'src-ui'])
    expect(run.code).toBe(EXPECTED.length)
    expect(run.stdout).toContain(`${EXPECTED.length} dependency violations (${EXPECTED.length} errors, 0 warnings)`)
  }, 60_000)

  it('is what `npm run lint` runs, and `npm test` runs lint', async () => {
    const { scripts } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    expect(scripts.lint).toMatch(/^depcruise --config \.dependency-cruiser\.cjs /)
    // run-p runs the named scripts at once and fails when any fails.
    expect(scripts.test?.split(/\s+/)).toEqual(expect.arrayContaining(['run-p', 'lint']))
  })

  it('finds no violation in the real tree', async () => {
    const run = await depcruise(ROOT, await lintArgs())
    expect(run.stdout).toContain('no dependency violations found')
    expect(run.code).toBe(0)
  }, 120_000)

  it("fails `npm run lint`'s check on one import planted past a kernel's index", async () => {
    const planted = await fixtureProject(
      {
        'src-adapters/reads/index.ts': "export { reads } from './transport.js'\n",
        'src-adapters/reads/transport.ts': 'export const reads = 1\n',
        'src-adapters/ethers/chain-rpc.ts': "import { reads } from '../reads/index.js'\nexport const fine = reads\n",
        'src-adapters/ethers/planted.ts': "import { reads } from '../reads/transport.js'\nexport const planted = reads\n",
        'src/main.ts':
          "import { fine } from '../src-adapters/ethers/chain-rpc.js'\nimport { planted } from '../src-adapters/ethers/planted.js'\nexport const root = [fine, planted]\n",
        'src-domain/ok.ts': 'export const ok = 1\n',
        'src-ui/ok.ts': 'export const ui = 1\n',
        'test/ok.test.ts': "import { root } from '../src/main.js'\nexport const tested = root\n",
      },
      { 'tsconfig.json': TSCONFIG },
    )
    try {
      await copyFile(join(ROOT, '.dependency-cruiser.cjs'), join(planted, '.dependency-cruiser.cjs'))
      const run = await depcruise(planted, await lintArgs())
      expect(run.code).toBe(1)
      expect(run.stdout).toMatch(/error kernel-one-door: src-adapters\/ethers\/planted\.ts → \s*src-adapters\/reads\/transport\.ts/)
      expect(run.stdout).toContain('1 dependency violations (1 errors, 0 warnings)')
    } finally {
      await rm(planted, { recursive: true, force: true })
    }
  }, 60_000)
})
