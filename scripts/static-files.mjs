// Static files of the build, served from memory: read once, compressed once (brotli and gzip),
// answered with ETag/304. Hashed assets are immutable for a year; other public files for an hour.
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { pickEncoding } from './accept-encoding.mjs'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

/**
 * A static file handler over `root`: `handle(request, pathname, cacheControl)` answers a file
 * that exists, or undefined to let the app answer. Memory is bounded by `maxBytes` (files past
 * it are read per request, uncompressed). `headersFor({ pathname, type, body })` gives a file's
 * own headers (its security headers and Content-Security-Policy), worked out once when it loads.
 * `brotliQuality` (default 11, the smallest files; STATIC_BROTLI_QUALITY overrides it) is lowered
 * only by test servers that start often (e2e/support/own-server.ts): quality 11 costs seconds of
 * CPU per large chunk, paid again by every new process.
 */
export function createStaticFiles(
  root,
  { maxBytes = 128 * 1024 * 1024, headersFor, brotliQuality = Number(process.env.STATIC_BROTLI_QUALITY) || 11 } = {},
) {
  const files = new Map()
  /** Files being read and compressed: concurrent first requests wait for the same work. */
  const loading = new Map()
  let cachedBytes = 0

  async function load(pathname) {
    let relative
    try {
      relative = decodeURIComponent(pathname)
    } catch {
      return null
    }
    if (relative.includes('\0')) return null
    const full = path.join(root, path.normalize(relative))
    if (!full.startsWith(root + path.sep)) return null
    const info = await stat(full).catch(() => null)
    if (!info?.isFile()) return null
    const body = await readFile(full)
    const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream'
    const file = {
      type,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      identity: body,
      br: undefined,
      gzip: undefined,
      headers: headersFor?.({ pathname, type, body }) ?? {},
    }
    if (COMPRESSIBLE.test(type) && body.length > 1024) {
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzipAsync(body, { level: 9 }),
      ])
      if (br.length < body.length) file.br = br
      if (gz.length < body.length) file.gzip = gz
    }
    return file
  }

  async function get(pathname) {
    if (files.has(pathname)) return files.get(pathname)
    if (loading.has(pathname)) return loading.get(pathname)
    const pending = load(pathname)
    loading.set(pathname, pending)
    let file
    try {
      file = await pending
    } finally {
      loading.delete(pathname)
    }
    // Misses are remembered too (bounded count), so unknown paths do not stat the disk each time.
    const size = file ? file.identity.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0) : 64
    if (cachedBytes + size <= maxBytes && files.size < 20_000) {
      files.set(pathname, file)
      cachedBytes += size
    }
    return file
  }

  return async function handle(request, pathname, cacheControl) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    if (pathname.endsWith('/')) return undefined
    const file = await get(pathname)
    if (!file) return undefined
    const headers = new Headers(file.headers)
    headers.set('Content-Type', file.type)
    headers.set('Cache-Control', cacheControl)
    headers.set('ETag', file.etag)
    if (file.br || file.gzip) headers.set('Vary', 'Accept-Encoding')
    const ifNoneMatch = request.headers.get('if-none-match')
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      headers.delete('Content-Type')
      return new Response(null, { status: 304, headers })
    }
    const available = [file.br && 'br', file.gzip && 'gzip'].filter(Boolean)
    const encoding = pickEncoding(request.headers.get('accept-encoding'), available)
    const body = encoding === 'identity' ? file.identity : file[encoding]
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
  }
}
