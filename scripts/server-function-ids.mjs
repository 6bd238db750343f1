// The ids of the built server functions, by function name, from the server build's resolver
// manifest. The bundler puts the manifest in server.js or in one of its chunks (dist/server/assets),
// depending on how the server code is split, so every server file is read.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import path from 'node:path'

const MANIFEST_ENTRY = /"([a-f0-9]{64})": \{\s*functionName: "([A-Za-z0-9]+)_createServerFn_handler"/g

/** @param {string} distDir the build's dist folder @returns {Record<string, string>} name -> id */
export function serverFunctionIds(distDir = 'dist') {
  const serverDir = path.join(distDir, 'server')
  const assetsDir = path.join(serverDir, 'assets')
  const files = [
    path.join(serverDir, 'server.js'),
    ...(existsSync(assetsDir)
      ? readdirSync(assetsDir)
          .filter((file) => file.endsWith('.js'))
          .map((file) => path.join(assetsDir, file))
      : []),
  ]
  const ids = {}
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(MANIFEST_ENTRY)) ids[match[2]] = match[1]
  }
  return ids
}
