import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, crc32, deflateRaw, gzip, gzipSync } from 'node:zlib'
import { combineCrc32, crc32Shift } from './crc32-combine.server'
// The static files' parser too (scripts/static-files.mjs): one Accept-Encoding rule for the server.
import { acceptsEncoding, pickEncoding as pickAcceptedEncoding } from '../../../scripts/accept-encoding.mjs'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const deflateRawAsync = promisify(deflateRaw)

/**
 * Stands where a per-response CSP nonce goes (issue 12). A page rendered for the cache is
 * rendered with this nonce; each response gets a fresh one substituted at send time.
 */
export const NONCE_PLACEHOLDER = '__READYAPPS_CSP_NONCE__'

export type Encoding = 'br' | 'gzip' | 'identity'

export interface CachedPage {
  key: string
  status: number
  /** Response headers as rendered, minus per-response ones (Set-Cookie, length, encoding, date). */
  headers: [string, string][]
  etag: string
  /** The page; holds NONCE_PLACEHOLDER where a nonce goes (then bodies are made per response). */
  html: string
  /** Precompressed bodies; absent for templated pages (nonce), see `segments`. */
  bodies: Partial<Record<Encoding, Buffer>>
  templated: boolean
  /**
   * A templated page cut at its nonce placeholders: each piece as text and compressed on its own
   * (raw deflate ending on a byte boundary), so a response is the pieces with a fresh nonce
   * between them, assembled into one gzip body without compressing the page again.
   */
  segments?: Segments
  bytes: number
  storedAt: number
  /**
   * Set by an invalidation (soft purge): the page may be out of date, so it is never answered as
   * fresh again, only as a stand-in when the render that replaces it fails (stale-if-error).
   */
  stale?: boolean
}

/** Headers that belong to one response, never to a stored page. */
const PER_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'date', 'etag', 'vary'])

export interface PageStoreOptions {
  /** Upper bound of stored bytes (all encodings); least recently used pages go first. */
  maxBytes?: number
  /** A page older than this is rendered again (bounds staleness, e.g. posts scheduled for later). */
  ttlMs?: number
  /**
   * How long a page is kept past its lifetime, to be served when a fresh render fails (the
   * database is down): stale-if-error. Default 24 h.
   */
  staleIfErrorMs?: number
  now?: () => number
}

/**
 * Rendered public pages in memory, keyed by variant and URL, least recently used dropped first
 * once over the byte budget. `generation` grows on every invalidation, so a render that started
 * before a change is never stored after it. An invalidation is a soft purge: every page is marked
 * stale rather than dropped, so a page seen before still has a stand-in when the render after the
 * change fails (the database went away again); a stale page is never answered while a render
 * succeeds.
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>()
  private totalBytes = 0
  private gen = 0
  readonly maxBytes: number
  readonly ttlMs: number
  readonly staleIfErrorMs: number
  private readonly now: () => number
  /** False while cross-instance invalidation is not guaranteed (LISTEN connection down). */
  enabled = true

  constructor(options: PageStoreOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
    this.ttlMs = options.ttlMs ?? 10 * 60_000
    this.staleIfErrorMs = options.staleIfErrorMs ?? 24 * 60 * 60_000
    this.now = options.now ?? (() => Date.now())
  }

  get generation(): number {
    return this.gen
  }

  get size(): number {
    return this.pages.size
  }

  get bytes(): number {
    return this.totalBytes
  }

  /** The page to answer with: fresh (within its lifetime) and while the cache is trusted. */
  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined
    const page = this.pages.get(key)
    if (!page || page.stale) return undefined
    const age = this.now() - page.storedAt
    if (age > this.ttlMs) {
      // Past its lifetime it is rendered again; kept a while longer for stale-if-error.
      if (age > this.ttlMs + this.staleIfErrorMs) this.delete(key)
      return undefined
    }
    // Most recently used last, so the oldest key is the first one dropped.
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
  }

  /**
   * A page that may stand in when a fresh render failed (stale-if-error): any stored copy at most
   * `staleIfErrorMs` old, marked stale by an invalidation or not, also while cross-instance
   * invalidation is down (the database that would carry a change is down too; a change on this
   * instance marks the store stale, and so does the listener when it reconnects). Undefined when
   * there is none.
   */
  getStale(key: string): CachedPage | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    if (mayServeStale(page.storedAt, this.now(), this.staleIfErrorMs)) return page
    this.delete(key)
    return undefined
  }

  /** How many stored pages are marked stale (waiting for a render to replace them). */
  get staleCount(): number {
    let count = 0
    for (const page of this.pages.values()) if (page.stale) count += 1
    return count
  }

  /** Stores a page unless the cache was invalidated since `generation` was read. */
  set(page: CachedPage, generation: number): boolean {
    if (!this.enabled || generation !== this.gen || page.bytes > this.maxBytes / 4) return false
    this.delete(page.key)
    this.pages.set(page.key, page)
    this.totalBytes += page.bytes
    for (const [oldest, entry] of this.pages) {
      if (this.totalBytes <= this.maxBytes) break
      this.pages.delete(oldest)
      this.totalBytes -= entry.bytes
    }
    return true
  }

  /**
   * Invalidates every page (a post changed: the home teaser, the blog list and posts all show it;
   * or the listener is back after missing what changed meanwhile). A soft purge: the pages are
   * marked stale and kept as stand-ins for stale-if-error; the next request for each renders it
   * again, and a successful render replaces it.
   */
  clear(): void {
    this.gen += 1
    for (const [key, page] of this.pages) {
      if (!page.stale) this.pages.set(key, { ...page, stale: true })
    }
  }

  /**
   * Drops one page, its stand-in included: a fresh render answered something that is not stored
   * (the post was deleted or unpublished: 404), so the old copy must not stand in for it later.
   */
  forget(key: string): void {
    this.delete(key)
  }

  private delete(key: string) {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.totalBytes -= page.bytes
  }
}

/** The stale-if-error rule: a copy stored at most `maxStaleMs` ago may answer when a render fails. */
export function mayServeStale(storedAt: number, now: number, maxStaleMs: number): boolean {
  return now - storedAt <= maxStaleMs
}

/** Whether a fresh render's answer counts as an error a stale copy may stand in for. */
export function isRenderFailure(status: number): boolean {
  return status >= 500
}

/** Compresses a body to store, at the best ratio (done once per stored page, off the event loop). */
async function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 })
  return brotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      // 9 is within a few per cent of 11 at a fraction of the time.
      [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

/** A weak ETag (the encodings are equivalent representations) from the variant and the bytes. */
export function etagFor(variant: string, html: string): string {
  const hash = createHash('sha256').update(variant).update('\0').update(html).digest('base64url').slice(0, 27)
  return `W/"${hash}"`
}

/** Builds the stored form of a rendered page: headers kept, bodies precompressed. */
export async function makeCachedPage(input: {
  key: string
  variant: string
  status: number
  headers: Headers
  html: string
  now?: number
}): Promise<CachedPage> {
  const headers: [string, string][] = []
  input.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name.toLowerCase())) headers.push([name, value])
  })
  const templated = input.html.includes(NONCE_PLACEHOLDER)
  const identity = Buffer.from(input.html)
  const bodies: CachedPage['bodies'] = {}
  if (!templated) {
    const [br, gz] = await Promise.all([compress(identity, 'br'), compress(identity, 'gzip')])
    bodies.br = br
    bodies.gzip = gz
    bodies.identity = identity
  }
  const segments = templated ? await segmentsOf(input.html) : undefined
  const segmentBytes = segments ? segments.deflated.reduce((sum, piece) => sum + piece.length, 0) : 0
  const bodyBytes = Object.values(bodies).reduce((sum, body) => sum + (body?.length ?? 0), 0) + segmentBytes
  return {
    key: input.key,
    status: input.status,
    headers,
    etag: etagFor(input.variant, input.html),
    html: input.html,
    bodies,
    templated,
    segments,
    bytes: bodyBytes + (templated ? identity.length : 0) + input.key.length + 512,
    storedAt: input.now ?? Date.now(),
  }
}

/** Whether the client accepts an encoding (q=0 refuses it): the server's one parser. */
export { acceptsEncoding }

/** The best encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  return pickAcceptedEncoding(acceptEncoding, ['br', 'gzip'] as const)
}

/**
 * The encoding a page is sent in: templated pages (a fresh nonce per response) are sent as gzip
 * assembled from precompressed pieces (brotli streams cannot be joined), stored ones as the best.
 */
export function encodingFor(page: CachedPage, acceptEncoding: string | null | undefined): Encoding {
  if (!page.templated) return pickEncoding(acceptEncoding)
  return acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : 'identity'
}

/**
 * The body of a cached page for one response, in the encoding `encodingFor` chose: precompressed,
 * or (templated) the pieces joined around a fresh nonce.
 */
export function bodyFor(page: CachedPage, encoding: Encoding, nonce: string | undefined): Buffer {
  if (!page.templated) return page.bodies[encoding] ?? Buffer.from(page.html)
  const nonceBytes = Buffer.from(nonce ?? '')
  if (encoding === 'identity' && page.segments) return withNonce(page.segments, nonceBytes)
  if (encoding === 'gzip' && page.segments) return templatedGzip(page.segments, nonceBytes)
  throw new Error(`A templated page is sent as gzip or identity, not ${encoding}`)
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** A final, empty deflate block (fixed Huffman, end-of-block only): ends the joined stream. */
const DEFLATE_END = Buffer.from([0x03, 0x00])

/**
 * A templated page's pieces (the text between its nonce placeholders), each compressed as a raw
 * deflate stream flushed to a byte boundary. `nonceLength` is set when every piece after the first
 * was compressed with the text before it as its preset dictionary, the nonce standing as that many
 * filler bytes: the pieces then compress as well as the page in one stream, not each on its own.
 */
interface Segments {
  plain: Buffer[]
  deflated: Buffer[]
  /** Each piece's CRC-32 and its `crc32Shift`, so a response's trailer costs no pass over the page. */
  crcs: number[]
  shifts: number[]
  nonceLength?: number
}

/**
 * CSP nonces are 16 random bytes in base64 (src/server/http/csp.server.ts): 24 characters. A
 * response whose nonce has another length is compressed whole instead.
 */
const NONCE_LENGTH = 24
/** `crc32Shift` of a nonce, worked out once: every response needs it. */
const NONCE_SHIFT = crc32Shift(NONCE_LENGTH)
/**
 * The byte that stands for the nonce in the pieces' dictionaries. It never occurs in the page's
 * text (checked; otherwise no dictionaries), so no back-reference can reach into the nonce's
 * place: a match needs equal bytes on both sides, and the text has no filler byte to match. The
 * references that stay within the text before find the same bytes at the same distances in the
 * response, whatever its nonce, because the nonce takes the same number of bytes as the filler.
 */
const FILLER = 0
/** The deflate window: a dictionary longer than this is of no use. */
const WINDOW = 32 * 1024

/**
 * One gzip member from the page's precompressed pieces with the nonce between them. Each piece is
 * a raw deflate stream flushed to a byte boundary (no final block), so the pieces can be joined;
 * the nonce goes in as a stored block of its own (its bytes as they are), and the trailer's CRC-32
 * (combined from the pieces' own) and length cover the whole page with this nonce. No compression
 * and no pass over the page per response: the cost is one copy of the compressed bytes.
 */
function templatedGzip(segments: Segments, nonceBytes: Buffer): Buffer {
  if (segments.nonceLength !== undefined && nonceBytes.length !== segments.nonceLength) {
    return gzipSync(withNonce(segments, nonceBytes))
  }
  const nonceBlock = storedBlock(nonceBytes)
  const nonceCrc = crc32(nonceBytes)
  const nonceShift = nonceBytes.length === NONCE_LENGTH ? NONCE_SHIFT : crc32Shift(nonceBytes.length)
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  segments.deflated.forEach((deflated, index) => {
    if (index > 0) {
      parts.push(nonceBlock)
      crc = combineCrc32(crc, nonceCrc, nonceShift)
      length += nonceBytes.length
    }
    parts.push(deflated)
    crc = combineCrc32(crc, segments.crcs[index]!, segments.shifts[index]!)
    length += segments.plain[index]!.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  parts.push(DEFLATE_END, trailer)
  return Buffer.concat(parts)
}

/** The page as text with this nonce between its pieces. */
function withNonce(segments: Segments, nonceBytes: Buffer): Buffer {
  return Buffer.concat(segments.plain.flatMap((plain, index) => (index > 0 ? [nonceBytes, plain] : [plain])))
}

/**
 * A non-final stored deflate block holding `bytes` (at most 65,535), starting on a byte boundary:
 * the three header bits and the padding make one zero byte, then LEN and its complement.
 */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length)
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}

async function segmentsOf(html: string): Promise<Segments> {
  const plain = html.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece))
  const chained = plain.every((piece) => !piece.includes(FILLER))
  const filler = Buffer.alloc(NONCE_LENGTH, FILLER)
  let before = Buffer.alloc(0)
  const deflated = await Promise.all(
    plain.map((piece, index) => {
      const dictionary = chained && index > 0 ? before : undefined
      if (chained) before = Buffer.concat([before, piece, filler]).subarray(-WINDOW)
      return deflateRawAsync(piece, {
        level: 9,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
        ...(dictionary ? { dictionary } : {}),
      })
    }),
  )
  return {
    plain,
    deflated,
    crcs: plain.map((piece) => crc32(piece)),
    shifts: plain.map((piece) => crc32Shift(piece.length)),
    ...(chained ? { nonceLength: NONCE_LENGTH } : {}),
  }
}
