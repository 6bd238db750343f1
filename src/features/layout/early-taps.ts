import { BEACON_PATH } from '~/domain/analytics-paths'
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_CHOICE_ATTRIBUTE, COLOR_SCHEME_KEY } from '~/ui/color-scheme/color-scheme'
import {
  CONTACT_DIALOG_ID,
  CONTACT_OPEN_EVENT,
  CONTACT_OPEN_LISTENER_ATTRIBUTE,
  DIALOG_ATTRIBUTE,
  PRODUCT_ATTRIBUTE,
  SOURCE_ATTRIBUTE,
} from '~/features/contact/contact-link'
import { SEARCH_OMIT_ATTRIBUTE, SEARCH_PARAM_ATTRIBUTE } from '~/ui/choice/search-attributes'

/** On the colour scheme switch (header, mobile menu): the inline script answers its click. */
export const SCHEME_TOGGLE_ATTRIBUTE = 'data-scheme-toggle'
/** On the announcement's close button. */
export const PROMO_CLOSE_ATTRIBUTE = 'data-promo-close'
/** On <html> once the announcement is closed: CSS hides it (layout.module.css), on every page of the visit. */
export const PROMO_CLOSED_ATTRIBUTE = 'data-promo-closed'
/** sessionStorage: the announcement was closed in this tab. */
export const PROMO_CLOSED_KEY = 'readyapps:promo-closed'

const q = JSON.stringify

/**
 * The three taps the page answers before its script (and after it: they have no other handler),
 * in the inline script at the top of every page (the root route renders it with the page's CSP
 * nonce, after the colour scheme script). One listener on window, in the capture phase:
 * - a plain click on a contact link (contactLinkProps): the page's contact dialog over the page,
 *   the link's product chosen in its form, the source noted, focus in the first field; the menus it
 *   sat in close. A click with a modifier, or a page without the dialog, follows the link.
 * - the colour scheme switch: the other scheme, stored where Mantine's script and
 *   src/ui/color-scheme read it (and on <html> when storage is blocked), transitions off for the
 *   switch as Mantine does.
 * - the announcement's close button: closed for the rest of the visit (sessionStorage, and an
 *   attribute on <html> that CSS reads, set again by this script on the visit's next pages).
 * And one change listener: a choice kept in the URL (a radio with data-search-param, see
 * src/ui/choice) writes its value into the address with history.replaceState (the default's
 * left out), so the address can be shared and Back returns to it; the router, once there, patches
 * replaceState and follows. It writes after the frame that shows the choice (an animation frame,
 * then a task): once the router is there, following the address takes it tens of milliseconds on a
 * slow phone, which the answer to the tap does not wait for. The address is read when it writes, so
 * two quick changes both reach it.
 * Why inline, not in the page's script: that script starts only at the visitor's first sign of
 * life and takes seconds on a slow phone; a tap must be answered within 200 ms.
 */
export function earlyTapsScript(): string {
  return (
    `(function(d,w){var r=d.documentElement,n=d.currentScript&&d.currentScript.nonce;` +
    `try{sessionStorage.getItem(${q(PROMO_CLOSED_KEY)})&&r.setAttribute(${q(PROMO_CLOSED_ATTRIBUTE)},"")}catch(x){}` +
    `w.addEventListener("click",function(e){var t=e.target,a,g,p,s,f;` +
    `if(e.defaultPrevented||e.button||!t.closest)return;` +
    `if(t.closest("[${SCHEME_TOGGLE_ATTRIBUTE}]")){` +
    `s=d.createElement("style");s.nonce=n;s.textContent="*,*::before,*::after{transition:none!important}";` +
    `d.head.appendChild(s);setTimeout(function(){s.remove()},10);` +
    `p=r.getAttribute(${q(COLOR_SCHEME_ATTRIBUTE)})==="dark"?"light":"dark";` +
    `r.setAttribute(${q(COLOR_SCHEME_ATTRIBUTE)},p);r.setAttribute(${q(COLOR_SCHEME_CHOICE_ATTRIBUTE)},p);` +
    `try{localStorage.setItem(${q(COLOR_SCHEME_KEY)},p)}catch(x){}return}` +
    `if(t.closest("[${PROMO_CLOSE_ATTRIBUTE}]")){r.setAttribute(${q(PROMO_CLOSED_ATTRIBUTE)},"");` +
    `try{sessionStorage.setItem(${q(PROMO_CLOSED_KEY)},"1")}catch(x){}return}` +
    `a=t.closest("a[${DIALOG_ATTRIBUTE}]");g=d.getElementById(${q(CONTACT_DIALOG_ID)});` +
    `if(!a||!g||!g.showModal||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();` +
    `try{d.querySelectorAll(":popover-open").forEach(function(o){o.hidePopover()})}catch(x){}` +
    `p=a.getAttribute(${q(PRODUCT_ATTRIBUTE)})||void 0;s=a.getAttribute(${q(SOURCE_ATTRIBUTE)})||void 0;` +
    `f=g.querySelector('select[name="product"]');p&&f&&(f.value=p);` +
    `f=g.querySelector('input[name="source"]');f&&(f.value=s||"website");` +
    `g.open||g.showModal();f=g.querySelector("[data-contact-field=name]");f&&f.focus();` +
    `if(!g.hasAttribute(${q(CONTACT_OPEN_LISTENER_ATTRIBUTE)})){(w.dataLayer=w.dataLayer||[]).push({event:"contact_open",product_id:p,source:s});` +
    `try{navigator.sendBeacon(${q(BEACON_PATH)},JSON.stringify({k:"contact_open",p:location.pathname}))}catch(x){}}` +
    `g.dispatchEvent(new CustomEvent(${q(CONTACT_OPEN_EVENT)},{detail:{product:p,source:s}}))},!0);` +
    `w.addEventListener("change",function(e){var t=e.target,k=t.getAttribute&&t.getAttribute(${q(SEARCH_PARAM_ATTRIBUTE)});` +
    `k&&t.checked&&requestAnimationFrame(function(){setTimeout(function(){var u;if(!t.checked)return;` +
    `u=new URL(location.href);` +
    `t.value===t.getAttribute(${q(SEARCH_OMIT_ATTRIBUTE)})?u.searchParams.delete(k):u.searchParams.set(k,t.value);` +
    `try{history.replaceState(history.state,"",u.href)}catch(x){}})})},!0)})(document,window);`
  )
}
