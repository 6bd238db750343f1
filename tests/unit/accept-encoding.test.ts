import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { acceptsEncoding, pickEncoding } from '../../scripts/accept-encoding.mjs'
import { createStaticFiles } from '../../scripts/static-files.mjs'
import { pickEncoding as pickPageEncoding } from '~/server/page-cache/page-store.server'

const HEADERS: Array<[string | null, 'br' | 'gzip' | 'identity']> = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip;q=0.8', 'gzip'],
  ['BR ; q=1', 'br'],
  ['*', 'br'],
  ['*, br;q=0', 'gzip'],
  ['gzip;q=0, *;q=0', 'identity'],
  ['identity', 'identity'],
  ['', 'identity'],
  [null, 'identity'],
]

describe('one Accept-Encoding rule for the whole server', () => {
  it.each(HEADERS)('%j: %s', (header, expected) => {
    expect(pickEncoding(header, ['br', 'gzip'])).toBe(expected)
    // The page cache decides with the same parser.
    expect(pickPageEncoding(header)).toBe(expected)
  })
  it('a named coding wins over *, whatever the order', () => {
    expect(acceptsEncoding('*;q=1, gzip;q=0', 'gzip')).toBe(false)
    expect(acceptsEncoding('gzip;q=0, *', 'br')).toBe(true)
  })
  it('the static files answer in the coding the same rule picks', async () => {
    const root = await mkdtemp(join(tmpdir(), 'readyapps-static-'))
    try {
      await writeFile(join(root, 'app.js'), 'console.log("ready apps");\n'.repeat(200))
      const files = createStaticFiles(root)
      for (const [header, expected] of HEADERS) {
        const request = new Request('http://localhost/app.js', { headers: header ? { 'accept-encoding': header } : {} })
        const response = await files(request, '/app.js', 'public, max-age=60')
        expect(response?.headers.get('content-encoding') ?? 'identity', String(header)).toBe(expected)
      }
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
