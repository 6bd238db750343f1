/**
 * Uploaded post images: what may be uploaded (checked by content, not by name), and the URLs they
 * are served at. Shared by the upload route (the real check), the admin (the same check before
 * sending, for a quick answer) and the public renderer (srcset for uploaded images).
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** The widths variants are made in; a page asks for the ones it needs through srcset. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const
export type MediaWidth = (typeof MEDIA_WIDTHS)[number]

export const MEDIA_ID_PATTERN = /^[a-f0-9]{32}$/

export const IMAGE_UPLOAD_MESSAGES = {
  tooLarge: 'The image is larger than 5 MB. Export it smaller (for example 2000 px wide) and try again.',
  empty: 'The file is empty.',
  gif: 'GIF images are not accepted. Use a JPEG, PNG, WebP or AVIF image.',
  unsupported: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  unreadable: 'The image could not be read. It may be damaged; export it again and retry.',
} as const

type ImageCheck = { ok: true; type: ImageType } | { ok: false; code: 'too_large' | 'invalid'; message: string }

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length))
}

/** The image type from the file's first bytes (magic numbers), or null. */
function sniffImageType(bytes: Uint8Array): ImageType | 'image/gif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp'
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif'
  // ISO-BMFF: [size][ftyp][major brand][minor version][compatible brands...]. HEIC shares the box
  // layout, so the brand decides: avif (still) or avis (sequence), as major or compatible brand.
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === 'ftyp') {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const boxSize = Math.min(view.getUint32(0), bytes.length, 256)
    const brands = [ascii(bytes, 8, 4)]
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4))
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif'
  }
  return null
}

/**
 * Whether an upload may be stored: at most 5 MB and a JPEG, PNG, WebP or AVIF by its content.
 * (The server also decodes it with sharp: a file with the right first bytes but no image fails there.)
 */
export function checkImageUpload(bytes: Uint8Array, declaredSize = bytes.length): ImageCheck {
  if (declaredSize > MAX_IMAGE_BYTES || bytes.length > MAX_IMAGE_BYTES)
    return { ok: false, code: 'too_large', message: IMAGE_UPLOAD_MESSAGES.tooLarge }
  if (bytes.length === 0) return { ok: false, code: 'invalid', message: IMAGE_UPLOAD_MESSAGES.empty }
  const type = sniffImageType(bytes)
  if (type === 'image/gif') return { ok: false, code: 'invalid', message: IMAGE_UPLOAD_MESSAGES.gif }
  if (!type) return { ok: false, code: 'invalid', message: IMAGE_UPLOAD_MESSAGES.unsupported }
  return { ok: true, type }
}

function mediaUrl(id: string, width: number): string {
  return `/media/${id}/${width}.webp`
}

/** The id and width of an uploaded image's URL ('/media/<id>/<width>.webp'), or null. */
export function parseMediaUrl(url: string): { id: string; width: MediaWidth } | null {
  const match = /^\/media\/([a-f0-9]{32})\/(\d{3,4})\.webp$/.exec(url)
  if (!match) return null
  const width = Number(match[2]) as MediaWidth
  return MEDIA_WIDTHS.includes(width) ? { id: match[1]!, width } : null
}

/** The URL an editor stores for a fresh upload: a good default size for its intrinsic width. */
export function defaultMediaUrl(id: string, intrinsicWidth: number): string {
  const fitting = MEDIA_WIDTHS.filter((width) => width <= intrinsicWidth)
  return mediaUrl(id, Math.min(1280, fitting.at(-1) ?? MEDIA_WIDTHS[0]))
}

/**
 * srcset of an uploaded image: every variant up to its own width (a variant is never enlarged,
 * so a 500 px image offers 320w and its own 500w).
 */
export function mediaSrcSet(id: string, intrinsicWidth: number): string {
  const entries: string[] = []
  for (const width of MEDIA_WIDTHS) {
    if (width <= intrinsicWidth) {
      entries.push(`${mediaUrl(id, width)} ${width}w`)
    } else {
      // The next variant comes out at the image's own width: offer it unless a variant already is.
      if (!MEDIA_WIDTHS.includes(intrinsicWidth as MediaWidth))
        entries.push(`${mediaUrl(id, width)} ${intrinsicWidth}w`)
      break
    }
  }
  return entries.join(', ')
}
