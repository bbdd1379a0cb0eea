import type { Locator, Page } from 'playwright-core'
import { layoutSettled } from './fonts.js'

export interface LayoutProblem {
  element: string
  text: string
  /** `scrolls`: its content is wider than its box; `outside`: it sticks out of the dialog's sides; `page`: the page scrolls sideways. */
  kind: 'scrolls' | 'outside' | 'page'
  by: number
}

/**
 * Measured in the page: every visible element of the box whose content is wider than it
 * (scrollWidth > clientWidth), or that reaches past the box's left or right edge. Vertical
 * scrolling inside a dialog is allowed (WCAG reflow asks for one scroll direction only).
 */
export async function layoutProblems(box: Locator): Promise<LayoutProblem[]> {
  await layoutSettled(box.page())
  return box.evaluate((root) => {
    const problems: Array<{ element: string; text: string; kind: 'scrolls' | 'outside' | 'page'; by: number }> = []
    const name = (element: Element) => `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')}`
    const bounds = root.getBoundingClientRect()
    for (const element of [root, ...root.querySelectorAll('*')]) {
      // Drawn shapes inside an icon, and text kept for screen readers only, have no box of their own to overflow.
      if (element.parentElement?.closest('svg') || element.closest('.rpgf-visually-hidden')) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      // A 1 px clipped box is text kept for screen readers only, as `.rpgf-visually-hidden` is (a rule may hide it so).
      if (rect.width <= 1 && rect.height <= 1 && style.overflow === 'hidden') continue
      const text = (element.textContent ?? '').trim().slice(0, 60)
      if (element instanceof HTMLElement && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        problems.push({ element: name(element), text, kind: 'scrolls', by: element.scrollWidth - element.clientWidth })
      }
      const past = Math.max(bounds.left - rect.left, rect.right - bounds.right)
      if (past > 1) problems.push({ element: name(element), text, kind: 'outside', by: Math.round(past) })
    }
    const page = document.documentElement.scrollWidth - window.innerWidth
    if (page > 0) problems.push({ element: 'html', text: '', kind: 'page', by: page })
    return problems
  })
}

/** Where the dialog is: its box, the close button's, and the directions the reader gets. */
export function dialogGeometry(dialog: Locator) {
  return dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    // A dialog taller than the screen sits in a scrolling backdrop: its top counts from the scroll's start.
    const scrolled = element.parentElement?.scrollTop ?? 0
    const close = element.querySelector('.rpgf-close')?.getBoundingClientRect()
    const isolated = element.querySelector('.rpgf-dialog-title bdi')
    return {
      top: rect.top + scrolled,
      bottom: rect.bottom,
      left: rect.left,
      right: rect.right,
      direction: getComputedStyle(element).direction,
      closeCenter: close ? close.left + close.width / 2 : undefined,
      titleDirection: isolated ? getComputedStyle(isolated).direction : undefined,
    }
  })
}

/** Every button, link and image of the box without an accessible name (text, aria-label or alt). */
export function unnamedControls(box: Locator): Promise<string[]> {
  return box.evaluate((root) =>
    [...root.querySelectorAll('button, a[href], [role="img"], img:not([alt=""])')]
      .filter((element) => {
        const label = element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? element.textContent ?? ''
        return label.trim() === '' && !element.getAttribute('aria-labelledby')
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  )
}

/** The page's running animations and every element whose transition or animation lasts longer than 0 s. */
export function motion(page: Page) {
  return page.evaluate(() => {
    const moving = [...document.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element)
      const long = (value: string) => value.split(',').some((part) => Number.parseFloat(part) > 0)
      return (long(style.transitionDuration) && style.transitionProperty !== 'none') || (long(style.animationDuration) && style.animationName !== 'none')
    })
    return { animations: document.getAnimations().length, moving: moving.map((element) => element.className.toString()) }
  })
}
