/**
 * The light / dark choice, without Mantine's provider: what MantineProvider's colour scheme code
 * did for the site, in the few lines the site needs. Mantine's CSS reads the scheme from the
 * `data-mantine-color-scheme` attribute of <html>, which Mantine's ColorSchemeScript sets before
 * the first paint from the visitor's stored choice (local storage, Mantine's key) or, for 'auto'
 * (the default), from the system's preference. Here: the switch stores a choice and sets the
 * attribute, and `followColorScheme` keeps the attribute right while the page is open (the system's
 * preference changing under 'auto', a choice made in another tab).
 */

export type ColorScheme = 'light' | 'dark' | 'auto'

/** Mantine's key: its ColorSchemeScript reads it before the first paint. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The attribute of <html> that Mantine's CSS reads: 'light' or 'dark'. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mantine-color-scheme'

/**
 * On <html>: the choice the page's inline switch (src/features/layout/early-taps.ts) made, which
 * counts when storage is blocked (the page's code then agrees with it instead of showing 'auto').
 */
export const COLOR_SCHEME_CHOICE_ATTRIBUTE = 'data-color-scheme-choice'

/**
 * The script in <head> that shows the stored choice before the first paint (what Mantine's
 * ColorSchemeScript did with 'auto' as the default, in fewer bytes): a stored 'light' or 'dark',
 * else the system's preference. The 503 page keeps it (it names Mantine's key).
 */
export const COLOR_SCHEME_SCRIPT = `try{var s=localStorage.getItem("${COLOR_SCHEME_KEY}");document.documentElement.setAttribute("data-mantine-color-scheme",s==="light"||s==="dark"?s:matchMedia("${DARK_QUERY}").matches?"dark":"light")}catch(e){}`

const isColorScheme = (value: unknown): value is ColorScheme =>
  value === 'light' || value === 'dark' || value === 'auto'

/** The choice made on this page: what counts when storage is blocked. */
let pageChoice: ColorScheme = 'auto'

/** The stored choice, 'auto' when there is none (when storage is blocked, the page's own). */
export function storedColorScheme(): ColorScheme {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY)
    return isColorScheme(value) ? value : 'auto'
  } catch {
    const early = document.documentElement.getAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE)
    return pageChoice === 'auto' && isColorScheme(early) ? early : pageChoice
  }
}

/** Sets the attribute Mantine's CSS reads, 'auto' resolved by the system's preference. */
function showColorScheme(scheme: ColorScheme) {
  const dark = scheme === 'auto' ? window.matchMedia?.(DARK_QUERY).matches : scheme === 'dark'
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light')
}

/**
 * The visitor's choice: stored and shown at once. As Mantine does, transitions are off for the
 * switch, so every colour changes in the same frame (a style element with the page's nonce).
 */
export function setColorScheme(scheme: ColorScheme, nonce?: string) {
  const style = document.createElement('style')
  style.setAttribute('data-mantine-disable-transition', 'true')
  if (nonce) style.setAttribute('nonce', nonce)
  style.textContent = '*, *::before, *::after {transition: none !important;}'
  document.head.appendChild(style)
  window.setTimeout(() => style.remove(), 10)
  pageChoice = scheme
  try {
    window.localStorage.setItem(COLOR_SCHEME_KEY, scheme)
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  showColorScheme(scheme)
}

/**
 * Keeps the shown scheme right while the page is open: under 'auto' it follows the system's
 * preference, and a choice made in another tab of the site shows here too. Returns the unsubscribe.
 */
export function followColorScheme(): () => void {
  showColorScheme(storedColorScheme())
  const media = window.matchMedia?.(DARK_QUERY)
  const onSystemChange = () => {
    if (storedColorScheme() === 'auto') showColorScheme('auto')
  }
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && event.key === COLOR_SCHEME_KEY)
      showColorScheme(storedColorScheme())
  }
  media?.addEventListener('change', onSystemChange)
  window.addEventListener('storage', onStorage)
  return () => {
    media?.removeEventListener('change', onSystemChange)
    window.removeEventListener('storage', onStorage)
  }
}
