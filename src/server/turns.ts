/**
 * Work spread over the event loop's turns. libuv reads up to 48 x 1 024 ready connections in one
 * poll phase before it runs a timer or starts reading a newly accepted connection; a crowd of
 * thousands of kept-alive connections, each answered at once and sending again at once, keeps that
 * many ready, and one phase went on for seconds while honest browsers' new connections waited
 * unread. Here a turn works on requests for `budgetMs`; past it a request waits, unanswered, for a
 * later turn, so its connection is not ready again and the phase ends after at most one read per
 * connection. Each later turn resumes `perTurn` waiting requests, the least used first (by how many
 * requests their sender made lately, on a doubling scale): an honest newcomer goes ahead of a
 * crowd's queue. A new connection is accepted in one turn and read in the next, so a turn's
 * length is what it waits, twice.
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
  /**
   * A slot for a request whose sender made `usage` requests lately (this one included). Waiting
   * requests resume by level, lowest first (usage 1; 2; 3-4; 5-8; ... up to 2^14 and above), and
   * in the order they came within one.
   */
  take(usage: number): TurnSlot
  readonly waiting: number
}

/** Usage levels: 1, 2, 3-4, 5-8, ..., the last taking everything from 2^14 on. */
const LEVELS = 16
export const usageLevel = (usage: number): number => (usage > 1 ? Math.min(LEVELS - 1, Math.ceil(Math.log2(usage))) : 0)

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
  const queues = Array.from({ length: LEVELS }, fifo)
  /** The lowest level that may hold a waiting request. */
  let lowest = LEVELS
  /** When this turn's first request came; undefined until one comes after the last turn ended. */
  let turnStarted: number | undefined
  let waiting = 0
  const nextTurn = () => {
    turnStarted = undefined
    for (let resumed = 0; resumed < perTurn && waiting > 0; resumed++) {
      while (queues[lowest]!.length === 0) lowest++
      waiting--
      queues[lowest]!.shift()?.()
    }
    // An immediate runs once the poll phase is over: when this turn's reads have all been taken.
    if (waiting > 0) setImmediate(nextTurn)
  }
  return {
    take(usage) {
      const time = now()
      if (turnStarted === undefined) {
        turnStarted = time
        if (waiting === 0) setImmediate(nextTurn)
      }
      if (waiting === 0 && time - turnStarted < budgetMs) return 'now'
      if (waiting >= maxWaiting) return 'full'
      waiting++
      const level = usageLevel(usage)
      lowest = Math.min(lowest, level)
      return new Promise<void>((resume) => queues[level]!.push(resume))
    },
    get waiting() {
      return waiting
    },
  }
}
