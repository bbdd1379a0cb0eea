import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkProjectId, EXAMPLE_PROJECT_ID, ProjectIdMissingError } from '../../../src-domain/index.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('project id (spec 5: non-empty required; placeholder or default only warns)', () => {
  it.each([[undefined], [null], [''], ['   ']])('%j fails with an error saying no project id was found', (projectId) => {
    const warn = vi.fn()
    expect(() => checkProjectId(projectId, warn)).toThrow(ProjectIdMissingError)
    expect(() => checkProjectId(projectId, warn)).toThrow(/^No projectId found\./)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([['YOUR_PROJECT_ID'], ['your-project-id'], ['PROJECT_ID'], [EXAMPLE_PROJECT_ID]])(
    'placeholder %j only produces a console warning and is used',
    (projectId) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(checkProjectId(projectId, console.warn)).toBe(projectId)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]?.[0]).toMatch(/placeholder WalletConnect projectId/)
    },
  )

  it('names the well-known example id', () => {
    expect(EXAMPLE_PROJECT_ID).toBe('21fef48091f12692cad574a6f7753643')
  })

  it('accepts a real id silently, trimmed', () => {
    const warn = vi.fn()
    expect(checkProjectId(' 0123456789abcdef0123456789abcdef ', warn)).toBe('0123456789abcdef0123456789abcdef')
    expect(warn).not.toHaveBeenCalled()
  })
})
