import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { ContractRevertedError, TransactionRevertedError, type Address, type Hex } from '../../../src-domain/index.js'
import { ConnectButton } from '../../../src-ui/components/ConnectButton.js'
import { useChainId } from '../../../src-ui/hooks/use-chain-id.js'
import { useEnsAddress, useEnsAvatar, useEnsName } from '../../../src-ui/hooks/use-ens.js'
import { useBalance } from '../../../src/kit/hooks/use-balance.js'
import { useBlockNumber } from '../../../src/kit/hooks/use-block-number.js'
import { useReadContract } from '../../../src/kit/hooks/use-read-contract.js'
import { useWaitForTransactionReceipt } from '../../../src/kit/hooks/use-wait-for-transaction-receipt.js'
import { useWriteContract } from '../../../src/kit/hooks/use-write-contract.js'
import { useRecentTransactions } from '../../../src-ui/hooks/use-transactions.js'
import { renderWithWallet, TEST_ACCOUNT, testContract, testErc20 } from '../../../src/kit/testing.js'

const COUNTER: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TOKEN: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const COUNTER_ABI = [
  { type: 'function', name: 'count', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'lastBy', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
  { type: 'function', name: 'countOf', stateMutability: 'view', inputs: [{ name: 'who', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'increment', stateMutability: 'nonpayable', inputs: [{ name: 'by', type: 'uint256' }], outputs: [] },
] as const

/** A counter on the in-memory chain: `increment(0)` reverts with a reason, as a Solidity `require` does. */
function counter() {
  let count = 0n
  let lastBy: Address = '0x0000000000000000000000000000000000000000'
  const perAccount = new Map<string, bigint>()
  return testContract({
    abi: COUNTER_ABI,
    read: {
      count: () => count,
      lastBy: () => lastBy,
      countOf: ([who]) => perAccount.get(who.toLowerCase()) ?? 0n,
    },
    write: {
      increment: ([by], { from }) => {
        if (by === 0n) throw new Error('Counter: nothing to add')
        count += by
        lastBy = from
        perAccount.set(from.toLowerCase(), (perAccount.get(from.toLowerCase()) ?? 0n) + by)
      },
    },
  })
}

function Count({ label = 'count' }: { label?: string }) {
  const { data, status, error } = useReadContract({ address: COUNTER, abi: COUNTER_ABI, functionName: 'count' })
  // `data` is typed bigint by the ABI: `+ 0n` would not compile otherwise.
  return <p>{`${label}: ${data === undefined ? status : (data + 0n).toString()}${error ? ` ${error.message}` : ''}`}</p>
}

function Increment({ by, description }: { by: bigint; description?: string }) {
  const { writeContract, data: hash, status, error } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  const read = useReadContract({ address: COUNTER, abi: COUNTER_ABI, functionName: 'count' })
  return (
    <>
      <button
        type="button"
        onClick={() =>
          writeContract({
            address: COUNTER,
            abi: COUNTER_ABI,
            functionName: 'increment',
            args: [by],
            ...(description ? { recentTransaction: { description } } : {}),
          })
        }
      >
        Increment
      </button>
      <p>write: {status}</p>
      {hash && <p>hash: {hash}</p>}
      {error && <p role="alert">{`${error.name}: ${error.message}`}</p>}
      <p>receipt: {receipt.data ? `${receipt.data.status} in ${receipt.data.blockNumber}` : receipt.error ? receipt.error.name : receipt.status}</p>
      <button type="button" onClick={() => void read.refetch()}>
        Read again
      </button>
    </>
  )
}

describe('useReadContract on the in-memory chain', () => {
  it('reads a view function, typed by the ABI, and one read serves every component asking the same', async () => {
    const { rpc } = await renderWithWallet(
      <>
        <Count label="first" />
        <Count label="second" />
      </>,
      { contracts: { [COUNTER]: counter() } },
    )
    expect(await screen.findByText('first: 0')).toBeInTheDocument()
    expect(screen.getByText('second: 0')).toBeInTheDocument()
    // Cached in the provider's query client: two components, one eth_call.
    expect(rpc.control.calls().filter((call) => call === 'call')).toHaveLength(1)
  })

  it("passes arguments, reads the app's first chain while disconnected, and keeps its answer until read again", async () => {
    function CountOf() {
      const chainId = useChainId()
      const { data, refetch } = useReadContract({ address: COUNTER, abi: COUNTER_ABI, functionName: 'countOf', args: [TEST_ACCOUNT] })
      return <button type="button" onClick={() => void refetch()}>{`chain ${chainId}: ${data ?? 'none'}`}</button>
    }
    const { rpc, user } = await renderWithWallet(<CountOf />, { contracts: { [COUNTER]: counter() } })
    expect(await screen.findByText('chain 31337: 0')).toBeInTheDocument()
    const data = encodeFunctionData({ abi: COUNTER_ABI, functionName: 'increment', args: [5n] })
    await rpc.control.execute({ chainId: 31337, to: COUNTER, from: TEST_ACCOUNT, data })
    expect(screen.getByText('chain 31337: 0')).toBeInTheDocument()
    await user.click(screen.getByRole('button'))
    expect(await screen.findByText('chain 31337: 5')).toBeInTheDocument()
  })

  it('gives a revert as its error, a ContractRevertedError with the reason, tried once', async () => {
    const reverting = testContract({
      abi: COUNTER_ABI,
      read: {
        count: () => {
          throw new Error('Counter: paused')
        },
      },
    })
    const { rpc } = await renderWithWallet(<Count />, { contracts: { [COUNTER]: reverting } })
    expect(await screen.findByText('count: error The contract call reverted: Counter: paused')).toBeInTheDocument()
    expect(rpc.control.calls().filter((call) => call === 'call')).toHaveLength(1)
  })

  it('reads an address with no contract as an error, not as a made-up value', async () => {
    await renderWithWallet(<Count />)
    expect(await screen.findByText(/^count: error Cannot decode zero data/)).toBeInTheDocument()
  })
})

describe('useWriteContract and useWaitForTransactionReceipt on the in-memory chain', () => {
  it('sends the encoded call from the connected account, waits for its receipt, and the read shows the new state', async () => {
    function Recent() {
      const recent = useRecentTransactions()
      return <p>recent: {recent.map((tx) => `${tx.description} ${tx.status}`).join(', ')}</p>
    }
    const { user, rpc } = await renderWithWallet(
      <>
        <Increment by={3n} description="Add 3" />
        <Recent />
      </>,
      { connected: true, contracts: { [COUNTER]: counter() } },
    )
    expect(await screen.findByText('receipt: pending')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Increment' }))
    const hash = (await screen.findByText(/^hash: /)).textContent!.slice('hash: '.length) as Hex
    expect(screen.getByText('write: success')).toBeInTheDocument()
    expect(screen.getByText('recent: Add 3 pending')).toBeInTheDocument()
    act(() => rpc.control.mine(31337, 1, { hash, status: 'success' }))
    expect(await screen.findByText('receipt: success in 2')).toBeInTheDocument()
    expect(await screen.findByText('recent: Add 3 confirmed')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Read again' }))
    function Last() {
      const { data } = useReadContract({ address: COUNTER, abi: COUNTER_ABI, functionName: 'lastBy' })
      return <p>last by {data ?? '…'}</p>
    }
    await renderWithWallet(<Last />, { contracts: { [COUNTER]: counter() } })
    expect(await screen.findByText('last by 0x0000000000000000000000000000000000000000')).toBeInTheDocument()
  })

  it("is the wallet's refusal or the contract's revert as its error, and sends nothing for a revert", async () => {
    const { user } = await renderWithWallet(<Increment by={0n} />, { connected: true, contracts: { [COUNTER]: counter() } })
    await user.click(screen.getByRole('button', { name: 'Increment' }))
    expect((await screen.findByRole('alert')).textContent).toBe('ContractRevertedError: The contract call reverted: Counter: nothing to add')
    expect(screen.queryByText(/^hash: /)).toBeNull()
    const refused = await renderWithWallet(<Increment by={1n} />, { connected: true, failures: { sendTransaction: 'userRejected' } })
    await refused.user.click(screen.getAllByRole('button', { name: 'Increment' })[1]!)
    expect((await screen.findAllByRole('alert')).some((alert) => alert.textContent?.startsWith('UserRejectedRequestError'))).toBe(true)
  })

  it("writeContractAsync resolves with the hash; a transaction mined reverted is the receipt wait's error", async () => {
    let sent: Promise<Hex> | undefined
    function AsyncWrite() {
      const { writeContractAsync } = useWriteContract()
      const [hash, setHash] = useState<Hex>()
      const receipt = useWaitForTransactionReceipt({ hash })
      return (
        <>
          <button
            type="button"
            onClick={() => {
              sent = writeContractAsync({ address: COUNTER, abi: COUNTER_ABI, functionName: 'increment', args: [1n] })
              void sent.then(setHash)
            }}
          >
            Send
          </button>
          <p>wait: {receipt.error ? `${receipt.error.name} ${(receipt.error as TransactionRevertedError).hash}` : receipt.status}</p>
        </>
      )
    }
    const { user, rpc } = await renderWithWallet(<AsyncWrite />, { connected: true, contracts: { [COUNTER]: counter() } })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const hash = await sent!
    expect(hash).toMatch(/^0x0{63}1$/)
    act(() => rpc.control.mine(31337, 1, { hash, status: 'reverted' }))
    expect(await screen.findByText(`wait: TransactionRevertedError ${hash}`)).toBeInTheDocument()
  })
})

describe('useBlockNumber and useChainId', () => {
  it('reads the block number; watched, it follows the blocks mined', async () => {
    function Block() {
      const { data } = useBlockNumber({ watch: { pollingInterval: 50 } })
      return <p>block {data?.toString() ?? '…'}</p>
    }
    const { rpc } = await renderWithWallet(<Block />)
    expect(await screen.findByText('block 1')).toBeInTheDocument()
    rpc.control.mine(31337, 2)
    expect(await screen.findByText('block 3')).toBeInTheDocument()
  })

  it("is the wallet's chain when connected and follows a switch", async () => {
    const OP = { id: 10, name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['https://mainnet.optimism.io'] }
    const LOCAL = { id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:8545'] }
    function Chain() {
      return <p>chain {useChainId()}</p>
    }
    const { wallet } = await renderWithWallet(<Chain />, { chains: [OP, LOCAL], connected: true, chainId: 31337 })
    expect(screen.getByText('chain 31337')).toBeInTheDocument()
    act(() => wallet.control.emit({ type: 'chainChanged', chainId: 10 }))
    expect(screen.getByText('chain 10')).toBeInTheDocument()
    act(() => wallet.control.emit({ type: 'disconnected' }))
    expect(screen.getByText('chain 10')).toBeInTheDocument()
  })
})

describe("useEnsName, useEnsAddress, useEnsAvatar over the app's names", () => {
  it("reads any address's checked name, a name's address and its avatar URL", async () => {
    function Names() {
      const name = useEnsName({ address: OTHER })
      const address = useEnsAddress({ name: 'alice.eth' })
      const avatar = useEnsAvatar({ name: 'alice.eth' })
      const none = useEnsName({ address: TEST_ACCOUNT })
      return <p>{`${name.data} ${address.data} ${avatar.data} ${none.status}:${none.data}`}</p>
    }
    await renderWithWallet(<Names />, {
      names: { [OTHER]: { name: 'alice.eth', avatar: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi' } },
    })
    expect(
      await screen.findByText(`alice.eth ${OTHER} https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi success:null`),
    ).toBeInTheDocument()
  })

  it('gives no name whose forward record points elsewhere', async () => {
    function Name() {
      const { data, status } = useEnsName({ address: OTHER })
      return <p>{`${status}:${data}`}</p>
    }
    await renderWithWallet(<Name />, { names: { [OTHER]: { name: 'bob.eth', resolvesTo: TEST_ACCOUNT } } })
    expect(await screen.findByText('success:null')).toBeInTheDocument()
  })
})

describe('useBalance for any address and ERC-20 tokens', () => {
  it("reads another address's native balance and a token's, exact in formatted and abbreviated in display", async () => {
    function Balances() {
      const other = useBalance({ address: OTHER })
      const token = useBalance({ token: TOKEN })
      const own = useBalance()
      const line = (label: string, balance: ReturnType<typeof useBalance>) =>
        balance.data
          ? `${label} ${balance.data.formatted} / ${balance.data.display} ${balance.data.symbol} (${balance.data.decimals})`
          : `${label} ${balance.status}`
      return (
        <>
          <button type="button" onClick={other.refetch}>
            {line('other', other)}
          </button>
          <p>{line('token', token)}</p>
          <p>{line('own', own)}</p>
        </>
      )
    }
    const { rpc, user } = await renderWithWallet(<Balances />, {
      connected: true,
      balance: 12_345_678_900_000_000_000_000n,
      contracts: { [TOKEN]: testErc20({ symbol: 'USDC', decimals: 6, balances: { [TEST_ACCOUNT]: 1_234_567_891n } }) },
    })
    expect(await screen.findByText('own 12345.6789 / 12.3k ETH (18)')).toBeInTheDocument()
    expect(await screen.findByText('token 1234.567891 / 1,234.5 USDC (6)')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'other 0 / 0 ETH (18)' }))
    rpc.control.setBalance(31337, OTHER, 1n)
    await user.click(screen.getByRole('button', { name: 'other 0 / 0 ETH (18)' }))
    expect(await screen.findByRole('button', { name: 'other 0.000000000000000001 / 0 ETH (18)' })).toBeInTheDocument()
  })
})

describe('useBalance() after a transaction', () => {
  it('reads the balance again, once, when a tracked transaction of the account settles', async () => {
    function Own() {
      const { data } = useBalance()
      return <p>own {data ? `${data.formatted} ${data.symbol}` : '…'}</p>
    }
    const { user, rpc } = await renderWithWallet(
      <>
        <ConnectButton />
        <Own />
        <Increment by={1n} description="Add 1" />
      </>,
      { connected: true, contracts: { [COUNTER]: counter() } },
    )
    expect(await screen.findByText('own 1 ETH')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Increment' }))
    const hash = (await screen.findByText(/^hash: /)).textContent!.slice('hash: '.length) as Hex
    // Gas paid: the chain holds less now, and nothing has read it yet.
    rpc.control.setBalance(31337, TEST_ACCOUNT, 999_000_000_000_000_000n)
    const reads = () => rpc.control.calls().filter((call) => call === 'getBalance').length
    const before = reads()
    expect(screen.getByText('own 1 ETH')).toBeInTheDocument()
    act(() => rpc.control.mine(31337, 1, { hash, status: 'success' }))
    expect(await screen.findByText('own 0.999 ETH')).toBeInTheDocument()
    // The button and the hook read the same query: one request for both.
    expect(reads() - before).toBe(1)
  })
})

describe('ContractRevertedError', () => {
  it('is the domain error a revert becomes', () => {
    expect(new ContractRevertedError({ reason: 'x' }).message).toBe('The contract call reverted: x')
  })
})
