/**
 * Public pages paint before their JavaScript loads. A rendered page lists its scripts as
 * modulepreload links in the head and one module script in the body; the browser starts those
 * downloads while it is still parsing the HTML, so on a slow phone link they share the line
 * with the document and hold back the first paint of the content (the page is complete
 * without them: links work, text and prices are there). This moves them behind a small
 * inline loader that adds the same tags once the browser reports the first contentful paint
 * (its own paint-timing entry: a frame handed to the compositor can still be seconds from the
 * screen on a busy phone, so "after the next frame" is not enough). Where paint timing is not
 * supported it waits for the first frame; in a hidden tab (no paint) it loads at once; a
 * 3-second timer is the backstop. The content paints first, then the page hydrates as before.
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

export function deferPageScripts(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)
  const [tag, src] = entry ?? []
  const nonce = tag ? NONCE.exec(tag)?.[1] : undefined
  if (!tag || !src || !nonce || !SAFE_PATH.test(src)) return html
  const preloads: string[] = []
  for (const link of html.match(MODULEPRELOAD) ?? []) {
    const href = HREF.exec(link)?.[1]
    if (!href || !SAFE_PATH.test(href)) return html
    preloads.push(href)
  }
  const loader =
    `<script nonce="${nonce}">(function(p,e){var d=document,n=d.currentScript.nonce,t=0;` +
    `function go(){if(t)return;t=1;var f=d.createDocumentFragment();p.forEach(function(h){` +
    `var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;f.appendChild(l)});d.head.appendChild(f);` +
    `var s=d.createElement("script");s.type="module";s.src=e;s.nonce=n;d.body.appendChild(s)}` +
    `var P=self.PerformanceObserver;if(d.hidden)go();else{if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})` +
    `.observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});` +
    `setTimeout(go,3000)}})` +
    `(${JSON.stringify(preloads)},${JSON.stringify(src)})</script>`
  return html.replace(MODULEPRELOAD, '').replace(tag, () => loader)
}
