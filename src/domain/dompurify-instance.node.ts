import { createRequire } from 'node:module'
import type DOMPurifyType from 'isomorphic-dompurify'

/*
 * The DOMPurify instance on the server (package.json `imports`, condition `node`). On Node,
 * isomorphic-dompurify builds a jsdom window as it loads: about 100 MB resident for the rest of
 * the process (measured with DATABASE_URL: 220 -> 121 MB right after start without it). Public
 * pages only ever sanitise stored post texts, which are already in DOMPurify's own output form
 * and take sanitize-html.ts's canonical shortcut, so jsdom is loaded on first real need (an
 * admin saving a post with raw markup), synchronously, because sanitising is synchronous.
 */
let instance: typeof DOMPurifyType | undefined

export function domPurify(): typeof DOMPurifyType {
  if (!instance) {
    const loaded = createRequire(import.meta.url)('isomorphic-dompurify') as {
      default?: typeof DOMPurifyType
    } & typeof DOMPurifyType
    instance = loaded.default ?? loaded
  }
  return instance
}

/** Whether DOMPurify (and with it jsdom) has been loaded in this process (tests). */
export function isDomPurifyLoaded(): boolean {
  return instance !== undefined
}
