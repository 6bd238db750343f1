import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ERROR_COLLECTOR } from './in-page'

/**
 * The address WebKit visits the site through: passes every request on to the site unchanged and
 * every answer back, but for two things:
 * - it puts the suite's error collector (support/in-page.ts) first in each page's head, with the
 *   page's own CSP nonce, so that it runs before the page's scripts. WebDriver classic (all
 *   WebKitWebDriver 2.50 speaks) can neither read the console nor run a script before the page's own;
 * - it drops `Secure` from the cookies the site sets. The suite's site has an https SITE_ORIGIN (as
 *   in production), so its cookies are Secure; Chromium and Firefox keep those from
 *   http://127.0.0.1 (a loopback address is a secure context), WebKitGTK's cookie jar does not (not
 *   from localhost either), and the proxy stands where the TLS front would.
 * Pages come uncompressed (the proxy asks for no encoding); the compression itself is Chromium's
 * business (e2e/budgets.spec.ts).
 */
export interface SiteProxy {
  origin: string
  close(): Promise<void>
}

const NONCE = /<script\b[^>]*\bnonce="([^"]+)"/
const HEAD = /<head\b[^>]*>/i

export function collectorInto(html: string): string {
  const nonce = NONCE.exec(html)?.[1]
  const head = HEAD.exec(html)
  if (!nonce || !head) return html
  const at = head.index + head[0].length
  return `${html.slice(0, at)}<script nonce="${nonce}">${ERROR_COLLECTOR}</script>${html.slice(at)}`
}

/** A Set-Cookie value without its Secure attribute (see above). */
const withoutSecure = (cookie: string) => cookie.replace(/;\s*Secure(?=;|$)/gi, '')

export async function startSiteProxy(target: string): Promise<SiteProxy> {
  const { hostname, port } = new URL(target)
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers }
    delete headers['accept-encoding']
    const upstream = httpRequest({ hostname, port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const cookies = answer.headers['set-cookie']
      if (cookies) answer.headers['set-cookie'] = cookies.map(withoutSecure)
      const type = String(answer.headers['content-type'] ?? '')
      if (!type.startsWith('text/html')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.from(collectorInto(Buffer.concat(chunks).toString('utf8')))
        const responseHeaders = { ...answer.headers, 'content-length': String(body.length) }
        delete responseHeaders['transfer-encoding']
        outgoing.writeHead(answer.statusCode ?? 502, responseHeaders)
        outgoing.end(body)
      })
    })
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
