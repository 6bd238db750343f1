import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAdminDateTime, formatAdminDay } from '~/features/admin/format'

// What the admin pages wrote with Node's Intl before: the same words, now without a browser's ICU.
const nodeIntl = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
const nodeDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
/** Any moment from 2000 to 2100. */
const moments = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
})

describe('admin dates', () => {
  it('are written in IST, the same on every engine', () => {
    expect(formatAdminDateTime(new Date('2026-12-02T10:35:00Z'))).toBe('2 Dec 2026, 4:05 pm IST')
    expect(formatAdminDateTime('2026-01-31T18:30:00.000Z')).toBe('1 Feb 2026, 12:00 am IST')
    expect(formatAdminDateTime('2026-06-15T06:30:00Z')).toBe('15 Jun 2026, 12:00 pm IST')
  })

  it('read as Node’s en-IN did for any moment from 2000 to 2100', () => {
    fc.assert(
      fc.property(moments, (date) => {
        expect(formatAdminDateTime(date)).toBe(`${nodeIntl.format(date)} IST`)
      }),
    )
  })

  it('a missing or unreadable date is a dash', () => {
    expect(formatAdminDateTime(null)).toBe('—')
    expect(formatAdminDateTime(undefined)).toBe('—')
    expect(formatAdminDateTime('not a date')).toBe('—')
  })

  it('a calendar day reads as Node’s en-IN did', () => {
    fc.assert(
      fc.property(moments, (date) => {
        const day = date.toISOString().slice(0, 10)
        expect(formatAdminDay(day)).toBe(nodeDay.format(new Date(`${day}T00:00:00Z`)))
      }),
    )
    expect(formatAdminDay('2026-12-02')).toBe('2 Dec')
  })
})
