/**
 * What the suite asks of a page, run inside the page by either engine's driver (puppeteer's
 * `evaluate`, WebDriver's `execute`). Plain JavaScript in a string: both drivers send a function's
 * source text, and a transpiled TypeScript function can carry helpers that do not exist in the page.
 *
 * Elements are found the way a visitor finds them: by role and accessible name (a simplified
 * version of the browsers' own computation), or by visible text; never by class names.
 */

/** Text to match: the exact (whitespace-collapsed) text, or a regular expression's source. */
export type TextMatch = { exact: string } | { re: string; flags?: string }

export interface ElementQuery {
  /** ARIA role, explicit or implicit (link, button, textbox, checkbox, heading, dialog, form ...). */
  role?: string
  /** The accessible name: aria-label, aria-labelledby, the label of a field, else the text. */
  name?: TextMatch
  /** Text inside the element (the smallest element that has it). */
  text?: TextMatch
  /** Only inside the first visible match of this query. */
  within?: ElementQuery
  /** Any control a visitor taps (link, button, summary, tab, radio or its label ...) with this name. */
  control?: TextMatch
  /** Also hidden elements (default: only visible ones). */
  hidden?: boolean
}

export const exact = (text: string): TextMatch => ({ exact: text })
export const pattern = (re: RegExp): TextMatch => ({ re: re.source, flags: re.flags })

/** The library, defined once per document and reused (`window.__engines`). */
const LIBRARY = String.raw`
var w = window;
if (!w.__engines) {
  var norm = function (s) { return (s || '').replace(/\s+/g, ' ').trim(); };
  var matches = function (text, m) {
    if (!m) return true;
    text = norm(text);
    if ('exact' in m) return text === norm(m.exact);
    return new RegExp(m.re, m.flags || '').test(text);
  };
  // An element's text as a name: without what is hidden from assistive technology (a required
  // field's asterisk, an icon).
  var textOf = function (el) {
    var out = '';
    for (var n = el.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3) out += n.nodeValue;
      // A field inside a label (the dialog's plain form) is named by the label's words, not its options.
      else if (n.nodeType === 1 && n.getAttribute('aria-hidden') !== 'true' && !/^(SELECT|TEXTAREA|INPUT)$/.test(n.tagName))
        out += ' ' + textOf(n) + ' ';
    }
    return out;
  };
  var implicitRole = function (el) {
    var tag = el.tagName;
    if (tag === 'A' || tag === 'AREA') return el.hasAttribute('href') ? 'link' : '';
    if (tag === 'BUTTON') return 'button';
    if (tag === 'SELECT') return el.multiple ? 'listbox' : 'combobox';
    if (tag === 'TEXTAREA') return 'textbox';
    if (tag === 'INPUT') {
      var type = (el.getAttribute('type') || 'text').toLowerCase();
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'submit' || type === 'button' || type === 'reset') return 'button';
      if (type === 'hidden') return '';
      return 'textbox';
    }
    if (/^H[1-6]$/.test(tag)) return 'heading';
    if (tag === 'DIALOG') return 'dialog';
    if (tag === 'NAV') return 'navigation';
    if (tag === 'MAIN') return 'main';
    if (tag === 'FORM') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'form' : '';
    if (tag === 'SECTION') return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : '';
    if (tag === 'TABLE') return 'table';
    if (tag === 'TR') return 'row';
    if (tag === 'UL' || tag === 'OL') return 'list';
    if (tag === 'LI') return 'listitem';
    return '';
  };
  var roleOf = function (el) {
    var explicit = norm(el.getAttribute('role')).split(' ')[0];
    return explicit || implicitRole(el);
  };
  var nameOf = function (el) {
    var label = el.getAttribute('aria-label');
    if (label && norm(label)) return norm(label);
    var by = el.getAttribute('aria-labelledby');
    if (by) {
      var parts = by.split(/\s+/).map(function (id) { var n = document.getElementById(id); return n ? textOf(n) : ''; });
      if (norm(parts.join(' '))) return norm(parts.join(' '));
    }
    if (el.labels && el.labels.length) return norm(Array.prototype.map.call(el.labels, function (l) { return textOf(l); }).join(' '));
    if (el.tagName === 'INPUT' && /^(submit|button)$/i.test(el.type)) return norm(el.value);
    if (el.tagName === 'IMG') return norm(el.alt);
    if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return norm(el.getAttribute('placeholder') || el.getAttribute('title'));
    return norm(textOf(el));
  };
  var visible = function (el) {
    if (!el.isConnected) return false;
    var box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    if (el.checkVisibility) return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  var CONTROLS = 'a[href],button,summary,label,input[type=checkbox],input[type=radio],input[type=submit],' +
    '[role=tab],[role=radio],[role=button],[role=menuitem],[role=link],[role=option]';
  var findAll = function (q, root) {
    root = root || document;
    if (q.within) {
      var scope = findAll(q.within, root)[0];
      if (!scope) return [];
      var rest = {}; for (var k in q) if (k !== 'within') rest[k] = q[k];
      return findAll(rest, scope);
    }
    var all = Array.prototype.slice.call(root.querySelectorAll(q.control ? CONTROLS : '*'));
    if (root !== document && root.matches && root.matches(q.control ? CONTROLS : '*')) all.unshift(root);
    var found = all.filter(function (el) {
      if (q.role && roleOf(el) !== q.role) return false;
      if (q.name && !matches(nameOf(el), q.name)) return false;
      if (q.control && !matches(nameOf(el), q.control)) return false;
      if (q.text) {
        if (!matches(el.textContent, q.text)) return false;
        for (var c = el.firstElementChild; c; c = c.nextElementSibling) if (matches(c.textContent, q.text)) return false;
      }
      return true;
    });
    if (q.control) {
      // A field hidden under its label (a styled radio or checkbox) is tapped through the label.
      found = found.map(function (el) {
        if (!visible(el) && el.labels && el.labels.length) return el.labels[0];
        return el;
      });
    }
    return q.hidden ? found : found.filter(visible);
  };
  w.__engines = {
    findAll: findAll,
    count: function (q) { return findAll(q).length; },
    describe: function (q) {
      return findAll(q).slice(0, 5).map(function (el) { return roleOf(el) + ' "' + nameOf(el).slice(0, 60) + '"'; });
    },
    /** Brings the first match into view and says where to tap it, and whether a tap there reaches it. */
    point: function (q) {
      var el = findAll(q)[0];
      if (!el) return null;
      var box = el.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        box = el.getBoundingClientRect();
      }
      // The middle of the element's first line box: a link that wraps is tapped on its text.
      var rects = el.getClientRects();
      var first = rects.length ? rects[0] : box;
      var x = Math.round(first.left + Math.min(first.width, innerWidth - first.left) / 2);
      var y = Math.round(first.top + first.height / 2);
      var hit = document.elementFromPoint(x, y);
      var reaches = !!hit && (hit === el || el.contains(hit) || (el.control && el.control === hit));
      return { x: x, y: y, reaches: reaches, hit: hit ? hit.tagName + (hit.id ? '#' + hit.id : '') : '' };
    },
    focus: function (q) { var el = findAll(q)[0]; if (!el) return false; el.focus(); return document.activeElement === el; },
    value: function (q) { var el = findAll(q, document)[0]; return el ? el.value : null; },
    checked: function (q) { var el = findAll(q)[0]; return el ? !!el.checked : null; },
    box: function (q) {
      var el = findAll(q)[0];
      if (!el) return null;
      var b = el.getBoundingClientRect();
      return { x: b.left, y: b.top, width: b.width, height: b.height };
    },
    text: function (q) { var el = findAll(q)[0]; return el ? norm(el.textContent) : null; },
  };
}
`

/**
 * The body of a script (for `new Function` and WebDriver's `execute`, which both pass the
 * arguments as `arguments`) that defines the library and calls one of its functions.
 */
export function inPage(call: keyof InPageCalls): string {
  return `${LIBRARY}\nreturn window.__engines.${call}.apply(null, arguments);`
}

/** The library's functions: what each takes and gives back. */
export interface InPageCalls {
  count: (query: ElementQuery) => number
  describe: (query: ElementQuery) => string[]
  point: (query: ElementQuery) => { x: number; y: number; reaches: boolean; hit: string } | null
  focus: (query: ElementQuery) => boolean
  value: (query: ElementQuery) => string | null
  checked: (query: ElementQuery) => boolean | null
  box: (query: ElementQuery) => { x: number; y: number; width: number; height: number } | null
  text: (query: ElementQuery) => string | null
}

/**
 * Collects what a visitor's console would show as errors: uncaught errors, rejected promises,
 * console.error, and resources that failed to load (a script, a style sheet or a picture). Run before
 * the page's own scripts (Firefox: a preload script; WebKit: the first script of the page's head, put
 * there by the suite's proxy with the page's nonce).
 */
export const ERROR_COLLECTOR = String.raw`(function () {
  if (window.__engineErrors) return;
  var errors = (window.__engineErrors = []);
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      // With what the browser knows of the fetch (its status, 0 when none came back) and whether the
      // element was still in the page, so a failure seen once says which it was.
      var url = target.src || target.href || '';
      var entry = url && performance.getEntriesByName ? performance.getEntriesByName(url).pop() : undefined;
      errors.push('failed to load: ' + target.tagName.toLowerCase() + ' ' + url +
        ' (status ' + (entry && 'responseStatus' in entry ? entry.responseStatus : 'unknown') +
        (target.isConnected ? '' : ', removed from the page') + ')');
    } else {
      errors.push('uncaught: ' + (event.message || (event.error && event.error.message) || 'error'));
    }
  }, true);
  addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    errors.push('unhandled rejection: ' + (reason && reason.message ? reason.message : String(reason)));
  });
  var original = console.error;
  console.error = function () {
    errors.push('console.error: ' + Array.prototype.map.call(arguments, function (a) {
      return a && a.message ? a.message : String(a);
    }).join(' '));
    return original.apply(console, arguments);
  };
})();`
