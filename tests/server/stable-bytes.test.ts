import { describe, expect, it } from 'vitest'
import { dropRenderTimes } from '~/server/page-cache/stable-bytes.server'

/** A stored page's bytes do not depend on when it was rendered (one ETag per content, issue 50). */
describe('render times in a stored page', () => {
  const render = (at: number) =>
    `<script>$R[12]=[$R[13]={i:"__root__#",u:${at},s:"success",l:{}},$R[16]={i:"#blog##blog#{\\"page\\":1}",u:${at + 7},s:"success",l:{posts:[{title:"u:123,s:\\"x"}]}}]</script>`

  it('two renders at different times become the same bytes', () => {
    expect(dropRenderTimes(render(1796187243698))).toBe(dropRenderTimes(render(1796187999999)))
  })

  it('each match says loaded at 0; the rest, loader data included, is untouched', () => {
    const html = dropRenderTimes(render(1796187243698))
    expect(html).toContain('$R[13]={i:"__root__#",u:0,s:"success"')
    expect(html).toContain('{i:"#blog##blog#{\\"page\\":1}",u:0,s:"success"')
    expect(html).toContain('title:"u:123,s:\\"x"')
    expect(html).not.toContain('1796187')
  })
})
