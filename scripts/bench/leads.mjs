// `npm run bench:leads`: the leads table at 10,000 rows. Seeds 10,000 leads into a fresh in-memory
// PGlite (and into a fresh database on Postgres when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set), then times the admin table's queries (first page with its count, a text search, a filter
// combination, the last page) through the repository the server uses: median of several runs
// after a warm-up. Prints a Markdown table and writes it into bench-results.md between the
// "leads-bench" markers (the rest of the file is left as it is). Budget: 300 ms on the server.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServerModules } from '../server-modules.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const ROWS = Number(process.env.BENCH_LEADS_ROWS ?? 10_000)
const RUNS = Number(process.env.BENCH_LEADS_RUNS ?? 15)
const BUDGET_MS = 300
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || ''

// The repository is TypeScript with the project's aliases: load it through Vite.
const vite = await createServerModules()
const load = (file) => vite.ssrLoadModule(file)
const { openDatabase } = await load('/src/server/db/database.server.ts')
const { migrate } = await load('/src/server/db/migrate.server.ts')
const { migrations } = await load('/src/server/db/migrations.server.ts')
const { searchLeads } = await load('/src/server/leads/lead-pipeline.server.ts')
const { PRODUCT_IDS } = await load('/src/domain/product.ts')
const { createScratchDatabase } = await load('/scripts/scratch-postgres.ts')

const FIRST = ['Asha', 'Bilal', 'Chen', 'Dana', 'Esha', 'Farah', 'Gopal', 'Hana', 'Ishan', 'Jaya', 'Kabir', 'Lena']
const LAST = ['Verma', 'Khan', 'Li', 'Ortiz', 'Nair', 'Iyer', 'Costa', 'Singh', 'Das', 'Rao']
const WORDS = [
  'launch',
  'astrology',
  'delivery',
  'budget',
  'white-label',
  'Android',
  'iOS',
  'demo',
  'pricing',
  'Diwali',
]
const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost']
const DELIVERY = ['sent', 'sent', 'sent', 'pending', 'failed', 'skipped']

/** Inserts `count` varied leads over the last year, 500 rows per statement. */
async function seed(db, count) {
  const now = Date.now()
  for (let start = 0; start < count; start += 500) {
    const values = []
    const params = []
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`
      const row = [
        name,
        `${name.toLowerCase().replace(' ', '.')}.${i}@example.com`,
        `+91 98${String(i).padStart(8, '0')}`,
        PRODUCT_IDS[i % PRODUCT_IDS.length],
        `Brand ${i}`,
        `We want a ${WORDS[i % WORDS.length]} app, ${WORDS[(i * 3) % WORDS.length]} first. Request number ${i}.`,
        new Date(now - ((i * 3_137_000) % (365 * 86_400_000))).toISOString(),
        DELIVERY[i % DELIVERY.length],
        STATUSES[(i * 5) % STATUSES.length],
        i % 3 === 0 ? 'USD' : 'INR',
        i % 4 === 0 ? '/apps/food-delivery' : '/',
        i % 5 === 0 ? 'google' : '',
      ]
      values.push(`(${row.map((_, k) => `$${params.length + k + 1}`).join(', ')})`)
      params.push(...row)
    }
    await db.query(
      `INSERT INTO contact_requests (name, email, mobile, product, brand_name, description, created_at,
         delivery_status, status, currency, page_path, utm_source)
       VALUES ${values.join(', ')}`,
      params,
    )
  }
  await db.query('ANALYZE contact_requests')
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const QUERIES = [
  ['first page, newest first (with count)', {}],
  ['text search "diwali"', { q: 'diwali' }],
  [
    'filters: product + status + delivery + currency + date range',
    {
      product: PRODUCT_IDS[0],
      status: 'new',
      delivery: 'sent',
      currency: 'INR',
      from: '2000-01-01',
      to: '2100-01-01',
    },
  ],
  ['sorted by name, page 200', { sort: 'name', dir: 'asc', page: 200 }],
]

async function measure(label, open) {
  const { db, dispose } = await open()
  try {
    await migrate(db, migrations)
    const seedStart = performance.now()
    await seed(db, ROWS)
    const seedMs = performance.now() - seedStart
    const rows = []
    for (const [name, filter] of QUERIES) {
      await searchLeads(db, filter) // warm-up: plans, caches
      const times = []
      let total = 0
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now()
        total = (await searchLeads(db, filter)).total
        times.push(performance.now() - started)
      }
      rows.push({ database: label, name, median: median(times), max: Math.max(...times), total })
      console.error(`  ${label}: ${name}: median ${median(times).toFixed(1)} ms (${total} rows match)`)
    }
    return { rows, seedMs }
  } finally {
    await dispose()
  }
}

const targets = [
  [
    'PGlite (embedded)',
    async () => {
      const db = await openDatabase({ dataDir: 'memory://' })
      return { db, dispose: () => db.close() }
    },
  ],
]
if (postgresUrl) {
  targets.push([
    'Postgres',
    async () => {
      const scratch = await createScratchDatabase(postgresUrl, 'readyapps_bench')
      const db = await openDatabase({ url: scratch.url })
      return {
        db,
        dispose: async () => {
          await db.close()
          await scratch.drop()
        },
      }
    },
  ])
}

const results = []
for (const [label, open] of targets) {
  console.error(`seeding ${ROWS} leads into ${label} ...`)
  results.push(await measure(label, open))
}
await vite.close()

const date = new Date().toISOString().slice(0, 16).replace('T', ' ')
const lines = [
  '<!-- leads-bench:start -->',
  `### Leads table at ${ROWS.toLocaleString('en-US')} rows`,
  '',
  `Run ${date} UTC on ${os.cpus().length} cores, Node ${process.version}; \`npm run bench:leads\`. Time of one table request on the server (the page's rows and the matching count, both queries in parallel), median of ${RUNS} runs after a warm-up. Budget: ${BUDGET_MS} ms.${postgresUrl ? '' : ' Postgres: not measured (set BENCH_DATABASE_URL).'}`,
  '',
  '| database | query | matching rows | median | slowest | within budget |',
  '|---|---|---:|---:|---:|---|',
  ...results.flatMap(({ rows }) =>
    rows.map(
      (r) =>
        `| ${r.database} | ${r.name} | ${r.total.toLocaleString('en-US')} | ${r.median.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.median < BUDGET_MS ? 'yes' : 'NO'} |`,
    ),
  ),
  '<!-- leads-bench:end -->',
]
const section = lines.join('\n')
const file = path.join(root, 'bench-results.md')
const before = existsSync(file) ? readFileSync(file, 'utf8') : ''
const marked = /<!-- leads-bench:start -->[\s\S]*?<!-- leads-bench:end -->/
const after = marked.test(before)
  ? before.replace(marked, section)
  : `${before}${before && !before.endsWith('\n\n') ? '\n' : ''}${section}\n`
writeFileSync(file, after)
console.log(section)
const slow = results.some(({ rows }) => rows.some((r) => r.median >= BUDGET_MS))
process.exit(slow ? 1 : 0)
