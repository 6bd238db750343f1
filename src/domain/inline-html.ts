/**
 * Inline HTML helpers that need no parser (and so no DOMPurify): safe to use in any bundle.
 * The HTML they read has already been sanitised (sanitize-html.ts).
 */

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
