/**
 * Addresses of the share images drawn per page (1200 x 630 PNG, rendered on first request by
 * src/routes/og/$.ts and cached). One grammar for the pages that link them and the route that
 * draws them: /og/{kind}/{id}.png, with an optional ?v= that changes when the picture's text does.
 */
export const SHARE_IMAGE_KINDS = ['product', 'page', 'doc', 'post'] as const
export type ShareImageKind = (typeof SHARE_IMAGE_KINDS)[number]

export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A short, stable fingerprint (FNV-1a) of the text a picture shows, so edits get a fresh URL. */
export function shareImageVersion(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

export function shareImagePath(kind: ShareImageKind, id: string, version?: string): string {
  return `/og/${kind}/${id}.png${version ? `?v=${version}` : ''}`
}

/** The kind and id of a share image path's splat ('product/food-delivery.png'), or null. */
export function parseShareImagePath(splat: string): { kind: ShareImageKind; id: string } | null {
  const match = /^([a-z]+)\/([^/]+)\.png$/.exec(splat)
  if (!match) return null
  const [, kind, id] = match
  if (!(SHARE_IMAGE_KINDS as readonly string[]).includes(kind!) || !ID_PATTERN.test(id!) || id!.length > 120)
    return null
  return { kind: kind as ShareImageKind, id: id! }
}
