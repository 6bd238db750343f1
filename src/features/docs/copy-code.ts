/**
 * The copy buttons of a documentation page's code samples. A button carries no handler: the page
 * listens once (useCopyCodeButtons) and copies the code of the sample around the button clicked,
 * so a button works in server HTML that never hydrates (see ServerHtml) as in a hydrated island.
 */

/** Marks a copy button. */
export const COPY_BUTTON = 'data-copy-code'
/** Marks the element around the button and its 'Copied' note; it gets `data-copied` for a moment. */
export const COPY_STATE = 'data-copy-state'
/** How long the button says 'Copied'. */
export const COPIED_MS = 1500

/** Written to the clipboard: the browser's, or a stand-in in tests. */
export interface Clipboard {
  writeText: (text: string) => Promise<void>
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>()

/**
 * Handles a click anywhere on the page: on a copy button, the code of its sample (the text of the
 * sample's `pre`) goes to the clipboard and the button says 'Copied' for a moment. Returns the
 * clipboard's promise when it copied, for tests.
 */
export function copyCodeOnClick(event: Event, clipboard: Clipboard | undefined = navigator.clipboard) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest(`[${COPY_BUTTON}]`)
  const state = button?.closest(`[${COPY_STATE}]`)
  const code = state?.closest('[data-testid="code-sample"]')?.querySelector('pre')?.textContent
  if (!button || !state || code == null || !clipboard) return undefined
  return clipboard.writeText(code).then(() => showCopied(button, state))
}

function showCopied(button: Element, state: Element) {
  const label = button.getAttribute('data-label') ?? button.getAttribute('aria-label') ?? ''
  button.setAttribute('data-label', label)
  state.setAttribute('data-copied', '')
  button.setAttribute('aria-label', 'Copied')
  button.removeAttribute('title')
  clearTimeout(timers.get(button))
  timers.set(
    button,
    setTimeout(() => {
      state.removeAttribute('data-copied')
      button.setAttribute('aria-label', label)
      button.setAttribute('title', 'Copy')
    }, COPIED_MS),
  )
}

/**
 * Listens for copy buttons on the page while the component that calls it is mounted: on window in
 * the capture phase, because React stops a click inside server HTML that it has not hydrated (a
 * ServerHtml never is) from going further than the document's capture phase.
 */
export function listenForCopyButtons(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const listener = (event: Event) => void copyCodeOnClick(event)
  target.addEventListener('click', listener, true)
  return () => target.removeEventListener('click', listener, true)
}
