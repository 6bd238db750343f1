// Local stand-ins for the outside services the site calls (EmailJS, the IP look-up, Supabase
// Auth). Each records what it received so tests can assert on it; nothing leaves the machine.
//   GET  /__health                 liveness for Playwright
//   GET  /__requests?service=NAME  recorded requests (newest last), each with the mode it was answered in
//   POST /__mode  {service, mode, match}
//                                  e.g. {"service":"emailjs","mode":"fail","match":"a@example.com"}
//                                  (or "slow"; "ok" ends it): only requests whose body contains
//                                  `match` (a test's own unique address), so a test never changes
//                                  what another test running at the same time gets
//   POST /emailjs/api/v1.0/email/send
//   GET  /ipapi/:ip/json/          country by IP: 8.8.8.8 -> US, 9.9.9.9 -> status 200 with
//                                  {"error": true}, 1.0.0.1 -> 429 (rate limited), anything else -> IN
import { createServer } from 'node:http'

const port = Number(process.env.STUB_PORT ?? 3101)
const requests = []
/** Modes in force: { service, mode, match }, the newest last. */
let modes = []

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'content-type': type })
  res.end(typeof body === 'string' ? body : JSON.stringify(body))
}

function readBody(req) {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => (data += chunk))
    req.on('end', () => resolve(data))
  })
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  const raw = await readBody(req)
  let body = raw
  try {
    body = raw ? JSON.parse(raw) : undefined
  } catch {
    // keep the raw text
  }

  if (url.pathname === '/__health') return send(res, 200, { ok: true })
  if (url.pathname === '/__requests') {
    const service = url.searchParams.get('service')
    return send(res, 200, service ? requests.filter((r) => r.service === service) : requests)
  }
  if (url.pathname === '/__mode') {
    if (typeof body?.match !== 'string' || body.match.length < 6)
      return send(res, 400, { error: 'a mode needs a match of at least 6 characters (the test own address)' })
    modes = modes.filter((rule) => rule.service !== body.service || rule.match !== body.match)
    if (body.mode !== 'ok') modes.push({ service: body.service, mode: body.mode, match: body.match })
    return send(res, 200, { ok: true })
  }

  const service = url.pathname.split('/')[1] ?? 'unknown'
  const mode = modes.findLast((rule) => rule.service === service && raw.includes(rule.match))?.mode ?? 'ok'
  // `answered`: the mode this request got, so a test can tell that its outage was the one applied.
  requests.push({
    service,
    method: req.method,
    path: url.pathname,
    headers: req.headers,
    body,
    at: Date.now(),
    answered: mode,
  })
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 5000))

  if (service === 'emailjs') {
    if (mode === 'fail') return send(res, 500, 'EmailJS is down', 'text/plain')
    return send(res, 200, 'OK', 'text/plain')
  }
  if (service === 'ipapi') {
    if (mode === 'fail') return send(res, 429, { error: true, reason: 'RateLimited' })
    const ip = url.pathname.split('/')[2] ?? ''
    if (ip === '9.9.9.9') return send(res, 200, { ip, error: true, reason: 'Reserved IP Address' })
    if (ip === '1.0.0.1') return send(res, 429, { error: true, reason: 'RateLimited' })
    return send(res, 200, { ip, country: ip === '8.8.8.8' ? 'US' : 'IN' })
  }
  if (service === 'auth') {
    return send(res, 404, { error: 'not_implemented' })
  }
  return send(res, 404, { error: 'unknown stub path' })
})

server.listen(port, '127.0.0.1', () => console.log(`stub services on http://127.0.0.1:${port}`))
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)))
