/** The tab's sessionStorage key the notes are kept under. */
export const PLACE_NOTES_KEY = 'readyapps-places'

/** How many places a tab keeps (the newest): Back past that many pages lands where the browser puts it. */
export const PLACE_NOTES_KEPT = 100

/**
 * Back, Forward and Reload return the visitor to the same content, not to the same number of
 * pixels. A public page's sections are drawn when they near the screen (`content-visibility:
 * auto`, src/ui/section/section.module.css) and stand in at 900 px until then: the page a visitor
 * leaves has the real heights of the sections they scrolled past, the same page loaded again has
 * none, and the browser's restored scroll position (a number of pixels) landed on other content,
 * up to thousands of pixels away (a blog card of / at 412 px: three sections further down).
 *
 * So, in the head of every stored page (it runs before the body is parsed, with or without the
 * page's script), this notes where the visitor is when the page goes away (`pagehide`): the
 * innermost region (`section`, `footer`) across the top of the screen and how far into it, in
 * the tab's sessionStorage, under the history entry (the router's key in `history.state`, else
 * the address). When the browser comes back to that entry (Back, Forward) or reloads it, the
 * browser's own restoration is turned off (`history.scrollRestoration`) and the page is scrolled
 * to that place once it is parsed; sections above it that are drawn later change their height
 * above the screen, which the browser's scroll anchoring absorbs. Any other load forgets the place
 * of its entry's key (when it goes away).
 *
 * A tab keeps the places of its last PLACE_NOTES_KEPT pages left (about 40 bytes each).
 *
 * The notes are read from sessionStorage only when they are needed: on Back, Forward and Reload,
 * and when the page goes away. A tab's first read of its storage waits on the browser process, in
 * the task that parses the head, and a fresh load, the usual visit, needs no note.
 *
 * Moves inside the site (the router's, once the page's script runs) use the same notes through
 * `window.__readyappsPlace` (`save(key)`, `go(key)`; src/ui/section/restore-scroll.ts). Scrolls
 * are instant: the page's CSS scrolls smoothly for in-page links, and a restored place would
 * otherwise glide there from the top.
 */
export const KEEP_PLACE_SCRIPT =
  `try{(function(w,d,h){var K=${JSON.stringify(PLACE_NOTES_KEY)},P,q="section,footer";` +
  `function all(){if(!P){P={};try{P=JSON.parse(w.sessionStorage.getItem(K))||{}}catch(e){}}return P}` +
  `function k(){var t=h.state;return t&&t.__TSR_key||location.href}` +
  // In document order: the last region across the top of the screen is the innermost.
  `function save(key){var p,A=all();d.querySelectorAll(q).forEach(function(r,i){var b=r.getBoundingClientRect();` +
  `if(0>=b.top&&b.bottom>0)p=[i,-b.top]});delete A[key];if(p){A[key]=p;var o=Object.keys(A);` +
  // The newest notes only, so a long visit's tab stays small. Keys keep the order they were added in,
  // but for one of digits only (at most about 1 in 600 of the router's keys), which comes first and goes first.
  `while(o.length>${PLACE_NOTES_KEPT})delete A[o.shift()]}` +
  `try{w.sessionStorage.setItem(K,JSON.stringify(A))}catch(e){}}` +
  // The region is drawn whole from now on: at its 900 px stand-in, the place inside it would be
  // another, and the stand-in could even end above the screen, leaving the region undrawn. Placed
  // again two frames later: what is drawn in the first frames (a section near the screen taking its
  // own height) can move the region before the browser anchors the scroll to what is on the screen.
  `function go(key){var p=all()[key],r=p&&d.querySelectorAll(q)[p[0]];if(!r)return;r.style.contentVisibility="visible";` +
  `function at(){w.scrollTo({top:r.getBoundingClientRect().top+w.scrollY+p[1],behavior:"instant"})}` +
  `at();requestAnimationFrame(function(){requestAnimationFrame(at)})}` +
  // A fresh load's key (the address: the router names the entry later) is forgotten when the page
  // goes away, under whatever key the entry has by then.
  `var n=performance.getEntriesByType("navigation")[0],t=n&&n.type,f=t!=="back_forward"&&t!=="reload"&&k();` +
  `w.__readyappsPlace={save:save,go:go};w.addEventListener("pagehide",function(){if(f)delete all()[f];save(k())});` +
  `if(!f&&all()[k()]){h.scrollRestoration="manual";d.addEventListener("DOMContentLoaded",function(){go(k())})}` +
  `})(window,document,history)}catch(e){}`
