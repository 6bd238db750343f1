import * as v from 'valibot'
import {
  MAX_BEACON_BYTES,
  PAGE_TYPE_MAX,
  PAGE_TYPE_SHAPE,
  PATH_MAX,
  REFERRER_MAX,
  UTM_MAX,
  isSitePath,
} from './analytics'

/**
 * The beacon's schema (issue 49), for the server's endpoint only: the browser writes these
 * payloads without it (the inline beacon, features/analytics/beacon.ts), so valibot stays out of
 * the public pages' JavaScript. Unknown keys are refused (strict objects).
 */
const SitePath = v.pipe(v.string(), v.maxLength(PATH_MAX), v.check(isSitePath))
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** The screen's width class: m (< 640 px), t (< 1024 px), d. */
export const WidthClass = v.picklist(['m', 't', 'd'])

const UtmSchema = v.strictObject({
  source: v.optional(Text(UTM_MAX)),
  medium: v.optional(Text(UTM_MAX)),
  campaign: v.optional(Text(UTM_MAX)),
})

/** A page view or a contact dialog opening. */
const EventBeaconSchema = v.strictObject({
  k: v.picklist(['view', 'contact_open']),
  p: SitePath,
  r: v.optional(Text(REFERRER_MAX)),
  u: v.optional(UtmSchema),
  w: v.optional(WidthClass),
})

const Millis = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(120_000))

/** One page's vitals, as web-vitals measured them (CLS unitless, the rest in milliseconds). */
const VitalsBeaconSchema = v.pipe(
  v.strictObject({
    k: v.literal('vitals'),
    t: v.pipe(v.string(), v.maxLength(PAGE_TYPE_MAX), v.regex(PAGE_TYPE_SHAPE)),
    m: v.strictObject({
      LCP: v.optional(Millis),
      INP: v.optional(Millis),
      CLS: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100))),
      TAP: v.optional(Millis),
    }),
  }),
  v.check((beacon) => Object.keys(beacon.m).length > 0),
)

export const BeaconSchema = v.union([EventBeaconSchema, VitalsBeaconSchema])
export type Beacon = v.InferOutput<typeof BeaconSchema>
export type EventBeacon = v.InferOutput<typeof EventBeaconSchema>
export type VitalsBeacon = v.InferOutput<typeof VitalsBeaconSchema>

/** A beacon's body (JSON text) as the endpoint accepts it, or undefined: never throws. */
export function parseBeacon(body: string): Beacon | undefined {
  if (body.length > MAX_BEACON_BYTES) return undefined
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return undefined
  }
  const result = v.safeParse(BeaconSchema, json)
  return result.success ? result.output : undefined
}
