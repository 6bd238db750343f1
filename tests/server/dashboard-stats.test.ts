import { describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { DASHBOARD_DAYS, getDashboardStats, istDay } from '~/server/admin/dashboard-stats.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

// 2026-03-31 10:00 in India (04:30 UTC): the last 30 days are 2026-03-02 .. 2026-03-31 (IST).
const NOW = new Date('2026-03-31T04:30:00Z')

describe('IST days', () => {
  it('puts an instant on the calendar day it is in India', () => {
    expect(istDay(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01')
    expect(istDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02')
  })
})

describe.each(databaseTargets)('dashboard stats on $name', (target) => {
  let db: Database

  async function lead(product: string, createdAt: string) {
    await db.query(
      `INSERT INTO contact_requests (name, email, mobile, product, created_at, delivery_status)
       VALUES ('Asha', 'asha@example.com', '+919800000000', $1, $2, 'skipped')`,
      [product, createdAt],
    )
  }
  async function subscriber(email: string, createdAt: string, sourcePage: string | null = null) {
    await db.query('INSERT INTO newsletter_subscribers (email, source_page, created_at) VALUES ($1, $2, $3)', [
      email,
      sourcePage,
      createdAt,
    ])
  }
  async function post(slug: string, status: 'draft' | 'published', publishedAt: string | null) {
    await db.query('INSERT INTO posts (title, slug, status, published_at) VALUES ($1, $2, $3, $4)', [
      slug,
      slug,
      status,
      publishedAt,
    ])
  }

  const run = useDatabase(target, {
    opened: async (opened) => {
      db = opened
      // Current period: 2026-03-02 00:00 IST = 2026-03-01T18:30Z .. now.
      await lead('food-delivery', '2026-03-01T18:30:00Z') // first instant of the period (IST 03-02)
      await lead('food-delivery', '2026-03-15T06:00:00Z')
      await lead('food-delivery', '2026-03-15T20:00:00Z') // 03-16 in India
      await lead('chitchat', '2026-03-31T04:00:00Z') // today
      await lead('legacy-unknown', '2026-03-20T04:00:00Z')
      // Previous period (2026-01-31 .. 2026-03-01 IST) and older.
      await lead('chitchat', '2026-03-01T18:29:59Z')
      await lead('chitchat', '2026-02-10T10:00:00Z')
      await lead('chitchat', '2025-12-01T10:00:00Z')
      // In the future (a clock skew): not counted.
      await lead('chitchat', '2026-04-02T10:00:00Z')

      for (let i = 1; i <= 7; i++) {
        await subscriber(`new${i}@example.com`, `2026-03-${String(10 + i).padStart(2, '0')}T08:00:00Z`, `/p${i}`)
      }
      await subscriber('old1@example.com', '2026-02-20T08:00:00Z')
      await subscriber('old2@example.com', '2026-02-21T08:00:00Z')
      await subscriber('old3@example.com', '2026-02-22T08:00:00Z')

      await post('fresh-one', 'published', '2026-03-20T08:00:00Z')
      await post('fresh-two', 'published', '2026-03-30T08:00:00Z')
      await post('last-month', 'published', '2026-02-15T08:00:00Z')
      await post('ancient', 'published', '2025-06-15T08:00:00Z')
      await post('scheduled', 'published', '2026-04-05T08:00:00Z')
      await post('a-draft', 'draft', null)
    },
  })

  run('counts the last 30 days against the 30 before', async () => {
    const stats = await getDashboardStats(db, NOW)
    expect(stats.period).toEqual({ from: '2026-03-02', to: '2026-03-31' })
    expect(stats.leads).toEqual({ current: 5, previous: 2 })
    expect(stats.subscribers).toEqual({ current: 7, previous: 3 })
    expect(stats.publishedPosts).toEqual({ current: 2, previous: 1 })
  })

  run('gives every day of the period, zero days included, by Indian date', async () => {
    const { leadsPerDay } = await getDashboardStats(db, NOW)
    expect(leadsPerDay).toHaveLength(DASHBOARD_DAYS)
    expect(leadsPerDay[0]).toEqual({ day: '2026-03-02', leads: 1 })
    expect(leadsPerDay.at(-1)).toEqual({ day: '2026-03-31', leads: 1 })
    const byDay = Object.fromEntries(leadsPerDay.map((entry) => [entry.day, entry.leads]))
    expect(byDay['2026-03-15']).toBe(1)
    expect(byDay['2026-03-16']).toBe(1)
    expect(byDay['2026-03-03']).toBe(0)
    expect(leadsPerDay.reduce((sum, entry) => sum + entry.leads, 0)).toBe(5)
  })

  run('counts leads by product with the registry names', async () => {
    const { leadsByProduct } = await getDashboardStats(db, NOW)
    expect(leadsByProduct).toEqual([
      { product: 'food-delivery', name: expect.stringMatching(/food delivery/i), leads: 3 },
      { product: 'chitchat', name: expect.stringMatching(/chitchat/i), leads: 1 },
      // An id the registry does not know is shown as it is, never dropped.
      { product: 'legacy-unknown', name: 'legacy-unknown', leads: 1 },
    ])
  })

  run('lists the latest five subscribers with their source page', async () => {
    const { latestSubscribers } = await getDashboardStats(db, NOW)
    expect(latestSubscribers.map((s) => s.email)).toEqual([
      'new7@example.com',
      'new6@example.com',
      'new5@example.com',
      'new4@example.com',
      'new3@example.com',
    ])
    expect(latestSubscribers[0]).toMatchObject({ sourcePage: '/p7', createdAt: '2026-03-17T08:00:00.000Z' })
  })

  run('lists the latest five leads with product names', async () => {
    const { latestLeads } = await getDashboardStats(db, NOW)
    expect(latestLeads.map((l) => l.createdAt)).toEqual([
      '2026-03-31T04:00:00.000Z',
      '2026-03-20T04:00:00.000Z',
      '2026-03-15T20:00:00.000Z',
      '2026-03-15T06:00:00.000Z',
      '2026-03-01T18:30:00.000Z',
    ])
    expect(latestLeads[0]).toMatchObject({ product: 'chitchat', productName: expect.stringMatching(/chitchat/i) })
  })

  run('answers zeros on an empty database', async () => {
    const stats = await getDashboardStats(db, new Date('2020-01-01T00:00:00Z'))
    expect(stats.leads).toEqual({ current: 0, previous: 0 })
    expect(stats.leadsPerDay.every((entry) => entry.leads === 0)).toBe(true)
    expect(stats.leadsByProduct).toEqual([])
  })
})
