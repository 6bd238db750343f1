import { PAGE_CACHE_CHANNEL, getPageStore, onPageCacheNotification } from './invalidation.server'

interface ListenerClient {
  connect(): Promise<unknown>
  query(sql: string): Promise<unknown>
  end(): Promise<void>
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown
  on(event: 'error' | 'end', listener: (error?: unknown) => void): unknown
}

export interface PageCacheListener {
  /** Resolves once the first LISTEN is in place (or failed; the cache stays off until it is). */
  ready: Promise<void>
  stop(): Promise<void>
}

/**
 * Keeps one dedicated Postgres connection LISTENing on the page-cache channel, so a post change
 * on any instance drops the pages of this one within milliseconds. While the connection is down
 * the cache is off (pages are rendered per request), since a missed notification would leave a
 * stale page; the stored pages stay only as stand-ins for a render that fails (stale-if-error: the
 * database is down too, so no post can change meanwhile). On reconnect every stored page is marked
 * stale (a change may have been missed): each is rendered again on its next request and stays a
 * stand-in until then. Reconnects with a growing delay (max 30 s).
 */
export function startPageCacheListener(
  url: string,
  createClient?: (url: string) => Promise<ListenerClient>,
): PageCacheListener {
  const store = getPageStore()
  const open =
    createClient ??
    (async (connectionString: string) => {
      const pg = await import('pg')
      const Client = pg.default?.Client ?? (pg as unknown as { Client: typeof pg.Client }).Client
      return new Client({ connectionString, connectionTimeoutMillis: 5_000 }) as unknown as ListenerClient
    })
  let stopped = false
  let client: ListenerClient | undefined
  let timer: NodeJS.Timeout | undefined
  let delay = 1_000
  store.enabled = false

  const scheduleReconnect = () => {
    store.enabled = false
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
    timer.unref()
    delay = Math.min(delay * 2, 30_000)
  }

  async function connect(): Promise<void> {
    if (stopped) return
    const current = await open(url).catch((error: unknown) => {
      console.error('Page cache listener: cannot create a client', error)
      return undefined
    })
    if (!current) return scheduleReconnect()
    client = current
    let failed = false
    const fail = (error?: unknown) => {
      if (failed) return
      failed = true
      if (!stopped) console.error('Page cache listener lost its connection; cache off until it is back', error ?? '')
      current.end().catch(() => undefined)
      scheduleReconnect()
    }
    current.on('error', fail)
    current.on('end', () => fail())
    current.on('notification', (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL) onPageCacheNotification(message.payload)
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${PAGE_CACHE_CHANNEL}`)
      if (stopped) return
      store.clear()
      store.enabled = true
      delay = 1_000
    } catch (error) {
      fail(error)
    }
  }

  const ready = connect()
  return {
    ready,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      store.enabled = false
      await client?.end().catch(() => undefined)
    },
  }
}
