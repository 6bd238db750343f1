import { siteConfig } from '#app-config'
import type { PostSummary } from '~/domain/post'
import { escapeXml } from '~/domain/xml'

/** RSS 2.0 feed of published posts with absolute links from the site origin. */
export function renderRssFeed(origin: string, posts: PostSummary[]): string {
  const base = origin.replace(/\/+$/, '')
  const newest = posts.reduce<string | null>(
    (latest, post) => (post.publishedAt && (!latest || post.publishedAt > latest) ? post.publishedAt : latest),
    null,
  )
  const items = posts.map((post) => {
    const link = `${base}/blog/${post.slug}`
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      post.publishedAt ? `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : '',
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${siteConfig.brand} Blog`)}</title>`,
    `    <link>${escapeXml(`${base}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml('Guides for launching and growing app businesses: astrology platforms, white-label strategy, food delivery, costs and more.')}</description>`,
    '    <language>en</language>',
    newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
}
