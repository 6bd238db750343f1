import type { Database } from '~/server/db/database.server'
import type { ServerConfig } from '~/server/config.server'
import { PostRepository } from './post-repository.server'
import { samplePosts } from './sample-posts.server'

/**
 * Sample posts go into an empty database when SEED_SAMPLE_CONTENT is 'true', or when it is
 * unset on the development server with the embedded database. A production build never seeds
 * unless asked: `import.meta.env.DEV` is false there even when NODE_ENV is not set.
 */
export function shouldSeedSampleContent(
  config: Pick<ServerConfig, 'SEED_SAMPLE_CONTENT' | 'NODE_ENV'>,
  databaseKind: Database['kind'],
  isDevServer: boolean = import.meta.env.DEV,
): boolean {
  const setting = config.SEED_SAMPLE_CONTENT.toLowerCase()
  if (setting === 'true') return true
  if (setting !== '') return false
  return isDevServer && config.NODE_ENV === 'development' && databaseKind === 'pglite'
}

/** Inserts the sample posts when the posts table is empty; returns how many were added. */
export async function seedSamplePosts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one Postgres must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock(727275)')
    const repository = new PostRepository(tx)
    if ((await repository.count()) > 0) return 0
    for (const post of samplePosts) await repository.create(post)
    // Sample posts read as if written on their publication date (sitemap lastmod, feed).
    await tx.query(
      'UPDATE posts SET created_at = published_at, updated_at = published_at WHERE published_at IS NOT NULL',
    )
    return samplePosts.length
  })
}

export async function seedSampleContentIfWanted(db: Database, config: ServerConfig): Promise<void> {
  if (!shouldSeedSampleContent(config, db.kind)) return
  const added = await seedSamplePosts(db)
  if (added > 0) console.info(`[db] seeded ${added} sample blog posts`)
}
