import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { Queryable } from '~/server/db/database.server'
import { camelColumns } from '~/server/db/rows.server'
import {
  IMAGE_UPLOAD_MESSAGES,
  MEDIA_ID_PATTERN,
  MEDIA_WIDTHS,
  checkImageUpload,
  defaultMediaUrl,
  mediaSrcSet,
  type ImageType,
  type MediaWidth,
} from '~/domain/post-media'
import type { MediaStorage } from './media-storage.server'

/** An upload that may not be stored; `message` is for the admin, `code` picks the HTTP status. */
export class ImageRejectedError extends Error {
  constructor(
    readonly code: 'too_large' | 'invalid',
    message: string,
  ) {
    super(message)
    this.name = 'ImageRejectedError'
  }
}

export interface StoredImage {
  id: string
  contentType: ImageType
  width: number
  height: number
  /** The URL an editor puts into a block or the cover field. */
  url: string
  srcset: string
}

interface MediaRow {
  id: string
  content_type: ImageType
  width: number
  height: number
}

/** Decoding bombs: no upload may decode to more pixels than this (an 8K photo is 33 MP). */
const MAX_INPUT_PIXELS = 50_000_000
const SHARP_FORMAT: Record<ImageType, string[]> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['heif', 'avif'],
}

/** Variants made lately, per process (the CDN and browsers keep them for a year anyway). */
class VariantCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key)
    if (value) {
      // Most recently used last.
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return
    this.entries.set(key, value)
    this.bytes += value.length
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldKey)
      this.bytes -= old.length
    }
  }
}

const holder = globalThis as { __readyappsVariantCache?: VariantCache }
const variantCache = (holder.__readyappsVariantCache ??= new VariantCache(64 * 1024 * 1024))

function toStored(row: MediaRow): StoredImage {
  return {
    ...camelColumns(row, ['id', 'content_type', 'width', 'height']),
    url: defaultMediaUrl(row.id, row.width),
    srcset: mediaSrcSet(row.id, row.width),
  }
}

/** A width variant as WebP: upright (EXIF orientation applied), metadata stripped, never enlarged. */
async function makeVariant(original: Uint8Array, width: MediaWidth): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
}

/**
 * Uploaded images: checked by content and size, stored once per content (the id is a hash of the
 * bytes), served as WebP width variants made by sharp.
 */
export class MediaRepository {
  constructor(
    private readonly db: Queryable,
    private readonly storage: MediaStorage,
  ) {}

  /** Checks and stores an upload; the same bytes twice give the same image. */
  async store(bytes: Uint8Array): Promise<StoredImage> {
    const check = checkImageUpload(bytes)
    if (!check.ok) throw new ImageRejectedError(check.code, check.message)
    let width = 0
    let height = 0
    let smallest: Buffer
    try {
      const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
      if (!SHARP_FORMAT[check.type].includes(meta.format ?? '')) throw new Error(`format ${meta.format}`)
      // Width and height as shown (a portrait phone photo is stored landscape with an EXIF turn).
      width = meta.autoOrient?.width ?? meta.width ?? 0
      height = meta.autoOrient?.height ?? meta.height ?? 0
      // Decoding the smallest variant proves the whole file is an image (and warms the cache).
      smallest = await makeVariant(bytes, MEDIA_WIDTHS[0])
    } catch {
      // Right first bytes, but not a decodable image (truncated, damaged, disguised).
      throw new ImageRejectedError('invalid', IMAGE_UPLOAD_MESSAGES.unreadable)
    }
    if (!width || !height) throw new ImageRejectedError('invalid', IMAGE_UPLOAD_MESSAGES.unreadable)
    const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32)
    variantCache.set(`${id}/${MEDIA_WIDTHS[0]}`, smallest)
    const kept = await this.storage.put(id, bytes, check.type)
    const { rows } = await this.db.query<MediaRow>(
      `INSERT INTO media (id, content_type, byte_size, width, height, storage, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id
       RETURNING id, content_type, width, height`,
      [id, check.type, bytes.length, width, height, this.storage.kind, kept],
    )
    return toStored(rows[0]!)
  }

  async get(id: string): Promise<StoredImage | null> {
    if (!MEDIA_ID_PATTERN.test(id)) return null
    const { rows } = await this.db.query<MediaRow>('SELECT id, content_type, width, height FROM media WHERE id = $1', [
      id,
    ])
    return rows[0] ? toStored(rows[0]) : null
  }

  /** The original bytes as uploaded. */
  async original(id: string): Promise<Uint8Array | null> {
    if (!MEDIA_ID_PATTERN.test(id)) return null
    return this.storage.get(id)
  }

  /** A WebP variant at one of MEDIA_WIDTHS (at most the image's own width), or null. */
  async variant(id: string, width: number): Promise<Buffer | null> {
    if (!MEDIA_ID_PATTERN.test(id) || !MEDIA_WIDTHS.includes(width as MediaWidth)) return null
    const key = `${id}/${width}`
    const cached = variantCache.get(key)
    if (cached) return cached
    const original = await this.original(id)
    if (!original) return null
    const variant = await makeVariant(original, width as MediaWidth)
    variantCache.set(key, variant)
    return variant
  }
}
