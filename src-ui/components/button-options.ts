import { InvalidConfigError } from '../../src-domain/index.js'

const ACCOUNT_STATUSES = ['full', 'avatar', 'address', 'none']
const CHAIN_STATUSES = ['full', 'icon', 'name', 'none']

function responsiveProblems(name: string, value: unknown, allowed: readonly unknown[]): string[] {
  if (value === undefined) return []
  const list = allowed.map((entry) => JSON.stringify(entry)).join(', ')
  if (typeof value !== 'object' || value === null)
    return allowed.includes(value) ? [] : [`ConnectButton's ${name} must be one of ${list} or { smallScreen, largeScreen }, got ${JSON.stringify(value)}.`]
  const sizes = value as Record<string, unknown>
  const unknown = Object.keys(sizes).filter((key) => key !== 'smallScreen' && key !== 'largeScreen')
  return [
    ...unknown.map((key) => `ConnectButton's ${name} has no "${key}": its keys are smallScreen, largeScreen.`),
    ...(['smallScreen', 'largeScreen'] as const)
      .filter((size) => !allowed.includes(sizes[size]))
      .map((size) => `ConnectButton's ${name}.${size} must be one of ${list}, got ${JSON.stringify(sizes[size])}.`),
  ]
}

/** ConnectButton's props, checked as the provider's options are: every mistake at once, each naming its prop. */
export function checkButtonOptions(options: { accountStatus?: unknown; chainStatus?: unknown; showBalance?: unknown }): void {
  const problems = [
    ...responsiveProblems('accountStatus', options.accountStatus, ACCOUNT_STATUSES),
    ...responsiveProblems('chainStatus', options.chainStatus, CHAIN_STATUSES),
    ...responsiveProblems('showBalance', options.showBalance, [true, false]),
  ]
  if (problems.length > 0) throw new InvalidConfigError(problems.join('\n'))
}
