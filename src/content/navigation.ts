/** Header navigation, in the order the spec gives. Data only; the Apps menu lists the registry's menu products. */
import { menuProducts } from './product-nav'
import { appCount } from './story'

export interface NavLink {
  label: string
  to: string
  /** Shown with a star and '(Star Product)'-style badge in menus. */
  star?: boolean
  description?: string
}

export interface NavEntry {
  label: string
  to: string
  /** Entries with children open a dropdown instead of navigating. */
  children?: NavLink[]
  /** Extra path prefixes under which this entry counts as active. */
  activePrefixes?: string[]
  /** The Contact entry opens the contact popover. */
  kind?: 'link' | 'menu' | 'contact'
}

export const headerNav: NavEntry[] = [
  { label: 'Home', to: '/', kind: 'link' },
  {
    label: 'Apps',
    to: '/apps',
    kind: 'menu',
    activePrefixes: ['/astroway', '/chitchat'],
    children: [
      { label: 'All Apps', to: '/apps', description: appCount.line },
      ...menuProducts.map(({ product, description }) => ({
        label: product.name,
        to: product.path,
        star: product.star || undefined,
        description,
      })),
    ],
  },
  { label: 'Portfolio', to: '/portfolio', kind: 'link' },
  { label: 'About', to: '/about', kind: 'link' },
  { label: 'Careers', to: '/careers', kind: 'link' },
  {
    label: 'Resources',
    to: '/resources',
    kind: 'menu',
    activePrefixes: ['/documentation', '/faq', '/blog'],
    children: [
      { label: 'Documentation', to: '/documentation', description: 'Guides and API reference' },
      { label: 'FAQ', to: '/faq', description: 'Answers to common questions' },
    ],
  },
  { label: 'Contact', to: '/contact', kind: 'contact' },
]

/** Home is active only on '/', every other entry when the path starts with its path. */
export function isNavEntryActive(entry: Pick<NavEntry, 'to' | 'activePrefixes'>, pathname: string): boolean {
  if (entry.to === '/') return pathname === '/'
  const prefixes = [entry.to, ...(entry.activePrefixes ?? [])]
  return prefixes.some((prefix) => pathname.startsWith(prefix))
}
