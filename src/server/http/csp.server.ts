import { createHash, randomBytes } from 'node:crypto'

/**
 * Content-Security-Policy and the baseline security headers (issue 12). One module builds them
 * for every answer: pages rendered by Start or served from the page cache (src/server.ts) and
 * the static files of the build (scripts/start.mjs, through `staticSecurityHeaders`).
 */

/** An unpredictable nonce: 128 random bits, base64 (fresh for every response). */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * <style> elements Editor.js and its tools add without a nonce and without a way to pass one: the
 * tools' sheets when their module loads (vite-plugin-css-injected-by-js), Editor.js's paragraph,
 * hint and tooltip sheets, and its notifier's (style-loader: an empty element first, then the
 * text). Their text is fixed per package version, so they are allowed by hash;
 * tests/server/csp-editor-styles.test.ts runs the installed editor and fails when a sheet's
 * text (an upgrade) no longer matches. Editor.js's main sheet takes the nonce (`style.nonce`).
 */
export const EDITOR_STYLE_HASHES = [
  // @editorjs/editorjs 2.31.7: hints, paragraph tool, tooltips, notifier (empty, then filled)
  "'sha256-XJt+VG4GO/3UzuYzfgM8hXd1esyCUc8XFrjROetEixs='",
  "'sha256-3xk/4vimQaPGDuOrm0sl2iNXKnKRY3vf/hBJwXH/wjg='",
  "'sha256-FhlryUmtfW8PYZ9r/LTpjPahwVmevaJdc0XSm73dJlI='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-jWzOSiuXkc+25P/nXc5zB9eH/lP2wANF6pl026BYphc='",
  // @editorjs/header 2.8.9
  "'sha256-VZ6f6kGovmiJDue3pEvYY6Ffg3RywIAYmQaHAGX4hrg='",
  // @editorjs/list 2.0.9
  "'sha256-rCIjR3ql9b60W2yWHHvfk5+hvurAQM+LTnmKIHnAV2k='",
  // @editorjs/quote 2.7.6
  "'sha256-/2pEMVoDF26DuvmD2ZdKnjJH/GTEts8ekafdUkR8MIw='",
] as const

export interface DocumentPolicyOptions {
  /** This response's nonce: inline <script> and <style> elements carry it. */
  nonce: string
  /** SUPABASE_URL when set: the only other origin the browser may connect to. */
  supabaseUrl?: string
  /** Fixed inline sheets made outside the renderer ('sha256-…' sources), e.g. the 503 page's. */
  styleHashes?: readonly string[]
}

/** The CSP source of a fixed inline text: 'sha256-<base64>'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** What an origin in a policy may look like: nothing that could end a directive or add a source. */
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/

/**
 * The origin of a configured URL, or undefined when it is empty, not http(s), or not a plain host
 * (the URL parser keeps ';' or ',' in a host name, which would split the policy).
 */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
    return SAFE_ORIGIN.test(parsed.origin) ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The policy of an HTML document. Scripts: this response's nonce or this origin's files, never
 * inline code without the nonce, never eval. Styles: <style> elements need the nonce (or are one
 * of the fixed Editor.js sheets); `style=""` attributes are allowed ('unsafe-inline' in
 * style-src-attr) because React and Mantine style props write computed values there; `style-src`
 * itself is the fallback for browsers without the CSP 3 -elem/-attr split, which keep inline
 * styles working and still get the strict script policy.
 */
export function documentPolicy({ nonce, supabaseUrl, styleHashes = [] }: DocumentPolicyOptions): string {
  const nonceSource = `'nonce-${nonce}'`
  const supabase = originOf(supabaseUrl)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'report-sample': a violation report shows the start of what was refused.
    ['script-src', "'self'", nonceSource, "'report-sample'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", nonceSource, ...EDITOR_STYLE_HASHES, ...styleHashes, "'report-sample'"],
    ['style-src-attr', "'unsafe-inline'"],
    // Post images and covers may be any https URL (src/domain/post-content.ts isSafeImageUrl).
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(supabase ? [supabase] : [])],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** Anything that is not a page (JSON, XML, images, scripts): nothing may load from it, nobody may frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * An SVG opened on its own is a document: its own style attributes and <style> must still apply,
 * scripts never. (Inside an <img> the response's policy does not matter.)
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

/**
 * The service worker's policy governs the worker itself: it fetches this site's pages and assets
 * (and caches them), nothing else.
 */
export const SERVICE_WORKER_POLICY = "default-src 'self'; frame-ancestors 'none'"

/** A static HTML file without scripts (offline.html): its inline <style> by hash, images from here. */
function staticDocumentPolicy(styleHashes: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'none'",
    `style-src ${styleHashes.length ? styleHashes.join(' ') : "'none'"}`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The headers every answer carries, page or file. */
function baselineSecurityHeaders(siteOrigin: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' for browsers that know CSP; this for the rest.
    'X-Frame-Options': 'DENY',
    // Only features browsers know (an unknown one is a console error on every page).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(siteOrigin.startsWith('https://')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  }
}

/** The policy header's name: enforced in production; report-only in development (Vite injects unsigned code). */
function policyHeaderName(enforce: boolean): string {
  return enforce ? 'Content-Security-Policy' : 'Content-Security-Policy-Report-Only'
}

export interface SecureResponseOptions {
  /** The nonce the response's HTML carries; undefined when its body has none (a 304, a file). */
  nonce: string | undefined
  siteOrigin: string
  supabaseUrl?: string
  styleHashes?: readonly string[]
  enforce: boolean
}

/** Stands for the nonce in a policy made once: each response's nonce replaces it. */
const NONCE_MARK = '\u0000nonce\u0000'

/**
 * `secureResponse` for fixed options (the server's configuration): the baseline headers and the
 * page policy are worked out once, each answer only puts its nonce in.
 */
export function responseSecurer(
  options: Omit<SecureResponseOptions, 'nonce'>,
): (response: Response, nonce: string | undefined) => Response {
  const baseline = Object.entries(baselineSecurityHeaders(options.siteOrigin))
  const name = policyHeaderName(options.enforce)
  const pagePolicy = documentPolicy({
    nonce: NONCE_MARK,
    supabaseUrl: options.supabaseUrl,
    styleHashes: options.styleHashes,
  }).split(NONCE_MARK)

  return (response, nonce) => {
    let target = response
    try {
      target.headers.set('X-Content-Type-Options', 'nosniff')
    } catch {
      target = new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    }
    const headers = target.headers
    for (const [header, value] of baseline) headers.set(header, value)
    headers.delete('Content-Security-Policy')
    headers.delete('Content-Security-Policy-Report-Only')
    if (response.status === 304) return target
    const contentType = (headers.get('content-type') ?? '').toLowerCase()
    if (contentType.startsWith('text/html')) {
      // An HTML answer always gets a nonce in its policy, even when nothing in it uses one.
      headers.set(name, pagePolicy.join(nonce ?? createNonce()))
    } else if (contentType.startsWith('image/svg+xml')) {
      headers.set(name, SVG_POLICY)
    } else {
      headers.set(name, RESOURCE_POLICY)
    }
    return target
  }
}

/**
 * Puts the baseline headers and the right policy on an answer of the app (headers are mutable on
 * Start's and the page cache's responses; a copy is made when they are not). A 304 carries no
 * policy: the browser keeps the one stored with the body it reuses, whose nonce matches that
 * body, and a 304's headers would replace it.
 */
export function secureResponse(response: Response, options: SecureResponseOptions): Response {
  return responseSecurer(options)(response, options.nonce)
}

const STATIC_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi

/** The 'sha256-…' sources of a static HTML file's inline <style> elements. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STATIC_STYLE)].map((match) => hashSource(match[1] ?? ''))
}

/**
 * Headers of a static file of the build, by path and type: the baseline plus a policy that fits
 * (HTML documents, SVG, the service worker, everything else).
 */
export function staticSecurityHeaders(
  siteOrigin: string,
  file: { pathname: string; type: string; styleHashes?: string[] },
): Record<string, string> {
  let policy = RESOURCE_POLICY
  if (file.type.startsWith('text/html')) policy = staticDocumentPolicy(file.styleHashes ?? [])
  else if (file.type.startsWith('image/svg+xml')) policy = SVG_POLICY
  else if (file.pathname === '/service-worker.js') policy = SERVICE_WORKER_POLICY
  return { ...baselineSecurityHeaders(siteOrigin), 'Content-Security-Policy': policy }
}
