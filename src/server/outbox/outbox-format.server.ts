import * as v from 'valibot'

/**
 * The outbox file format: JSON lines, one record per line, each ending in '\n'.
 *
 *   {"v":1,"t":"put","key":"...","kind":"contact","at":"2026-11-25T17:00:00.000Z","data":{...}}
 *   {"v":1,"t":"done","key":"..."}
 *
 * A put is a submission waiting for the database; a done says it was stored. Reading is forgiving,
 * because the file is what is left after a crash: a torn last line (the process died mid-write),
 * a garbage line (a disk error, a hand edit) and a second put with a key already seen (a retry)
 * are skipped, never fatal, and never hide the valid records around them. A proper prefix of a
 * JSON object is never valid JSON, so a torn line cannot pass for a record.
 */
export const OUTBOX_KINDS = ['contact', 'newsletter'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

export interface OutboxEntry {
  /** The idempotency key; the database stores one row per key. */
  key: string
  kind: OutboxKind
  /** When the visitor sent it (ISO 8601). */
  at: string
  /** The submission as the server accepted it (validated before it was written). */
  data: Record<string, unknown>
}

const KEY_MAX = 100

const PutSchema = v.object({
  v: v.literal(1),
  t: v.literal('put'),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(KEY_MAX)),
  kind: v.picklist(OUTBOX_KINDS),
  at: v.pipe(v.string(), v.isoTimestamp()),
  data: v.record(v.string(), v.unknown()),
})

const DoneSchema = v.object({
  v: v.literal(1),
  t: v.literal('done'),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(KEY_MAX)),
})

const RecordSchema = v.variant('t', [PutSchema, DoneSchema])

/** One put record as a line (with its '\n'). */
export function encodePut(entry: OutboxEntry): string {
  return `${JSON.stringify({ v: 1, t: 'put', key: entry.key, kind: entry.kind, at: entry.at, data: entry.data })}\n`
}

/** One done record as a line (with its '\n'). */
export function encodeDone(key: string): string {
  return `${JSON.stringify({ v: 1, t: 'done', key })}\n`
}

export interface ParsedOutbox {
  /** Submissions still waiting, in the order they were first written, one per key. */
  pending: OutboxEntry[]
  /** Keys marked done. */
  done: Set<string>
  /** Lines that were not a record (garbage or a torn line), skipped. */
  skipped: number
  /** The text does not end with '\n': its last line was cut short (or is garbage). */
  torn: boolean
}

/** Reads an outbox file's text; never throws. */
export function parseOutbox(text: string): ParsedOutbox {
  const lines = text.split('\n')
  // The piece after the last '\n' is empty for a file that ends cleanly.
  const last = lines.pop() ?? ''
  const torn = last.length > 0
  const puts = new Map<string, OutboxEntry>()
  const done = new Set<string>()
  let skipped = torn ? 1 : 0
  for (const line of lines) {
    if (!line.trim()) continue
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      skipped += 1
      continue
    }
    const parsed = v.safeParse(RecordSchema, value)
    if (!parsed.success) {
      skipped += 1
      continue
    }
    const record = parsed.output
    if (record.t === 'done') done.add(record.key)
    else if (!puts.has(record.key))
      puts.set(record.key, { key: record.key, kind: record.kind, at: record.at, data: record.data })
  }
  const pending = [...puts.values()].filter((entry) => !done.has(entry.key))
  return { pending, done, skipped, torn }
}
