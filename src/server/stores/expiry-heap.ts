/**
 * Keys by expiry time, soonest first (a binary min-heap). Stores pop what has expired from
 * the top instead of scanning every entry.
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
    /** Removes and returns the key due soonest. */
    popFirst(): { key: string; at: number } | undefined {
      const top = heap[0]
      const last = heap.pop()
      if (top && last && heap.length > 0) {
        heap[0] = last
        down(0)
      }
      return top
    },
    /** Calls `expire` for every key due at `time`, soonest first. */
    popDue(time: number, expire: (key: string, at: number) => void) {
      while (heap.length > 0 && heap[0]!.at <= time) {
        const top = this.popFirst()!
        expire(top.key, top.at)
      }
    },
    get size() {
      return heap.length
    },
  }
}
