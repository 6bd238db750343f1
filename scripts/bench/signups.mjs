// Newsletter sign-ups for the bench's mixed load runs, sent the way the footer form sends them
// from a browser: a POST to the subscribeNewsletter server function at /_serverFn/<id> (the id the
// built client calls), its data serialised with seroval as Start's client does, with the headers
// Start's client sets (x-tsr-serverFn, accept, content-type) and those a browser adds to a
// same-origin fetch (Origin, Referer, Sec-Fetch-*), so the CSRF check passes as it does for a
// visitor. Every sign-up has its own address and its own client IP in X-Forwarded-For: the bench
// starts the server with TRUST_PROXY_HOPS=1, as behind one proxy, so each sign-up is a different
// visitor to the rate limit (10 per 10 minutes per client). Loopback only; nothing here loops.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { toJSON } from 'seroval'
import { serverFunctionIds } from '../server-function-ids.mjs'

/**
 * The id of the subscribeNewsletter server function in the build in `distDir`, read from the
 * server's function manifest (as e2e/faults-support.ts does) and checked against the client
 * assets: the id the browser calls.
 */
export function newsletterFunctionId(distDir) {
  const id = serverFunctionIds(distDir).subscribeNewsletter
  if (!id) throw new Error('subscribeNewsletter is not in the server build: build first')
  const assets = path.join(distDir, 'client', 'assets')
  const called = readdirSync(assets).some(
    (file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes(id),
  )
  if (!called) throw new Error(`no client asset calls the server function ${id}`)
  return id
}

/** What a browser that accepts Start's framed answers sends (serverFnFetcher in start-client-core). */
const ACCEPT = 'application/x-tss-framed; v=1, application/x-ndjson, application/json'

/** The client address of sign-up number `n` (1 to 16,777,215): 10.0.0.1, 10.0.0.2, ... */
const clientIp = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

function decode(chunks, encoding) {
  const raw = Buffer.concat(chunks)
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
  return raw.toString('utf8')
}

/** Start's serialised answer of `{ subscribed: true }` (seroval: key "subscribed", boolean true). */
const SUBSCRIBED = /"k":\["subscribed"\],"v":\[\{"t":2,"s":2\}\]/

/**
 * A sign-up source shared by every run of one bench: `request(origin, refererPath)` is an
 * autocannon request for the `requests` array, `setupClient` must be passed to autocannon with it,
 * and `take()` returns and resets the counts of the run: sent, answered subscribed, answered otherwise
 * (any status but 200, or a body that does not say subscribed), and the p99 of their answer times.
 * Sent minus answered is what had no answer: timed out, or still on its way when the run ended.
 */
export function createSignups(functionId) {
  // A tag per bench, so sign-ups into a database kept between benches (BENCH_DATABASE_URL) stay new.
  const tag = Date.now().toString(36)
  let sent = 0
  let run = { sent: 0, subscribed: 0, refused: 0, latencies: [] }

  return {
    functionId,
    tag,
    request(origin, refererPath) {
      return {
        method: 'POST',
        path: `/_serverFn/${functionId}`,
        signup: true,
        setupRequest(request, context) {
          sent += 1
          run.sent += 1
          if (sent > 0xffffff) throw new Error('more than 16.7 million sign-ups in one bench')
          context.signupSentAt = performance.now()
          return {
            ...request,
            headers: {
              ...request.headers,
              accept: ACCEPT,
              'content-type': 'application/json',
              'x-tsr-serverFn': 'true',
              origin,
              referer: `${origin}${refererPath}`,
              'sec-fetch-site': 'same-origin',
              'sec-fetch-mode': 'cors',
              'sec-fetch-dest': 'empty',
              'x-forwarded-for': clientIp(sent),
            },
            body: JSON.stringify(toJSON({ data: { email: `bench-${tag}-${sent}@example.com`, website: '' } })),
          }
        },
        onResponse(status, chunks, context, headers) {
          run.latencies.push(performance.now() - context.signupSentAt)
          let text = ''
          try {
            text = decode(Array.isArray(chunks) ? chunks : [], headers['content-encoding'])
          } catch {
            // An answer that does not decode is not a sign-up.
          }
          if (status === 200 && SUBSCRIBED.test(text)) run.subscribed += 1
          else run.refused += 1
        },
      }
    },
    /**
     * autocannon keeps a response body as a string (bytes decoded as UTF-8), which breaks a gzip
     * answer: for sign-ups this keeps the raw chunks, to be decoded in onResponse. Pages are left
     * to autocannon as before.
     */
    setupClient(client) {
      const queue = client.pipelinedRequests
      if (typeof queue?.addBody !== 'function' || typeof queue.peek !== 'function') {
        throw new Error('autocannon internals changed: Client.pipelinedRequests.addBody/peek not found')
      }
      const addBody = queue.addBody.bind(queue)
      queue.addBody = (data) => {
        const pending = queue.peek()
        if (!pending?.req?.signup) return addBody(data)
        if (!Array.isArray(pending.body)) pending.body = []
        pending.body.push(Buffer.from(data))
      }
    },
    take() {
      const taken = run
      run = { sent: 0, subscribed: 0, refused: 0, latencies: [] }
      const sorted = taken.latencies.sort((a, b) => a - b)
      const p99 = sorted.length ? sorted[Math.ceil(sorted.length * 0.99) - 1] : undefined
      return { sent: taken.sent, subscribed: taken.subscribed, refused: taken.refused, p99 }
    },
  }
}
