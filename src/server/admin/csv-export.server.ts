import { UnauthorizedError, requireAdmin } from '~/server/auth/require-admin.server'
import { isDatabaseUnavailable } from '~/server/db/database.server'
import { PublicError } from '~/server/leads/public-error.server'
import { logError } from '~/server/log.server'

/** Every admin export: personal or business data, so never stored by a browser or proxy, never indexed. */
const EXPORT_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

/** A short plain-text answer of an export (a refusal, a bad query, an outage). */
export function plainAnswer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...EXPORT_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...headers },
  })
}

/** What an export hands back: its CSV and file name, or an answer of its own (a bad query). */
export type CsvExport = { csv: string; filename: string; headers?: Record<string, string> } | Response

/**
 * An admin CSV export's response: 401 for no session, 403 for a session that may not export yet
 * (a required second factor to set up first), 503 when the database is down, else what `build`
 * makes as an attachment. `name` is for the log only.
 */
export async function adminCsvResponse(name: string, build: () => Promise<CsvExport>): Promise<Response> {
  try {
    await requireAdmin()
  } catch (error) {
    if (error instanceof UnauthorizedError) return plainAnswer(401, 'Please sign in again.')
    if (error instanceof PublicError && error.code === 'forbidden') return plainAnswer(403, error.message)
    return unavailable(name, error)
  }
  try {
    const result = await build()
    if (result instanceof Response) return result
    return new Response(result.csv, {
      headers: {
        ...EXPORT_HEADERS,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${result.filename}"`,
        ...result.headers,
      },
    })
  } catch (error) {
    return unavailable(name, error)
  }
}

function unavailable(name: string, error: unknown): Response {
  logError(isDatabaseUnavailable(error) ? `${name} export: database unavailable` : `${name} export failed`, error)
  return plainAnswer(503, 'The export is unavailable right now. Please try again shortly.', { 'retry-after': '30' })
}
