/** The admin's sections, as the sidebar lists them; `paths` are the URL prefixes each one owns. */
export const ADMIN_SECTIONS = [
  { to: '/admin/dashboard', label: 'Dashboard', paths: [] },
  {
    to: '/admin/dashboard/postmanagement',
    label: 'Posts',
    paths: ['/admin/dashboard/postmanagement', '/admin/dashboard/posts/'],
  },
  { to: '/admin/dashboard/leads', label: 'Leads', paths: ['/admin/dashboard/leads'] },
  { to: '/admin/dashboard/analytics', label: 'Analytics', paths: ['/admin/dashboard/analytics'] },
  { to: '/admin/dashboard/subscribers', label: 'Subscribers', paths: ['/admin/dashboard/subscribers'] },
  { to: '/admin/dashboard/webhooks', label: 'Webhooks', paths: ['/admin/dashboard/webhooks'] },
  { to: '/admin/dashboard/personal-data', label: 'Personal data', paths: ['/admin/dashboard/personal-data'] },
  { to: '/admin/dashboard/account', label: 'Account', paths: ['/admin/dashboard/account'] },
] as const

export type AdminSection = (typeof ADMIN_SECTIONS)[number]

function owns(prefix: string, pathname: string): boolean {
  return prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/**
 * The one section a page of the admin belongs to: the section whose prefix it is under (a lead
 * belongs to Leads, a post's preview to Posts), else the Dashboard. Only that one is highlighted.
 */
export function activeAdminSection(pathname: string): AdminSection['to'] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return ADMIN_SECTIONS.find((section) => section.paths.some((prefix) => owns(prefix, path)))?.to ?? '/admin/dashboard'
}
