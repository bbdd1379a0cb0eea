// The layout options' checks: loaded with the provider, not with the first screen's buttons.
import { MODAL_SIZES, type KitOptions } from './kit-options.js'

/** A function component, or what `memo`, `forwardRef` and `lazy` make (objects React renders). */
const isComponent = (value: unknown): boolean => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)

export const isWebUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

const APP_INFO_KEYS = ['learnMoreUrl', 'disclaimer']

/** Every mistake in the layout options at once, each naming its option: empty when there is none. */
export function kitOptionProblems({ modalSize, appInfo, avatar }: Record<keyof KitOptions, unknown>): string[] {
  const problems: string[] = []
  if (modalSize !== undefined && !(MODAL_SIZES as readonly unknown[]).includes(modalSize))
    problems.push(`modalSize must be "wide" or "compact", got ${JSON.stringify(modalSize)}.`)
  if (avatar !== undefined && !isComponent(avatar)) problems.push('avatar must be a React component: ({ address, ensImage, ensName, size }) => <img ... />.')
  if (appInfo === undefined) return problems
  if (typeof appInfo !== 'object' || appInfo === null || Array.isArray(appInfo))
    return [...problems, 'appInfo must be an object: { learnMoreUrl?, disclaimer? }.']
  const info = appInfo as Record<string, unknown>
  for (const key of Object.keys(info)) {
    if (APP_INFO_KEYS.includes(key) || info[key] === undefined) continue
    problems.push(
      key === 'appName' ? "appInfo.appName: the app's name is the wallet options' appName." : `appInfo has no "${key}": its keys are learnMoreUrl, disclaimer.`,
    )
  }
  if (info.learnMoreUrl !== undefined && !isWebUrl(info.learnMoreUrl))
    problems.push(`appInfo.learnMoreUrl must be an http(s) URL, got ${JSON.stringify(info.learnMoreUrl)}.`)
  if (info.disclaimer !== undefined && !isComponent(info.disclaimer))
    problems.push('appInfo.disclaimer must be a React component: ({ Text, Link }) => <Text>...</Text>.')
  return problems
}
