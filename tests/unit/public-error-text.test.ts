import { describe, expect, it } from 'vitest'
import { formatWait, publicErrorText } from '~/features/contact/public-error-text'

describe('formatWait', () => {
  it('rounds up to whole seconds under a minute and to whole minutes above', () => {
    expect(formatWait(0.2)).toBe('1 second')
    expect(formatWait(45)).toBe('45 seconds')
    expect(formatWait(60)).toBe('1 minute')
    expect(formatWait(61)).toBe('2 minutes')
    expect(formatWait(599)).toBe('10 minutes')
  })
})

describe('publicErrorText', () => {
  const fallback = 'Something failed.'

  it('adds the wait to a rate-limit message', () => {
    expect(
      publicErrorText({ code: 'rate_limited', message: 'Too many requests.', retryAfterSeconds: 130 }, fallback),
    ).toBe('Too many requests. You can try again in 3 minutes.')
  })

  it("shows the server's words for problems the visitor can fix", () => {
    expect(publicErrorText({ code: 'invalid', message: 'Please enter your name.' }, fallback)).toBe(
      'Please enter your name.',
    )
    expect(publicErrorText({ code: 'rate_limited', message: 'Too many requests.' }, fallback)).toBe(
      'Too many requests.',
    )
  })

  it('uses the fallback for faults, outages and refusals', () => {
    expect(publicErrorText({ code: 'internal', message: 'Oops.' }, fallback)).toBe(fallback)
    expect(publicErrorText({ code: 'rejected', message: 'Refused.' }, fallback)).toBe(fallback)
    expect(publicErrorText({ code: 'unavailable', message: 'Down.', retryAfterSeconds: 30 }, fallback)).toBe(fallback)
  })
})
