import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ICON_KEYS } from '~/domain/icon'
import { TABLER_ICONS } from '~/ui/icons/icon-names'
// @ts-expect-error: a plain ES module script without types
import { SPRITE_PATH, buildSprite } from '../../scripts/icon-sprite.mjs'

describe('the icon sprite (src/ui/icons/icons.svg)', () => {
  it('is what `npm run icons` builds from the icon list: run it after changing icon-names.ts', async () => {
    const built = await (buildSprite as (icons: Record<string, string>) => Promise<string>)(TABLER_ICONS)
    expect(readFileSync(SPRITE_PATH as string, 'utf8')).toBe(built)
  })

  it('has a symbol for every icon key content may name', () => {
    const sprite = readFileSync(SPRITE_PATH as string, 'utf8')
    for (const key of ICON_KEYS) expect(sprite).toContain(`<symbol id="${key}"`)
  })
})
