/**
 * Code a visitor may need later (the contact dialog, the toast container) is fetched once they
 * engage with the page (move the pointer, touch, scroll, type) and the browser is idle: never
 * while the page loads and hydrates, and not at all for a visit that only reads.
 */
const ENGAGEMENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const

/** Calls `callback` once, in an idle moment after the first sign of a visitor. Returns a cancel function. */
export function whenVisitorEngages(callback: () => void, { idleTimeoutMs = 2000 }: { idleTimeoutMs?: number } = {}) {
  let done = false
  let cancelIdle: (() => void) | undefined
  const stopListening = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engaged, true)
  }
  function engaged() {
    stopListening()
    if (done) return
    done = true
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), { timeout: idleTimeoutMs })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const timer = window.setTimeout(callback, 50)
      cancelIdle = () => window.clearTimeout(timer)
    }
  }
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engaged, { capture: true, passive: true })
  return () => {
    done = true
    stopListening()
    cancelIdle?.()
  }
}
