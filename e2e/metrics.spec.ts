import { expect, test } from '@playwright/test'
import { startAppServer, type AppServerProcess } from './support/own-server'

/**
 * What an operator watches (issue 50): Prometheus metrics on a loopback port of their own
 * (METRICS_PORT), not through the public site; one JSON log line per request carrying the
 * request id the answer returns (the proxy's X-Request-Id, or a new one), and no form value.
 */
let server: AppServerProcess
let metricsUrl = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startAppServer({ METRICS_PORT: '0' }, { logName: 'metrics', warm: false })
  await expect
    .poll(() => /ReadyApps metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.output())?.[1])
    .toBeTruthy()
  metricsUrl = /ReadyApps metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.output())![1]!
})

test.afterAll(async () => {
  await server?.stop('SIGTERM')
})

test('/metrics answers on its own loopback port in Prometheus text format, and not through the site', async () => {
  // Some traffic first: a page twice (a miss, then a hit), a file, a form post.
  for (let index = 0; index < 2; index += 1) await (await fetch(`${server.origin}/about`)).arrayBuffer()
  await (await fetch(`${server.origin}/robots.txt`)).arrayBuffer()
  const response = await fetch(metricsUrl)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  const text = await response.text()
  for (const name of [
    'readyapps_http_requests_total',
    'readyapps_http_request_duration_seconds_bucket',
    'readyapps_page_cache_answers_total',
    'readyapps_page_cache_pages',
    'readyapps_outbox_waiting',
    'readyapps_email_delivery_failures_total',
    'readyapps_webhook_delivery_failures_total',
    'readyapps_database_errors_total',
    'readyapps_process_resident_memory_bytes',
    'readyapps_nodejs_heap_size_used_bytes',
  ]) {
    expect(text, name).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `)
  }
  expect(text).toMatch(/^readyapps_http_requests_total\{kind="page",status="200"\} \d+$/m)
  expect(text).toMatch(/^readyapps_page_cache_answers_total\{result="HIT"\} [1-9]\d*$/m)
  // The public port has no such page.
  const outside = await fetch(`${server.origin}/metrics`)
  expect(outside.status).toBe(404)
  expect(await outside.text()).not.toContain('readyapps_http_requests_total')
})

test('a log line carries the request id the answer returns, and no form value', async () => {
  const given = `e2e-request-${Date.now()}`
  const email = `metrics.visitor.${Date.now()}@example.com`
  const answer = await fetch(`${server.origin}/forms/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'x-request-id': given,
      'x-forwarded-for': '10.77.1.2',
    },
    body: new URLSearchParams({
      name: 'Metrics Visitor',
      email,
      mobile: '+91 98450 67890',
      product: 'chitchat',
      terms: 'on',
      description: 'A message that must never be written to the server log',
    }).toString(),
  })
  expect(answer.status).toBe(303)
  expect(answer.headers.get('x-request-id')).toBe(given)
  // Without an id from a proxy the server makes one, and returns it.
  const made = (await fetch(`${server.origin}/about`)).headers.get('x-request-id')
  expect(made).toMatch(/^[0-9a-f-]{36}$/)

  const lineOf = (id: string) =>
    server
      .output()
      .split('\n')
      .find((line) => line.includes(`"reqId":"${id}"`) && line.includes('"msg":"request"'))
  await expect.poll(() => lineOf(given)).toBeTruthy()
  await expect.poll(() => lineOf(made!)).toBeTruthy()
  const line = JSON.parse(lineOf(given)!) as { reqId: string; req: Record<string, unknown> }
  expect(line.req).toMatchObject({ method: 'POST', path: '/forms/contact', kind: 'form', status: 303 })
  // Nothing the visitor typed, and no address, anywhere in the log.
  const log = server.output()
  for (const value of [
    email,
    'Metrics Visitor',
    '98450 67890',
    '+919845067890',
    'must never be written',
    '10.77.1.2',
  ]) {
    expect(log, value).not.toContain(value)
  }
})
