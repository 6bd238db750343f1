// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COLOR_SCHEME_KEY, followColorScheme, setColorScheme, storedColorScheme } from '~/ui/color-scheme/color-scheme'

/** The system's preference, which a test changes as the visitor's OS would. */
let systemDark = false
const listeners = new Set<() => void>()
function setSystemDark(dark: boolean) {
  systemDark = dark
  for (const listener of listeners) listener()
}

beforeEach(() => {
  systemDark = false
  listeners.clear()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
  document.documentElement.removeAttribute('data-mantine-color-scheme')
  document.head.querySelectorAll('style').forEach((style) => style.remove())
})

const shown = () => document.documentElement.getAttribute('data-mantine-color-scheme')

describe('the colour scheme', () => {
  it("is 'auto' until the visitor chooses, and a stored value that is not a scheme counts as none", () => {
    expect(storedColorScheme()).toBe('auto')
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'purple')
    expect(storedColorScheme()).toBe('auto')
  })

  it("stores the visitor's choice under Mantine's key and shows it at once, transitions off for the switch", () => {
    vi.useFakeTimers()
    try {
      setColorScheme('dark', 'the-nonce')
      expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark')
      expect(shown()).toBe('dark')
      const style = document.head.querySelector('style[data-mantine-disable-transition]')
      expect(style?.getAttribute('nonce')).toBe('the-nonce')
      vi.advanceTimersByTime(10)
      expect(document.head.querySelector('style[data-mantine-disable-transition]')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("follows the system's preference under 'auto', and not after an explicit choice", () => {
    const stop = followColorScheme()
    expect(shown()).toBe('light')
    setSystemDark(true)
    expect(shown()).toBe('dark')
    setColorScheme('light')
    setSystemDark(false)
    setSystemDark(true)
    expect(shown()).toBe('light')
    setColorScheme('auto')
    expect(shown()).toBe('dark')
    stop()
    expect(listeners.size).toBe(0)
  })

  it('shows a choice made in another tab', () => {
    const stop = followColorScheme()
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark')
    window.dispatchEvent(
      new StorageEvent('storage', { key: COLOR_SCHEME_KEY, newValue: 'dark', storageArea: window.localStorage }),
    )
    expect(shown()).toBe('dark')
    stop()
  })
})

describe('the colour scheme, with local storage blocked', () => {
  it("keeps the page's own choice when the system's preference changes", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    try {
      const stop = followColorScheme()
      setColorScheme('dark')
      expect(shown()).toBe('dark')
      setSystemDark(true)
      setSystemDark(false)
      expect(shown()).toBe('dark')
      stop()
    } finally {
      vi.restoreAllMocks()
    }
  })
})
