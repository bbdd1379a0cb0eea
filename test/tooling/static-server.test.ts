import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer } from '../support/browser/static-server.js'

describe('the static server the browser tests and the bench serve builds with', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-server-'))
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>')
    await writeFile(join(root, 'assets', 'entry-3f2a.js'), 'export {}')
    await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  const cacheControl = async (url: string): Promise<[number, string | null]> => {
    const response = await fetch(url)
    await response.arrayBuffer()
    return [response.status, response.headers.get('cache-control')]
  }

  it('stores nothing by default, so a test always gets the build on disk', async () => {
    const server = await startStaticServer({ root })
    try {
      expect(await cacheControl(`${server.url}/assets/entry-3f2a.js`)).toEqual([200, 'no-store'])
      expect(await cacheControl(`${server.url}/`)).toEqual([200, 'no-store'])
    } finally {
      await server.close()
    }
  })

  it('with cacheAssets, caches the hashed build files as the app server does, and never the HTML or a fallback to it', async () => {
    const server = await startStaticServer({ root, cacheAssets: true })
    try {
      expect(await cacheControl(`${server.url}/assets/entry-3f2a.js`)).toEqual([200, 'public, max-age=31536000, immutable'])
      expect(await cacheControl(`${server.url}/`)).toEqual([200, 'no-store'])
      expect(await cacheControl(`${server.url}/index.html`)).toEqual([200, 'no-store'])
      // A missing asset falls back to the page, which must not be stored under the asset's name.
      expect(await cacheControl(`${server.url}/assets/gone-9c1d.js`)).toEqual([200, 'no-store'])
      expect(await cacheControl(`${server.url}/favicon.svg`)).toEqual([200, 'no-store'])
    } finally {
      await server.close()
    }
  })
})
