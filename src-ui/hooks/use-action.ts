import { useCallback, useRef, useState } from 'react'

export interface ActionState<T> {
  status: 'idle' | 'pending' | 'success' | 'error'
  /** The last run's answer. */
  data?: T
  /** Why the last run failed: the domain's error classes (`UserRejectedRequestError`...). */
  error?: Error
}

/**
 * A wallet request a component starts, with its state (as wagmi's mutations): `run` resolves or
 * rejects; `start` never rejects (the failure is in the state). Only the latest run's end is kept.
 */
export function useAction<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [state, setState] = useState<ActionState<T>>({ status: 'idle' })
  const latest = useRef(0)
  const run = useCallback(
    async (...args: A): Promise<T> => {
      const id = ++latest.current
      setState({ status: 'pending' })
      try {
        const data = await action(...args)
        if (id === latest.current) setState({ status: 'success', data })
        return data
      } catch (error) {
        if (id === latest.current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) })
        throw error
      }
    },
    [action],
  )
  const start = useCallback((...args: A) => void run(...args).catch(() => undefined), [run])
  const reset = useCallback(() => {
    latest.current++
    setState({ status: 'idle' })
  }, [])
  return { ...state, run, start, reset }
}
