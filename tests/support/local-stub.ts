import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** Parsed JSON when the body is JSON, else the raw text. */
  body: unknown
}

export type StubReply = { status: number; body?: unknown; delayMs?: number }
export type StubHandler = (request: RecordedRequest) => StubReply | Promise<StubReply>

/**
 * A local stand-in for an outside service (EmailJS, the IP look-up) on a random port. It records
 * every request; `reply` decides each answer and can be swapped between test steps.
 */
export async function startLocalStub(initial: StubHandler = () => ({ status: 200, body: 'OK' })) {
  const requests: RecordedRequest[] = []
  let handler = initial
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', async () => {
      let body: unknown = raw
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        // keep the raw text
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      }
      requests.push(recorded)
      try {
        const reply = await handler(recorded)
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null)
        res.writeHead(reply.status, {
          'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        })
        res.end(text)
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next: StubHandler) {
      handler = next
    },
    reset() {
      requests.length = 0
      handler = initial
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type LocalStub = Awaited<ReturnType<typeof startLocalStub>>
