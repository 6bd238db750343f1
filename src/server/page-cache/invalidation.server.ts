import { randomUUID } from 'node:crypto'
import type { Queryable } from '~/server/db/database.server'
import { PageStore } from './page-store.server'

/** The Postgres channel every instance listens on. */
export const PAGE_CACHE_CHANNEL = 'readyapps_page_cache'

// One store per process, kept on globalThis so the dev server's module reloads and every chunk
// of the server bundle see the same one.
const state = globalThis as { __readyappsPageStore?: PageStore; __readyappsInstanceId?: string }

export function getPageStore(): PageStore {
  state.__readyappsPageStore ??= new PageStore()
  return state.__readyappsPageStore
}

/** Identifies this process in notifications, so it does not drop its cache twice. */
export function instanceId(): string {
  state.__readyappsInstanceId ??= randomUUID()
  return state.__readyappsInstanceId
}

/**
 * Marks this process's stored pages stale at once (soft purge): the very next request renders
 * afresh, and the old copy stands in only if that render fails.
 */
export function invalidatePages(reason: string): void {
  void reason
  getPageStore().clear()
}

/**
 * Posts changed (published, edited, unpublished, deleted): invalidate this process's pages now and
 * tell every other instance on the same Postgres. Inside a transaction the notification is
 * delivered on commit. PGlite is single-process (it locks its folder): the local drop suffices.
 */
export async function announcePostChange(db: Queryable & { kind?: string }): Promise<void> {
  invalidatePages('posts')
  if (db.kind === 'pglite') return
  try {
    await db.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, `${instanceId()} posts`])
  } catch (error) {
    // The change itself is stored; other instances catch up within their page lifetime.
    console.error('Could not notify other instances of a post change', error)
  }
}

/** What a listener does with one notification payload: invalidate pages unless it came from us. */
export function onPageCacheNotification(payload: string | undefined): void {
  if (payload?.startsWith(`${instanceId()} `)) return
  invalidatePages(payload ?? 'notification')
}
