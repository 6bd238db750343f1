import { getDb } from '~/server/boot.server'
import { getServerConfig, type ServerConfig } from '~/server/config.server'
import type { Queryable } from '~/server/db/database.server'
import { MediaRepository } from './media-repository.server'
import { databaseMediaStorage, supabaseMediaStorage, type MediaStorage } from './media-storage.server'

/** Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else the database. */
function mediaStorageFor(db: Queryable, config: ServerConfig): MediaStorage {
  if (config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY) {
    return supabaseMediaStorage({
      url: config.SUPABASE_URL,
      serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY,
      bucket: config.SUPABASE_STORAGE_BUCKET,
    })
  }
  return databaseMediaStorage(db)
}

export async function getMediaRepository(): Promise<MediaRepository> {
  const db = await getDb()
  return new MediaRepository(db, mediaStorageFor(db, getServerConfig()))
}
