import { describe, expect, it } from 'vitest'
import { activeAdminSection } from '~/features/admin/admin-sections'

describe('the admin sidebar highlights one section: the one the page belongs to', () => {
  it.each([
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin/dashboard/', '/admin/dashboard'],
    ['/admin/dashboard/leads', '/admin/dashboard/leads'],
    ['/admin/dashboard/leads/3f2a', '/admin/dashboard/leads'],
    ['/admin/dashboard/postmanagement', '/admin/dashboard/postmanagement'],
    ['/admin/dashboard/posts/42/preview', '/admin/dashboard/postmanagement'],
    ['/admin/dashboard/subscribers', '/admin/dashboard/subscribers'],
    ['/admin/dashboard/account', '/admin/dashboard/account'],
  ])('%s: %s', (pathname, section) => {
    expect(activeAdminSection(pathname)).toBe(section)
  })
  it('a look-alike path is not a section', () => {
    expect(activeAdminSection('/admin/dashboard/leadsx')).toBe('/admin/dashboard')
  })
})
