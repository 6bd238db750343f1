import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { access, mkdir, open, readFile, readdir, rename, statfs, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { encodeDone, encodePut, parseOutbox, type OutboxEntry } from './outbox-format.server'

/**
 * The durable local outbox: what visitors send while the database is unreachable is appended
 * here, fsynced before the visitor sees success, and stored in the database once it is back
 * (src/server/outbox/outbox-replay.server.ts).
 *
 * Files: each process appends only to its own file, `outbox-<pid>-<tag>.jsonl`, so no two
 * processes ever write one file and a file can be rewritten or removed by its owner without a
 * lock. A file whose process is gone (a restart, a crash, SIGKILL) is adopted by the next process
 * that looks: renamed into its own name (a rename succeeds for exactly one process) and replayed.
 * The folder must be local to the host (pids are compared).
 */
export class OutboxUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'OutboxUnavailableError'
  }
}

const FILE_NAME = /^outbox-(\d+)-([0-9a-f]{8})(?:-([0-9a-z]+))?\.jsonl$/

export interface OutboxOptions {
  dir: string
  /** The own file stops taking entries beyond this size (a flood while the database is down). */
  maxBytes?: number
  /** Free space below this makes the outbox report itself unwritable. */
  minFreeBytes?: number
  /** Tests: whether a process is alive (default: signal 0). */
  isAlive?: (pid: number) => boolean
}

/** One file the outbox reads from, with what is waiting in it. */
export interface OutboxFile {
  path: string
  pending: OutboxEntry[]
}

function defaultIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export class Outbox {
  readonly dir: string
  private readonly pid = process.pid
  private readonly tag = randomBytes(4).toString('hex')
  private readonly ownPath: string
  private readonly maxBytes: number
  private readonly minFreeBytes: number
  private readonly isAlive: (pid: number) => boolean
  /** Writes to the own file, one at a time (append, done marks, removal). */
  private queue: Promise<unknown> = Promise.resolve()
  private dirReady = false
  /** Whether the own file's directory entry has been fsynced since the file was created. */
  private ownFileSynced = false
  /** Keys waiting, by file: what /healthz reports and what a repeat is checked against. */
  private readonly waitingKeys = new Map<string, string>()

  constructor(options: OutboxOptions) {
    this.dir = options.dir
    this.ownPath = join(this.dir, `outbox-${this.pid}-${this.tag}.jsonl`)
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024
    this.minFreeBytes = options.minFreeBytes ?? 1024 * 1024
    this.isAlive = options.isAlive ?? defaultIsAlive
  }

  /** How many submissions wait in this process's files (as of the last append or read). */
  get waiting(): number {
    return this.waitingKeys.size
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  private async ensureDir(): Promise<void> {
    if (this.dirReady) return
    // Personal data: readable by the server's user only.
    await mkdir(this.dir, { recursive: true, mode: 0o700 })
    this.dirReady = true
  }

  /**
   * Appends a submission and fsyncs it; resolves once it is on disk. 'already' when a submission
   * with this key is waiting (a double click during the outage). Throws OutboxUnavailableError
   * when it cannot be written (read-only, disk full, over the size limit); a partly written line
   * is cut off again so the next record starts cleanly.
   */
  append(entry: OutboxEntry): Promise<'written' | 'already'> {
    return this.serial(async () => {
      if (this.waitingKeys.has(entry.key)) return 'already'
      const line = Buffer.from(encodePut(entry))
      let handle
      try {
        await this.ensureDir()
        handle = await open(this.ownPath, 'a', 0o600)
      } catch (error) {
        this.dirReady = false
        throw new OutboxUnavailableError('The outbox cannot be opened', { cause: error })
      }
      try {
        const before = (await handle.stat()).size
        if (before + line.length > this.maxBytes) throw new OutboxUnavailableError('The outbox is full')
        try {
          await handle.write(line)
          await handle.datasync()
        } catch (error) {
          await handle.truncate(before).catch(() => undefined)
          throw new OutboxUnavailableError('The outbox cannot be written', { cause: error })
        }
        if (!this.ownFileSynced) {
          // The new file's name must survive a crash too, not only its bytes.
          await syncDirectory(this.dir).catch(() => undefined)
          this.ownFileSynced = true
        }
      } finally {
        await handle.close().catch(() => undefined)
      }
      this.waitingKeys.set(entry.key, this.ownPath)
      return 'written'
    })
  }

  /**
   * Adopts the files of processes that are gone, then reads every file this process owns: what
   * waits in each, oldest first. Refreshes `waiting`.
   */
  async read(): Promise<OutboxFile[]> {
    let names: string[]
    try {
      names = await readdir(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const own: string[] = []
    for (const name of names.sort()) {
      const match = FILE_NAME.exec(name)
      if (!match) continue
      const pid = Number(match[1])
      const tag = match[2]!
      if (pid === this.pid && tag === this.tag) {
        own.push(name)
      } else if (!(pid !== this.pid && this.isAlive(pid))) {
        // Its process is gone (or a previous life of this pid: a container restart).
        const adopted = `outbox-${this.pid}-${this.tag}-${match[1]}x${tag}${match[3] ?? ''}.jsonl`
        try {
          await rename(join(this.dir, name), join(this.dir, adopted))
          own.push(adopted)
        } catch {
          // Another process adopted it first.
        }
      }
    }
    const files: OutboxFile[] = []
    const waiting = new Map<string, string>()
    for (const name of own) {
      const path = join(this.dir, name)
      let text: string
      try {
        text = await readFile(path, 'utf8')
      } catch {
        continue
      }
      const parsed = parseOutbox(text)
      const pending = parsed.pending.filter((entry) => !waiting.has(entry.key))
      for (const entry of pending) waiting.set(entry.key, path)
      files.push({ path, pending })
    }
    // Keys appended while the files were read stay counted.
    for (const [key, path] of this.waitingKeys) if (path === this.ownPath && !waiting.has(key)) waiting.set(key, path)
    this.waitingKeys.clear()
    for (const [key, path] of waiting) this.waitingKeys.set(key, path)
    return files
  }

  /**
   * Records that a submission is in the database. No fsync: if the mark is lost, the replay
   * stores it again and the database's unique key turns that into a no-op.
   */
  markDone(path: string, key: string): Promise<void> {
    return this.serial(async () => {
      const handle = await open(path, 'a+')
      try {
        // A torn last line (a crash mid-write in an adopted file) must not swallow the mark.
        const size = (await handle.stat()).size
        const buffer = Buffer.alloc(1)
        if (size > 0) await handle.read(buffer, 0, 1, size - 1)
        const prefix = size > 0 && buffer[0] !== 0x0a ? '\n' : ''
        await handle.write(prefix + encodeDone(key))
      } finally {
        await handle.close()
      }
      if (this.waitingKeys.get(key) === path) this.waitingKeys.delete(key)
    })
  }

  /** Removes the files in which nothing waits any more (the own file only between appends). */
  compact(files: OutboxFile[]): Promise<void> {
    return this.serial(async () => {
      for (const { path } of files) {
        let text: string
        try {
          text = await readFile(path, 'utf8')
        } catch {
          continue
        }
        if (parseOutbox(text).pending.length > 0) continue
        await unlink(path).catch(() => undefined)
        if (path === this.ownPath) this.ownFileSynced = false
      }
    })
  }

  /** Whether a submission could be written now: the folder exists, is writable, and has room. */
  async writable(): Promise<boolean> {
    try {
      await this.ensureDir()
      await access(this.dir, constants.W_OK)
      const stats = await statfs(this.dir)
      return stats.bavail * stats.bsize >= this.minFreeBytes
    } catch {
      this.dirReady = false
      return false
    }
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
