import * as v from 'valibot'
import { siteConfig } from '#app-config'

/**
 * Deployment settings from the environment, parsed once. Server-only: secrets live here and
 * never reach the browser. Every outside service has a base URL here so tests can point it at a
 * local stand-in.
 */
const optionalString = v.optional(v.pipe(v.string(), v.trim()), '')

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  SITE_ORIGIN: v.optional(v.pipe(v.string(), v.url('SITE_ORIGIN must be a URL')), siteConfig.defaultOrigin),
  /** Postgres connection string. Empty: the embedded PGlite database. */
  DATABASE_URL: optionalString,
  /** Where PGlite keeps its files; 'memory://' for a throwaway database. */
  PGLITE_DATA_DIR: v.optional(v.string(), '.data/pglite'),
  /** Seed sample blog posts into an empty database ('true'/'false'). Dev defaults to true. */
  SEED_SAMPLE_CONTENT: optionalString,
  EMAILJS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.emailjs.com'),
  EMAILJS_SERVICE_ID: optionalString,
  EMAILJS_TEMPLATE_ID: optionalString,
  EMAILJS_PUBLIC_KEY: optionalString,
  EMAILJS_PRIVATE_KEY: optionalString,
  SALES_EMAIL: v.optional(v.pipe(v.string(), v.email()), siteConfig.contact.email),
  IP_LOOKUP_URL: v.optional(v.pipe(v.string(), v.url()), 'https://ipapi.co'),
  IP_LOOKUP_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(100)),
    '1500',
  ),
  /**
   * How many proxies (CDN, load balancer) in front of the server append to X-Forwarded-For.
   * The client IP (rate limits, country look-up) is the entry that many places from the right;
   * 0 uses the socket address and ignores the header.
   */
  TRUST_PROXY_HOPS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
    '0',
  ),
  /** Creates this admin account on start when it does not exist yet (embedded auth only). */
  ADMIN_EMAIL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.union([v.literal(''), v.pipe(v.string(), v.email('ADMIN_EMAIL must be an e-mail'))]),
    ),
    '',
  ),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.union([v.literal(''), v.pipe(v.string(), v.minLength(12, 'ADMIN_PASSWORD needs at least 12 characters'))]),
    ),
    '',
  ),
  SUPABASE_URL: optionalString,
  SUPABASE_ANON_KEY: optionalString,
  /** Supabase mode: comma-separated e-mails allowed into the admin. Empty: nobody. */
  SUPABASE_ADMIN_EMAILS: optionalString,
})

export type ServerConfig = v.InferOutput<typeof EnvSchema>

let cached: ServerConfig | undefined

export function getServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  if (env === process.env && cached) return cached
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  if (env === process.env) cached = parsed.output
  return parsed.output
}
