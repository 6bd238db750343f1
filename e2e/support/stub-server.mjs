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
//   ANY  /webhook/...              a CRM's webhook receiver: 204 (mode "fail": 500), recorded as
//                                  service "webhook" with its headers and raw body
// And an SMTP server (smtp-server) on SMTP_PORT, the stand-in for the relay of mail to subscribers:
//   GET  /__mail?to=ADDRESS        the messages received for an address (oldest first), each with its
//                                  headers (lower-case names), subject and decoded text
import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'

const port = Number(process.env.STUB_PORT ?? 3101)
const smtpPort = Number(process.env.SMTP_PORT ?? port + 1)
const requests = []
/** Mail received by the SMTP stand-in. */
const mail = []

/** Headers (unfolded, names in lower case) and the decoded body of a single-part message. */
function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split < 0 ? raw : raw.slice(0, split)
  let body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':')
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  }
  return { headers, subject: headers.subject ?? '', text: body }
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
      const failing = modes.findLast(
        (rule) => rule.service === 'smtp' && to.some((address) => address.includes(rule.match)),
      )
      if (failing?.mode === 'fail') {
        const error = new Error('Mailbox unavailable')
        error.responseCode = 451
        return callback(error)
      }
      mail.push({ to, from: session.envelope.mailFrom?.address ?? '', at: Date.now(), raw, ...parseMessage(raw) })
      callback()
    })
  },
})
smtp.listen(smtpPort, '127.0.0.1')
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
  if (url.pathname === '/__mail') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase()
    return send(
      res,
      200,
      mail.filter((message) => message.to.includes(to)),
    )
  }
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
    raw,
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
  if (service === 'webhook') {
    if (mode === 'fail') return send(res, 500, 'CRM is down', 'text/plain')
    res.writeHead(204)
    return res.end()
  }
  if (service === 'auth') {
    return send(res, 404, { error: 'not_implemented' })
  }
  return send(res, 404, { error: 'unknown stub path' })
})

server.listen(port, '127.0.0.1', () => console.log(`stub services on http://127.0.0.1:${port}, SMTP on ${smtpPort}`))
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    smtp.close(() => undefined)
    server.close(() => process.exit(0))
  })
