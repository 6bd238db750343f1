import { CONTACT_SEARCH_PARAM } from '~/domain/contact-search'
import { KEEP_PLACE_SCRIPT } from './keep-place.server'

/**
 * A public page runs no script until the visitor shows a sign of life. A rendered page lists its
 * scripts as modulepreload links in the head and one module script in the body; this takes them
 * out and puts a small inline loader at the end of the head. The loader adds the same tags
 * on the visitor's first pointer move, press, touch, key, wheel turn, scroll, focus or click (in
 * the capture phase, passive, before anything else sees the event), and listens no more. Only what
 * a visitor does counts: a pointer move where the pointer stands still (the browser reports one
 * when the page is laid out under a resting mouse) and a scroll of something other than the page
 * (a row that snaps into place) do not.
 *
 * Why: the page is complete without its script (links are links, the header's menus are native
 * popovers, every form posts, prices and text are the server's), and the framework's evaluation
 * and the page's hydration are most of a phone's main-thread work while it loads (about a second
 * of a mid-range phone's CPU, in long tasks). A visit that only reads never pays it; one that
 * engages pays it then, while the browser answers that first action by itself (a tap on a link
 * or a menu button does not wait for the script, and never did: on a slow phone the script used
 * to arrive seconds after the first paint anyway). A hidden or prerendered tab loads nothing. A
 * page whose address asks the script for something (`?contact=`: the contact dialog) starts it at
 * once.
 *
 * The loader carries the page's nonce (the CSP allows inline scripts by nonce only); the
 * scripts it adds come from the site itself ('self'). React renders the same tags again when
 * it hydrates; it dedupes them against the ones the loader added.
 */
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/
const HREF = /\bhref="([^"]+)"/
const NONCE = /\bnonce="([^"]+)"/

/** A same-site asset path, nothing that could break out of a JSON string in a script. */
const SAFE_PATH = /^\/[\w./-]+$/

/** The visitor's first signs of life: any of them starts the page's script. */
export const FIRST_SIGNS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
  'click',
]

/**
 * `sheets`: the built style sheets whose rules the page's inlined CSS was trimmed to what its HTML
 * uses (critical-css.server.ts). The loader links them right after the inlined CSS, in order, lets
 * them apply together once all have loaded (or failed), and then starts the script, so what the
 * script draws finds its rules.
 */
export function deferPageScripts(html: string, sheets: readonly string[] = []): string {
  const entry = MODULE_SCRIPT.exec(html)
  const [tag, src] = entry ?? []
  const nonce = tag ? NONCE.exec(tag)?.[1] : undefined
  if (!tag || !src || !nonce || !SAFE_PATH.test(src)) return html
  if (!sheets.every((href) => SAFE_PATH.test(href))) return html
  const preloads: string[] = []
  for (const link of html.match(MODULEPRELOAD) ?? []) {
    const href = HREF.exec(link)?.[1]
    if (!href || !SAFE_PATH.test(href)) return html
    preloads.push(href)
  }
  const loader =
    `<script nonce="${nonce}">(function(p,e,c){var d=document,w=window,n=d.currentScript.nonce,` +
    `v=${JSON.stringify(FIRST_SIGNS)},o={capture:!0,passive:!0},t=0,m;` +
    // A pointer move counts when the pointer has moved: the browser also reports one, at the same
    // place, when the page is laid out under a pointer that stands still. A scroll counts when the
    // page scrolls: a row of the page can scroll by itself (snapping, a picture that loaded).
    `function go(ev){if(t)return;var k=ev&&ev.type;if(k==="pointermove"){var x=ev.screenX,y=ev.screenY;` +
    `if(!m||m[0]===x&&m[1]===y){m=[x,y];return}}if(k==="scroll"&&ev.target!==d)return;` +
    `t=1;v.forEach(function(k){w.removeEventListener(k,go,o)});` +
    // Never before the whole document is parsed: a sign of life can come while it still streams in
    // (a scroll the browser restores on a reload or Back is one), and React hydrating half a
    // document finds nodes missing or a text cut short (error 418) and draws the page again.
    `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",add);else add()}` +
    `function add(){var f=d.createDocumentFragment();p.forEach(function(h){` +
    `var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;f.appendChild(l)});d.head.appendChild(f);` +
    // The whole style sheets first, right after the inlined CSS: the same rules in the same order,
    // so the cascade is unchanged; the script once they are there. They apply all at once, when the
    // last has come (media "not all" until then): one sheet applied before the ones after it would
    // put its rules after the inlined copy of theirs and win over them, and the page would move
    // under the visitor's finger while the others arrive (a tap would land beside its link).
    `var k=c.length,st=d.querySelector("style[data-tsr-inline-css]"),ls=[];if(!k||!st)return run();` +
    `var r=st.nextSibling;c.forEach(function(h){var l=d.createElement("link");l.rel="stylesheet";l.href=h;l.media="not all";` +
    `l.onload=l.onerror=function(){if(--k)return;ls.forEach(function(s){s.media="all"});run()};ls.push(l);st.parentNode.insertBefore(l,r)})}` +
    `function run(){var s=d.createElement("script");s.type="module";s.src=e;s.nonce=n;d.body.appendChild(s)}` +
    `v.forEach(function(k){w.addEventListener(k,go,o)});` +
    // A page whose address asks the script for something (the contact dialog) starts it at once.
    `if(new URLSearchParams(location.search).has(${JSON.stringify(CONTACT_SEARCH_PARAM)}))go()})` +
    `(${JSON.stringify(preloads)},${JSON.stringify(src)},${JSON.stringify(sheets)});` +
    // Back, Forward and Reload return to the same content (keep-place.server.ts), in the same script.
    `${KEEP_PLACE_SCRIPT}</script>`
  const deferred = html.replace(MODULEPRELOAD, '')
  // In the head, so that it listens from the first bytes of the body on: a visitor who scrolls or
  // taps while the rest of a long page still arrives has shown a sign of life, and the script starts
  // as soon as the document is parsed instead of waiting for another one.
  if (!deferred.includes('</head>')) return deferred.replace(tag, () => loader)
  return deferred.replace(tag, '').replace('</head>', () => `${loader}</head>`)
}
