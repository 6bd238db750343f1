import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliverDueMessages } from '~/server/delivery/outgoing.server'
import { deliverDueLeads } from '~/server/leads/lead-delivery.server'
import {
  isLeadDeliveryWorkerRunning,
  pokeDeliveryWorker,
  startLeadDeliveryWorker,
  stopLeadDeliveryWorker,
  type WorkerContext,
} from '~/server/leads/lead-delivery-worker.server'

// The batches are stand-ins the test finishes when it wants: what is under test is the loop.
vi.mock('~/server/leads/lead-delivery.server', () => ({ deliverDueLeads: vi.fn() }))
vi.mock('~/server/delivery/outgoing.server', () => ({ deliverDueMessages: vi.fn() }))

const context = async () => ({ outgoing: {} }) as unknown as WorkerContext

/**
 * Starts the worker and has it run at once, its first batch of leads held until the test finishes it
 * (with the number it delivered); resolves once that batch has begun.
 */
async function startWithHeldBatch() {
  let finish: (delivered: number) => void = () => undefined
  vi.mocked(deliverDueLeads).mockImplementationOnce(() => new Promise<number>((resolve) => (finish = resolve)))
  vi.mocked(deliverDueMessages).mockResolvedValue(0)
  startLeadDeliveryWorker(context)
  pokeDeliveryWorker()
  await vi.waitFor(() => expect(deliverDueLeads).toHaveBeenCalledTimes(1))
  return { finish: (delivered: number) => finish(delivered) }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

afterEach(async () => {
  vi.useRealTimers()
  await stopLeadDeliveryWorker()
  vi.mocked(deliverDueLeads).mockReset()
  vi.mocked(deliverDueMessages).mockReset()
})

describe('the delivery worker stopping (shutdown closes the database next)', () => {
  it('waits for the batch in progress, then starts no other: nothing is cut off by the closing database', async () => {
    const batch = await startWithHeldBatch()

    const stopping = stopLeadDeliveryWorker()
    expect(isLeadDeliveryWorkerRunning()).toBe(false)
    expect(await settled(stopping)).toBe(false)

    // A full batch would normally be followed by the next one, then by the outgoing messages.
    batch.finish(10)
    await stopping
    expect(deliverDueLeads).toHaveBeenCalledTimes(1)
    expect(deliverDueMessages).not.toHaveBeenCalled()
  })

  it('gives up waiting after 5 s for a batch that hangs (start.mjs exits 10 s after its drain)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const batch = await startWithHeldBatch()

    const stopping = stopLeadDeliveryWorker()
    await vi.advanceTimersByTimeAsync(4_900)
    expect(await settled(stopping)).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(await settled(stopping)).toBe(true)
    batch.finish(0)
  })

  it('resolves at once when no run is going', async () => {
    startLeadDeliveryWorker(context)
    expect(await settled(stopLeadDeliveryWorker())).toBe(true)
    expect(deliverDueLeads).not.toHaveBeenCalled()
  })
})
