import DOMPurify, { type Config } from 'isomorphic-dompurify'

/**
 * The one HTML sanitiser for post content, used on the server (jsdom) and in the browser
 * (native DOM) alike. Strict allow-list: inline marks and links only. Links keep an href only
 * when it is http(s), mailto or tel, and always get a safe rel.
 */
export const ALLOWED_INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 'code', 'mark', 'a', 'br'] as const
export const LINK_REL = 'noopener noreferrer nofollow'
const SAFE_HREF = /^(?:https?:|mailto:|tel:)/i

const config: Config = {
  ALLOWED_TAGS: [...ALLOWED_INLINE_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_HREF,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
}

function secureLinks(node: Element) {
  if (node.nodeName !== 'A') return
  const href = node.getAttribute('href')?.trim() ?? ''
  if (!href || !SAFE_HREF.test(href)) {
    node.removeAttribute('href')
    return
  }
  // Only scheme-qualified URLs reach this point; anything with whitespace or quotes in the
  // scheme was already dropped by ALLOWED_URI_REGEXP.
  node.setAttribute('rel', LINK_REL)
}

/** Sanitises one inline-HTML field (paragraph text, caption, list item ...). Never throws. */
export function sanitizeInlineHtml(dirty: unknown): string {
  if (typeof dirty === 'number') return String(dirty)
  if (typeof dirty !== 'string' || dirty.length === 0) return ''
  // Hooks are global on the shared DOMPurify instance: add ours only for this synchronous call.
  DOMPurify.addHook('afterSanitizeAttributes', secureLinks)
  try {
    return String(DOMPurify.sanitize(dirty, config)).trim()
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', secureLinks)
  }
}

/** Plain text of an inline-HTML field (for alt texts, reading time, feeds). */
export function inlineHtmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
