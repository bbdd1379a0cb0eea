/**
 * Long tasks as the visitor meets them: every main-thread task over 50 ms from navigation until a
 * watch window after the page is usable, each named by the work that ran in it (the scripts of the
 * long animation frame it fell in, else rendering). Those from the first contentful paint on fail
 * the bench. A task over before the first paint holds off that paint, which the load time counts,
 * while nothing is on screen to click: it is reported apart (as Total Blocking Time leaves it out),
 * and at 4x CPU the plain page has such tasks too, in the browser's own parsing and first frame.
 */

/** A `longtask` entry, on the page's clock. */
export interface TaskEntry {
  start: number
  duration: number
}

/** One script a long animation frame ran (Long Animation Frames API), trimmed to what names it. */
export interface FrameScript {
  /** `classic-script`, `module-script`, `event-listener`, `user-callback`, `resolve-promise`… */
  invokerType: string
  invoker: string
  sourceURL: string
  sourceFunctionName: string
  duration: number
  /** Of the duration, the time before the script ran: compiling it (a module or classic script). */
  compile: number
}

/** A `long-animation-frame` entry, trimmed. */
export interface FrameEntry {
  start: number
  duration: number
  /** When the frame's rendering began (animation-frame callbacks first), and its style and layout. */
  renderStart?: number
  styleAndLayoutStart?: number
  scripts: FrameScript[]
}

/** A long task the bench reports: when, how long, and what ran in it. */
export interface LongTask {
  at: number
  duration: number
  work: string
}

/** The browser's threshold for a long task, and the most any task after the first paint may take. */
export const LONG_TASK_MS = 50
/** Tasks are watched from the first paint until this long after the page shows what the visitor came for. */
export const WATCH_MS = 3_000

/** The file a script came from, without the host or the build hash's noise of a full URL. */
function fileOf(url: string): string {
  if (url === '') return 'inline'
  try {
    const { pathname } = new URL(url)
    return pathname.split('/').filter(Boolean).pop() ?? pathname
  } catch {
    return url
  }
}

/**
 * A task no script ran in: of its own time, how much its frames spent from their style and layout
 * to the end (style, layout, paint), and how much in the browser's work before their rendering began
 * (parsing, its own timers, scripts under 5 ms). A frame may span several tasks: only the part inside
 * this one counts.
 */
function renderingIn(task: TaskEntry, frames: readonly FrameEntry[]): string {
  const timed = frames.filter((frame) => frame.renderStart !== undefined && frame.styleAndLayoutStart !== undefined)
  if (timed.length === 0) return 'rendering (style, layout, paint)'
  const end = task.start + task.duration
  const inTask = (from: number, to: number) => Math.max(0, Math.min(to, end) - Math.max(from, task.start))
  const sum = (part: (frame: FrameEntry) => number) => Math.round(timed.reduce((total, frame) => total + part(frame), 0))
  const styleToEnd = sum((frame) => inTask(frame.styleAndLayoutStart ?? 0, frame.start + frame.duration))
  const before = sum((frame) => inTask(frame.start, frame.renderStart ?? 0))
  return `rendering (style, layout, paint) ${styleToEnd} ms${before >= 1 ? `; browser work before it ${before} ms` : ''}`
}

/** `module-script index-3f2a.js 92 ms`: the scripts of the frames overlapping the task, longest first. */
export function workIn(task: TaskEntry, frames: readonly FrameEntry[]): string {
  const end = task.start + task.duration
  const overlapping = frames.filter((frame) => frame.start < end && frame.start + frame.duration > task.start)
  const scripts = overlapping.flatMap((frame) => frame.scripts).sort((a, b) => b.duration - a.duration)
  const named = scripts.slice(0, 3).map((script) => {
    const where = [fileOf(script.sourceURL), script.sourceFunctionName].filter(Boolean).join(' ')
    const invoker = script.invoker && script.invoker !== script.sourceURL ? ` (${script.invoker})` : ''
    const compile = script.compile >= 1 ? `, compile ${Math.round(script.compile)} ms` : ''
    return `${script.invokerType} ${where}${invoker} ${Math.round(script.duration)} ms${compile}`
  })
  const scripted = scripts.reduce((sum, script) => sum + script.duration, 0)
  const rest = task.duration - scripted
  if (named.length === 0) return overlapping.length > 0 ? renderingIn(task, overlapping) : 'unattributed'
  return rest > LONG_TASK_MS / 2 ? `${named.join('; ')}; rendering ${Math.round(rest)} ms` : named.join('; ')
}

/** The long tasks that end after `from` (a task the first paint falls in counts) and start before `until`, each named. */
export function longTasksBetween(tasks: readonly TaskEntry[], frames: readonly FrameEntry[], from: number, until: number): LongTask[] {
  return tasks
    .filter((task) => task.start + task.duration > from && task.start < until && task.duration > LONG_TASK_MS)
    .map((task) => ({ at: task.start, duration: task.duration, work: workIn(task, frames) }))
}

/** The long tasks over by `paint`: before anything was on screen. */
export function longTasksBefore(tasks: readonly TaskEntry[], frames: readonly FrameEntry[], paint: number): LongTask[] {
  return tasks
    .filter((task) => task.start + task.duration <= paint && task.duration > LONG_TASK_MS)
    .map((task) => ({ at: task.start, duration: task.duration, work: workIn(task, frames) }))
}

export const totalMs = (tasks: readonly LongTask[]): number => tasks.reduce((sum, task) => sum + task.duration, 0)

export function longest(tasks: readonly LongTask[]): LongTask | undefined {
  return tasks.reduce<LongTask | undefined>((found, task) => (found === undefined || task.duration > found.duration ? task : found), undefined)
}

/** `134 ms at 312 ms: module-script index-3f2a.js 92 ms` */
export function describeTask(task: LongTask): string {
  return `${Math.round(task.duration)} ms at ${Math.round(task.at)} ms: ${task.work}`
}
