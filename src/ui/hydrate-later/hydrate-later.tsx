import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { whenVisitorEngages } from '~/ui/idle/when-idle'
import classes from './hydrate-later.module.css'

/**
 * Below-the-fold content that hydrates when the visitor gets to it. The server renders it as
 * usual; on the first load React leaves that HTML in place (a dehydrated Suspense boundary)
 * and hydrates it once it comes within a screen of the viewport, or as soon as the visitor
 * touches, clicks, focuses or types inside it: a phone does not pay for sections nobody has
 * scrolled to while the page starts. A press on a button or link hydrates its section
 * synchronously before React handles it. When the section's code has not arrived yet (a
 * lazySection), the click waits: it is held back and given again to the same element once the
 * section has hydrated, so nothing a visitor does is lost. Two clicks are not held: one on a
 * button that opens a native popover (`popovertarget`: the browser's own, script or not) and one
 * inside an element marked DELEGATED (a listener on the window handles it, not the section's code).
 * On client-side navigation nothing waits: the section renders at once.
 *
 * `until="used"`: the section does not hydrate because it is in view, but when the visitor uses
 * it (points at it, presses, focuses or types inside it), when they engage with the page at all
 * (an idle moment after the first pointer move, touch, scroll or key: whenVisitorEngages), or
 * before the location changes. For parts whose links, menus and forms work as HTML (native
 * popovers, forms that post, tabs and filters that are links) and that do nothing by themselves:
 * the page's frame, a page's tabs and filters. A visit that only reads never downloads their code.
 */
export function HydrateLater({
  children,
  until = 'near',
  frame = false,
}: {
  children: ReactNode
  until?: 'near' | 'used'
  /** A part of the page's frame, which stays on every page: a move waits until it has hydrated (see beforeMove). */
  frame?: boolean
}) {
  // True while React hydrates server HTML (it then reads the server snapshot, as the server
  // itself does), false on a client-side render. Decided once: a section first rendered while
  // hydrating waits; on the server nothing does.
  const hydrating = useHydrating()
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? createGate(frame) : null))
  const [mode] = useState(until)
  const wrapper = useRef<HTMLDivElement>(null)
  // Set once the section is React's (hydrated, or rendered in the browser): `data-live` on the wrapper.
  const [live, setLive] = useState(false)

  useEffect(() => {
    const element = wrapper.current
    if (!gate || gate.open || !element) return
    return watch(element, gate, mode)
  }, [gate, mode])

  // While the section waits, the boundary gets the very same element on every render: a new one
  // would be an update to a boundary that has not hydrated, and React would then drop the
  // server HTML and render it on the client.
  const content = (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
      <HydratedMark gate={gate} onHydrated={setLive} />
    </Suspense>
  )
  const [firstContent] = useState(content)

  return (
    <div ref={wrapper} className={classes.wrapper} {...ISLAND} data-live={live ? '' : undefined}>
      {gate && !gate.open ? firstContent : content}
    </div>
  )
}

/**
 * True while React hydrates the server's HTML (it reads the server snapshot then, as the server
 * itself does), false on a client-side render.
 */
export const useHydrating = () => useSyncExternalStore(noSubscription, isNotHydrating, isHydrating)

const noSubscription = () => () => {}
const isHydrating = () => true
const isNotHydrating = () => false

interface Gate {
  /** The section belongs to the frame that stays when the location changes. */
  frame: boolean
  open: boolean
  promise: Promise<void>
  release: () => void
  /** The section's server HTML has become React's: its event handlers are live. */
  hydrated: boolean
  whenHydrated: Promise<void>
  markHydrated: () => void
}

function createGate(frame: boolean): Gate {
  let resolve!: () => void
  let resolveHydrated!: () => void
  const gate: Gate = {
    frame,
    open: false,
    promise: new Promise<void>((done) => (resolve = done)),
    release: () => {
      if (gate.open) return
      gate.open = true
      resolve()
    },
    hydrated: false,
    whenHydrated: new Promise<void>((done) => (resolveHydrated = done)),
    markHydrated: () => {
      gate.hydrated = true
      resolveHydrated()
    },
  }
  return gate
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.open) use(gate.promise)
  return children
}

/** Last in the boundary: its layout effect runs once the whole section has hydrated, not before. */
function HydratedMark({ gate, onHydrated }: { gate: Gate | null; onHydrated: (live: true) => void }) {
  useLayoutEffect(() => {
    gate?.markHydrated()
    onHydrated(true)
  }, [gate, onHydrated])
  return null
}

/**
 * On every island's wrapper (`data-island`), with `data-live` once its section is React's: what the
 * tests and the benchmarks read to know a section's handlers are there, instead of React's internals.
 */
export const ISLAND = { 'data-island': '' } as const

/** Sections still waiting: their wrapper element, its gate and the boxes observed for it. */
const waiting = new Map<Element, { gate: Gate; boxes: Element[] }>()
/** Sections opened whose code or hydration has not finished: clicks inside them wait. */
const opening = new Map<Element, Gate>()

/**
 * Events that mean the visitor is using a section. Listened to on window in the capture phase,
 * so the gate opens before React (listening on the document) looks at the event: React then
 * hydrates the section synchronously and handles the event as usual.
 */
const ENGAGING_EVENTS = [
  'pointerover',
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
] as const

/**
 * On an element whose click a listener on the window handles, whether or not its section has
 * hydrated (a contact link opens the dialog from anywhere): the click is not held for the section.
 */
export const DELEGATED = { 'data-delegated': '' } as const

function onEngage(event: Event) {
  const target = event.target
  if (!(target instanceof Node)) return
  for (const element of [...waiting.keys()]) if (element.contains(target)) open(element)
  if (event.type === 'click' && event instanceof MouseEvent && isPlainClick(event)) holdUntilHydrated(event)
}

/**
 * A click inside a section that is still the server's HTML (its code is on the way): React cannot
 * handle it yet, so it never sees it and the browser does not follow a link either; the same
 * element is clicked again once the section is live.
 */
function holdUntilHydrated(event: MouseEvent) {
  // The element clicked: an icon's SVG is an Element but not an HTMLElement, and a tap on a
  // button's icon is a tap on the button.
  const target = event.target instanceof Element ? event.target : null
  if (!target || target.closest('[popovertarget], [data-delegated]')) return
  const section = pendingSectionAround(target) ?? pendingSectionAround(inPageDestination(target))
  if (!section) return
  event.preventDefault()
  event.stopPropagation()
  void section.whenHydrated.then(() => {
    if (!target.isConnected) return
    // The same click again, on the same element, now that React handles it (an SVG has no click()).
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  })
}

/** The gate of a section around `node` whose code or hydration has not finished (it is opened now). */
function pendingSectionAround(node: Node | null): Gate | undefined {
  if (!node) return undefined
  for (const element of [...waiting.keys()]) if (element.contains(node)) open(element)
  for (const [element, gate] of opening) if (!gate.hydrated && element.contains(node)) return gate
  return undefined
}

/**
 * Where a link to a place on this page (View Pricing, #pricing) leads. A move there while that
 * section's code is still on the way would find React rendering it afresh, with nothing to
 * scroll to: the click waits for the section like a click inside it.
 */
function inPageDestination(target: Element): HTMLElement | null {
  const link = target.closest('a')
  if (!link?.href) return null
  const url = new URL(link.href)
  if (!url.hash || url.pathname !== location.pathname || url.search !== location.search) return null
  return document.getElementById(decodeURIComponent(url.hash.slice(1)))
}

/** A primary click without modifier keys: the others (a new tab, a download) are the browser's own. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}

let observer: IntersectionObserver | undefined

/** Opens a section as it comes within a screen of the viewport; its boxes are the wrapper's children. */
function nearViewport(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined
  return (observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.target.parentElement) open(entry.target.parentElement)
      }
    },
    { rootMargin: '100% 0px' },
  ))
}

function watch(element: Element, gate: Gate, until: 'near' | 'used'): () => void {
  // The wrapper is `display: contents` (it has no box of its own): its children are observed.
  const boxes = until === 'near' ? [...element.children] : []
  const viewport = nearViewport()
  if (until === 'near' && (!viewport || boxes.length === 0)) {
    gate.release()
    return () => {}
  }
  if (waiting.size === 0 && opening.size === 0) listen(true)
  waiting.set(element, { gate, boxes })
  for (const box of boxes) viewport?.observe(box)
  const stopWaitingForVisitor = until === 'used' ? whenVisitorEngages(() => open(element)) : undefined
  return () => {
    stopWaitingForVisitor?.()
    forget(element)
    if (opening.delete(element)) stopListeningWhenIdle()
  }
}

/**
 * Hydrates every section still waiting, before the location changes (another page, or new search
 * params such as a tab; see beforeMove): a section that still is server HTML cannot take the
 * change (its links follow the location), and React would drop its HTML to render it afresh,
 * leaving it empty while it waits for a gate that nothing opens any more.
 */
function openEverySection() {
  for (const element of [...waiting.keys()]) open(element)
}

/** The longest a move waits for the frame (its code may not come, on a connection that has dropped). */
const MOST_A_MOVE_WAITS_MS = 5_000

/**
 * For the router's history, before the location changes: hydrates every section still waiting
 * (openEverySection) and resolves once the frame's sections have hydrated. A frame section that
 * is still the server's HTML when the location changes would hydrate afterwards with the new
 * location: its links' active state and the breadcrumb read the router's store, which React does
 * not see change for a section it has not hydrated, so the HTML (of the page the visitor came
 * from) would not match and React would throw it away and draw the section again (error 418).
 * A page's own sections do not wait: they go with the page, or get the change as props, which
 * React applies after hydrating them.
 */
export function beforeMove(): Promise<unknown> {
  openEverySection()
  const frame = [...opening.values()].filter((gate) => gate.frame && !gate.hydrated)
  return Promise.race([
    Promise.all(frame.map((gate) => gate.whenHydrated)),
    new Promise((done) => setTimeout(done, MOST_A_MOVE_WAITS_MS)),
  ])
}

/** Hydrates a waiting section: its gate opens and nothing watches it any more; clicks wait until it is live. */
function open(element: Element) {
  const section = waiting.get(element)
  if (!section) return
  const { gate } = section
  opening.set(element, gate)
  void gate.whenHydrated.then(() => {
    opening.delete(element)
    stopListeningWhenIdle()
  })
  forget(element)
  gate.release()
}

function forget(element: Element) {
  const section = waiting.get(element)
  if (!section) return
  waiting.delete(element)
  for (const box of section.boxes) observer?.unobserve(box)
  stopListeningWhenIdle()
}

function listen(on: boolean) {
  for (const type of ENGAGING_EVENTS) {
    if (on) window.addEventListener(type, onEngage, true)
    else window.removeEventListener(type, onEngage, true)
  }
}

function stopListeningWhenIdle() {
  if (waiting.size === 0 && opening.size === 0) listen(false)
}
