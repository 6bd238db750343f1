import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under `dir` whose name matches `pattern` (TypeScript by default), but the generated route tree. */
export function sourceFiles(dir: string, pattern: RegExp = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern)
    return pattern.test(name) && name !== 'routeTree.gen.ts' ? [path] : []
  })
}
