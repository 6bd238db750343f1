import type { Queryable } from '~/server/db/database.server'

/**
 * Where the bytes of uploaded images live. The media table always holds what is known about an
 * image (type, size, dimensions); the bytes are either in that row (embedded PGlite or any
 * Postgres) or in a Supabase Storage bucket when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
 */
export interface MediaStorage {
  readonly kind: 'database' | 'supabase'
  /** Stores the original; returns the bytes the media row itself must keep (null: kept elsewhere). */
  put: (id: string, bytes: Uint8Array, contentType: string) => Promise<Uint8Array | null>
  /** The original bytes, or null when they are gone. */
  get: (id: string) => Promise<Uint8Array | null>
}

/** The bytes in the media row (bytea). */
export function databaseMediaStorage(db: Queryable): MediaStorage {
  return {
    kind: 'database',
    put: async (_id, bytes) => bytes,
    get: async (id) => {
      const { rows } = await db.query<{ data: Uint8Array | null }>('SELECT data FROM media WHERE id = $1', [id])
      const data = rows[0]?.data
      return data ? new Uint8Array(data) : null
    },
  }
}

export interface SupabaseStorageSettings {
  /** The project URL (SUPABASE_URL); tests point it at a local stand-in. */
  url: string
  /** The service-role key: server-only, never sent to a browser. */
  serviceRoleKey: string
  bucket: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export class MediaStorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'MediaStorageError'
  }
}

/** Supabase Storage through its REST API (the bucket may be private: reads use the service key). */
export function supabaseMediaStorage(settings: SupabaseStorageSettings): MediaStorage {
  const base = `${settings.url.replace(/\/+$/, '')}/storage/v1/object`
  const doFetch = settings.fetch ?? fetch
  const timeoutMs = settings.timeoutMs ?? 10_000
  const headers = {
    authorization: `Bearer ${settings.serviceRoleKey}`,
    apikey: settings.serviceRoleKey,
  }
  const objectUrl = (id: string) => `${base}/${encodeURIComponent(settings.bucket)}/posts/${id}`
  return {
    kind: 'supabase',
    put: async (id, bytes, contentType) => {
      const response = await doFetch(objectUrl(id), {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': contentType,
          // Content-addressed: the same id is the same bytes, so an overwrite is harmless.
          'x-upsert': 'true',
          'cache-control': 'max-age=31536000',
        },
        body: bytes as Uint8Array<ArrayBuffer>,
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        throw new MediaStorageError(`Supabase Storage refused the upload (HTTP ${response.status})`)
      }
      await response.body?.cancel().catch(() => undefined)
      return null
    },
    get: async (id) => {
      const response = await doFetch(objectUrl(id), { headers, signal: AbortSignal.timeout(timeoutMs) })
      // Storage answers a missing object with 400 or 404 (a JSON body saying not_found).
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel().catch(() => undefined)
        return null
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        throw new MediaStorageError(`Supabase Storage read failed (HTTP ${response.status})`)
      }
      return new Uint8Array(await response.arrayBuffer())
    },
  }
}
