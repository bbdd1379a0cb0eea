import { ENS_REGISTRY_ADDRESS } from '../../../src-adapters/ens/index.js'
import { deployLocalEns, type LocalEns } from '../chain/ens.js'
import { freePort } from '../ports.js'
import { startAnvil, type LocalNode } from './anvil.js'

/** Owns ENS's root on a chain-1 node: anvil's second funded account, so the wallets' account (the first) sends nothing there. */
const ENS_DEPLOYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export interface EnsNode {
  node: LocalNode
  ens: LocalEns
}

/**
 * A node with chain id 1 and ENS's registry at mainnet's address, so an app whose `VITE_RPC_URL_1` is
 * this node reads names from it as it would from mainnet. No name is registered.
 */
export async function startEnsNode(port?: number): Promise<EnsNode> {
  const node = await startAnvil({ port: port ?? (await freePort()), chainId: 1 })
  try {
    return { node, ens: await deployLocalEns(node.url, ENS_DEPLOYER, { registryAt: ENS_REGISTRY_ADDRESS }) }
  } catch (error) {
    await node.stop()
    throw error
  }
}
