/**
 * What the beacon endpoint reads from a request's headers, coarsely: whether it is a bot or a
 * prefetch (neither is counted), the device class, and the host of an outside referrer. The user
 * agent itself is never stored.
 */

/** Crawlers, monitors, previewers, headless browsers and HTTP libraries (case-insensitive). */
const BOT_PATTERN =
  /bot\b|bot[/;-]|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|discord|skype|preview|lighthouse|pagespeed|pingdom|uptime|monitor|headless|phantomjs|puppeteer|playwright|selenium|webdriver|curl\/|wget\/|python-|python\/|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|ahrefs|semrush|mj12|dotbot|petalbot|bingpreview|yandex|baidu|duckduck|applebot|gptbot|chatgpt|claude|perplexity|bytespider|ccbot/i

/** True for a user agent that is not a person's browser (an empty one included). */
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 12) return true
  return BOT_PATTERN.test(userAgent)
}

/** A speculative load (link prefetch, speculation rules): the page was not seen (yet). */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`
  return /prefetch|prerender/i.test(purpose)
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

/**
 * Mobile, tablet or desktop from the user agent; the screen's width class decides for an iPad,
 * which says "Macintosh" like a Mac.
 */
export function deviceClass(userAgent: string, widthClass?: 'm' | 't' | 'd'): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return 'tablet'
  if (/mobi|iphone|ipod|android|windows phone|opera mini|blackberry/i.test(userAgent)) return 'mobile'
  if (/macintosh/i.test(userAgent) && widthClass && widthClass !== 'd') return 'tablet'
  return 'desktop'
}

/**
 * The host of a referrer URL when it is another site ('www.' dropped, lower case), else null
 * (no referrer, this site, not http(s), not a URL).
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()
  if (!host || host.length > 253 || ownHosts.includes(host)) return null
  return host.replace(/^www\./, '')
}
