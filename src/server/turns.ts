/**
 * Work spread over the event loop's turns. libuv reads up to 48 x 1 024 ready connections in one
 * poll phase before it runs a timer or starts reading a newly accepted connection; a crowd of
 * thousands of kept-alive connections, each answered at once and sending again at once, keeps that
 * many ready, and one phase went on for seconds while honest browsers' new connections waited
 * unread. Here a turn works on requests for `budgetMs`; past it a request waits, unanswered, for a
 * later turn, so its connection is not ready again and the phase ends after at most one read per
 * connection. Each later turn resumes `perTurn` waiting requests, a client's first requests before
 * the rest: an honest newcomer goes ahead of a crowd's queue.
 */
export interface TurnOptions {
  /** How long one turn works on requests before the next ones wait for a later turn. */
  budgetMs: number
  /** Waiting requests resumed in each later turn. */
  perTurn: number
  /** Requests waiting at once; past it one is not queued ('full'). */
  maxWaiting: number
  now?: () => number
}

/** 'now': work on it at once; a promise: resolves in the turn it may go in; 'full': too many wait already. */
export type TurnSlot = 'now' | 'full' | Promise<void>

export interface Turns {
  /** A slot for a request; `first` for a client's first few requests, which wait in a queue ahead of the rest. */
  take(first: boolean): TurnSlot
  readonly waiting: number
}

/** A FIFO of resumes that does not shift its array on every take. */
function fifo() {
  let items: Array<() => void> = []
  let head = 0
  return {
    push: (item: () => void) => void items.push(item),
    shift(): (() => void) | undefined {
      if (head === items.length) return undefined
      const item = items[head++]
      if (head > 1_024 && head * 2 > items.length) {
        items = items.slice(head)
        head = 0
      }
      return item
    },
    get length() {
      return items.length - head
    },
  }
}

export function createTurns(options: TurnOptions): Turns {
  const { budgetMs, perTurn, maxWaiting, now = () => performance.now() } = options
  const queues = [fifo(), fifo()] as const
  /** When this turn's first request came; undefined until one comes after the last turn ended. */
  let turnStarted: number | undefined
  let waiting = 0
  const nextTurn = () => {
    turnStarted = undefined
    for (let resumed = 0; resumed < perTurn && waiting > 0; resumed++) {
      waiting--
      ;(queues[0].shift() ?? queues[1].shift())?.()
    }
    // An immediate runs once the poll phase is over: when this turn's reads have all been taken.
    if (waiting > 0) setImmediate(nextTurn)
  }
  return {
    take(first) {
      const time = now()
      if (turnStarted === undefined) {
        turnStarted = time
        if (waiting === 0) setImmediate(nextTurn)
      }
      if (waiting === 0 && time - turnStarted < budgetMs) return 'now'
      if (waiting >= maxWaiting) return 'full'
      waiting++
      return new Promise<void>((resume) => queues[first ? 0 : 1].push(resume))
    },
    get waiting() {
      return waiting
    },
  }
}
