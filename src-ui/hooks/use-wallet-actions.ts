import { useCallback } from 'react'
import { NotConnectedError, type ChainId, type ChainInfo, type Hex, type TransactionRequest } from '../../src-domain/index.js'
import { useServices } from '../services.js'
import { useAction, type ActionState } from './use-action.js'
import { useConnected } from './use-connection.js'

/** The connection as it is now (not as last drawn): a request never goes to a wallet that has just left. */
function useCurrentAccount() {
  const { connection } = useServices()
  return useCallback(() => {
    const state = connection.getState()
    if (state.status !== 'connected') throw new NotConnectedError()
    return state
  }, [connection])
}

export interface SendTransaction extends ActionState<Hex> {
  /** Sends from the connected account on its chain; resolves with the hash, rejects with the wallet's error. */
  sendTransactionAsync(request: Omit<TransactionRequest, 'from'>): Promise<Hex>
  /** The same, its failure kept in `error` only. */
  sendTransaction(request: Omit<TransactionRequest, 'from'>): void
  reset(): void
}

/** Asks the connected wallet to send a transaction; add it to Recent Transactions with `useAddRecentTransaction`. */
export function useSendTransaction(): SendTransaction {
  const { wallet } = useServices()
  const current = useCurrentAccount()
  const send = useCallback(
    async (request: Omit<TransactionRequest, 'from'>) => {
      const { address, chainId } = current()
      return wallet.sendTransaction({ chainId, ...request, from: address })
    },
    [wallet, current],
  )
  const { run, start, ...state } = useAction(send)
  return { ...state, sendTransactionAsync: run, sendTransaction: start }
}

export interface SignMessage extends ActionState<Hex> {
  signMessageAsync(args: { message: string }): Promise<Hex>
  signMessage(args: { message: string }): void
  reset(): void
}

/** Asks the connected wallet to sign a message (EIP-191) with the connected account. */
export function useSignMessage(): SignMessage {
  const { wallet } = useServices()
  const current = useCurrentAccount()
  const sign = useCallback(async ({ message }: { message: string }) => wallet.signMessage({ account: current().address, message }), [wallet, current])
  const { run, start, ...state } = useAction(sign)
  return { ...state, signMessageAsync: run, signMessage: start }
}

export interface SwitchChain {
  /** Asks the wallet to move; a refusal shows in `error`, a user's rejection leaves no error. Never rejects. */
  switchChain(chainId: ChainId): Promise<void>
  /** The app's chains, the ones that can be switched to. */
  chains: readonly ChainInfo[]
  /** The chain the wallet has been asked for and has not answered yet. */
  pendingChainId?: ChainId
  /** Why the last switch failed, in words to show. */
  error?: string
}

/** Moves the connected wallet to another of the app's chains, as the network dialog does. */
export function useSwitchChain(): SwitchChain {
  const { connection, chains } = useServices()
  const connected = useConnected()
  const switchChain = useCallback(
    async (chainId: ChainId) => {
      if (connection.getState().status !== 'connected') throw new NotConnectedError()
      await connection.switchChain(chainId)
    },
    [connection],
  )
  return {
    switchChain,
    chains,
    ...(connected?.pendingChainId !== undefined ? { pendingChainId: connected.pendingChainId } : {}),
    ...(connected?.switchError !== undefined ? { error: connected.switchError } : {}),
  }
}

/** Ends the connection, as the account dialog's Disconnect does; never rejects. */
export function useDisconnect(): { disconnect(): Promise<void> } {
  const { connection } = useServices()
  return { disconnect: useCallback(async () => void (await connection.disconnect()), [connection]) }
}
