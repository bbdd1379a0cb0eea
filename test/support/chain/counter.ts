import { createClient, http, type Address } from 'viem'
import { deployContract, waitForTransactionReceipt } from 'viem/actions'
import { compileSolidity, type Artifact } from './solc.js'

/**
 * A small contract for the contract hooks: a count anyone may add to (never zero: `require` with
 * a reason), who added last, and a custom error for a read that always fails.
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;
    address public lastBy;
    mapping(address => uint256) public countOf;
    error Paused(uint256 since);

    function increment(uint256 by) external {
        require(by > 0, "Counter: nothing to add");
        count += by;
        lastBy = msg.sender;
        countOf[msg.sender] += by;
    }

    function paused() external view returns (bool) {
        revert Paused(block.number);
    }
}
`

let compiled: Artifact | undefined
/** The Counter, compiled once per process with the solc of devDependencies. */
export const counterArtifact = (): Artifact => (compiled ??= compileSolidity('Counter.sol', SOURCE, ['Counter']).Counter)

/** Deploys a fresh Counter from an unlocked account of the node and gives its address once mined. */
export async function deployCounter(rpcUrl: string, from: Address): Promise<Address> {
  const client = createClient({ transport: http(rpcUrl) })
  const { abi, bytecode } = counterArtifact()
  const hash = await deployContract(client, { abi, bytecode, account: from, chain: null })
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 50 })
  if (!receipt.contractAddress) throw new Error('The Counter was not deployed.')
  return receipt.contractAddress
}
