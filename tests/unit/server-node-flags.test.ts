import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script without types
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs'

describe('the production server’s Node flags', () => {
  it('npm start runs scripts/start.mjs with exactly the flags the bench and the e2e servers use', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.start).toBe(['node', ...(SERVER_NODE_FLAGS as string[]), 'scripts/start.mjs'].join(' '))
  })
})
