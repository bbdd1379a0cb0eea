import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEnsNames, ENS_REGISTRY_ADDRESS } from '../../../src-adapters/ens/index.js'
import { SELECTORS } from '../../../src-adapters/ens/abi.js'
import { WrongChainEndpointError } from '../../../src-adapters/reads/index.js'
import { toFunctionSelector } from 'viem'
import { startLocalChain, type LocalChain } from '../../../src/dev/local-chain.js'
import { lookupAccountName, NameService, RpcUnavailableError, type Address, type NamePort } from '../../../src-domain/index.js'
import { startBrokenRpc, type BrokenRpc } from '../../support/chain/broken-rpc.js'
import { deployLocalEns, type LocalEns } from '../../support/chain/ens.js'
import { namedPorts } from '../../support/ports.js'

// anvil's funded, unlocked accounts: each sends its own reverse record.
const DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MALLORY: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CAROL: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const NOBODY: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

const PORTS = await namedPorts('mainnet', 'other')
let mainnet: LocalChain
let other: LocalChain
let ens: LocalEns
let names: NamePort

beforeAll(async () => {
  // The node says it is chain 1, as mainnet's does: the adapter checks it.
  ;[mainnet, other] = await Promise.all([startLocalChain({ port: PORTS.mainnet, chainId: 1 }), startLocalChain({ port: PORTS.other, chainId: 11155111 })])
  ens = await deployLocalEns(mainnet.url, DEPLOYER)
  await ens.register('alice.eth', ALICE)
  await ens.setText('alice.eth', 'avatar', 'https://example.org/alice.png')
  await ens.setPrimaryName(ALICE, 'alice.eth')
  // Mallory claims Alice's name in her own reverse record: the name resolves to Alice.
  await ens.setPrimaryName(MALLORY, 'alice.eth')
  await ens.register('carol.eth', CAROL)
  await ens.setPrimaryName(CAROL, 'carol.eth')
  names = createEnsNames({ rpcUrls: [mainnet.url], registry: ens.registry })
}, 60_000)

afterAll(async () => {
  await Promise.all([mainnet?.stop(), other?.stop()])
})

describe('ENS names over viem, against ENS contracts on a local node', () => {
  it('reads the records as written: reverse, forward and avatar', async () => {
    expect(await names.primaryName(ALICE)).toBe('alice.eth')
    expect(await names.resolveAddress('alice.eth')).toBe(ALICE)
    expect(await names.avatarRecord('alice.eth')).toBe('https://example.org/alice.png')
    expect(await names.primaryName(NOBODY)).toBeNull()
    expect(await names.resolveAddress('nobody.eth')).toBeNull()
    expect(await names.avatarRecord('carol.eth')).toBeNull()
  })

  it('reads a record its resolver lacks (the call reverts) or a resolver that is no contract (no data) as absent, not as a failure', async () => {
    await ens.register('oldresolver.eth', ALICE)
    await ens.setResolver('oldresolver.eth', ens.reverseRegistrar)
    expect(await names.resolveAddress('oldresolver.eth')).toBeNull()
    expect(await names.avatarRecord('oldresolver.eth')).toBeNull()
    await ens.register('noresolver.eth', ALICE)
    await ens.setResolver('noresolver.eth', NOBODY)
    expect(await names.resolveAddress('noresolver.eth')).toBeNull()
  })

  it('shows a primary name that resolves back, with its https avatar', async () => {
    expect(await lookupAccountName(names, ALICE)).toEqual({ name: 'alice.eth', avatarUrl: 'https://example.org/alice.png' })
  })

  it('shows no name for an account whose claimed name resolves to another address', async () => {
    expect(await names.primaryName(MALLORY)).toBe('alice.eth')
    expect(await lookupAccountName(names, MALLORY)).toEqual({ name: null, avatarUrl: null })
  })

  it('shows no name for an account with no reverse record', async () => {
    expect(await lookupAccountName(names, NOBODY)).toEqual({ name: null, avatarUrl: null })
  })

  it('ignores an avatar record that is http:, data: or javascript:, and fetches ipfs:// through the gateway', async () => {
    const cases: [string, string | null][] = [
      ['http://example.org/carol.png', null],
      ['data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=', null],
      ['javascript:alert(document.cookie)', null],
      ['ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/carol.png', 'https://ipfs.io/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/carol.png'],
      ['https://example.org/carol.png', 'https://example.org/carol.png'],
    ]
    for (const [record, shown] of cases) {
      await ens.setText('carol.eth', 'avatar', record)
      expect(await lookupAccountName(names, CAROL), record).toEqual({ name: 'carol.eth', avatarUrl: shown })
    }
  })

  it('goes through the domain service, loading the adapter on the first lookup', async () => {
    const service = new NameService(async () => names, { ipfsGateway: 'https://gateway.example/ipfs/' })
    await ens.setText('carol.eth', 'avatar', 'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')
    expect(await service.lookup(CAROL)).toEqual({ name: 'carol.eth', avatarUrl: 'https://gateway.example/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG' })
  })
})

describe('the calls the lookup makes', () => {
  it('carries the selectors of the ENS functions it calls, as their signatures give them', () => {
    expect(SELECTORS).toEqual({
      resolver: toFunctionSelector('resolver(bytes32)'),
      name: toFunctionSelector('name(bytes32)'),
      addr: toFunctionSelector('addr(bytes32)'),
      text: toFunctionSelector('text(bytes32,string)'),
    })
  })
})

describe("ENS at mainnet's registry address", () => {
  it('reads names with no registry given, as the app does on mainnet', async () => {
    const node = await startLocalChain({ port: (await namedPorts('planted')).planted, chainId: 1 })
    try {
      const planted = await deployLocalEns(node.url, DEPLOYER, { registryAt: ENS_REGISTRY_ADDRESS })
      expect(planted.registry).toBe(ENS_REGISTRY_ADDRESS)
      await planted.register('carol.eth', CAROL)
      await planted.setPrimaryName(CAROL, 'carol.eth')
      expect(await lookupAccountName(createEnsNames({ rpcUrls: [node.url] }), CAROL)).toEqual({ name: 'carol.eth', avatarUrl: null })
    } finally {
      await node.stop()
    }
  })
})

describe('ENS names when the node is wrong or away', () => {
  let silent: BrokenRpc
  beforeAll(async () => {
    silent = await startBrokenRpc('silent')
  })
  afterAll(async () => {
    await silent?.close()
  })

  it('refuses a node on another chain (ENS has the same registry address on testnets)', async () => {
    const wrongChain = createEnsNames({ rpcUrls: [other.url], registry: ens.registry })
    const error = await wrongChain.primaryName(ALICE).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcUnavailableError)
    expect((error as RpcUnavailableError).cause).toBeInstanceOf(WrongChainEndpointError)
    expect(((error as RpcUnavailableError).cause as Error).message).toBe('The endpoint serves chain 11155111, not 1.')
    // The same lookup goes on to a node of the right chain when there is one.
    const wrongFirst = createEnsNames({ rpcUrls: [other.url, mainnet.url], registry: ens.registry })
    expect(await lookupAccountName(wrongFirst, ALICE)).toMatchObject({ name: 'alice.eth' })
  })

  it('hands a malformed answer over to the next endpoint', async () => {
    const malformed = await startBrokenRpc('malformed')
    try {
      const malformedFirst = createEnsNames({ rpcUrls: [malformed.url, mainnet.url], registry: ens.registry })
      expect(await lookupAccountName(malformedFirst, ALICE)).toMatchObject({ name: 'alice.eth' })
    } finally {
      await malformed.close()
    }
  })

  it('gives up on a node that never answers within its time limit, and tries the next endpoint', async () => {
    const deadOnly = createEnsNames({ rpcUrls: [silent.url], registry: ens.registry, timeoutMs: 200 })
    const error = await deadOnly.primaryName(ALICE).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcUnavailableError)
    expect(String((error as RpcUnavailableError).cause)).toMatch(/took too long|timed out|timeout/i)
    // The live node gets the same limit as the silent one: long enough for a busy machine's anvil to answer.
    const deadFirst = createEnsNames({ rpcUrls: [silent.url, mainnet.url], registry: ens.registry, timeoutMs: 2_000 })
    expect(await lookupAccountName(deadFirst, ALICE)).toMatchObject({ name: 'alice.eth' })
  })
})
