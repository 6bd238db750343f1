import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { KEEP_PLACE_SCRIPT, PLACE_NOTES_KEPT, PLACE_NOTES_KEY } from '~/server/page-cache/keep-place.server'

/**
 * The script in a page whose screen starts 120 px into its second region, loaded as `navigation`,
 * with the tab's notes `notes`. What a browser gives it, and no more: events are fired by hand.
 */
function runScript(notes: Record<string, [number, number]>, { key = 'entry-new', navigation = 'navigate' } = {}) {
  const storage = new Map<string, string>([[PLACE_NOTES_KEY, JSON.stringify(notes)]])
  const listeners = new Map<string, () => void>()
  const region = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }), style: {} })
  const window = {
    sessionStorage: {
      getItem: (name: string) => storage.get(name) ?? null,
      setItem: (name: string, value: string) => storage.set(name, value),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    scrollTo: () => {},
    scrollY: 0,
  }
  const document = {
    querySelectorAll: () => [region(-900, -100), region(-120, 600)],
    addEventListener: () => {},
  }
  const history = { state: { __TSR_key: key }, scrollRestoration: 'auto' }
  runInNewContext(KEEP_PLACE_SCRIPT, {
    window,
    document,
    history,
    location: { href: 'https://www.readyapps.test/' },
    performance: { getEntriesByType: () => [{ type: navigation }] },
    requestAnimationFrame: () => {},
  })
  const places = () => (window as { __readyappsPlace?: { save: (key: string) => void } }).__readyappsPlace!
  const stored = (): Record<string, [number, number]> => JSON.parse(storage.get(PLACE_NOTES_KEY) ?? '{}')
  return { leave: () => listeners.get('pagehide')?.(), save: (key: string) => places().save(key), stored }
}

/** `count` notes named entry-0, entry-1, ... in the order they were written. */
const notesOf = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`entry-${i}`, [0, i] as [number, number]]))

describe('the place notes of a tab (Back, Forward, Reload: keep-place.server.ts)', () => {
  it('notes the region across the top of the screen and how far into it, under the history entry', () => {
    const page = runScript({})
    page.leave()
    expect(page.stored()).toEqual({ 'entry-new': [1, 120] })
  })

  it(`keeps the newest ${PLACE_NOTES_KEPT} places: a long visit's tab does not grow without end`, () => {
    const page = runScript(notesOf(PLACE_NOTES_KEPT))
    page.leave()
    const kept = Object.keys(page.stored())
    expect(kept).toHaveLength(PLACE_NOTES_KEPT)
    expect(kept.at(-1)).toBe('entry-new')
    expect(kept).not.toContain('entry-0')
    expect(kept).toContain('entry-1')

    // Moves inside the site note places too (the router's save): still the newest only.
    for (let i = 0; i < PLACE_NOTES_KEPT * 2; i += 1) page.save(`move-${i}`)
    expect(Object.keys(page.stored())).toEqual(
      Array.from({ length: PLACE_NOTES_KEPT }, (_, i) => `move-${PLACE_NOTES_KEPT + i}`),
    )
  })

  it('a place noted again becomes the newest, so the page a visitor keeps returning to is kept', () => {
    const page = runScript(notesOf(PLACE_NOTES_KEPT), { key: 'entry-0', navigation: 'back_forward' })
    page.leave()
    const kept = Object.keys(page.stored())
    expect(kept).toHaveLength(PLACE_NOTES_KEPT)
    expect(kept.at(-1)).toBe('entry-0')
    expect(page.stored()['entry-0']).toEqual([1, 120])
    expect(kept).toContain('entry-1')
  })
})
