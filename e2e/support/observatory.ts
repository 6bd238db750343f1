/**
 * The scoring rules of Mozilla's HTTP Observatory (MDN's `mdn-http-observatory`, algorithm version
 * 6: src/analyzer/tests/*.js, src/grader/charts.js, src/scanner/index.js), written out here because
 * the package downloads lists when it is installed and fails offline. Same tests, same results and
 * modifiers, same grade chart: start at 100, add every modifier, bonuses only count when the score
 * without them is at least 90. The HSTS preload list is the one thing left out (a test host is never
 * on it: `hsts-preloaded` cannot happen here).
 *
 * `scanSite` makes the Observatory's requests (the https page, the http page with its redirects, a
 * CORS preflight) with node:https, trusting the CA file it is given.
 */
import http from 'node:http'
import https from 'node:https'

export interface ObservedResponse {
  url: URL
  status: number
  /** Header name (lower case) -> every value it had (Set-Cookie may repeat). */
  headers: Record<string, string[]>
  body: string
  /** The certificate was checked against the trusted CA and the host name. */
  verified: boolean
}

export interface ScanInput {
  /** The final answer of the https session (after redirects): the page the tests read. */
  https: ObservedResponse | null
  /** The final answer of the http session. */
  http: ObservedResponse | null
  /** Every URL the http session went through, first one included, with its status. */
  httpRedirects: { url: URL; status: number }[]
  /** The Set-Cookie headers the https session received (the Observatory's cookie jar). */
  setCookies: string[]
  /** The answer to an OPTIONS preflight from another origin. */
  cors: { headers: Record<string, string[]>; origin: string } | null
}

export interface TestResult {
  name: string
  result: string
  modifier: number
  pass: boolean
}

export interface Scan {
  score: number
  grade: string
  tests: TestResult[]
}

/** src/grader/charts.js SCORE_TABLE: result -> modifier. */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
  'html-not-parseable': -20,
}

const GRADE_CHART: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90

/** src/grader/grader.js getGradeForScore. */
export function gradeForScore(raw: number): string {
  const score = Math.max(raw, 0)
  const key = Math.min(score - (score % 5), 100)
  return GRADE_CHART.find(([floor]) => key >= floor)![1]
}

const headersOf = (response: { headers: Record<string, string[]> } | null | undefined, name: string) =>
  response?.headers[name.toLowerCase()] ?? []
const firstHeader = (response: { headers: Record<string, string[]> } | null | undefined, name: string) =>
  headersOf(response, name)[0] ?? null

/** Worse results later: onlyIfWorse in src/analyzer/utils.js. */
function onlyIfWorse(next: string, previous: string | null, order: string[]): string {
  if (!previous) return next
  return order.indexOf(next) > order.indexOf(previous) ? next : previous
}

// --- HTML bits the tests read (meta http-equiv, script elements) --------------------------------------
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]!.toLowerCase()
    if (!(name in found)) found[name] = match[2] ?? match[3] ?? match[4] ?? ''
  }
  return found
}

function elements(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) => attributes(match[1] ?? ''))
}

function httpEquiv(response: ObservedResponse | null, name: string): string[] {
  if (!response || !/^(text\/html|application\/xhtml\+xml)/.test(firstHeader(response, 'content-type') ?? 'text/html'))
    return []
  return elements(response.body, 'meta')
    .filter((meta) => meta['http-equiv']?.toLowerCase() === name.toLowerCase() && meta.content !== undefined)
    .map((meta) => meta.content!)
}

// --- CSP (src/analyzer/cspParser.js, src/analyzer/tests/csp.js) ---------------------------------------
const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE])
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src'])
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]
const DUPLICATES_ALLOWED = new Set(['report-uri', 'report-to'])

type Csp = Map<string, Set<string>> & { duplicateReports?: boolean }

/**
 * One policy (the Observatory also merges several; the app sends one, and several make this throw,
 * so a test notices instead of scoring something else).
 */
export function parseCsp(policies: string[]): Csp {
  const csp: Csp = new Map()
  const cleaned = policies.map((policy) => policy.replace(/[\r\n]/g, '').trim())
  if (cleaned.length === 0) return csp
  if (cleaned.length > 1) throw new Error('several policies: not supported by this port of the rules')
  const policy = cleaned[0]!
  if (policy.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${policy}`)
  for (const entry of policy.split(';')) {
    const [directiveEntry, ...values] = entry.trim().split(/\s+/)
    if (!directiveEntry) continue
    const directive = directiveEntry.toLowerCase()
    if (csp.has(directive)) {
      if (DUPLICATES_ALLOWED.has(directive)) {
        csp.duplicateReports = true
        continue
      }
      throw new Error(`Duplicate directive ${directive}`)
    }
    let sources = values.map((value) => value.trim().toLocaleLowerCase())
    if (sources.length === 0 && directive.endsWith('-src')) sources = ["'none'"]
    // A longer source that starts with a shorter one of the same policy adds nothing.
    sources.sort()
    const kept = sources.filter((source, index) => index === 0 || !source.startsWith(sources[index - 1]!))
    csp.set(directive, new Set(kept.length ? kept : ["'none'"]))
  }
  return csp
}

function cspTest(input: ScanInput): { result: string; csp: Csp | null } {
  const response = input.https
  if (!response) return { result: 'csp-not-implemented', csp: null }
  const headerPolicies = headersOf(response, 'content-security-policy').flatMap((value) =>
    value.split(',').map((part) => part.trim()),
  )
  const metaPolicies = httpEquiv(response, 'content-security-policy').flatMap((value) =>
    value.split(',').map((part) => part.trim()),
  )
  let csp: Csp
  let headerOnly: Csp
  try {
    csp = parseCsp([...headerPolicies, ...metaPolicies])
  } catch {
    return { result: 'csp-header-invalid', csp: null }
  }
  try {
    headerOnly = parseCsp(headerPolicies)
  } catch {
    headerOnly = new Map()
  }
  if (csp.size === 0) {
    return {
      result: firstHeader(response, 'content-security-policy-report-only')
        ? 'csp-not-implemented-but-reporting-enabled'
        : 'csp-not-implemented',
      csp: null,
    }
  }
  const copy = (name: string, fallback?: string) =>
    new Set(csp.get(name) ?? (fallback ? csp.get(fallback) : undefined) ?? ['*'])
  const objectSrc = copy('object-src', 'default-src')
  const scriptSrc = copy('script-src', 'default-src')
  const styleSrc = copy('style-src', 'default-src')
  const hasNonceOrHash = (sources: Set<string>) =>
    [...sources].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)))
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'")
  }
  let result: string | null = null
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      )
        scriptSrc.delete(source)
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid'
  }
  const active = [...csp]
    .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== 'script-src')
    .flatMap(([, sources]) => [...sources])
  active.push(...scriptSrc)
  const passive = [...PASSIVE_DIRECTIVES].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get('default-src') ?? []),
  ])
  const https = response.url.protocol === 'https:'
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:')
  if (
    [...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  )
    result ??= 'csp-implemented-with-unsafe-inline'
  if (https && active.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme'
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval'
  if (https && passive.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source)))
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only'
  const defaultSrc = csp.get('default-src')
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= 'csp-implemented-with-no-unsafe-default-src-none'
  else result ??= 'csp-implemented-with-no-unsafe'
  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ]
  if (passing.includes(result) && csp.duplicateReports) result = 'csp-implemented-but-duplicate-directives'
  // frame-ancestors counts only from the header (x-frame-options test).
  const withHeaderFrameAncestors: Csp = new Map(csp)
  withHeaderFrameAncestors.delete('frame-ancestors')
  const frameAncestors = headerOnly.get('frame-ancestors')
  if (frameAncestors) withHeaderFrameAncestors.set('frame-ancestors', frameAncestors)
  return { result, csp: withHeaderFrameAncestors }
}

// --- Cookies (src/analyzer/tests/cookies.js) ----------------------------------------------------------
interface Cookie {
  name: string
  secure: boolean
  httpOnly: boolean
  sameSite: string | undefined
}

function parseSetCookie(header: string): Cookie | null {
  const [pair, ...attributeParts] = header.split(';')
  const name = (pair ?? '').split('=')[0]?.trim()
  if (!name) return null
  const cookie: Cookie = { name, secure: false, httpOnly: false, sameSite: undefined }
  for (const part of attributeParts) {
    const [key = '', value = ''] = part.trim().split('=')
    const attribute = key.trim().toLowerCase()
    if (attribute === 'secure') cookie.secure = true
    else if (attribute === 'httponly') cookie.httpOnly = true
    else if (attribute === 'samesite') {
      const sameSite = value.trim().toLowerCase()
      cookie.sameSite = ['lax', 'strict', 'none'].includes(sameSite) ? sameSite : undefined
    }
  }
  return cookie
}

function invalidSameSite(header: string): boolean {
  return header
    .trim()
    .split(';')
    .some((part) => {
      const [key, value] = part.trim().split('=')
      if (key?.trim().toLowerCase() !== 'samesite') return false
      return !value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase())
    })
}

function cookiesTest(input: ScanInput, hstsPasses: boolean): string {
  const goodness = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ]
  let result: string | null = null
  for (const header of headersOf(input.https, 'set-cookie')) {
    if (invalidSameSite(header)) result = onlyIfWorse('cookies-samesite-flag-invalid', result, goodness)
  }
  // The jar keeps the last value of each name.
  const jar = new Map<string, Cookie>()
  for (const header of input.setCookies) {
    const cookie = parseSetCookie(header)
    if (cookie && cookie.name !== 'heroku-session-affinity') jar.set(cookie.name, cookie)
  }
  if (jar.size === 0) return 'cookies-not-found'
  let missingSameSite = false
  for (const cookie of jar.values()) {
    const key = cookie.name.toLowerCase()
    const session = key.includes('login') || key.includes('sess')
    if (!cookie.secure && cookie.sameSite === 'none')
      result = onlyIfWorse('cookies-samesite-flag-invalid', result, goodness)
    if (!cookie.secure)
      result = onlyIfWorse(
        hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag',
        result,
        goodness,
      )
    if (key.includes('csrf') && !cookie.sameSite)
      result = onlyIfWorse('cookies-anticsrf-without-samesite-flag', result, goodness)
    if (session && !cookie.secure)
      result = onlyIfWorse(
        hstsPasses
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
        result,
        goodness,
      )
    if (session && !cookie.httpOnly) result = onlyIfWorse('cookies-session-without-httponly-flag', result, goodness)
    if (!cookie.sameSite) missingSameSite = true
  }
  return (
    result ??
    (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite')
  )
}

// --- The other tests ----------------------------------------------------------------------------------
/** A structured-field token (RFC 8941 sf-token), parameters ignored; null when it is not one. */
function structuredToken(value: string): string | null {
  const item = value.split(';')[0]!.trim()
  return /^[A-Za-z*][A-Za-z0-9:/!#$%&'*+\-.^_`|~]*$/.test(item) ? item : null
}

function policyHeaderTest(
  input: ScanInput,
  header: string,
  prefix: 'coop' | 'coep',
  values: Record<string, string>,
): string {
  const found = headersOf(input.https, header)
  if (found.length > 1) return `${prefix}-header-invalid`
  if (found.length === 0) return `${prefix}-not-implemented`
  const token = structuredToken(found[0]!.slice(0, 1024).trim())
  return (token && values[token]) || `${prefix}-header-invalid`
}

function corsTest(input: ScanInput): string {
  const allowOrigin = firstHeader(input.cors, 'access-control-allow-origin')
  if (!input.cors || !allowOrigin) return 'cross-origin-resource-sharing-not-implemented'
  const value = allowOrigin.slice(0, 256).trim().toLowerCase()
  if (value === '*') return 'cross-origin-resource-sharing-implemented-with-public-access'
  const credentials = firstHeader(input.cors, 'access-control-allow-credentials')
  if (input.cors.origin === allowOrigin && credentials?.toLowerCase().trim() === 'true')
    return 'cross-origin-resource-sharing-implemented-with-universal-access'
  return 'cross-origin-resource-sharing-implemented-with-restricted-access'
}

function redirectionTest(input: ScanInput): string {
  if (!input.http) return 'redirection-not-needed-no-http'
  if (!input.http.verified) return 'redirection-invalid-cert'
  const route = input.httpRedirects
  if (route.length === 1) return 'redirection-missing'
  if (route.at(-1)?.url.protocol !== 'https:') return 'redirection-not-to-https'
  if (route[1]?.url.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection'
  if (route[0]?.url.protocol === 'http:' && route[1]?.url.hostname !== route[0]?.url.hostname)
    return 'redirection-off-host-from-http'
  return 'redirection-to-https'
}

function referrerTest(input: ScanInput): string {
  const goodness = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const badness = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  if (!input.https) return 'referrer-policy-not-implemented'
  const values = [...headersOf(input.https, 'referrer-policy'), ...httpEquiv(input.https, 'referrer')]
  if (values.length === 0) return 'referrer-policy-not-implemented'
  const policy =
    values
      .join(', ')
      .split(',')
      .map((value) => value.toLowerCase().trim())
      .filter((value) => goodness.includes(value) || badness.includes(value))
      .at(-1) ?? ''
  if (goodness.includes(policy)) return 'referrer-policy-private'
  if (badness.includes(policy)) return 'referrer-policy-unsafe'
  return 'referrer-policy-header-invalid'
}

function hstsTest(input: ScanInput): string {
  const response = input.https
  if (!response) return 'hsts-not-implemented-no-https'
  if (!response.verified) return 'hsts-invalid-cert'
  const header = firstHeader(response, 'strict-transport-security')
  if (header === null) return 'hsts-not-implemented'
  const data = header.slice(0, 1024)
  if (data.includes(',')) return 'hsts-header-invalid'
  const maxAge = data
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='))
  if (!maxAge) return 'hsts-header-invalid'
  const seconds = Number.parseInt(maxAge.slice(8, 128), 10)
  // As in the original, a max-age that is not a number compares false and counts as long enough.
  return seconds < 15_552_000
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months'
}

/** The registrable part of a host name, roughly (tldts in the original): its last two labels. */
const siteOf = (hostname: string) => hostname.split('.').slice(-2).join('.')

function sriTest(input: ScanInput): string {
  const response = input.https
  if (!response) return 'sri-not-implemented-but-no-scripts-loaded'
  const mime = (firstHeader(response, 'content-type') ?? '').split(';', 1)[0]!
  if (mime && !['text/html', 'application/xhtml+xml'].includes(mime)) return 'sri-not-implemented-response-not-html'
  const goodness = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ]
  const scripts = elements(response.body, 'script')
  let result: string | null = null
  let foreign = false
  for (const script of scripts) {
    const src = script.src
    if (!src) continue
    const integrity = script.integrity || null
    const relativeProtocol = /^(\/\/)[^/]/.test(src)
    const fullUrl = /^https?:\/\//.test(src)
    const relativeOrigin = !relativeProtocol && !fullUrl
    const sameSite =
      relativeProtocol || relativeOrigin || siteOf(new URL(src).hostname) === siteOf(response.url.hostname)
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol)
    const secureScheme =
      (fullUrl && new URL(src).protocol === 'https:') || (relativeOrigin && response.url.protocol === 'https:')
    if (!secureOrigin) {
      foreign = true
      if (integrity && !secureScheme)
        result = onlyIfWorse('sri-implemented-but-external-scripts-not-loaded-securely', result, goodness)
      else if (!integrity && secureScheme)
        result = onlyIfWorse('sri-not-implemented-but-external-scripts-loaded-securely', result, goodness)
      else if (!integrity && !secureScheme)
        result = onlyIfWorse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, goodness)
    } else if (integrity && secureScheme && !result) {
      result = 'sri-implemented-and-all-scripts-loaded-securely'
    }
  }
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded'
  return (
    result ??
    (foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
  )
}

function xContentTypeOptionsTest(input: ScanInput): string {
  const header = firstHeader(input.https, 'x-content-type-options')
  if (!input.https || header === null) return 'x-content-type-options-not-implemented'
  return header.slice(0, 256).trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid'
}

function xFrameOptionsTest(input: ScanInput, csp: Csp | null): string {
  if (!input.https) return 'x-frame-options-not-implemented'
  if (csp?.get('frame-ancestors')) return 'x-frame-options-implemented-via-csp'
  const header = firstHeader(input.https, 'x-frame-options')
  if (header === null) return 'x-frame-options-not-implemented'
  const value = header.slice(0, 1024).trim().toLowerCase()
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny'
  if (value.startsWith('allow-from')) return 'x-frame-options-allow-from-origin'
  return 'x-frame-options-header-invalid'
}

function corpTest(input: ScanInput): string {
  const header = headersOf(input.https, 'cross-origin-resource-policy').join(', ')
  const meta = httpEquiv(input.https, 'cross-origin-resource-policy').at(-1)
  const value = (header || meta || '').slice(0, 256).trim().toLowerCase()
  if (!value) return 'corp-not-implemented'
  const results: Record<string, string> = {
    'same-site': 'corp-implemented-with-same-site',
    'same-origin': 'corp-implemented-with-same-origin',
    'cross-origin': 'corp-implemented-with-cross-origin',
  }
  return results[value] ?? 'corp-header-invalid'
}

/** Which results pass, per test (the `pass` flag; the score does not depend on it). */
const PASSING: Record<string, string[]> = {
  'content-security-policy': [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
    'csp-implemented-but-duplicate-directives',
  ],
  cookies: [
    'cookies-not-found',
    'cookies-secure-with-httponly-sessions-and-samesite',
    'cookies-secure-with-httponly-sessions',
  ],
  'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'],
  redirection: ['redirection-to-https', 'redirection-not-needed-no-http', 'redirection-all-redirects-preloaded'],
  'referrer-policy': ['referrer-policy-private', 'referrer-policy-not-implemented'],
  'x-content-type-options': ['x-content-type-options-nosniff'],
  'x-frame-options': [
    'x-frame-options-implemented-via-csp',
    'x-frame-options-sameorigin-or-deny',
    'x-frame-options-allow-from-origin',
  ],
  'subresource-integrity': [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ],
  'cross-origin-resource-sharing': [
    'cross-origin-resource-sharing-not-implemented',
    'cross-origin-resource-sharing-implemented-with-public-access',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
  ],
}

/** Runs every test on what was retrieved and grades it (src/scanner/index.js analyzeScan). */
export function analyze(input: ScanInput): Scan {
  const { result: cspResult, csp } = cspTest(input)
  const hsts = hstsTest(input)
  const results: [string, string][] = [
    ['content-security-policy', cspResult],
    ['cookies', cookiesTest(input, PASSING['strict-transport-security']!.includes(hsts))],
    [
      'cross-origin-embedder-policy',
      policyHeaderTest(input, 'cross-origin-embedder-policy', 'coep', {
        'require-corp': 'coep-implemented-with-require-corp',
        credentialless: 'coep-implemented-with-credentialless',
        'unsafe-none': 'coep-implemented-with-unsafe-none',
      }),
    ],
    [
      'cross-origin-opener-policy',
      policyHeaderTest(input, 'cross-origin-opener-policy', 'coop', {
        'same-origin': 'coop-implemented-with-same-origin',
        'same-origin-allow-popups': 'coop-implemented-with-same-origin-allow-popups',
        'noopener-allow-popups': 'coop-implemented-with-noopener-allow-popups',
        'unsafe-none': 'coop-implemented-with-unsafe-none',
      }),
    ],
    ['cross-origin-resource-sharing', corsTest(input)],
    ['redirection', redirectionTest(input)],
    ['referrer-policy', referrerTest(input)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(input)],
    ['x-content-type-options', xContentTypeOptionsTest(input)],
    ['x-frame-options', xFrameOptionsTest(input, csp)],
    ['cross-origin-resource-policy', corpTest(input)],
  ]
  let withExtraCredit = 100
  let uncurved = 100
  const tests = results.map(([name, result]) => {
    const modifier = MODIFIERS[result]
    if (modifier === undefined) throw new Error(`no modifier for ${result}`)
    withExtraCredit += modifier
    if (modifier < 0) uncurved += modifier
    const passing = PASSING[name]
    return { name, result, modifier, pass: passing ? passing.includes(result) : !result.endsWith('-invalid') }
  })
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0)
  return { score, grade: gradeForScore(score), tests }
}

// --- Retrieval ----------------------------------------------------------------------------------------
export interface ScanTarget {
  /** The https URL of the page, e.g. https://localhost:8443/ */
  https: URL
  /** The http URL that should redirect to it. */
  http: URL
  /** PEM of the CA to trust (Caddy's local root). */
  ca: string | Buffer
  /** Where to connect instead of resolving the host name (e.g. 127.0.0.1). */
  connectTo?: string
}

const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org'

function request(
  url: URL,
  target: ScanTarget,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<ObservedResponse> {
  const secure = url.protocol === 'https:'
  const client = secure ? https : http
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        method: options.method ?? 'GET',
        host: target.connectTo ?? url.hostname,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        headers: {
          host: url.host,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          ...options.headers,
        },
        ...(secure ? { servername: url.hostname, ca: target.ca, rejectUnauthorized: true } : {}),
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          const headers: Record<string, string[]> = {}
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            const name = response.rawHeaders[index]!.toLowerCase()
            ;(headers[name] ??= []).push(response.rawHeaders[index + 1]!)
          }
          resolve({ url, status: response.statusCode ?? 0, headers, body, verified: true })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** A session: follows up to 10 redirects, recording each URL and the Set-Cookie headers. */
async function session(start: URL, target: ScanTarget) {
  const route: { url: URL; status: number }[] = []
  const setCookies: string[] = []
  let url = start
  let response: ObservedResponse
  for (let hop = 0; ; hop += 1) {
    response = await request(url, target)
    route.push({ url, status: response.status })
    setCookies.push(...(response.headers['set-cookie'] ?? []))
    const location = response.headers.location?.[0]
    if (hop >= 10 || ![301, 302, 303, 307, 308].includes(response.status) || !location) break
    url = new URL(location, url)
  }
  return { response, route, setCookies }
}

/** Retrieves what the Observatory retrieves and grades it. */
export async function scanSite(target: ScanTarget): Promise<Scan & { input: ScanInput }> {
  const [httpSession, httpsSession] = await Promise.all([session(target.http, target), session(target.https, target)])
  const final = httpsSession.route.at(-1)!.url
  const cors = await request(final, target, {
    method: 'OPTIONS',
    headers: { 'access-control-request-method': 'GET', origin: OBSERVATORY_ORIGIN },
  })
  const input: ScanInput = {
    https: httpsSession.response,
    http: httpSession.response,
    httpRedirects: httpSession.route,
    setCookies: httpsSession.setCookies,
    cors: { headers: cors.headers, origin: OBSERVATORY_ORIGIN },
  }
  return { ...analyze(input), input }
}
