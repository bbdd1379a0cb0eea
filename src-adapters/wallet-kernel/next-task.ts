/**
 * Resolves in a task of its own, after what the browser has queued meanwhile (input, a frame):
 * a load cut at these points is several short tasks on a slow phone instead of one long one. A
 * posted message, not a timer: a timer's zero delay is clamped, and throttled in a hidden tab.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })
}
