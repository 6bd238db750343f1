/**
 * What /healthz answers, from what it found: the database answered (ok, 200); the database is
 * down but this instance still serves and keeps what visitors send in its outbox (degraded, 200,
 * so a load balancer keeps routing to it); or the database is down and the outbox cannot be
 * written either (unavailable, 503).
 */
export interface HealthFindings {
  database: { ok: true; kind: string } | { ok: false }
  outbox: { writable: boolean; waiting: number }
  uptimeSeconds: number
}

export interface HealthAnswer {
  status: 200 | 503
  body: Record<string, unknown>
  headers: Record<string, string>
}

export function healthAnswer(findings: HealthFindings): HealthAnswer {
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  const outbox = { waiting: findings.outbox.waiting, writable: findings.outbox.writable }
  if (findings.database.ok) {
    return {
      status: 200,
      headers,
      body: { status: 'ok', database: findings.database.kind, outbox, uptimeSeconds: findings.uptimeSeconds },
    }
  }
  if (findings.outbox.writable) {
    return {
      status: 200,
      headers,
      body: {
        status: 'degraded',
        database: 'unreachable',
        down: ['database'],
        outbox,
        uptimeSeconds: findings.uptimeSeconds,
      },
    }
  }
  return {
    status: 503,
    headers: { ...headers, 'retry-after': '10' },
    body: { status: 'unavailable', database: 'unreachable', down: ['database', 'outbox'], outbox },
  }
}
