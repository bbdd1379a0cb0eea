import type { TestProject } from 'vitest/node'
import { startLocalChain, type LocalChain } from '../../../src/dev/local-chain.js'
import { freePorts } from '../ports.js'

const LOCAL_CHAIN_ID = 31337
/** OP Mainnet's id, on a second node to switch to. */
const OP_CHAIN_ID = 10

declare module 'vitest' {
  export interface ProvidedContext {
    /** Node URLs of the chains started for this run, by chain id (31337 and 10). */
    chainUrls: Record<number, string>
  }
}

/**
 * Starts the two real nodes of the adapter tests once per run: anvil with chain id 31337 and a
 * second one with chain id 10 to switch to. Tests read the URLs with `inject('chainUrls')`;
 * the returned teardown stops both nodes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started: LocalChain[] = []
  try {
    const [localPort, opPort] = (await freePorts(2)) as [number, number]
    started.push(await startLocalChain({ port: localPort, chainId: LOCAL_CHAIN_ID }))
    started.push(await startLocalChain({ port: opPort, chainId: OP_CHAIN_ID }))
  } catch (error) {
    await Promise.all(started.map((chain) => chain.stop()))
    throw error
  }
  project.provide('chainUrls', Object.fromEntries(started.map((chain) => [chain.chainId, chain.url])))
  return async () => {
    await Promise.all(started.map((chain) => chain.stop()))
  }
}
