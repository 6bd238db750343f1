import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sharedRead } from '~/server/db/shared-read.server'

/** A read that ends when the test says so; it records when each run started and ended. */
function controlledRead() {
  const runs: { startedAt: number; endedAt?: number; end: (value: number) => void; fail: (error: Error) => void }[] = []
  let clock = 0
  const tick = () => ++clock
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const run = {
        startedAt: tick(),
        endedAt: undefined as number | undefined,
        end: (value: number) => {
          run.endedAt = tick()
          resolve(value)
        },
        fail: (error: Error) => {
          run.endedAt = tick()
          reject(error)
        },
      }
      runs.push(run)
    })
  return { runs, read, tick }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('sharedRead: one read for everyone who asks at the same moment', () => {
  it('starts a read at once when none runs, and each later call while it runs shares the next one', async () => {
    const { runs, read } = controlledRead()
    const stats = sharedRead(read)
    const first = stats()
    expect(runs).toHaveLength(1)
    const second = stats()
    const third = stats()
    // The next read waits for the one under way: it would not see a change made after that one began.
    expect(runs).toHaveLength(1)
    runs[0]!.end(1)
    expect(await first).toBe(1)
    await settle()
    expect(runs).toHaveLength(2)
    runs[1]!.end(2)
    expect(await second).toBe(2)
    expect(await third).toBe(2)
    // Nothing runs any more: the next call starts at once.
    void stats()
    expect(runs).toHaveLength(3)
  })

  it('gives a failure to the callers of that read only; the next call reads again', async () => {
    const { runs, read } = controlledRead()
    const stats = sharedRead(read)
    const first = stats()
    const second = stats()
    runs[0]!.fail(new Error('Database unavailable'))
    await expect(first).rejects.toThrow('Database unavailable')
    await settle()
    runs[1]!.end(5)
    expect(await second).toBe(5)
    const third = stats()
    runs[2]!.end(6)
    expect(await third).toBe(6)
  })

  it('whatever the order of calls and ends: one read at a time, and every answer read after its call', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('call', 'end'), { maxLength: 40 }), async (steps) => {
        const { runs, read, tick } = controlledRead()
        const stats = sharedRead(read)
        const calls: { askedAt: number; answer?: number }[] = []
        const check = () => expect(runs.filter((run) => run.endedAt === undefined).length).toBeLessThanOrEqual(1)
        for (const step of steps) {
          if (step === 'call') {
            const call: (typeof calls)[number] = { askedAt: tick() }
            calls.push(call)
            void stats().then((value) => (call.answer = value))
          } else {
            const open = runs.find((run) => run.endedAt === undefined)
            open?.end(runs.indexOf(open))
          }
          await settle()
          check()
        }
        // The rest end, and every call has its answer.
        for (let open = runs.find((run) => run.endedAt === undefined); open;) {
          open.end(runs.indexOf(open))
          await settle()
          check()
          open = runs.find((run) => run.endedAt === undefined)
        }
        for (const call of calls) {
          expect(call.answer).toBeDefined()
          expect(runs[call.answer!]!.startedAt).toBeGreaterThan(call.askedAt)
        }
        // Never more reads than calls.
        expect(runs.length).toBeLessThanOrEqual(calls.length)
      }),
      { numRuns: 200 },
    )
  })
})
