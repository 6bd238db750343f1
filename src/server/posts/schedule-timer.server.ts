import type { Queryable } from '~/server/db/database.server'
import { logError } from '~/server/log.server'
import { announcePostChange } from '~/server/page-cache/invalidation.server'
import { PostRepository } from './post-repository.server'

/**
 * Scheduled posts appear by themselves: the public queries already hide a post until its
 * published_at, but cached pages (blog, home teaser, RSS, sitemap) were rendered before that time.
 * This timer wakes when the next scheduled post is due (and at least every 30 s, which also covers
 * posts scheduled on another instance) and calls the usual post-change invalidation.
 */

/** The longest sleep: a post scheduled elsewhere appears within this. */
export const SCHEDULE_CHECK_MS = 30_000
/** Wake a little after the due time, so `published_at <= now()` already holds in the database. */
const DUE_MARGIN_MS = 250

type Db = Queryable & { kind?: string }

export interface TimerApi {
  set: (callback: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

const realTimers: TimerApi = {
  set: (callback, ms) => {
    const handle = setTimeout(callback, ms)
    // The timer must not keep a finished process (tests, scripts) alive.
    handle.unref?.()
    return handle
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * One check: were any scheduled posts due since the last check? Then drop cached pages (and tell
 * other instances). Returns the database time of this check and how long to sleep.
 */
export async function checkScheduledPosts(
  db: Db,
  since: Date,
): Promise<{ checkedAt: Date; appeared: number; sleepMs: number }> {
  const { now, due, nextDueAt } = await new PostRepository(db).dueSince(since)
  if (due > 0) await announcePostChange(db)
  const untilNext = nextDueAt ? nextDueAt.getTime() - now.getTime() + DUE_MARGIN_MS : SCHEDULE_CHECK_MS
  return { checkedAt: now, appeared: due, sleepMs: Math.max(DUE_MARGIN_MS, Math.min(SCHEDULE_CHECK_MS, untilNext)) }
}

interface TimerState {
  handle?: unknown
  since?: Date
  running: boolean
  getDb?: () => Promise<Db>
  timers: TimerApi
  /** A check in progress (tests await it). */
  current?: Promise<void>
}

// On globalThis so the dev server's module reloads keep one timer.
const holder = globalThis as { __readyappsScheduleTimer?: TimerState }
const state: TimerState = (holder.__readyappsScheduleTimer ??= { running: false, timers: realTimers })

function arm(ms: number): void {
  if (!state.running) return
  if (state.handle !== undefined) state.timers.clear(state.handle)
  state.handle = state.timers.set(() => {
    state.handle = undefined
    state.current = tick()
  }, ms)
}

async function tick(): Promise<void> {
  if (!state.running || !state.getDb) return
  let sleepMs = SCHEDULE_CHECK_MS
  try {
    const db = await state.getDb()
    if (!state.since) {
      // First run: remember the database's time; pages rendered before start are not cached.
      state.since = (await new PostRepository(db).dueSince(new Date())).now
    }
    const result = await checkScheduledPosts(db, state.since)
    state.since = result.checkedAt
    sleepMs = result.sleepMs
  } catch (error) {
    logError('Scheduled posts check failed (retrying)', error)
  }
  arm(sleepMs)
}

/** Starts the timer (boot.server.ts, once the database is open). Idempotent. */
export function startPostScheduleTimer(getDb: () => Promise<Db>, timers: TimerApi = realTimers): void {
  state.getDb = getDb
  state.timers = timers
  if (state.running) return
  state.running = true
  state.since = undefined
  state.current = tick()
}

/** A post was scheduled or moved here: look again now, so the timer wakes at its time. */
export function rearmPostScheduleTimer(): void {
  if (state.running) arm(0)
}

export function stopPostScheduleTimer(): void {
  state.running = false
  if (state.handle !== undefined) state.timers.clear(state.handle)
  state.handle = undefined
  state.since = undefined
}

/** Tests: the check in progress, if any. */
export function pendingScheduleCheck(): Promise<void> {
  return state.current ?? Promise.resolve()
}
