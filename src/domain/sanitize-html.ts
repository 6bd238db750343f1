import type { Config } from 'isomorphic-dompurify'
import { domPurify } from '#dompurify'

/**
 * The one HTML sanitiser for post content, used on the server (jsdom) and in the browser
 * (native DOM) alike (`#dompurify` picks the instance per build: package.json `imports`). Strict allow-list: inline marks and links only. Links keep an href only
 * when it is http(s), mailto or tel, and always get a safe rel.
 */
const ALLOWED_INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 'code', 'mark', 'a', 'br'] as const
const LINK_REL = 'noopener noreferrer nofollow'
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

/** The DOMPurify pass itself, without the shortcuts below (tests compare against it). */
export function sanitizeWithDomPurify(dirty: string): string {
  const DOMPurify = domPurify()
  // Hooks are global on the shared DOMPurify instance: add ours only for this synchronous call.
  DOMPurify.addHook('afterSanitizeAttributes', secureLinks)
  try {
    return String(DOMPurify.sanitize(dirty, config)).trim()
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', secureLinks)
  }
}

/**
 * Text that the HTML parser and DOMPurify would hand back unchanged: no tags, entities,
 * non-breaking spaces, carriage returns or NULs.
 */
const NEEDS_PARSING = /[<>&\u00a0\r\0]/

/*
 * Text already in the exact form DOMPurify writes for this allow-list: properly nested allowed
 * tags without attributes, links as `<a href="safe URL" rel="noopener noreferrer nofollow">` (or a
 * bare `<a>`, what is left of an unsafe link), `<br>`, and text whose only markup characters are
 * the entities the serialiser writes. Such a text contains nothing outside the allow-list by
 * construction, and DOMPurify hands it back unchanged (tests/unit/sanitize-html.test.ts checks
 * both on generated texts), so it needs no parser. Stored post texts were sanitised when saved,
 * so they always take this path: public pages never load DOMPurify's jsdom on the server.
 * Anything else (a tag or entity not listed, whitespace or quotes in a link, misnesting, a
 * link inside a link) goes through DOMPurify.
 */
const CANONICAL_TOKEN =
  /[^<>&\u00a0\r\0]+|&(?:amp|lt|gt|nbsp);|<(\/?)(b|strong|i|em|u|code|mark)>|<br>|<a>|<a href="((?:https?:|mailto:|tel:)(?:[^"<>&\s\0]|&amp;)*)" rel="noopener noreferrer nofollow">|<\/a>/y

export function isCanonicalInlineHtml(html: string): boolean {
  const open: string[] = []
  CANONICAL_TOKEN.lastIndex = 0
  while (CANONICAL_TOKEN.lastIndex < html.length) {
    const start = CANONICAL_TOKEN.lastIndex
    const match = CANONICAL_TOKEN.exec(html)
    if (!match || match.index !== start) return false
    const token = match[0]
    if (match[2]) {
      if (!match[1]) open.push(match[2])
      else if (open.pop() !== match[2]) return false
    } else if (token === '</a>') {
      if (open.pop() !== 'a') return false
    } else if (token.startsWith('<a')) {
      // The parser closes an open link when another starts: not the same text any more.
      if (open.includes('a')) return false
      open.push('a')
    }
  }
  return open.length === 0
}

/*
 * On the server DOMPurify runs on jsdom, where every call costs a millisecond or more and keeps
 * some memory for good. Post texts repeat on every page view, so results are remembered
 * (bounded, least recently used first out) and plain text skips the parser altogether.
 */
const CACHE_LIMIT = 5_000
const CACHE_MAX_LENGTH = 4_000
const cache = new Map<string, string>()

/** Sanitises one inline-HTML field (paragraph text, caption, list item ...). Never throws. */
export function sanitizeInlineHtml(dirty: unknown): string {
  if (typeof dirty === 'number') return String(dirty)
  if (typeof dirty !== 'string' || dirty.length === 0) return ''
  if (!NEEDS_PARSING.test(dirty) || isCanonicalInlineHtml(dirty)) return dirty.trim()
  const known = cache.get(dirty)
  if (known !== undefined) {
    cache.delete(dirty)
    cache.set(dirty, known)
    return known
  }
  const clean = sanitizeWithDomPurify(dirty)
  if (dirty.length > CACHE_MAX_LENGTH) return clean
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(dirty, clean)
  return clean
}

// Pure string work, in its own module so the browser can use it without loading DOMPurify.
export { inlineHtmlToText } from './inline-html'
