/**
 * The country and currency choice as a native form (the header's country menu): it posts
 * `country` and `back` (the page's own path) to PREFERENCE_CHOICE_PATH, which sets the preference
 * cookie and answers 303 back to that page. Once hydrated, the same form changes the currency in
 * place instead. Its valibot schema, for the server, is in preference-choice-schema.ts, so that
 * valibot stays out of every page's JavaScript.
 */
export const PREFERENCE_CHOICE_PATH = '/preference'

/** Longest `back` path accepted; a longer one falls back to the Referer or the home page. */
export const BACK_PATH_MAX = 2000

/**
 * A path on this site to send the visitor back to, or null: only a same-origin path with its
 * query (no scheme, no host, no `//` or `/\` that a browser would read as another host, no
 * control characters), so the form can never redirect elsewhere.
 */
export function safeBackPath(value: string | null | undefined): string | null {
  if (!value || value.length > BACK_PATH_MAX) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // Tabs and newlines are dropped by URL parsers and could turn '/\t/evil' into '//evil'.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  const base = 'http://same.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  return `${url.pathname}${url.search}`
}

/** The path of a same-origin Referer (a browser's own form post sends it), else null. */
export function backPathFromReferer(referer: string | null | undefined, origins: readonly string[]): string | null {
  if (!referer) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (!origins.includes(url.origin)) return null
  return safeBackPath(`${url.pathname}${url.search}`)
}
