import { createClient, encodeAbiParameters, getAddress, http, keccak256, labelhash, namehash, pad, zeroHash, type Address, type Hex } from 'viem'
import { deployContract, getCode, waitForTransactionReceipt, writeContract } from 'viem/actions'
import { jsonRpc } from './json-rpc.js'
import { compileSolidity, type Artifact } from './solc.js'

/**
 * ENS on a local node: a registry, a public resolver and a reverse registrar, compiled here with
 * the solc of devDependencies (no download). They keep mainnet's interfaces and rules, the parts
 * a primary-name lookup reads: the registry's `owner`/`resolver`/`setSubnodeOwner`/`setResolver`;
 * the resolver's `addr`, `name`, `text`, writable by the node's owner in the registry (and by the
 * reverse registrar); the reverse registrar's `setName`, which claims `<address>.addr.reverse` for
 * its caller, points it at the default resolver and writes the name there, so an account sets only
 * its own reverse record. What they leave out (wildcards, name wrapping, other record types)
 * no lookup here reads.
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract ENSRegistry {
    struct Record { address owner; address resolver; }
    mapping(bytes32 => Record) private records;

    constructor() { records[0x0].owner = msg.sender; }

    modifier authorised(bytes32 node) {
        require(records[node].owner == msg.sender, "ENS: not the owner");
        _;
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address owner_) external authorised(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = owner_;
        return subnode;
    }

    function setResolver(bytes32 node, address resolver_) external authorised(node) { records[node].resolver = resolver_; }
    function owner(bytes32 node) external view returns (address) { return records[node].owner; }
    function resolver(bytes32 node) external view returns (address) { return records[node].resolver; }
}

contract PublicResolver {
    ENSRegistry public immutable ens;
    address public immutable trustedReverseRegistrar;
    mapping(bytes32 => address) private addrs;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;

    constructor(ENSRegistry ens_, address reverseRegistrar) {
        ens = ens_;
        trustedReverseRegistrar = reverseRegistrar;
    }

    modifier authorised(bytes32 node) {
        require(msg.sender == trustedReverseRegistrar || ens.owner(node) == msg.sender, "Resolver: not authorised");
        _;
    }

    function setAddr(bytes32 node, address a) external authorised(node) { addrs[node] = a; }
    function addr(bytes32 node) external view returns (address payable) { return payable(addrs[node]); }
    function setName(bytes32 node, string calldata name_) external authorised(node) { names[node] = name_; }
    function name(bytes32 node) external view returns (string memory) { return names[node]; }
    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) { texts[node][key] = value; }
    function text(bytes32 node, string calldata key) external view returns (string memory) { return texts[node][key]; }
}

contract ReverseRegistrar {
    // namehash("addr.reverse")
    bytes32 public constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    ENSRegistry public immutable ens;
    PublicResolver public defaultResolver;
    address private immutable deployer;

    constructor(ENSRegistry ens_) {
        ens = ens_;
        deployer = msg.sender;
    }

    function setDefaultResolver(PublicResolver resolver) external {
        require(msg.sender == deployer, "ReverseRegistrar: not the deployer");
        defaultResolver = resolver;
    }

    function setName(string calldata name_) external returns (bytes32) {
        bytes32 node = ens.setSubnodeOwner(ADDR_REVERSE_NODE, sha3HexAddress(msg.sender), address(this));
        ens.setResolver(node, address(defaultResolver));
        defaultResolver.setName(node, name_);
        return node;
    }

    function node(address addr) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, sha3HexAddress(addr)));
    }

    // The keccak256 of the address written in lower-case hex without 0x, as ENS's own registrar does.
    function sha3HexAddress(address addr) private pure returns (bytes32 ret) {
        bytes memory lookup = "0123456789abcdef";
        bytes memory out = new bytes(40);
        uint160 value = uint160(addr);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = lookup[value & 0xf];
            value >>= 4;
        }
        ret = keccak256(out);
    }
}
`

type ContractName = 'ENSRegistry' | 'PublicResolver' | 'ReverseRegistrar'
let compiled: Record<ContractName, Artifact> | undefined
const compileEns = () => (compiled ??= compileSolidity('ENS.sol', SOURCE, ['ENSRegistry', 'PublicResolver', 'ReverseRegistrar']))

/** Where the contracts are on the node. */
export interface LocalEnsAddresses {
  registry: Address
  resolver: Address
  reverseRegistrar: Address
}

export interface LocalEns extends LocalEnsAddresses {
  /** Registers `name` (a label under `.eth`) to the deployer, pointing at `address` (forward record). */
  register(name: string, address: Address): Promise<void>
  /** Points a registered name at another resolver: a contract without the resolver's functions, or no contract at all. */
  setResolver(name: string, resolver: Address): Promise<void>
  /** Writes a text record of a registered name. */
  setText(name: string, key: string, value: string): Promise<void>
  /** `account` claims `name` as its primary name (its reverse record), as the account itself would: sent from it. */
  setPrimaryName(account: Address, name: string): Promise<void>
}

function sender(rpcUrl: string) {
  const client = createClient({ transport: http(rpcUrl) })
  const mined = async (hash: Hex) => {
    const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted.`)
    return receipt
  }
  const send = async (from: Address, name: ContractName, address: Address, functionName: string, args: readonly unknown[]) => {
    await mined(await writeContract(client, { abi: compileEns()[name].abi, address, functionName, args, account: from, chain: null }))
  }
  return { client, mined, send }
}

/** Slot of `records[0x0].owner` in the registry: its mapping is the first state variable. */
const ROOT_OWNER_SLOT = keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [zeroHash, 0n]))

/**
 * Deploys the registry, the resolver and the reverse registrar from `deployer` (an unlocked
 * account of the node), and sets up `eth` and `addr.reverse` as mainnet has them. With
 * `registryAt`, the registry is put at that address (mainnet's, so an app built for mainnet
 * finds it): its code is copied there and the root given to the deployer.
 */
export async function deployLocalEns(rpcUrl: string, deployer: Address, options: { registryAt?: Address } = {}): Promise<LocalEns> {
  const artifacts = compileEns()
  const { client, mined, send } = sender(rpcUrl)
  const deploy = async (name: ContractName, args: readonly unknown[]): Promise<Address> => {
    const { abi, bytecode } = artifacts[name]
    const receipt = await mined(await deployContract(client, { abi, bytecode, args, account: deployer, chain: null }))
    if (!receipt.contractAddress) throw new Error(`${name} was not deployed.`)
    return getAddress(receipt.contractAddress)
  }

  let registry = await deploy('ENSRegistry', [])
  if (options.registryAt) {
    const code = await getCode(client, { address: registry })
    if (!code) throw new Error('The registry has no code.')
    await jsonRpc(rpcUrl, 'anvil_setCode', [options.registryAt, code])
    await jsonRpc(rpcUrl, 'anvil_setStorageAt', [options.registryAt, ROOT_OWNER_SLOT, pad(deployer)])
    registry = options.registryAt
  }
  const reverseRegistrar = await deploy('ReverseRegistrar', [registry])
  const resolver = await deploy('PublicResolver', [registry, reverseRegistrar])
  await send(deployer, 'ReverseRegistrar', reverseRegistrar, 'setDefaultResolver', [resolver])
  await send(deployer, 'ENSRegistry', registry, 'setSubnodeOwner', [zeroHash, labelhash('reverse'), deployer])
  await send(deployer, 'ENSRegistry', registry, 'setSubnodeOwner', [namehash('reverse'), labelhash('addr'), reverseRegistrar])
  await send(deployer, 'ENSRegistry', registry, 'setSubnodeOwner', [zeroHash, labelhash('eth'), deployer])
  return localEns(rpcUrl, deployer, { registry, resolver, reverseRegistrar })
}

/** The ENS deployed by {@link deployLocalEns} on a node, written to as its deployer and its accounts would. */
export function localEns(rpcUrl: string, deployer: Address, addresses: LocalEnsAddresses): LocalEns {
  const { send } = sender(rpcUrl)
  const { registry, resolver, reverseRegistrar } = addresses
  return {
    ...addresses,
    async register(name, address) {
      const [label, ...rest] = name.split('.')
      if (!label || rest.join('.') !== 'eth') throw new Error(`${name} is not a name under .eth.`)
      await send(deployer, 'ENSRegistry', registry, 'setSubnodeOwner', [namehash('eth'), labelhash(label), deployer])
      await send(deployer, 'ENSRegistry', registry, 'setResolver', [namehash(name), resolver])
      await send(deployer, 'PublicResolver', resolver, 'setAddr', [namehash(name), address])
    },
    setResolver: (name, to) => send(deployer, 'ENSRegistry', registry, 'setResolver', [namehash(name), to]),
    setText: (name, key, value) => send(deployer, 'PublicResolver', resolver, 'setText', [namehash(name), key, value]),
    setPrimaryName: (account, name) => send(account, 'ReverseRegistrar', reverseRegistrar, 'setName', [name]),
  }
}
