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
  // True while React hydrates server HTML (it then reads the server snapshot), false on a
  // client-side render. Decided once: a section first rendered while hydrating waits.
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
  const held = useRef(content)
  if (!gate || gate.open) held.current = content

  return (
    <div ref={wrapper} className={classes.wrapper}>
      {held.current}
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

/** Sections still waiting, by their wrapper element. */
const waiting = new Map<Element, Gate>()

/**
 * Events that mean the visitor is using a section. Listened to on window in the capture phase,
 * so the gate opens before React (listening on the document) looks at the event: React then
 * hydrates the section synchronously and handles the event as usual.
 */
const ENGAGING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const

function onEngage(event: Event) {
  const target = event.target
  if (!(target instanceof Node)) return
  for (const [element, gate] of waiting) {
    if (element.contains(target)) {
      waiting.delete(element)
      gate.release()
    }
  }
}

let observer: IntersectionObserver | undefined

function watch(element: HTMLDivElement, gate: Gate): () => void {
  if (waiting.size === 0) for (const type of ENGAGING_EVENTS) window.addEventListener(type, onEngage, true)
  waiting.set(element, gate)
  // The wrapper is `display: contents` (it has no box of its own): its children are observed.
  const boxes = [...element.children]
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) {
    gate.release()
  } else {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const owner = [...waiting.keys()].find((candidate) => candidate.contains(entry.target))
          if (owner) {
            waiting.get(owner)?.release()
            waiting.delete(owner)
          }
          observer?.unobserve(entry.target)
        }
      },
      { rootMargin: '100% 0px' },
    )
    for (const box of boxes) observer.observe(box)
  }
  return () => {
    waiting.delete(element)
    for (const box of boxes) observer?.unobserve(box)
    if (waiting.size === 0) for (const type of ENGAGING_EVENTS) window.removeEventListener(type, onEngage, true)
  }
}
