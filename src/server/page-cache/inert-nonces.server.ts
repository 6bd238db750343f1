/**
 * A stored page is cut at every nonce it carries (each response gets a fresh one spliced in), and
 * each cut costs compression: the pieces are compressed apart, so none can point back into the
 * text before it. The router puts the nonce on every tag it renders in the head, meta and link
 * tags included, where the CSP never reads it: scripts and styles are checked by nonce, icons,
 * the manifest, canonical and alternate links, preloads of images and fonts, and meta tags are
 * not (their sources are 'self' by the policy). This takes the nonce off those tags, so a stored
 * page is cut only where the nonce does something. The csp-nonce meta tag keeps its content (the
 * browser code reads the nonce from there); only a nonce attribute is dropped.
 */
const META_OR_LINK = /<(?:meta|link)\b[^>]*>/g
const NONCE_ATTRIBUTE = /\s+nonce="[^"]*"/
/** Links the CSP checks against script-src or style-src: these keep their nonce. */
const CHECKED_LINK = /\brel="(?:modulepreload|stylesheet)"|\bas="(?:script|style)"/

export function dropInertNonces(html: string): string {
  return html.replace(META_OR_LINK, (tag) =>
    tag.startsWith('<link') && CHECKED_LINK.test(tag) ? tag : tag.replace(NONCE_ATTRIBUTE, ''),
  )
}
