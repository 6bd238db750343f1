// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenVisitorEngages } from '~/ui/idle/when-idle'

describe('whenVisitorEngages', () => {
  afterEach(() => vi.useRealTimers())

  it('waits for the first sign of a visitor, then runs once when idle', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    whenVisitorEngages(callback)
    vi.advanceTimersByTime(10_000)
    expect(callback).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('pointermove'))
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(3_000)
    expect(callback).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(3_000)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    const cancel = whenVisitorEngages(callback)
    cancel()
    window.dispatchEvent(new Event('touchstart'))
    vi.advanceTimersByTime(3_000)
    expect(callback).not.toHaveBeenCalled()
  })
})
