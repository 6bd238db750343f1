import DOMPurify from 'isomorphic-dompurify'

/**
 * The DOMPurify instance for the browser build (package.json `imports`, condition `default`):
 * the browser's own DOM, nothing more to load. The server build resolves `#dompurify` to
 * dompurify-instance.node.ts instead, which loads jsdom only when a text needs it.
 */
export function domPurify(): typeof DOMPurify {
  return DOMPurify
}

/** Whether DOMPurify (and on the server, jsdom) has been loaded in this process. */
export function isDomPurifyLoaded(): boolean {
  return true
}
