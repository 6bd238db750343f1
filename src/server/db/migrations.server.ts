import type { Migration } from './migrate.server'

// Bundled into the server build at build time, so the deployed server needs no source tree.
const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true })

export const migrations: Migration[] = Object.entries(files)
  .map(([path, sql]) => ({
    id: path
      .split('/')
      .pop()!
      .replace(/\.sql$/, ''),
    sql,
  }))
  .sort((a, b) => a.id.localeCompare(b.id))
