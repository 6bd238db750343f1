/**
 * One read for everyone who asks at the same moment. A call while no read runs starts one at
 * once; calls while a read runs wait for the next one, which starts when that read ends and which
 * they share. So every caller gets an answer read after it asked (a change it made just before is
 * in it), at most one read runs at a time, and a hundred admins opening the dashboard together
 * cost two reads of the database, not a hundred (each read is several queries, each a connection
 * of the pool: under load they queued past the pool's wait and answered 503).
 *
 * For reads whose answer is the same for every caller (no per-user data, no arguments). A read
 * that fails fails for the callers that shared it; the next call starts afresh.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  let next: Promise<T> | undefined
  const start = (): Promise<T> => {
    const run = read()
    running = run
    const done = () => {
      if (running === run) running = undefined
    }
    run.then(done, done)
    return run
  }
  return () => {
    if (!running) return start()
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined
        return start()
      })
    return next
  }
}
