/** A post's address on the site (share links, canonical URL, structured data). */
export function postUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/blog/${slug}`
}
