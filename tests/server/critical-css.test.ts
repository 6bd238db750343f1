import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { criticalCss, sheetsOf, trimInlineCss } from '~/server/page-cache/critical-css.server'
import { prepareForCache } from '~/server/page-cache/page-cache-handler.server'

const page = (body: string, css = '') =>
  `<!DOCTYPE html><html><head><style nonce="n" data-tsr-inline-css="">${css}</style></head><body>${body}</body></html>`

describe('a cached page inlines only the CSS its HTML uses', () => {
  it('keeps the rules whose classes are on an element, and the rules that name none', () => {
    const css =
      '*,:before{box-sizing:border-box}body{margin:0}.card{padding:1rem}.tabs{display:flex}.card .title{font-weight:700}'
    expect(criticalCss(css, '<div class="card"><h2 class="title x">Hi</h2></div>')).toBe(
      '*,:before{box-sizing:border-box}body{margin:0}.card{padding:1rem}.card .title{font-weight:700}',
    )
  })

  it('keeps a selector list whole when one of its selectors can match, and drops it when none can', () => {
    const css = '.a::-moz-range-thumb,.b:hover{color:red}.c,.d{color:blue}'
    expect(criticalCss(css, '<i class="b"></i>')).toBe('.a::-moz-range-thumb,.b:hover{color:red}')
  })

  it('leaves alone what stands inside parentheses and brackets: :not(.x) matches more when .x is absent', () => {
    const css = '.a:not(.gone){color:red}:where(.gone) .a{color:blue}.a[data-x=".gone"]{color:green}.gone{color:black}'
    expect(criticalCss(css, '<i class="a"></i>')).toBe(
      '.a:not(.gone){color:red}:where(.gone) .a{color:blue}.a[data-x=".gone"]{color:green}',
    )
  })

  it('looks inside @media and @supports, dropping a group left empty; keeps other at-rules whole', () => {
    const css =
      '@media (min-width:48em){.a{width:50%}.b{width:25%}}@supports (display:grid){.b{display:grid}}' +
      '@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}@font-face{font-family:X;src:url(x.woff2)}@layer base,components;'
    expect(criticalCss(css, '<i class="a"></i>')).toBe(
      '@media (min-width:48em){.a{width:50%}}@keyframes spin{0%{transform:none}to{transform:rotate(1turn)}}' +
        '@font-face{font-family:X;src:url(x.woff2)}@layer base,components;',
    )
  })

  it('drops the custom properties nothing kept reads, following one variable through another', () => {
    const css =
      ':root{--unused:1px;--gap:var(--base);--base:4px;--scale:1;--ink:red}.a{gap:var(--gap)}.gone{color:var(--ink)}'
    const html = '<i class="a" style="margin:calc(2px * var(--scale))"></i>'
    expect(criticalCss(css, html)).toBe(':root{--gap:var(--base);--base:4px;--scale:1}.a{gap:var(--gap)}')
  })

  it('reads strings and data URLs whole: braces and semicolons in them are not structure', () => {
    const css = '.a:after{content:"} .gone{";background:url("data:image/svg+xml;utf8,<svg/>")}.gone{content:"{"}'
    expect(criticalCss(css, '<i class="a"></i>')).toBe(
      '.a:after{content:"} .gone{";background:url("data:image/svg+xml;utf8,<svg/>")}',
    )
  })

  it('never drops a rule whose classes are all on the page, and keeps nothing twice (property)', () => {
    const names = ['a', 'b', 'c', 'd', 'e']
    const rule = fc.record({
      classes: fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 }),
      color: fc.integer({ min: 0, max: 999 }),
      media: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 12 }), fc.subarray(names), (rules, present) => {
        const text = (r: (typeof rules)[number]) => `.${r.classes.join('.')}{color:#${r.color}}`
        const css = rules.map((r) => (r.media ? `@media print{${text(r)}}` : text(r))).join('')
        const out = criticalCss(css, `<i class="${present.join(' ')}"></i>`)
        const expected = rules
          .filter((r) => r.classes.every((name) => present.includes(name)))
          .map((r) => (r.media ? `@media print{${text(r)}}` : text(r)))
          .join('')
        expect(out).toBe(expected)
        expect(criticalCss(out, `<i class="${present.join(' ')}"></i>`)).toBe(out)
      }),
    )
  })

  it('tells which built sheets, in order, the inlined CSS is made of (the files end with a newline)', () => {
    const sheets = [
      { href: '/assets/index-A.css', css: '.a{color:red}\n' },
      { href: '/assets/page-B.css', css: '.b{color:blue}\n' },
    ]
    expect(sheetsOf('.a{color:red}.b{color:blue}', sheets)).toEqual(['/assets/index-A.css', '/assets/page-B.css'])
    expect(sheetsOf('.b{color:blue}.a{color:red}', sheets)).toEqual(['/assets/page-B.css', '/assets/index-A.css'])
    expect(sheetsOf('.a{color:red}.c{}', sheets)).toBeUndefined()
  })

  it('trims the inlined style element only, and leaves a page it cannot account for alone', () => {
    const sheets = [{ href: '/assets/index-A.css', css: '.a{color:red}.gone{color:blue}\n' }]
    const html = page(
      '<i class="a"></i><style data-mantine-styles="inline">.gone{x:1}</style>',
      '.a{color:red}.gone{color:blue}',
    )
    expect(trimInlineCss(html, sheets)).toEqual({
      html: page('<i class="a"></i><style data-mantine-styles="inline">.gone{x:1}</style>', '.a{color:red}'),
      sheets: ['/assets/index-A.css'],
    })
    expect(trimInlineCss(page('<i class="a"></i>', '.a{color:green}'), sheets)).toBeUndefined()
    expect(trimInlineCss('<html><body></body></html>', sheets)).toBeUndefined()
  })
})

describe('the page cache keeps a page with the CSS it uses and the loader that links the rest', () => {
  const sheets = [{ href: '/assets/index-A.css', css: '.a{color:red}.gone{color:blue}\n' }]
  const script = '<script type="module" async="" src="/assets/index-A1.js" nonce="n"></script>'

  it('trims the inlined CSS and hands its sheets to the loader', () => {
    const stored = prepareForCache(page(`<i class="a"></i>${script}`, '.a{color:red}.gone{color:blue}'), sheets)
    expect(stored).toContain('<style nonce="n" data-tsr-inline-css="">.a{color:red}</style>')
    expect(stored).toContain('"/assets/index-A1.js",["/assets/index-A.css"]);')
  })

  it('keeps the whole CSS of a page whose script the loader does not take over (nobody would link the rest)', () => {
    const html = page('<i class="a"></i>', '.a{color:red}.gone{color:blue}')
    expect(prepareForCache(html, sheets)).toBe(html)
  })
})
