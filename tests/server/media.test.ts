import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { ImageRejectedError, MediaRepository } from '~/server/media/media-repository.server'
import { databaseMediaStorage, supabaseMediaStorage } from '~/server/media/media-storage.server'
import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from '~/domain/post-media'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../fixtures/images/${name}`, import.meta.url))))

async function widthOf(bytes: Uint8Array): Promise<{ format?: string; width?: number; height?: number }> {
  const meta = await sharp(bytes).metadata()
  return { format: meta.format, width: meta.width, height: meta.height }
}

describe.each(databaseTargets)('media in the database on $name', (target) => {
  let db: Database
  let media: MediaRepository
  const run = useDatabase(target, {
    opened: (opened) => {
      db = opened
      media = new MediaRepository(db, databaseMediaStorage(db))
    },
    emptied: ['media'],
  })

  run.each(['photo.jpg', 'photo.png', 'photo.webp', 'photo.avif'])(
    'stores %s with its size and serves WebP width variants',
    async (name) => {
      const stored = await media.store(fixture(name))
      expect(stored).toMatchObject({ width: 640, height: 400, url: `/media/${stored.id}/640.webp` })
      expect(stored.id).toMatch(/^[a-f0-9]{32}$/)
      expect(await media.get(stored.id)).toEqual(stored)
      expect(await media.original(stored.id)).toEqual(fixture(name))

      const small = await media.variant(stored.id, 320)
      expect(await widthOf(small!)).toEqual({ format: 'webp', width: 320, height: 200 })
      // Never enlarged: the 1280 variant of a 640 px image is 640 px wide.
      const large = await media.variant(stored.id, 1280)
      expect(await widthOf(large!)).toEqual({ format: 'webp', width: 640, height: 400 })
    },
  )

  run('the same bytes are one image (content-addressed), different bytes another', async () => {
    const first = await media.store(fixture('photo.png'))
    const again = await media.store(fixture('photo.png'))
    const other = await media.store(fixture('photo.jpg'))
    expect(again.id).toBe(first.id)
    expect(other.id).not.toBe(first.id)
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM media')
    expect(rows[0]?.n).toBe(2)
  })

  run('refuses a GIF, a renamed text file, a damaged PNG and anything over 5 MB, storing nothing', async () => {
    const damaged = fixture('photo.png').slice(0, 120)
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(fixture('photo.jpg'))
    const cases: Array<[Uint8Array, string, string]> = [
      [fixture('animation.gif'), 'invalid', IMAGE_UPLOAD_MESSAGES.gif],
      [fixture('not-an-image.png'), 'invalid', IMAGE_UPLOAD_MESSAGES.unsupported],
      [damaged, 'invalid', IMAGE_UPLOAD_MESSAGES.unreadable],
      [big, 'too_large', IMAGE_UPLOAD_MESSAGES.tooLarge],
    ]
    for (const [bytes, code, message] of cases) {
      const error = await media.store(bytes).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ImageRejectedError)
      expect(error).toMatchObject({ code, message })
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM media')
    expect(rows[0]?.n).toBe(0)
  })

  run('unknown ids and widths find nothing', async () => {
    const stored = await media.store(fixture('photo.webp'))
    expect(await media.get('f'.repeat(32))).toBeNull()
    expect(await media.variant('f'.repeat(32), 320)).toBeNull()
    expect(await media.variant(stored.id, 500)).toBeNull()
    expect(await media.variant("x' OR 1=1 --", 320)).toBeNull()
  })
})

/** A local stand-in for Supabase Storage's object API that keeps objects in memory. */
describe('media in Supabase Storage (local stand-in)', () => {
  let server: Server
  let baseUrl = ''
  const objects = new Map<string, { type: string; bytes: Buffer }>()
  const received: Array<{ method: string; path: string; auth?: string; apikey?: string; upsert?: string }> = []
  let db: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const path = new URL(req.url ?? '/', 'http://stub').pathname
        received.push({
          method: req.method ?? '',
          path,
          auth: req.headers.authorization,
          apikey: req.headers.apikey as string | undefined,
          upsert: req.headers['x-upsert'] as string | undefined,
        })
        if (req.headers.authorization !== 'Bearer service-role-test') {
          res.writeHead(403, { 'content-type': 'application/json' })
          return res.end('{"statusCode":"403","error":"Unauthorized"}')
        }
        if (req.method === 'POST') {
          objects.set(path, { type: String(req.headers['content-type']), bytes: Buffer.concat(chunks) })
          res.writeHead(200, { 'content-type': 'application/json' })
          return res.end(JSON.stringify({ Key: path }))
        }
        const object = objects.get(path)
        if (!object) {
          res.writeHead(400, { 'content-type': 'application/json' })
          return res.end('{"statusCode":"404","error":"not_found","message":"Object not found"}')
        }
        res.writeHead(200, { 'content-type': object.type })
        res.end(object.bytes)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    ;({ db, dispose } = await databaseTargets[0]!.open())
  })
  afterAll(async () => {
    await dispose?.()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('uploads the original to the bucket with the service key and serves variants from it', async () => {
    const storage = supabaseMediaStorage({ url: `${baseUrl}/`, serviceRoleKey: 'service-role-test', bucket: 'media' })
    const media = new MediaRepository(db, storage)
    const stored = await media.store(fixture('photo.jpg'))
    const objectPath = `/storage/v1/object/media/posts/${stored.id}`
    expect(received.at(-1)).toEqual({
      method: 'POST',
      path: objectPath,
      auth: 'Bearer service-role-test',
      apikey: 'service-role-test',
      upsert: 'true',
    })
    expect(objects.get(objectPath)).toEqual({ type: 'image/jpeg', bytes: Buffer.from(fixture('photo.jpg')) })
    // The row knows the image; the bytes are not duplicated into the database.
    const { rows } = await db.query<{ storage: string; data: unknown }>(
      'SELECT storage, data FROM media WHERE id = $1',
      [stored.id],
    )
    expect(rows[0]).toEqual({ storage: 'supabase', data: null })

    const variant = await media.variant(stored.id, 960)
    expect(await widthOf(variant!)).toEqual({ format: 'webp', width: 640, height: 400 })
    expect(received.at(-1)).toMatchObject({ method: 'GET', path: objectPath })
  })

  it('a missing object is "not found", a refused upload is an error', async () => {
    const storage = supabaseMediaStorage({ url: baseUrl, serviceRoleKey: 'service-role-test', bucket: 'media' })
    expect(await storage.get('0'.repeat(32))).toBeNull()
    const wrongKey = supabaseMediaStorage({ url: baseUrl, serviceRoleKey: 'wrong', bucket: 'media' })
    await expect(wrongKey.put('1'.repeat(32), fixture('photo.png'), 'image/png')).rejects.toThrow(/HTTP 403/)
  })
})
