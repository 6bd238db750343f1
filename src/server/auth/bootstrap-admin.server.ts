import type { ServerConfig } from '~/server/config.server'
import type { Queryable } from '~/server/db/database.server'
import { createAdminUser } from './embedded-auth.server'

/**
 * Creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD when it does not exist yet. There is
 * no default account: without these variables nobody can sign in until one is created.
 */
export async function ensureBootstrapAdmin(
  db: Queryable,
  config: Pick<ServerConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SUPABASE_URL'>,
): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, SUPABASE_URL } = config
  if (SUPABASE_URL || !ADMIN_EMAIL || !ADMIN_PASSWORD) return
  if (await createAdminUser(db, ADMIN_EMAIL, ADMIN_PASSWORD)) console.info(`Created admin account ${ADMIN_EMAIL}`)
}
