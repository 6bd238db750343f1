/**
 * Slug and tag rules. Plain functions with no dependencies, so any page may use them without
 * pulling the content sanitiser into its bundle.
 */

export const SLUG_MAX_LENGTH = 100
/** Lowercase letters and digits, in words joined by single hyphens: 'launch-in-4-weeks'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_RULE_MESSAGE = 'Use lowercase letters, digits and single hyphens (for example launch-your-app).'

export function isValidSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
}

/**
 * A slug from a title: accents folded, '&' read as 'and', everything else that is not a letter
 * or digit becomes a hyphen, cut at a word boundary. Never empty ('post').
 */
export function slugify(title: string, maxLength = 80): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (!base) return 'post'
  if (base.length <= maxLength) return base
  const cut = base.slice(0, maxLength + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut.slice(0, maxLength)).replace(/-+$/, '')
}

/** 'my-post', then 'my-post-2', 'my-post-3' ... so the suffix keeps the slug within limits. */
export function slugWithSuffix(base: string, n: number): string {
  if (n <= 1) return base
  const suffix = `-${n}`
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
}

export const TAG_MAX_LENGTH = 32

/** 'white-label' -> 'White label'. */
export function tagLabel(tag: string): string {
  const spaced = tag.replace(/-/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}
