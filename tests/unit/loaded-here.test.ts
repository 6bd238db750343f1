import { describe, expect, it } from 'vitest'
import { loadOnceHere } from '~/ui/hydrate-later/loaded-here'

describe('loadOnceHere (shouldReload of the routes that cache fresh data)', () => {
  it('loads a route the first time the visitor comes back to it, then leaves it to the cache', () => {
    const route = { id: '/loaded-here-test-a' }
    expect(loadOnceHere({ route, cause: 'enter' })).toBe(true)
    expect(loadOnceHere({ route, cause: 'enter' })).toBeUndefined()
    // Each route once.
    expect(loadOnceHere({ route: { id: '/loaded-here-test-b' }, cause: 'enter' })).toBe(true)
  })

  it('never for a move within the page or a preload: those keep what they have', () => {
    const route = { id: '/loaded-here-test-c' }
    expect(loadOnceHere({ route, cause: 'stay' })).toBeUndefined()
    expect(loadOnceHere({ route, cause: 'preload' })).toBeUndefined()
    // Neither used up the route's one load.
    expect(loadOnceHere({ route, cause: 'enter' })).toBe(true)
  })
})
