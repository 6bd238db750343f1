/** The products a visitor can ask about in the contact dialog (value: what the lead stores). */
export const PRODUCT_OPTIONS = [
  { value: 'astroway', label: 'Astroway Pro', featured: true },
  { value: 'chitchat', label: 'Chitchat App', featured: true },
  { value: 'food-delivery', label: 'Food Delivery App', featured: false },
  { value: 'e-commerce', label: 'E-Commerce Platform', featured: false },
  { value: 'social-network', label: 'Social Network', featured: false },
  { value: 'ride-sharing', label: 'Ride Sharing App', featured: false },
  { value: 'fitness-tracker', label: 'Fitness Tracker', featured: false },
] as const

export type ProductValue = (typeof PRODUCT_OPTIONS)[number]['value']

export const PRODUCT_VALUES = PRODUCT_OPTIONS.map((option) => option.value) as [ProductValue, ...ProductValue[]]

/** What the select shows: featured products carry a star and '(Star Product)'. */
export function productOptionText(option: (typeof PRODUCT_OPTIONS)[number]): string {
  return option.featured ? `★ ${option.label} (Star Product)` : option.label
}

/** The label for a stored product value (the e-mail and the admin area show this). */
export function productLabel(value: string): string {
  return PRODUCT_OPTIONS.find((option) => option.value === value)?.label ?? value
}

/** Names used across the site for the same products (app ids, page slugs, short names). */
const ALIASES: Record<string, ProductValue> = {
  'astroway-pro': 'astroway',
  astropro: 'astroway',
  'chitchat-app': 'chitchat',
  ecommerce: 'e-commerce',
  'social-media': 'social-network',
  fitness: 'fitness-tracker',
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[★()]/g, ' ')
    .replace(/star product/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Maps whatever a caller preselects (a label such as 'Astroway Pro' or 'Food Delivery', an app id
 * such as 'chitchat-app', or a product value) to the product value, or '' when nothing matches
 * (the visitor then chooses).
 */
export function productValueForApp(app: string | null | undefined): ProductValue | '' {
  if (!app) return ''
  const key = slug(app)
  if (!key) return ''
  const candidates = [key, key.replace(/-(app|platform|solution|clone)$/, '')]
  for (const candidate of candidates) {
    const direct = PRODUCT_OPTIONS.find((option) => option.value === candidate || slug(option.label) === candidate)
    if (direct) return direct.value
    const alias = ALIASES[candidate]
    if (alias) return alias
  }
  return ''
}
