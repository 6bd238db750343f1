import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { adminListSearchFields } from '~/features/admin/admin-list-search'
import { AdminPageInput } from '~/features/admin/admin-page-input'
import { searchParser } from '~/domain/url-search'

describe('adminListSearchFields (the URL search of the admin lists)', () => {
  const read = searchParser(adminListSearchFields(['draft', 'published']))

  it('keeps a valid page and status', () => {
    expect(read({ page: 3, status: 'draft' })).toEqual({ page: 3, status: 'draft' })
  })

  it('has no defaults, so the router does not redirect to ?page=1 before the guard runs', () => {
    expect(read({})).toStrictEqual({ page: undefined, status: undefined })
  })

  it('drops a bad page or an unknown status instead of failing', () => {
    const none = { page: undefined, status: undefined }
    expect(read({ page: 0, status: 'deleted' })).toStrictEqual(none)
    expect(read({ page: 1.5 })).toStrictEqual(none)
    expect(read({ page: 'x' })).toStrictEqual(none)
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
