/**
 * The Node flags the production server runs with. `npm start` (package.json) writes them out, and
 * everything else that starts scripts/start.mjs (the bench, the Playwright servers) takes them from
 * here; tests/unit/server-node-flags.test.ts fails when package.json says otherwise.
 *
 * --max-semi-space-size=8: V8's young generation grows to at most 8 MB per semi-space instead of
 * its default (up to 16 MB on 64-bit, more on large machines), so an idle server holds about 30 MB
 * less (on Postgres, every page type once: 171-176 MB against 194-211 MB, and 171-174 against
 * 221-228 MB after a load run), at the same requests per second (docs/decisions/0022-server-memory.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8']
