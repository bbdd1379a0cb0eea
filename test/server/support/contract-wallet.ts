import {
  createWalletClient,
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  http,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { compileSolidity, type Artifact } from '../../support/chain/solc.js'
import { ANVIL_KEYS } from './siwe.js'

/**
 * The smallest ERC-1271 wallet: a contract that accepts what its owner key signed, as a Safe with
 * one owner does. The factory deploys it with CREATE2, so its address is known before it exists
 * (ERC-6492: a counterfactual wallet signs before its first transaction).
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract OwnerWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

contract OwnerWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnerWallet{salt: salt}(owner));
    }
}
`

let compiled: { wallet: Artifact; factory: Artifact } | undefined

/** Compiled once per test file. */
export function compileWallet(): { wallet: Artifact; factory: Artifact } {
  if (compiled) return compiled
  const { OwnerWallet, OwnerWalletFactory } = compileSolidity('OwnerWallet.sol', SOURCE, ['OwnerWallet', 'OwnerWalletFactory'])
  compiled = { wallet: OwnerWallet, factory: OwnerWalletFactory }
  return compiled
}

export interface ContractWallets {
  client: PublicClient
  /** Deploys an OwnerWallet owned by `owner`; resolves to its address once mined. */
  deployWallet(owner: Address): Promise<Address>
  /** The factory's address, deployed; and what a counterfactual wallet of `owner` needs for ERC-6492. */
  counterfactual(owner: Address, salt: Hex): Promise<{ address: Address; factory: Address; factoryData: Hex }>
}

/** Deploys through anvil's first funded account (a test key on a local chain). */
export function contractWallets(rpcUrl: string): ContractWallets {
  const { wallet, factory } = compileWallet()
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const deployer = createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(ANVIL_KEYS[0]) })
  const deploy = async (artifact: Artifact, args: readonly unknown[]): Promise<Address> => {
    const hash = await deployer.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress || receipt.status !== 'success') throw new Error('Contract deployment failed.')
    return getAddress(receipt.contractAddress)
  }
  let factoryAddress: Promise<Address> | undefined
  return {
    client,
    deployWallet: (owner) => deploy(wallet, [owner]),
    async counterfactual(owner, salt) {
      factoryAddress ??= deploy(factory, [])
      const from = await factoryAddress
      const bytecode = encodeDeployData({ abi: wallet.abi, bytecode: wallet.bytecode, args: [owner] })
      return {
        address: getContractAddress({ opcode: 'CREATE2', from, salt, bytecode }),
        factory: from,
        factoryData: encodeFunctionData({ abi: factory.abi, functionName: 'deploy', args: [owner, salt] }),
      }
    },
  }
}
