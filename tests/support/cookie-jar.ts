import type { CookieJar, CookieOptions } from '~/server/auth/types.server'

/**
 * A browser's cookies for one site, in memory: what the auth providers set is sent back on the
 * next call. A cookie set to an empty value is removed, as a browser does when a server clears it.
 */
export function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  const options = new Map<string, CookieOptions>()
  const jar: CookieJar = {
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    get: (name) => values.get(name),
    set: (name, value, opts) => {
      if (value) values.set(name, value)
      else values.delete(name)
      options.set(name, opts)
    },
    delete: (name) => {
      values.delete(name)
    },
  }
  return { jar, values, options }
}
