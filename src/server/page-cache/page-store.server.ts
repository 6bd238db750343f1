import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib'

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
  segments?: { plain: Buffer[]; deflated: Buffer[] }
  bytes: number
  storedAt: number
}

/** Headers that belong to one response, never to a stored page. */
const PER_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'date', 'etag', 'vary'])

export interface PageStoreOptions {
  /** Upper bound of stored bytes (all encodings); least recently used pages go first. */
  maxBytes?: number
  /** A page older than this is rendered again (bounds staleness, e.g. posts scheduled for later). */
  ttlMs?: number
  now?: () => number
}

/**
 * Rendered public pages in memory, keyed by variant and URL, least recently used dropped first
 * once over the byte budget. `generation` grows on every invalidation, so a render that started
 * before a change is never stored after it.
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>()
  private totalBytes = 0
  private gen = 0
  readonly maxBytes: number
  readonly ttlMs: number
  private readonly now: () => number
  /** False while cross-instance invalidation is not guaranteed (LISTEN connection down). */
  enabled = true

  constructor(options: PageStoreOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
    this.ttlMs = options.ttlMs ?? 10 * 60_000
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

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined
    const page = this.pages.get(key)
    if (!page) return undefined
    if (this.now() - page.storedAt > this.ttlMs) {
      this.delete(key)
      return undefined
    }
    // Most recently used last, so the oldest key is the first one dropped.
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
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

  /** Drops every page (a post changed: the home teaser, the blog list and posts all show it). */
  clear(): void {
    this.gen += 1
    this.pages.clear()
    this.totalBytes = 0
  }

  private delete(key: string) {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.totalBytes -= page.bytes
  }
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

function parseAcceptEncoding(acceptEncoding: string | null | undefined): Map<string, number> {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  return accepted
}

function accepted(parsed: Map<string, number>, encoding: string): boolean {
  return (parsed.get(encoding) ?? parsed.get('*') ?? 0) > 0
}

/** Whether the client accepts an encoding (q=0 refuses it). */
export function acceptsEncoding(acceptEncoding: string | null | undefined, encoding: string): boolean {
  return accepted(parseAcceptEncoding(acceptEncoding), encoding)
}

/** The best encoding the client accepts. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  const parsed = parseAcceptEncoding(acceptEncoding)
  if (accepted(parsed, 'br')) return 'br'
  if (accepted(parsed, 'gzip')) return 'gzip'
  return 'identity'
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
  if (encoding === 'identity') return Buffer.from(page.html.split(NONCE_PLACEHOLDER).join(nonce ?? ''))
  if (encoding === 'gzip' && page.segments) return templatedGzip(page.segments, nonce ?? '')
  throw new Error(`A templated page is sent as gzip or identity, not ${encoding}`)
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** A final, empty deflate block (fixed Huffman, end-of-block only): ends the joined stream. */
const DEFLATE_END = Buffer.from([0x03, 0x00])

/**
 * One gzip member from the page's precompressed pieces with the nonce between them. Each piece is
 * an independent raw deflate stream flushed to a byte boundary (no back-references across pieces,
 * no final block), so the pieces can be joined; the trailer's CRC-32 and length cover the whole
 * page with this nonce. Costs a CRC pass over the page instead of compressing it.
 */
function templatedGzip(segments: { plain: Buffer[]; deflated: Buffer[] }, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce)
  const nonceDeflated = deflateRawSync(nonceBytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH })
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let length = 0
  segments.plain.forEach((plain, index) => {
    if (index > 0) {
      parts.push(nonceDeflated)
      crc = crc32(nonceBytes, crc)
      length += nonceBytes.length
    }
    parts.push(segments.deflated[index]!)
    crc = crc32(plain, crc)
    length += plain.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  parts.push(DEFLATE_END, trailer)
  return Buffer.concat(parts)
}

async function segmentsOf(html: string): Promise<{ plain: Buffer[]; deflated: Buffer[] }> {
  const plain = html.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece))
  const deflated = await Promise.all(
    plain.map((piece) => deflateRawAsync(piece, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH })),
  )
  return { plain, deflated }
}
