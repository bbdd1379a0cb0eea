import { afterAll, beforeAll } from 'vitest'
import { startLocalChain, type LocalChain } from '../../../src/dev/local-chain.js'
import { LOCAL_CHAIN_ID } from './siwe.js'

/** A local node on `port` for one file's tests: started before the first, stopped after the last. */
export function localChainForFile(port: number): Pick<LocalChain, 'url'> {
  let chain: LocalChain | undefined
  beforeAll(async () => {
    chain = await startLocalChain({ port, chainId: LOCAL_CHAIN_ID })
  })
  afterAll(async () => {
    await chain?.stop()
  })
  return {
    get url() {
      if (!chain) throw new Error('The local chain was read before it started.')
      return chain.url
    },
  }
}
