import * as v from 'valibot'
import { siteConfig } from '#app-config'
import { parseSecretsKey } from '~/server/auth/secret-box.server'

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
  /**
   * The durable local outbox: what visitors send (contact requests, newsletter sign-ups) while the
   * database is unreachable waits here, fsynced, until it is stored. Must be writable and local to
   * this instance (not shared between hosts), also with DATABASE_URL or PGLITE_DATA_DIR=memory://.
   */
  OUTBOX_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), '.data/outbox'),
  /** Seed sample blog posts into an empty database ('true'/'false'). Dev defaults to true. */
  SEED_SAMPLE_CONTENT: optionalString,
  EMAILJS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.emailjs.com'),
  EMAILJS_SERVICE_ID: optionalString,
  EMAILJS_TEMPLATE_ID: optionalString,
  EMAILJS_PUBLIC_KEY: optionalString,
  EMAILJS_PRIVATE_KEY: optionalString,
  SALES_EMAIL: v.optional(v.pipe(v.string(), v.email()), siteConfig.contact.email),
  /**
   * The SMTP relay for mail to subscribers (the newsletter's confirmation and every later message),
   * e.g. smtp://user:password@smtp.example.com:587 (smtps:// for TLS from the start). Empty: such
   * mail is marked skipped, not sent.
   */
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(|smtps?:\/\/\S+)$/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
    '',
  ),
  /** The From of mail to subscribers; empty: the brand and the contact address of app.config.ts. */
  SMTP_FROM: optionalString,
  /**
   * TESTS ONLY: comma-separated IP addresses a webhook endpoint may resolve to although they are not
   * public (e.g. 127.0.0.1 for a local receiver), over http too. Refused when NODE_ENV=production.
   */
  WEBHOOK_ALLOW_PRIVATE_HOSTS: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-f.:, ]*$/i, 'WEBHOOK_ALLOW_PRIVATE_HOSTS must list IP addresses')),
    '',
  ),
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
  /** Embedded admin sessions end after this many minutes without a request (5 to 1440). */
  ADMIN_IDLE_MINUTES: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(5), v.maxValue(1440)),
    '120',
  ),
  /**
   * The key that seals the admins' second-factor secrets (AES-256-GCM): 32 bytes as 64 hex
   * characters or base64. There is no default; without it nobody can set up a second factor.
   */
  ADMIN_SECRETS_KEY: optionalString,
  /** 'true': every admin must set up a second factor before using the dashboard. */
  ADMIN_REQUIRE_MFA: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['true', 'false'], 'ADMIN_REQUIRE_MFA must be true or false'),
      v.transform((value) => value === 'true'),
    ),
    'false',
  ),
  /** Analytics beacons one visitor (daily key) may send per minute, per instance; more get 429. */
  ANALYTICS_RATE_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000)),
    '120',
  ),
  SUPABASE_URL: optionalString,
  SUPABASE_ANON_KEY: optionalString,
  /** Supabase mode: comma-separated e-mails allowed into the admin. Empty: nobody. */
  SUPABASE_ADMIN_EMAILS: optionalString,
  /** With SUPABASE_URL: uploaded post images go to Supabase Storage (server-only secret). */
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  /** The Storage bucket for uploaded images (create it in the Supabase project; may be private). */
  SUPABASE_STORAGE_BUCKET: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9._-]{1,62}$/)), 'media'),
})

export type ServerConfig = v.InferOutput<typeof EnvSchema>

/** A valid value for each setting, shown when one is missing or malformed. */
const EXAMPLES: Record<string, string> = {
  SITE_ORIGIN: 'https://www.readyapps.in',
  DATABASE_URL: 'postgres://user:password@db.example.com:5432/readyapps',
  SALES_EMAIL: 'sales@readyapps.in',
  EMAILJS_API_URL: 'https://api.emailjs.com',
  IP_LOOKUP_URL: 'https://ipapi.co',
  IP_LOOKUP_TIMEOUT_MS: '1500',
  TRUST_PROXY_HOPS: '1',
  ADMIN_EMAIL: 'admin@readyapps.in',
  ADMIN_PASSWORD: 'a long random passphrase (12+ characters)',
  ADMIN_IDLE_MINUTES: '120',
  OUTBOX_DIR: '/var/lib/readyapps/outbox',
  ADMIN_SECRETS_KEY: '<the output of: openssl rand -base64 32>',
  ADMIN_REQUIRE_MFA: 'true',
  ANALYTICS_RATE_PER_MINUTE: '120',
  SMTP_URL: 'smtp://user:password@smtp.example.com:587',
  SMTP_FROM: 'ReadyApps <newsletter@readyapps.in>',
  WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1 (tests only)',
}

/** Settings the production server cannot run without (the rest have safe defaults). */
const REQUIRED_IN_PRODUCTION = ['SITE_ORIGIN'] as const

function problem(name: string, text: string): string {
  const example = EXAMPLES[name]
  return `${name}: ${text}${example ? ` (example: ${name}=${example})` : ''}`
}

/** Problems beyond the schema: the production requirements and the origin's shape. */
function extraProblems(env: Record<string, string | undefined>, config: ServerConfig): string[] {
  const problems: string[] = []
  if (config.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!env[name]?.trim()) {
        problems.push(problem(name, 'is required in production (links, sitemap, RSS and sharing use it)'))
      }
    }
    if (config.WEBHOOK_ALLOW_PRIVATE_HOSTS) {
      problems.push(problem('WEBHOOK_ALLOW_PRIVATE_HOSTS', 'is for tests only and is refused in production'))
    }
  }
  const origin = new URL(config.SITE_ORIGIN)
  if (!/^https?:$/.test(origin.protocol) || origin.pathname !== '/' || origin.search || origin.hash) {
    problems.push(problem('SITE_ORIGIN', 'must be an http(s) origin without a path'))
  }
  if (config.DATABASE_URL && !/^postgres(ql)?:\/\//.test(config.DATABASE_URL)) {
    problems.push(problem('DATABASE_URL', 'must be a postgres:// URL'))
  }
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    problems.push(
      problem(config.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL', 'is needed with the other ADMIN_ setting'),
    )
  }
  try {
    parseSecretsKey(config.ADMIN_SECRETS_KEY)
  } catch {
    problems.push(problem('ADMIN_SECRETS_KEY', 'must be 32 bytes, as 64 hex characters or base64'))
  }
  const embeddedAuth = !(config.SUPABASE_URL && config.SUPABASE_ANON_KEY)
  if (config.ADMIN_REQUIRE_MFA && embeddedAuth && !config.ADMIN_SECRETS_KEY) {
    problems.push(problem('ADMIN_SECRETS_KEY', 'is needed with ADMIN_REQUIRE_MFA=true (it seals the second factors)'))
  }
  return problems
}

/** Thrown when the environment is invalid: one line per setting, each with an example. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`)
    this.name = 'ConfigError'
  }
}

let cached: ServerConfig | undefined

/**
 * The checked configuration. In production a missing or malformed required setting stops the
 * server at start (ConfigError names each setting and shows an example) instead of silently
 * serving links to http://localhost:3000.
 */
export function getServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  if (env === process.env && cached) return cached
  // An empty setting (SITE_ORIGIN= in a .env file) means "not set", like a missing one.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const parsed = v.safeParse(EnvSchema, given)
  if (!parsed.success) {
    const seen = new Set<string>()
    const problems: string[] = []
    for (const issue of parsed.issues) {
      const name = v.getDotPath(issue) ?? 'environment'
      if (seen.has(name)) continue
      seen.add(name)
      // The message, never the value: it may be a secret.
      problems.push(problem(name, issue.message.replace(/ but received .*$/, '')))
    }
    throw new ConfigError(problems)
  }
  const problems = extraProblems(env, parsed.output)
  if (problems.length) throw new ConfigError(problems)
  if (env === process.env) cached = parsed.output
  return parsed.output
}

/** The optional outside services and whether each is configured, for the start-up line. */
export function optionalServices(config: ServerConfig): Record<string, boolean> {
  return {
    EmailJS: Boolean(
      config.EMAILJS_SERVICE_ID &&
      config.EMAILJS_TEMPLATE_ID &&
      config.EMAILJS_PUBLIC_KEY &&
      config.EMAILJS_PRIVATE_KEY,
    ),
    'IP lookup': Boolean(config.IP_LOOKUP_URL),
    'SMTP (subscriber mail: sign-ups cannot be confirmed)': Boolean(config.SMTP_URL),
    Supabase: Boolean(config.SUPABASE_URL && config.SUPABASE_ANON_KEY),
    'Supabase Storage': Boolean(config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY),
    'Postgres (DATABASE_URL)': Boolean(config.DATABASE_URL),
  }
}
