import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import classes from './hydrate-later.module.css'

/**
 * Below-the-fold content that hydrates when the visitor gets to it. The server renders it as
 * usual; on the first load React leaves that HTML in place (a dehydrated Suspense boundary)
 * and hydrates it once it comes within a screen of the viewport, or as soon as the visitor
 * touches, clicks, focuses or types inside it: a phone does not pay for sections nobody has
 * scrolled to while the page starts. Links inside work as plain links meanwhile; a click on a
 * button hydrates its section synchronously before React handles the click. On client-side
 * navigation nothing waits: the section renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // True while React hydrates server HTML (it then reads the server snapshot, as the server
  // itself does), false on a client-side render. Decided once: a section first rendered while
  // hydrating waits; on the server nothing does.
  const hydrating = useSyncExternalStore(noSubscription, isNotHydrating, isHydrating)
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? createGate() : null))
  const wrapper = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = wrapper.current
    if (!gate || gate.open || !element) return
    return watch(element, gate)
  }, [gate])

  // While the section waits, the boundary gets the very same element on every render: a new one
  // would be an update to a boundary that has not hydrated, and React would then drop the
  // server HTML and render it on the client.
  const content = (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  )
  const [firstContent] = useState(content)

  return (
    <div ref={wrapper} className={classes.wrapper}>
      {gate && !gate.open ? firstContent : content}
    </div>
  )
}

const noSubscription = () => () => {}
const isHydrating = () => true
const isNotHydrating = () => false

interface Gate {
  open: boolean
  promise: Promise<void>
  release: () => void
}

function createGate(): Gate {
  let resolve!: () => void
  const gate: Gate = {
    open: false,
    promise: new Promise<void>((done) => (resolve = done)),
    release: () => {
      if (gate.open) return
      gate.open = true
      resolve()
    },
  }
  return gate
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.open) use(gate.promise)
  return children
}

/** Sections still waiting: their wrapper element, its gate and the boxes observed for it. */
const waiting = new Map<Element, { gate: Gate; boxes: Element[] }>()

/**
 * Events that mean the visitor is using a section. Listened to on window in the capture phase,
 * so the gate opens before React (listening on the document) looks at the event: React then
 * hydrates the section synchronously and handles the event as usual.
 */
const ENGAGING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const

function onEngage(event: Event) {
  const target = event.target
  if (!(target instanceof Node)) return
  for (const element of [...waiting.keys()]) if (element.contains(target)) open(element)
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

function watch(element: Element, gate: Gate): () => void {
  // The wrapper is `display: contents` (it has no box of its own): its children are observed.
  const boxes = [...element.children]
  const viewport = nearViewport()
  if (!viewport || boxes.length === 0) {
    gate.release()
    return () => {}
  }
  if (waiting.size === 0) for (const type of ENGAGING_EVENTS) window.addEventListener(type, onEngage, true)
  waiting.set(element, { gate, boxes })
  for (const box of boxes) viewport.observe(box)
  return () => forget(element)
}

/** Hydrates a waiting section: its gate opens and nothing watches it any more. */
function open(element: Element) {
  const section = waiting.get(element)
  forget(element)
  section?.gate.release()
}

function forget(element: Element) {
  const section = waiting.get(element)
  if (!section) return
  waiting.delete(element)
  for (const box of section.boxes) observer?.unobserve(box)
  if (waiting.size === 0) for (const type of ENGAGING_EVENTS) window.removeEventListener(type, onEngage, true)
}
