import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AdminPageInput, adminListSearch } from '~/features/admin/admin-list-search'

describe('adminListSearch (the URL search of the admin lists)', () => {
  const schema = adminListSearch(['draft', 'published'])

  it('keeps a valid page and status', () => {
    expect(v.parse(schema, { page: 3, status: 'draft' })).toEqual({ page: 3, status: 'draft' })
  })

  it('has no defaults, so the router does not redirect to ?page=1 before the guard runs', () => {
    expect(v.parse(schema, {})).toEqual({ page: undefined, status: undefined })
  })

  it('drops a bad page or an unknown status instead of failing', () => {
    expect(v.parse(schema, { page: 0, status: 'deleted' })).toEqual({ page: undefined, status: undefined })
    expect(v.parse(schema, { page: 1.5 })).toEqual({ page: undefined, status: undefined })
    expect(v.parse(schema, { page: 'x' })).toEqual({ page: undefined, status: undefined })
  })
})

describe('AdminPageInput (the page a list server function accepts)', () => {
  it('is 1 when missing and refuses pages out of range', () => {
    expect(v.parse(AdminPageInput, undefined)).toBe(1)
    expect(v.parse(AdminPageInput, 7)).toBe(7)
    expect(v.safeParse(AdminPageInput, 0).success).toBe(false)
    expect(v.safeParse(AdminPageInput, 10_001).success).toBe(false)
  })
})
