import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inlineSpriteIcons, parseSprite } from '~/server/page-cache/inline-sprite.server'
import { prepareForCache } from '~/server/page-cache/page-cache-handler.server'

const HREF = '/assets/icons-Ab1_x.svg'
// The committed sprite, as the build copies it.
const sprite = parseSprite(HREF, readFileSync('src/ui/icons/icons.svg', 'utf8'))
const icon = (id: string, href = HREF) =>
  `<svg class="tabler-icon" viewBox="0 0 24 24"><use href="${href}#${id}"></use></svg>`
const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body><main>${body}</main><script>x()</script></body></html>`

describe('icons drawn from symbols in the page', () => {
  it('reads one symbol per icon from the built sprite', () => {
    expect(sprite.symbols.size).toBeGreaterThan(20)
    expect(sprite.symbols.get('chat')).toMatch(/^<symbol id="chat" viewBox="0 0 24 24">.*<\/symbol>$/)
  })

  it('points each icon at a symbol the page carries once, prefixed, at the end of its body', () => {
    const out = inlineSpriteIcons(page(icon('chat') + icon('bell') + icon('chat')), sprite)
    expect(out).not.toContain(HREF)
    expect(out.match(/<use href="#icon-chat">/g)).toHaveLength(2)
    expect(out).toContain('<use href="#icon-bell">')
    expect(out.match(/<symbol id="icon-chat"/g)).toHaveLength(1)
    expect(out.match(/<symbol /g)).toHaveLength(2)
    expect(out).toMatch(
      /<script>x\(\)<\/script><svg xmlns="http:\/\/www.w3.org\/2000\/svg" aria-hidden="true" style="display:none"><symbol id="icon-(chat|bell)".*<\/svg><\/body><\/html>$/,
    )
  })

  it('leaves a page alone that uses no icon of the sprite, names one it lacks, or has no body end', () => {
    for (const html of [
      page('<p>No icons</p>'),
      page(icon('chat', '/assets/icons-other.svg')),
      page(icon('chat') + icon('no-such-icon')),
      `<p>${icon('chat')}</p>`,
    ]) {
      expect(inlineSpriteIcons(html, sprite)).toBe(html)
    }
  })

  it('is part of what the cache stores', () => {
    const stored = prepareForCache(page(icon('bell')), [], [sprite])
    expect(stored).toContain('<use href="#icon-bell">')
    expect(stored).toContain('<symbol id="icon-bell"')
  })

  it('resolves every reference for any set of icons, and carries no symbol the page does not use', () => {
    const ids = [...sprite.symbols.keys()]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ids), { maxLength: 30 }), (used) => {
        const out = inlineSpriteIcons(page(used.map((id) => icon(id)).join('')), sprite)
        const references = new Set([...out.matchAll(/<use href="#icon-([a-z0-9-]+)">/g)].map((m) => m[1]))
        const symbols = [...out.matchAll(/<symbol id="icon-([a-z0-9-]+)"/g)].map((m) => m[1])
        expect(references).toEqual(new Set(used))
        expect(new Set(symbols)).toEqual(new Set(used))
        expect(symbols).toHaveLength(new Set(used).size)
      }),
    )
  })
})
