import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import type { Database } from '~/server/db/database.server'
import { ContactRequestSchema, leadOriginFromLocation } from '~/domain/contact'
import { parseCsv } from '~/domain/csv'
import { LeadsFilterSchema, LeadUpdateSchema, readLeadsSearch, canSendAgain } from '~/domain/lead-pipeline'
import {
  getLead,
  insertLead,
  markLeadAttemptFailed,
  markLeadSent,
  markLeadSkipped,
  claimLead,
  requeueLead,
  type NewLead,
} from '~/server/leads/lead-repository.server'
import {
  deleteLead,
  escapeLike,
  exportLeads,
  getLeadDetail,
  searchLeads,
  updateLeadStatus,
} from '~/server/leads/lead-pipeline.server'
import { leadsCsv, leadsCsvResponse } from '~/server/leads/leads-csv.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'
import type * as RequireAdminModule from '~/server/auth/require-admin.server'

// The CSV route's session check and process database, stood in for by each test.
const routeDeps = vi.hoisted(() => ({ admin: true, db: null as unknown }))
vi.mock('~/server/auth/require-admin.server', async (original) => {
  const actual = await original<typeof RequireAdminModule>()
  return {
    ...actual,
    requireAdmin: async () => {
      if (!routeDeps.admin) throw new actual.UnauthorizedError()
      return { id: 'admin', email: 'admin@readyapps.test' }
    },
  }
})
vi.mock('~/server/boot.server', () => ({ getDb: async () => routeDeps.db }))

const base: NewLead = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  product: 'astroway',
  brandName: '',
  description: 'Astrology app for Hindi speakers.',
  source: 'astroway:hero',
}

/** Six leads over six IST days, with different products, currencies and origins. */
const seed: Array<{ lead: Partial<NewLead>; at: string; delivery: 'pending' | 'skipped' }> = [
  {
    lead: { name: 'Asha Verma', email: 'asha@example.com', brandName: 'StarGuide', currency: 'INR' },
    at: '2026-03-01T06:00:00Z',
    delivery: 'skipped',
  },
  {
    lead: {
      name: 'Bilal Khan',
      email: 'bilal@shop.test',
      product: 'e-commerce',
      brandName: 'Kart100%',
      currency: 'USD',
      pagePath: '/apps/e-commerce',
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    },
    at: '2026-03-02T06:00:00Z',
    delivery: 'pending',
  },
  {
    lead: { name: 'Zhen Li', email: 'zhen@ride.test', product: 'ride-sharing', description: 'Need 50% faster launch' },
    at: '2026-03-03T06:00:00Z',
    delivery: 'pending',
  },
  {
    lead: { name: 'Dana Ortiz', email: 'dana@food.test', product: 'food-delivery', currency: 'USD' },
    at: '2026-03-04T06:00:00Z',
    delivery: 'skipped',
  },
  {
    lead: { name: 'eve', email: 'eve@astro.test', product: 'astroway', brandName: '=HYPERLINK("x")', currency: 'INR' },
    at: '2026-03-05T06:00:00Z',
    delivery: 'skipped',
  },
  // 23:00 IST on 5 March is still the 5th in the admin's time zone, though the 5th... in UTC it is 17:30.
  {
    lead: { name: 'Farah Ali', email: 'farah@example.com', product: 'chitchat', currency: 'INR' },
    at: '2026-03-05T17:30:00Z',
    delivery: 'skipped',
  },
]

describe.each(databaseTargets)('lead pipeline on $name', (target) => {
  let db: Database
  const ids: Record<string, string> = {}

  const run = useDatabase(target, {
    opened: async (opened) => {
      db = opened
      for (const { lead, at, delivery } of seed) {
        const stored = await insertLead(db, { ...base, ...lead }, { deliveryStatus: delivery, now: new Date(at) })
        ids[stored.name] = stored.id
      }
    },
  })

  const names = async (filter: v.InferInput<typeof LeadsFilterSchema>) =>
    (await searchLeads(db, v.parse(LeadsFilterSchema, filter))).leads.map((lead) => lead.name)

  run('lists newest first by default, with the total', async () => {
    const page = await searchLeads(db, {})
    expect(page.total).toBe(6)
    expect(page.leads.map((l) => l.name)).toEqual([
      'Farah Ali',
      'eve',
      'Dana Ortiz',
      'Zhen Li',
      'Bilal Khan',
      'Asha Verma',
    ])
  })

  run('searches name, e-mail, company and message, case-insensitively', async () => {
    expect(await names({ q: 'ASHA' })).toEqual(['Asha Verma'])
    expect(await names({ q: 'shop.test' })).toEqual(['Bilal Khan'])
    expect(await names({ q: 'starguide' })).toEqual(['Asha Verma'])
    expect(await names({ q: 'faster launch' })).toEqual(['Zhen Li'])
    expect(await names({ q: 'nobody here' })).toEqual([])
  })

  run('matches % and _ literally, not as wildcards', async () => {
    expect(await names({ q: '100%' })).toEqual(['Bilal Khan'])
    expect(await names({ q: '50%' })).toEqual(['Zhen Li'])
    expect(await names({ q: '%' })).toEqual(['Zhen Li', 'Bilal Khan'])
    expect(await names({ q: '_' })).toEqual([])
    expect(escapeLike('a%b_c\\')).toBe('a\\%b\\_c\\\\')
  })

  run('filters by IST date range, product, delivery state and currency', async () => {
    expect(await names({ from: '2026-03-04' })).toEqual(['Farah Ali', 'eve', 'Dana Ortiz'])
    expect(await names({ to: '2026-03-02' })).toEqual(['Bilal Khan', 'Asha Verma'])
    expect(await names({ from: '2026-03-02', to: '2026-03-03' })).toEqual(['Zhen Li', 'Bilal Khan'])
    // 17:30 UTC on 5 March is 23:00 IST on the 5th: inside a range ending on the 5th.
    expect(await names({ from: '2026-03-05', to: '2026-03-05' })).toEqual(['Farah Ali', 'eve'])
    expect(await names({ product: 'astroway' })).toEqual(['eve', 'Asha Verma'])
    expect(await names({ delivery: 'pending' })).toEqual(['Zhen Li', 'Bilal Khan'])
    expect(await names({ currency: 'USD' })).toEqual(['Dana Ortiz', 'Bilal Khan'])
    expect(await names({ currency: 'INR', product: 'astroway', q: 'eve' })).toEqual(['eve'])
  })

  run('sorts by a whitelisted column in either direction', async () => {
    // Case-insensitive by name ('eve' before 'Farah Ali'), and not the order they arrived in.
    expect(await names({ sort: 'name', dir: 'asc' })).toEqual([
      'Asha Verma',
      'Bilal Khan',
      'Dana Ortiz',
      'eve',
      'Farah Ali',
      'Zhen Li',
    ])
    expect((await names({ sort: 'name', dir: 'desc' }))[0]).toBe('Zhen Li')
    expect(await names({ sort: 'received', dir: 'asc' })).toEqual([
      'Asha Verma',
      'Bilal Khan',
      'Zhen Li',
      'Dana Ortiz',
      'eve',
      'Farah Ali',
    ])
    expect((await names({ sort: 'product' }))[0]).toBe('eve')
    // A sort column outside the whitelist never reaches SQL: the schema refuses it.
    expect(v.safeParse(LeadsFilterSchema, { sort: 'name; DROP TABLE contact_requests' }).success).toBe(false)
  })

  run('pages through the rows without repeating or skipping one', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 3; page++) {
      const result = await searchLeads(db, { page, sort: 'product' }, { pageSize: 2 })
      expect(result.totalPages).toBe(3)
      seen.push(...result.leads.map((l) => l.id))
    }
    expect(new Set(seen).size).toBe(6)
    expect((await searchLeads(db, { page: 4 }, { pageSize: 2 })).leads).toEqual([])
  })

  run('keeps the page and UTM parameters the visitor came with', async () => {
    const detail = await getLeadDetail(db, ids['Bilal Khan']!)
    expect(detail?.lead).toMatchObject({
      pagePath: '/apps/e-commerce',
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
      currency: 'USD',
      status: 'new',
    })
    // Stored while no e-mail service was configured: the delivery history says so.
    expect((await getLeadDetail(db, ids['Asha Verma']!))?.deliveries.map((d) => d.outcome)).toEqual(['skipped'])
    expect(await getLeadDetail(db, '00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await getLeadDetail(db, 'not-a-uuid')).toBeNull()
  })

  run('changes the status with a note and records who did what when', async () => {
    const id = ids['Zhen Li']!
    const first = await updateLeadStatus(db, id, {
      status: 'contacted',
      note: 'Called, wants a demo on Friday.',
      actor: 'admin@readyapps.test',
      now: new Date('2026-03-06T10:00:00Z'),
    })
    expect(first).toMatchObject({ fromStatus: 'new', toStatus: 'contacted', note: 'Called, wants a demo on Friday.' })
    expect(await updateLeadStatus(db, id, { status: 'contacted', actor: 'admin@readyapps.test' })).toBe('unchanged')
    await updateLeadStatus(db, id, {
      note: 'Sent the price list.',
      actor: 'sales@readyapps.test',
      now: new Date('2026-03-07T10:00:00Z'),
    })
    await updateLeadStatus(db, id, {
      status: 'won',
      actor: 'admin@readyapps.test',
      now: new Date('2026-03-08T10:00:00Z'),
    })
    const detail = await getLeadDetail(db, id)
    expect(detail?.lead.status).toBe('won')
    expect(detail?.lead.statusChangedAt?.toISOString()).toBe('2026-03-08T10:00:00.000Z')
    expect(detail?.events.map((e) => [e.actor, e.fromStatus, e.toStatus, e.note, e.at.toISOString()])).toEqual([
      ['admin@readyapps.test', 'contacted', 'won', '', '2026-03-08T10:00:00.000Z'],
      ['sales@readyapps.test', null, null, 'Sent the price list.', '2026-03-07T10:00:00.000Z'],
      ['admin@readyapps.test', 'new', 'contacted', 'Called, wants a demo on Friday.', '2026-03-06T10:00:00.000Z'],
    ])
    expect(await names({ status: 'won' })).toEqual(['Zhen Li'])
    expect(await names({ sort: 'status', dir: 'desc' }).then((list) => list[0])).toBe('Zhen Li')
    expect(
      await updateLeadStatus(db, '00000000-0000-4000-8000-000000000000', { status: 'won', actor: 'a@b.test' }),
    ).toBeNull()
  })

  run('records every e-mail attempt in the delivery history', async () => {
    const stored = await insertLead(db, { ...base, email: 'history@example.com' }, { deliveryStatus: 'pending' })
    const t0 = new Date()
    const first = await claimLead(db, stored.id, { now: t0, leaseMs: 1000 })
    await markLeadAttemptFailed(db, stored.id, {
      attempt: first!.deliveryAttempts,
      error: 'EmailJS answered 503',
      retryAt: new Date(t0.getTime() - 1),
      now: t0,
    })
    const t1 = new Date(t0.getTime() + 1000)
    const second = await claimLead(db, stored.id, { now: t1, leaseMs: 1000 })
    await markLeadAttemptFailed(db, stored.id, {
      attempt: second!.deliveryAttempts,
      error: 'EmailJS answered 503',
      retryAt: null,
      now: t1,
    })
    expect((await getLead(db, stored.id))?.deliveryStatus).toBe('failed')
    expect(
      await requeueLead(db, stored.id, { actor: 'admin@readyapps.test', now: new Date(t1.getTime() + 1000) }),
    ).toBe(true)
    await markLeadSent(db, stored.id, new Date(t1.getTime() + 2000))
    const detail = await getLeadDetail(db, stored.id)
    expect(detail?.deliveries.map((d) => [d.outcome, d.attempt, d.error, d.actor])).toEqual([
      ['sent', 0, null, null],
      ['requeued', 0, null, 'admin@readyapps.test'],
      ['failed', 2, 'EmailJS answered 503', null],
      ['retry', 1, 'EmailJS answered 503', null],
    ])
    const skipped = await insertLead(db, { ...base, email: 'skipped@example.com' }, { deliveryStatus: 'pending' })
    await markLeadSkipped(db, skipped.id)
    expect((await getLeadDetail(db, skipped.id))?.deliveries.map((d) => d.outcome)).toEqual(['skipped'])
    await deleteLead(db, stored.id)
    await deleteLead(db, skipped.id)
  })

  run('sends a pending lead again only when it is stuck', async () => {
    const now = new Date('2026-03-10T10:00:00Z')
    const stored = await insertLead(db, { ...base, email: 'stuck@example.com' }, { deliveryStatus: 'pending', now })
    expect(await requeueLead(db, stored.id, { now, stuckBefore: new Date(now.getTime() - 60_000) })).toBe(false)
    expect(await requeueLead(db, stored.id, { now, stuckBefore: new Date(now.getTime() + 60_000) })).toBe(true)
    expect(await requeueLead(db, stored.id, { now })).toBe(false)
    await deleteLead(db, stored.id)
  })

  run('exports the filtered rows in order, capped', async () => {
    const usd = await exportLeads(db, { currency: 'USD' })
    expect(usd.leads.map((l) => l.name)).toEqual(['Dana Ortiz', 'Bilal Khan'])
    expect(usd.truncated).toBe(false)
    const capped = await exportLeads(db, {}, 2)
    expect(capped.leads.map((l) => l.name)).toEqual(['Farah Ali', 'eve'])
    expect(capped.truncated).toBe(true)
  })

  run('writes a CSV with a header row that is safe against formula injection', async () => {
    const { leads } = await exportLeads(db, { product: 'astroway' })
    const rows = parseCsv(leadsCsv(leads))
    expect(rows[0]).toEqual([
      'Received (UTC)',
      'Name',
      'E-mail',
      'Mobile',
      'Product',
      'Brand name',
      'Description',
      'Status',
      'E-mail delivery',
      'Currency',
      'Page',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'Button',
      'Lead id',
    ])
    expect(rows).toHaveLength(3)
    expect(rows[1]?.slice(0, 6)).toEqual([
      '2026-03-05T06:00:00.000Z',
      'eve',
      'eve@astro.test',
      "'+91 98765 43210",
      'Astroway Pro',
      `'=HYPERLINK("x")`,
    ])
    expect(rows[2]?.[1]).toBe('Asha Verma')
  })

  run('answers GET /admin/leads.csv for an admin only, with the filters applied', async () => {
    routeDeps.db = db
    routeDeps.admin = false
    const refused = await leadsCsvResponse(new Request('http://x.test/admin/leads.csv'))
    expect(refused.status).toBe(401)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).not.toContain('@')

    routeDeps.admin = true
    const bad = await leadsCsvResponse(new Request('http://x.test/admin/leads.csv?from=yesterday'))
    expect(bad.status).toBe(400)
    const response = await leadsCsvResponse(
      new Request('http://x.test/admin/leads.csv?currency=USD&sort=name&dir=asc&page=3'),
      new Date('2026-03-09T12:00:00Z'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-03-09.csv"')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const rows = parseCsv(await response.text())
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Bilal Khan', 'Dana Ortiz'])
  })

  run('deletes a lead with its history', async () => {
    const id = ids['Zhen Li']!
    expect(await deleteLead(db, id)).toBe(true)
    expect(await getLeadDetail(db, id)).toBeNull()
    expect(await deleteLead(db, id)).toBe(false)
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_request_events WHERE lead_id = $1',
      [id],
    )
    expect(rows[0]?.n).toBe(0)
    expect((await searchLeads(db, {})).total).toBe(5)
  })
})

describe('lead pipeline input', () => {
  it('drops bad URL values instead of failing the page', () => {
    expect(
      readLeadsSearch({
        q: 12345,
        from: '2026-02-30',
        to: '2026-03-01',
        product: 'nope',
        status: 'won',
        sort: 'drop',
        page: -1,
      }),
    ).toEqual({
      q: '12345',
      from: undefined,
      to: '2026-03-01',
      product: undefined,
      status: 'won',
      delivery: undefined,
      currency: undefined,
      sort: undefined,
      dir: undefined,
      page: undefined,
    })
  })

  it('refuses bad server input with a message', () => {
    expect(v.safeParse(LeadsFilterSchema, { q: 'x'.repeat(101) }).success).toBe(false)
    expect(v.safeParse(LeadsFilterSchema, { from: '01/03/2026' }).success).toBe(false)
    expect(v.safeParse(LeadUpdateSchema, { id: '00000000-0000-4000-8000-000000000000' }).success).toBe(false)
    expect(
      v.safeParse(LeadUpdateSchema, { id: '00000000-0000-4000-8000-000000000000', note: 'x'.repeat(2001) }).success,
    ).toBe(false)
    expect(v.parse(LeadUpdateSchema, { id: '00000000-0000-4000-8000-000000000000', note: '  ok \u0000 ' }).note).toBe(
      'ok',
    )
  })

  it('offers "Send again" only where a retry can succeed', () => {
    const now = new Date('2026-03-10T10:00:00Z')
    expect(canSendAgain({ deliveryStatus: 'skipped', nextAttemptAt: null }, false, now)).toBe(false)
    expect(canSendAgain({ deliveryStatus: 'failed', nextAttemptAt: null }, false, now)).toBe(false)
    expect(canSendAgain({ deliveryStatus: 'failed', nextAttemptAt: null }, true, now)).toBe(true)
    expect(canSendAgain({ deliveryStatus: 'sent', nextAttemptAt: null }, true, now)).toBe(false)
    expect(canSendAgain({ deliveryStatus: 'pending', nextAttemptAt: now }, true, now)).toBe(false)
    expect(
      canSendAgain({ deliveryStatus: 'pending', nextAttemptAt: new Date('2026-03-10T09:00:00Z') }, true, now),
    ).toBe(true)
  })

  it('keeps page and UTM from the URL, tidied and limited, and never refuses a lead for them', () => {
    expect(
      leadOriginFromLocation({ pathname: '/apps/chitchat', search: '?utm_source=google&utm_medium=cpc&x=1' }),
    ).toEqual({ page: '/apps/chitchat', utm: { source: 'google', medium: 'cpc' } })
    const form = {
      name: 'A',
      email: 'a@b.co',
      mobile: '+91 98765 43210',
      product: 'astroway',
      terms: true,
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 2048 }), fc.string({ maxLength: 2048 }), (page, source) => {
        const parsed = v.safeParse(ContactRequestSchema, { ...form, page, utm: { source } })
        expect(parsed.success).toBe(true)
        if (!parsed.success) return
        expect(parsed.output.page.length).toBeLessThanOrEqual(300)
        expect(parsed.output.page === '' || parsed.output.page.startsWith('/')).toBe(true)
        expect(parsed.output.utm.source.length).toBeLessThanOrEqual(150)
      }),
    )
    expect(v.safeParse(ContactRequestSchema, { ...form, page: 'x'.repeat(2049) }).success).toBe(false)
    expect(v.parse(ContactRequestSchema, { ...form, page: 'https://evil.test/x' }).page).toBe('')
    expect(v.parse(ContactRequestSchema, { ...form, page: '//evil.test/x' }).page).toBe('')
    expect(v.parse(ContactRequestSchema, form)).toMatchObject({
      page: '',
      utm: { source: '', medium: '', campaign: '', term: '', content: '' },
    })
  })
})
