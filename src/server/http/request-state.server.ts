import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What happened while one request was handled, for the request middleware to act on after
 * Start's handler returns: whether a server function was reached at all (otherwise a failed
 * /_serverFn answer is Start's own parsing or lookup failing on a client's mistake) and
 * whether a dependency (the database) was found down (a data page then answers 503).
 */
export interface RequestState {
  serverFnReached: boolean
  dependencyDown: boolean
}

const storage = new AsyncLocalStorage<RequestState>()

export function runWithRequestState<T>(fn: () => Promise<T>): Promise<{ state: RequestState; value: T }> {
  const state: RequestState = { serverFnReached: false, dependencyDown: false }
  return storage.run(state, async () => ({ state, value: await fn() }))
}

export function markServerFnReached(): void {
  const state = storage.getStore()
  if (state) state.serverFnReached = true
}

export function markDependencyDown(): void {
  const state = storage.getStore()
  if (state) state.dependencyDown = true
}
