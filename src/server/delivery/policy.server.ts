/**
 * How the site's durable outgoing messages are retried: the lead e-mail to sales
 * (src/server/leads/lead-delivery.server.ts) and the mail to subscribers and webhook deliveries
 * (outgoing.server.ts) share one policy.
 */
export interface DeliveryPolicy {
  /** Attempts in all, the first included; after the last failure the lead is 'failed'. */
  maxAttempts: number
  /** Wait after the first failure; each later wait is `factor` times longer. */
  baseDelayMs: number
  factor: number
  /** How long a claimed attempt may take before another sender may try again. */
  leaseMs: number
  /** Time limit of one send (an EmailJS or SMTP call, a webhook request). */
  sendTimeoutMs: number
}

/** 5 attempts: at once, then after 30 s, 2 min, 8 min and 32 min. */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 30_000,
  factor: 4,
  leaseMs: 2 * 60_000,
  sendTimeoutMs: 10_000,
}

/** The wait after the `failedAttempts`-th failure. */
export function retryDelayMs(failedAttempts: number, policy: DeliveryPolicy = DEFAULT_DELIVERY_POLICY): number {
  return policy.baseDelayMs * policy.factor ** Math.max(0, failedAttempts - 1)
}
