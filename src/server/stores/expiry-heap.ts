/**
 * Keys by expiry time, soonest first (a binary min-heap). Stores pop what has expired from
 * the top instead of scanning every entry; a key removed early stays in the heap until its
 * time comes and is then skipped by the caller (`isCurrent`).
 */
export function createExpiryHeap() {
  const heap: { key: string; at: number }[] = []
  const swap = (a: number, b: number) => {
    const t = heap[a]!
    heap[a] = heap[b]!
    heap[b] = t
  }
  const up = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1
      if (heap[parent]!.at <= heap[index]!.at) return
      swap(parent, index)
      index = parent
    }
  }
  const down = (index: number) => {
    for (;;) {
      const left = index * 2 + 1
      const right = left + 1
      let least = index
      if (left < heap.length && heap[left]!.at < heap[least]!.at) least = left
      if (right < heap.length && heap[right]!.at < heap[least]!.at) least = right
      if (least === index) return
      swap(least, index)
      index = least
    }
  }
  return {
    push(key: string, at: number) {
      heap.push({ key, at })
      up(heap.length - 1)
    },
    /** Calls `expire` for every key due at `time`, soonest first. */
    popDue(time: number, expire: (key: string, at: number) => void) {
      while (heap.length > 0 && heap[0]!.at <= time) {
        const top = heap[0]!
        const last = heap.pop()!
        if (heap.length > 0) {
          heap[0] = last
          down(0)
        }
        expire(top.key, top.at)
      }
    },
    /** Rebuilds from the live keys when stale ones pile up (many early removals): amortised O(1) each. */
    compact(live: Iterable<[string, number]>) {
      heap.length = 0
      for (const [key, at] of live) heap.push({ key, at })
      for (let index = (heap.length >> 1) - 1; index >= 0; index--) down(index)
    },
    get size() {
      return heap.length
    },
  }
}
