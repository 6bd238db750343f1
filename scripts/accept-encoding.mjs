// The one Accept-Encoding parser of the server: the static files (scripts/static-files.mjs) and
// the page cache (src/server/page-cache/page-store.server.ts, bundled into the server build) both
// decide with it. A plain module without dependencies, so the start script can load it as it is.

/**
 * The codings a header accepts, by name, with their weight (q=0 refuses one).
 * @param {string | null | undefined} header
 * @returns {Map<string, number>}
 */
function parseAcceptEncoding(header) {
  const weights = new Map()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  return weights
}

/**
 * Whether the client accepts a coding: named with q > 0, or not named and `*` is accepted.
 * @param {string | null | undefined} header
 * @param {string} coding
 */
export function acceptsEncoding(header, coding) {
  const weights = parseAcceptEncoding(header)
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0
}

/**
 * The best of `available` (in the server's order of preference) that the client accepts, or
 * 'identity'.
 * @template {string} T
 * @param {string | null | undefined} header
 * @param {readonly T[]} available
 * @returns {T | 'identity'}
 */
export function pickEncoding(header, available) {
  const weights = parseAcceptEncoding(header)
  return available.find((coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0) ?? 'identity'
}
