import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import type { OutgoingMessage } from '~/server/delivery/outgoing.server'
import { createEndpoint, sealPlainSecrets, webhookSender } from '~/server/webhooks/webhooks.server'
import { webhookSignature } from '~/server/webhooks/signature.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

/**
 * The CRM endpoints' signing secrets at rest (src/server/webhooks/webhooks.server.ts): sealed under
 * ADMIN_SECRETS_KEY when it is set, so the database (a dump, a backup) does not hold them; the
 * deliveries are still signed with the secret the admin was shown; a secret stored before the key
 * was set is sealed at start; a key that does not open it fails the delivery with a reason the
 * admin can act on.
 */
const KEY = Buffer.alloc(32, 7)
const OTHER_KEY = Buffer.alloc(32, 8)
const policy = { allowPrivate: ['127.0.0.1'] }
const PAYLOAD = '{"type":"lead.created"}'

let receiver: Server
let endpointUrl = ''
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = []

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  endpointUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

const messageTo = (endpointId: string) => ({ id: randomUUID(), endpointId, payload: PAYLOAD }) as OutgoingMessage

/** Sends one message to the endpoint and returns what the receiver got, or the sender's error. */
async function deliver(db: Database, endpointId: string, secretsKey: Buffer | null) {
  received.length = 0
  const outcome = await webhookSender({ db, policy, secretsKey })(messageTo(endpointId))
  return { outcome, request: received[0] }
}

function expectSignedWith(request: { headers: IncomingHttpHeaders; body: string } | undefined, secret: string) {
  expect(request?.body).toBe(PAYLOAD)
  const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature } = request!.headers
  expect(signature).toBe(webhookSignature(secret, String(id), Number(timestamp), PAYLOAD))
}

describe.each(databaseTargets)('webhook endpoint secrets on $name', (target) => {
  let db: Database
  const it = useDatabase(target, { opened: (opened) => (db = opened), emptied: ['webhook_endpoints'] })
  const storedSecret = async (id: string) =>
    (await db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = $1', [id])).rows[0]!.secret
  /** An endpoint to the local receiver, as the admin adds it (the secret shown once), under `key`. */
  const added = (key: Buffer | null) =>
    createEndpoint(db, { url: endpointUrl, description: '', actor: 'a@b.c' }, policy, key)

  it('are stored sealed under the key, and deliveries are signed with the secret the admin was shown', async () => {
    const { endpoint, secret } = await added(KEY)
    const stored = await storedSecret(endpoint.id)
    expect(stored).toMatch(/^v1\./)
    expect(stored).not.toContain(secret.slice('whsec_'.length))
    const { outcome, request } = await deliver(db, endpoint.id, KEY)
    expect(outcome).toMatchObject({ outcome: 'sent', status: 204 })
    expectSignedWith(request, secret)
  })

  it('are stored as they are without a key, and sealed at the next start with one', async () => {
    const { endpoint, secret } = await added(null)
    expect(await storedSecret(endpoint.id)).toBe(secret)
    expectSignedWith((await deliver(db, endpoint.id, null)).request, secret)

    expect(await sealPlainSecrets(db, KEY)).toBe(1)
    expect(await storedSecret(endpoint.id)).toMatch(/^v1\./)
    expect(await sealPlainSecrets(db, KEY)).toBe(0)
    expectSignedWith((await deliver(db, endpoint.id, KEY)).request, secret)
  })

  it('that do not open fail the delivery with the reason, and nothing is sent', async () => {
    const { endpoint } = await added(KEY)
    await expect(deliver(db, endpoint.id, OTHER_KEY)).rejects.toThrow(/does not open with this ADMIN_SECRETS_KEY/)
    expect(received).toHaveLength(0)
    await expect(deliver(db, endpoint.id, null)).rejects.toThrow(/sealed and ADMIN_SECRETS_KEY is not set/)
    expect(received).toHaveLength(0)
    // A sealed secret copied onto another endpoint does not open there either.
    const { endpoint: other } = await added(KEY)
    await db.query('UPDATE webhook_endpoints SET secret = $2 WHERE id = $1', [
      other.id,
      await storedSecret(endpoint.id),
    ])
    await expect(deliver(db, other.id, KEY)).rejects.toThrow(/does not open/)
    expect(received).toHaveLength(0)
  })
})
