// `npm run admin:create -- --email admin@example.com`: creates an admin of the embedded identity
// provider, or resets the password of an existing one (which ends all of its sessions). The
// password comes from ADMIN_CREATE_PASSWORD (for scripts) or is asked twice without echo in a
// terminal; it is never printed. Works on DATABASE_URL (any Postgres) or, when that is empty, on the
// embedded PGlite database at PGLITE_DATA_DIR (stop the server first: one process per folder).
// Loads the server's own TypeScript modules through Vite (scripts/server-modules.mjs).
// --reset-second-factor also turns the admin's two-step sign-in off (lost phone and recovery codes).
// Exit codes: 0 done, 1 refused or failed, 2 Supabase mode (admins are managed in Supabase).
import { parseArgs } from 'node:util'
import { createServerModules } from './server-modules.mjs'

/** A refusal with a message for the person at the terminal (no stack). */
class UserError extends Error {}

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com [--reset-second-factor]'

function fail(message, code = 1) {
  console.error(message)
  process.exit(code)
}

let email
let resetTwoStep = false
try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, help: { type: 'boolean' }, 'reset-second-factor': { type: 'boolean' } },
    strict: true,
  })
  resetTwoStep = Boolean(values['reset-second-factor'])
  if (values.help) {
    console.log(`${USAGE}\nThe password is read from ADMIN_CREATE_PASSWORD or asked for in the terminal.`)
    process.exit(0)
  }
  email = values.email
} catch (error) {
  fail(`${error instanceof Error ? error.message : error}\n${USAGE}`)
}
if (!email) fail(`--email is required.\n${USAGE}`)

/** Reads one line from the terminal without showing what is typed. */
function askHidden(question) {
  return new Promise((resolve, reject) => {
    const { stdin, stdout } = process
    stdout.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let answer = ''
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          stdout.write('\n')
          return resolve(answer)
        }
        if (char === '\u0003') {
          stdin.setRawMode(false)
          stdout.write('\n')
          return reject(new Error('Cancelled.'))
        }
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1)
        else answer += char
      }
    }
    stdin.on('data', onData)
  })
}

async function readPassword() {
  const fromEnv = process.env.ADMIN_CREATE_PASSWORD
  if (fromEnv) return fromEnv
  if (!process.stdin.isTTY) {
    fail('No password: set ADMIN_CREATE_PASSWORD, or run this in a terminal to be asked for one.')
  }
  const first = await askHidden('New password: ')
  const second = await askHidden('Repeat the password: ')
  if (first !== second) fail('The two passwords differ. Nothing was changed.')
  return first
}

const vite = await createServerModules()

let exitCode = 0
let db
let lock
try {
  const { getServerConfig } = await vite.ssrLoadModule('/src/server/config.server.ts')
  const { LoginSchema } = await vite.ssrLoadModule('/src/domain/admin.ts')
  const { adminPasswordProblems } = await vite.ssrLoadModule('/src/domain/admin-account.ts')
  const { openDatabase } = await vite.ssrLoadModule('/src/server/db/database.server.ts')
  const { acquireDataDirLock } = await vite.ssrLoadModule('/src/server/db/data-dir-lock.server.ts')
  const { migrate } = await vite.ssrLoadModule('/src/server/db/migrate.server.ts')
  const { migrations } = await vite.ssrLoadModule('/src/server/db/migrations.server.ts')
  const { createAdminUser, setAdminPassword, normaliseEmail, resetSecondFactor } = await vite.ssrLoadModule(
    '/src/server/auth/embedded-auth.server.ts',
  )
  const v = await vite.ssrLoadModule('valibot')

  const config = getServerConfig()
  if (config.SUPABASE_URL && config.SUPABASE_ANON_KEY) {
    console.error(
      'Supabase Auth is configured (SUPABASE_URL): admins are managed in Supabase. Invite the user there and ' +
        "list the e-mail in SUPABASE_ADMIN_EMAILS or give the user app_metadata.role = 'admin'.",
    )
    exitCode = 2
  } else {
    const parsedEmail = v.safeParse(LoginSchema.entries.email, email)
    if (!parsedEmail.success) throw new UserError(`Not an e-mail address: ${parsedEmail.issues[0].message}`)
    const address = normaliseEmail(parsedEmail.output)
    const password = await readPassword()
    const problems = adminPasswordProblems(password)
    if (problems.length > 0) throw new UserError(`Password refused: ${problems.join(' ')}`)

    if (!config.DATABASE_URL && !config.PGLITE_DATA_DIR.startsWith('memory://')) {
      lock = acquireDataDirLock(config.PGLITE_DATA_DIR)
    }
    db = await openDatabase({
      url: config.DATABASE_URL || undefined,
      dataDir: config.PGLITE_DATA_DIR,
      ownsDataDir: Boolean(lock),
    })
    await migrate(db, migrations)
    if (await createAdminUser(db, address, password)) {
      console.log(`Created admin ${address}`)
    } else if (await setAdminPassword(db, address, password)) {
      console.log(`Reset the password of ${address} (its sessions were signed out)`)
    } else {
      throw new Error('The admin could neither be created nor updated.')
    }
    if (resetTwoStep && (await resetSecondFactor(db, address))) {
      console.log(`Turned off two-step sign-in of ${address} (set it up again on the account page)`)
    }
  }
} catch (error) {
  // The message only: a config error names settings, never their values; driver text stays short.
  console.error(error instanceof UserError ? error.message : `admin:create failed: ${error?.message ?? error}`)
  exitCode = 1
} finally {
  await db?.close()
  lock?.release()
  await vite.close()
}
process.exit(exitCode)
