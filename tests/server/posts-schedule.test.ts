import { afterEach, describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { getPageStore } from '~/server/page-cache/invalidation.server'
import { PostRepository } from '~/server/posts/post-repository.server'
import {
  SCHEDULE_CHECK_MS,
  checkScheduledPosts,
  pendingScheduleCheck,
  rearmPostScheduleTimer,
  startPostScheduleTimer,
  stopPostScheduleTimer,
  type TimerApi,
} from '~/server/posts/schedule-timer.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

const paragraph = (text: string) => ({ blocks: [{ type: 'paragraph', data: { text } }] })
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000)

/** Timers that never fire by themselves: the test reads the requested delay and fires them. */
function manualTimers() {
  const pending: Array<{ callback: () => void; ms: number; cleared: boolean }> = []
  const api: TimerApi = {
    set: (callback, ms) => {
      const timer = { callback, ms, cleared: false }
      pending.push(timer)
      return timer
    },
    clear: (handle) => {
      ;(handle as { cleared: boolean }).cleared = true
    },
  }
  const live = () => pending.filter((timer) => !timer.cleared)
  return {
    api,
    /** The delay the timer asked for last. */
    lastDelay: () => live().at(-1)?.ms,
    fire: async () => {
      const timer = live().at(-1)
      if (!timer) throw new Error('no timer armed')
      timer.cleared = true
      timer.callback()
      await pendingScheduleCheck()
    },
  }
}

describe.each(databaseTargets)('scheduled posts on $name', (target) => {
  let db: Database
  let posts: PostRepository
  const run = useDatabase(target, {
    opened: (opened) => {
      db = opened
      posts = new PostRepository(db)
    },
    emptied: ['posts'],
  })
  afterEach(() => stopPostScheduleTimer())

  /** The database's clock, cut to whole milliseconds like a check's time (see dueSince). */
  const databaseNow = async () =>
    new Date(
      (await db.query<{ now: Date | string }>(`SELECT date_trunc('milliseconds', now()) AS now`)).rows[0]!.now,
    ).getTime()
  /** Waits until the database's own clock (the one the checks read) is later than `ms`. */
  const clockPasses = async (ms: number) => {
    while ((await databaseNow()) <= ms) await new Promise((resolve) => setTimeout(resolve, 1))
  }

  /**
   * "The time comes": the post's date becomes the database's now, as if the clock had reached it
   * after the last check. Ordered by the database's clock itself, not by sleeping in JavaScript (a
   * timer can fire early against a stale event-loop time, and PGlite's clock ticks in whole
   * milliseconds): first the clock moves past everything that ran before (so the date is later than
   * the last check's time, which `published_at > since` needs), then past the new date (so the next
   * check's time, cut to milliseconds, is at or after it).
   */
  const timePasses = async (id: string) => {
    await clockPasses(await databaseNow())
    const { rows } = await db.query<{ at: Date | string }>(
      `UPDATE posts SET published_at = now() WHERE id = $1::uuid RETURNING published_at AS at`,
      [id],
    )
    await clockPasses(new Date(rows[0]!.at).getTime())
  }

  run('a post published with a date ahead is scheduled: hidden from every public query until then', async () => {
    const scheduled = await posts.create({
      title: 'Launch day notes',
      status: 'published',
      publishedAt: inMinutes(30),
      tags: ['launch'],
      content: paragraph('Soon.'),
    })
    const live = await posts.create({ title: 'Already live', status: 'published', tags: ['launch'] })
    expect(scheduled.state).toBe('scheduled')
    expect(live.state).toBe('published')

    expect((await posts.listPublished()).posts.map((post) => post.title)).toEqual(['Already live'])
    expect(await posts.getPublishedBySlug(scheduled.slug)).toBeNull()
    expect(await posts.publishedTagCounts()).toEqual([{ tag: 'launch', count: 1 }])
    expect(await posts.relatedPublished(live)).toEqual([])

    await timePasses(scheduled.id)
    expect((await posts.getPublishedBySlug(scheduled.slug))?.title).toBe('Launch day notes')
    expect((await posts.listPublished()).total).toBe(2)
  })

  run('publish(id, at) schedules; publishing a scheduled post without a date makes it public now', async () => {
    const draft = await posts.create({ title: 'Pricing explained' })
    const scheduled = await posts.publish(draft.id, inMinutes(60))
    expect(scheduled?.state).toBe('scheduled')
    const now = await posts.publish(draft.id)
    expect(now?.state).toBe('published')
    expect(new Date(now!.publishedAt!).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(await posts.getPublishedBySlug(draft.slug)).toMatchObject({ id: draft.id, slug: draft.slug })
  })

  run('the admin list filters by state and searches title, slug and excerpt in SQL', async () => {
    await posts.create({ title: 'Draft about astrology apps', excerpt: 'Kundli and horoscopes' })
    await posts.create({ title: 'Scheduled launch', status: 'published', publishedAt: inMinutes(10) })
    await posts.create({ title: 'Live post', slug: 'grocery-delivery-costs', status: 'published' })
    await posts.create({ title: '100% growth_plan', status: 'published' })

    const titles = async (options: Parameters<PostRepository['listAll']>[0]) =>
      (await posts.listAll(options)).posts.map((post) => post.title).sort()

    expect(await titles({ state: 'draft' })).toEqual(['Draft about astrology apps'])
    expect(await titles({ state: 'scheduled' })).toEqual(['Scheduled launch'])
    expect(await titles({ state: 'published' })).toEqual(['100% growth_plan', 'Live post'])
    expect(await titles({ q: 'ASTROLOGY' })).toEqual(['Draft about astrology apps'])
    expect(await titles({ q: 'horoscope' })).toEqual(['Draft about astrology apps'])
    expect(await titles({ q: 'grocery-delivery' })).toEqual(['Live post'])
    // LIKE wildcards in the search are plain characters.
    expect(await titles({ q: '100%' })).toEqual(['100% growth_plan'])
    expect(await titles({ q: '%' })).toEqual(['100% growth_plan'])
    expect(await titles({ q: 'h_p' })).toEqual(['100% growth_plan'])
    expect(await titles({ q: 'Liv_' })).toEqual([])
    expect(await titles({ q: 'launch', state: 'draft' })).toEqual([])
    expect((await posts.listAll({ q: 'launch', state: 'scheduled' })).total).toBe(1)
  })

  run('the check drops cached pages exactly when a scheduled post became due', async () => {
    const post = await posts.create({ title: 'Due soon', status: 'published', publishedAt: inMinutes(5) })
    const store = getPageStore()
    const since = (await posts.dueSince(new Date())).now

    const before = store.generation
    const early = await checkScheduledPosts(db, since)
    expect(early.appeared).toBe(0)
    expect(store.generation).toBe(before)
    // Asleep until the post is due (plus a small margin), never longer than the regular check.
    expect(early.sleepMs).toBe(SCHEDULE_CHECK_MS)

    await timePasses(post.id)
    // The last check ran before the post's time (checked just before it, not at the same instant).
    const dueAt = new Date((await posts.getById(post.id))!.publishedAt!)
    const due = await checkScheduledPosts(db, new Date(dueAt.getTime() - 1))
    expect(due.appeared).toBe(1)
    expect(store.generation).toBe(before + 1)

    // Counted once: the next check finds nothing new.
    const after = await checkScheduledPosts(db, due.checkedAt)
    expect(after.appeared).toBe(0)
    expect(store.generation).toBe(before + 1)
  })

  run('the timer sleeps until the next due post, wakes then and invalidates', async () => {
    const timers = manualTimers()
    startPostScheduleTimer(async () => db, timers.api)
    await pendingScheduleCheck()
    expect(timers.lastDelay()).toBe(SCHEDULE_CHECK_MS)

    const createdAt = Date.now()
    const dueAt = createdAt + 10_000
    const post = await posts.create({
      title: 'Appears in ten seconds',
      status: 'published',
      publishedAt: new Date(dueAt),
    })
    // Scheduling re-arms the timer: it looks again at once and then sleeps until the due time.
    rearmPostScheduleTimer()
    expect(timers.lastDelay()).toBe(0)
    await timers.fire()
    const checkedBy = Date.now()
    // Until the due time (plus the 250 ms margin) as seen from the check, which ran between
    // createdAt and checkedBy: exact bounds, however slow the machine is.
    const delay = timers.lastDelay()!
    expect(delay).toBeGreaterThanOrEqual(dueAt - checkedBy + 250)
    expect(delay).toBeLessThanOrEqual(dueAt - createdAt + 250)
    expect(delay).toBeLessThan(SCHEDULE_CHECK_MS)

    const before = getPageStore().generation
    await timePasses(post.id)
    await timers.fire()
    expect(getPageStore().generation).toBe(before + 1)
    expect(await posts.getPublishedBySlug(post.slug)).toMatchObject({ id: post.id, slug: post.slug })
    expect(timers.lastDelay()).toBe(SCHEDULE_CHECK_MS)
  })
})
