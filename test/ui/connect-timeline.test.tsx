import { screen, within } from '@testing-library/react'
import type { ProfilerOnRenderCallback } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MemoryWallet } from '../../src-adapters/memory/index.js'
import { useChainLogo } from '../../src-ui/components/logos/use-logo.js'
import { accountButton, renderApp, TEST_ACCOUNT } from './support/render-app.js'

/**
 * What each commit of the app's tree changed in the page, in order, with what happened between
 * commits: React's Profiler marks each commit (its callback runs in the commit, once the page is
 * changed), a MutationObserver says what changed.
 */
function commitLog() {
  const log: string[] = []
  let commits = 0
  let observer: MutationObserver | undefined
  /** Commits after which at least one more task has begun. */
  const tasksAfter = new Set<number>()

  const areaOf = (record: MutationRecord): string => {
    const moved = [...record.addedNodes, ...record.removedNodes].filter((node): node is Element => node instanceof Element)
    if (moved.some((node) => node.matches('[data-testid="dialog-backdrop"]'))) return record.removedNodes.length > 0 ? 'dialog closed' : 'dialog opened'
    const element = record.target instanceof Element ? record.target : record.target.parentElement
    if (element?.closest('[data-testid="live-region"]')) return 'announcement'
    if (element?.closest('[data-testid="dialog-backdrop"]')) return 'dialog content'
    if (element?.closest('.rpgf-header')) return 'account buttons'
    return `elsewhere (${element?.outerHTML.slice(0, 80) ?? 'a detached node'})`
  }
  const changes = () => [...new Set((observer?.takeRecords() ?? []).map(areaOf))].sort()

  const onCommit: ProfilerOnRenderCallback = () => {
    if (!observer) return
    const commit = ++commits
    const balance = document.querySelector('.rpgf-account-button')?.textContent?.includes('ETH') ? ' (the balance in)' : ''
    log.push(`commit ${commit}: ${changes().join(', ') || 'nothing in the page'}${balance}`)
    setImmediate(() => tasksAfter.add(commit))
  }
  /** Something that is not a commit: what the page had changed before it is written first. */
  const note = (event: string) => {
    const outside = changes()
    if (outside.length > 0) log.push(`outside a commit: ${outside.join(', ')}`)
    log.push(event)
  }
  const onFocus = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target : undefined
    const what = target?.matches('.rpgf-account-button') ? 'the account button' : (target?.outerHTML.slice(0, 60) ?? 'nothing')
    note(`focus on ${what}, ${tasksAfter.has(commits) ? 'in a task after' : 'in the same task as'} commit ${commits}`)
  }

  return {
    log,
    onCommit,
    note,
    start(root: Element) {
      observer = new MutationObserver(() => {})
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
      document.addEventListener('focusin', onFocus)
    },
    stop() {
      observer?.disconnect()
      observer = undefined
      document.removeEventListener('focusin', onFocus)
    },
  }
}

/** A wallet that already trusts the site: it answers the connect within the pick's own task. */
const answersAtOnce = (wallet: MemoryWallet): MemoryWallet => ({
  ...wallet,
  connect: async (walletId) => ({ walletId, accounts: [TEST_ACCOUNT], chainId: 10 }),
})

/** Shows when the chain logos are in: the chain button the pick draws then needs no fetch, nor a commit of its own. */
function ChainLogosIn() {
  return useChainLogo(10) === undefined ? null : <span data-testid="chain-logos-in" />
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const actBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBefore
})

describe('the timeline of a pick', () => {
  it('a wallet that answers within the pick’s task: its balance is read at once, outside any commit; commit 1 draws the account buttons with the balance, once its answer is in; the dialog closes and announces in the settled commit; focus moves in a later task', async () => {
    const timeline = commitLog()
    const { user, container } = await renderApp({
      wrapWallet: answersAtOnce,
      wrapRpc: (rpc) =>
        Object.assign(Object.create(rpc) as typeof rpc, {
          getBalance: (args: Parameters<typeof rpc.getBalance>[0]) => (timeline.note('balance read'), rpc.getBalance(args)),
        }),
      onCommit: (...args) => timeline.onCommit(...args),
      children: <ChainLogosIn />,
    })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const pick = within(screen.getByRole('dialog', { name: 'Connect a Wallet' })).getByRole('button', { name: /Mock Wallet/ })
    // What the list fetches when it opens (the logos) is in before the pick, so no commit of its own falls in the timeline.
    await vi.waitFor(() => expect(pick.querySelector('img')).not.toBeNull())
    await screen.findByTestId('chain-logos-in')

    // From here React runs as in a browser, on its own scheduler, not inside act().
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    timeline.start(container)
    pick.click()
    // Bounded generously: on a busy machine the focus's own task can come well after a second.
    await vi.waitFor(() => expect(accountButton()).toHaveFocus(), { timeout: 10_000 })
    await vi.waitFor(() => expect(accountButton()).toHaveTextContent('1.23 ETH'), { timeout: 10_000 })
    timeline.stop()

    // The read goes out as the wallet answers, before React draws anything; the account waits for its
    // answer (which the memory node gives at once), so one commit draws both and the button does not
    // grow a moment later. Then the settled commit closes the dialog and announces, and the focus moves
    // in a task of its own: nothing else.
    expect(timeline.log).toEqual([
      'balance read',
      'commit 1: account buttons (the balance in)',
      'commit 2: announcement, dialog closed (the balance in)',
      'focus on the account button, in a task after commit 2',
    ])
  })

  it('the balance is read once per pick: the button’s query finds the read started ahead', async () => {
    let reads = 0
    const { user } = await renderApp({
      wrapWallet: answersAtOnce,
      wrapRpc: (rpc) =>
        Object.assign(Object.create(rpc) as typeof rpc, {
          getBalance: (args: Parameters<typeof rpc.getBalance>[0]) => (reads++, rpc.getBalance(args)),
        }),
    })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Connect a Wallet' })).getByRole('button', { name: /Mock Wallet/ }))
    await vi.waitFor(() => expect(accountButton()).toHaveTextContent('1.23 ETH'), { timeout: 10_000 })
    expect(reads).toBe(1)
  })

  it('a balance slower than the wait: the account shows without it, and the balance once its answer is in', async () => {
    let answer = () => {}
    const { user } = await renderApp({
      wrapWallet: answersAtOnce,
      wrapRpc: (rpc) =>
        Object.assign(Object.create(rpc) as typeof rpc, {
          getBalance: (args: Parameters<typeof rpc.getBalance>[0]) => new Promise<bigint>((resolve) => (answer = () => resolve(rpc.getBalance(args)))),
        }),
    })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Connect a Wallet' })).getByRole('button', { name: /Mock Wallet/ }))
    await vi.waitFor(() => expect(accountButton()).toBeInTheDocument(), { timeout: 10_000 })
    expect(accountButton()).not.toHaveTextContent('ETH')
    answer()
    await vi.waitFor(() => expect(accountButton()).toHaveTextContent('1.23 ETH'), { timeout: 10_000 })
  })
})
