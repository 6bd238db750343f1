import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * An exclusive lock on the embedded database's folder. PGlite is one process's database: two
 * servers on one folder both start, each with its own copy in memory, and writes of one are
 * silently lost. The lock is a file beside the folder (`<folder>.lock`) created atomically
 * (O_EXCL) holding the owner's pid; a lock whose process is gone (a crash, SIGKILL) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database folder ${dataDir} is in use by another server process (pid ${ownerPid}). ` +
        'Stop that process, or give this one its own PGLITE_DATA_DIR (or a DATABASE_URL).',
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DataDirLock {
  readonly path: string
  release(): void
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function lockPathFor(dataDir: string): string {
  return `${resolve(dataDir).replace(/[/\\]+$/, '')}.lock`
}

/** Takes the lock or throws DataDirLockedError. Released on release() or when the process exits. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = lockPathFor(dataDir)
  mkdirSync(dirname(path), { recursive: true })
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o644)
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const owner = Number.parseInt(readFileSafe(path), 10)
      if (isAlive(owner)) throw new DataDirLockedError(dataDir, owner)
      // Left behind by a process that is gone: take it over (once; a racing starter wins).
      unlinkSafe(path)
    }
  }
  let held = true
  const release = () => {
    if (!held) return
    held = false
    process.off('exit', release)
    if (Number.parseInt(readFileSafe(path), 10) === process.pid) unlinkSafe(path)
  }
  process.on('exit', release)
  return { path, release }
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

function unlinkSafe(path: string): void {
  try {
    unlinkSync(path)
  } catch {
    // Already gone.
  }
}
