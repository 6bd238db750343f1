import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  OUTBOX_KINDS,
  encodeDone,
  encodePut,
  parseOutbox,
  type OutboxEntry,
} from '~/server/outbox/outbox-format.server'

/**
 * The outbox file is what is left after a crash: whatever state it is in, reading it never
 * throws, never loses a complete record, and never yields one submission twice.
 */
const entry: fc.Arbitrary<OutboxEntry> = fc.record({
  key: fc.string({ minLength: 1, maxLength: 40 }),
  kind: fc.constantFrom(...OUTBOX_KINDS),
  at: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => new Date(ms).toISOString()),
  // Field names as the server writes them (valibot's record drops __proto__, prototype, constructor).
  data: fc.dictionary(
    fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/).filter((name) => !['prototype', 'constructor'].includes(name)),
    fc.oneof(fc.string({ maxLength: 60 }), fc.constant(null), fc.integer()),
    { maxKeys: 6 },
  ),
})

/** Entries with distinct keys. */
const entries = fc.uniqueArray(entry, { selector: (e) => e.key, minLength: 1, maxLength: 12 })

/** A line that is not a record: text without a newline that does not parse as one. */
const garbage = fc
  .oneof(
    fc.string({ maxLength: 80 }),
    fc.json(),
    fc.constant('{"v":1,"t":"put"'),
    fc.constant('{"v":2,"t":"put","key":"k","kind":"contact","at":"2026-01-01T00:00:00.000Z","data":{}}'),
    fc.constant('{"v":1,"t":"put","key":"","kind":"contact","at":"2026-01-01T00:00:00.000Z","data":{}}'),
    fc.constant('{"v":1,"t":"put","key":"k","kind":"sms","at":"2026-01-01T00:00:00.000Z","data":{}}'),
  )
  .map((text) => text.replace(/\n/g, ' '))
  .filter((text) => parseOutbox(`${text}\n`).pending.length === 0 && parseOutbox(`${text}\n`).done.size === 0)

const keysOf = (list: OutboxEntry[]) => list.map((e) => e.key)

describe('outbox file format', () => {
  it('gives back every submission written, in order', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const parsed = parseOutbox(list.map(encodePut).join(''))
        expect(parsed.pending).toEqual(list)
        expect(parsed).toMatchObject({ skipped: 0, torn: false })
      }),
    )
  })

  it('a torn last line (a crash mid-write) loses only that line', () => {
    fc.assert(
      fc.property(entries, fc.nat(), (list, cutAt) => {
        const complete = list.slice(0, -1).map(encodePut).join('')
        const last = encodePut(list.at(-1)!)
        // Cut anywhere inside the last line, before its newline.
        const cut = 1 + (cutAt % (last.length - 1))
        const parsed = parseOutbox(complete + last.slice(0, cut))
        expect(parsed.pending).toEqual(list.slice(0, -1))
        expect(parsed.torn).toBe(true)
        expect(parsed.skipped).toBe(1)
      }),
    )
  })

  it('a key written twice (a retry) is one submission: the first one written', () => {
    fc.assert(
      fc.property(entries, fc.array(fc.nat(), { maxLength: 10 }), entry, (list, picks, other) => {
        const repeats = picks.map((pick) => ({ ...other, key: list[pick % list.length]!.key }))
        const parsed = parseOutbox([...list, ...repeats].map(encodePut).join(''))
        expect(parsed.pending).toEqual(list)
        expect(new Set(keysOf(parsed.pending)).size).toBe(parsed.pending.length)
      }),
    )
  })

  it('garbage lines anywhere are skipped and hide nothing around them', () => {
    fc.assert(
      fc.property(entries, fc.array(fc.tuple(fc.nat(), garbage), { maxLength: 8 }), (list, inserts) => {
        const lines = list.map(encodePut)
        for (const [position, text] of inserts) lines.splice(position % (lines.length + 1), 0, `${text}\n`)
        const parsed = parseOutbox(lines.join(''))
        expect(parsed.pending).toEqual(list)
        expect(parsed.skipped).toBeLessThanOrEqual(inserts.length)
      }),
    )
  })

  it('a submission marked done no longer waits; the others still do', () => {
    fc.assert(
      fc.property(entries, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (list, marks) => {
        const done = list.filter((_, index) => marks[index])
        const text = list.map(encodePut).join('') + done.map((e) => encodeDone(e.key)).join('')
        const parsed = parseOutbox(text)
        expect(parsed.pending).toEqual(list.filter((_, index) => !marks[index]))
        expect([...parsed.done].sort()).toEqual(keysOf(done).sort())
      }),
    )
  })

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const parsed = parseOutbox(text)
        expect(new Set(keysOf(parsed.pending)).size).toBe(parsed.pending.length)
      }),
    )
  })
})
