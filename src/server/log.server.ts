import pino from 'pino'
import { currentRequestId } from './metrics.server'

/**
 * The server log: one JSON line per entry on stdout (pino), with the request's id (`reqId`) when
 * written while a request is handled. Error text for the server log. Driver errors carry the query's parameters (PGlite's `params`,
 * pg's `detail` such as "Key (email)=(...)") and HTTP clients carry request bodies: printing the
 * error object would write a visitor's name, e-mail or phone into the log. This keeps what an
 * operator needs (type, code, message, the first stack frames, the cause chain) and masks
 * anything that looks like an e-mail address or a phone number in the messages.
 */
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi
const PHONE = /\+?\d[\d\s().-]{6,}\d/g
const STACK_FRAMES = 6

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '<email>').replace(PHONE, '<number>')
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) {
    return typeof error === 'string' ? maskPersonalData(error.slice(0, 300)) : `non-error value (${typeof error})`
  }
  const code = (error as { code?: unknown }).code
  const head = `${error.name}${typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : ''}: ${maskPersonalData(error.message.slice(0, 500))}`
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, STACK_FRAMES)
  return [head, ...frames].join('\n')
}

/** The error and its causes as log text, without the personal data errors may carry. */
export function describeError(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 4; depth += 1) {
    parts.push(describeOne(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return parts.join('\nCaused by: ')
}

const state = globalThis as { __readyappsLogger?: pino.Logger }

/**
 * The process's logger (one per process, on globalThis: every chunk of the bundle writes through
 * it). Synchronous writes, so a line is out before the process exits. LOG_LEVEL (default info).
 */
export function logger(): pino.Logger {
  state.__readyappsLogger ??= pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const reqId = currentRequestId()
        return reqId ? { reqId } : {}
      },
    },
    pino.destination({ dest: 1, sync: true }),
  )
  return state.__readyappsLogger
}

/**
 * An error as one JSON line: the context as its message, a safe description of the error (no
 * personal data, see describeError) and the request's id.
 */
export function logError(context: string, error: unknown): void {
  logger().error({ error: describeError(error) }, context)
}

/** One line per answered request: what an operator needs, nothing personal (no IP, no query, no body). */
export function logRequest(info: {
  method: string
  path: string
  kind: string
  status: number
  ms: number
  cache?: string
}): void {
  logger().info({ req: info }, 'request')
}
