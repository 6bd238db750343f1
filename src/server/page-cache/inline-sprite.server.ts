/**
 * Icons from the sprite file, drawn from the page itself. `SpriteIcon` points at the built sprite
 * (`<use href="/assets/icons-HASH.svg#chat">`), which keeps the shapes out of the JavaScript; but a
 * browser loads an external `<use>` file as an SVG document of its own, parsed and styled on the
 * page's main thread, as long a task as the page's first layout. A page the cache keeps instead
 * carries the symbols it uses in one hidden `<svg>` at the end of its body and points at them
 * (`#icon-chat`: prefixed, so that no section's id can be taken for an icon). What a script draws
 * later (an island's new icon) still uses the file.
 */

export interface BuiltSprite {
  /** The address pages link to: /assets/icons-HASH.svg. */
  href: string
  /** Each symbol's markup by its id. */
  symbols: ReadonlyMap<string, string>
}

const SYMBOL = /<symbol id="([a-z0-9-]+)"[^>]*>[\s\S]*?<\/symbol>/g

/** The symbols of a built sprite file (as `npm run icons` writes it: one `<symbol id>` per icon). */
export function parseSprite(href: string, svg: string): BuiltSprite {
  return { href, symbols: new Map([...svg.matchAll(SYMBOL)].map((m) => [m[1]!, m[0]])) }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The page with its sprite references pointing into the page, and the symbols they use before
 * `</body>`. Unchanged when it uses no icon of this sprite, names a symbol the sprite lacks, or has
 * no body end.
 */
export function inlineSpriteIcons(html: string, sprite: BuiltSprite): string {
  const reference = new RegExp(`<use href="${escapeRegExp(sprite.href)}#([a-z0-9-]+)"`, 'g')
  const used = new Set([...html.matchAll(reference)].map((m) => m[1]!))
  const end = html.lastIndexOf('</body>')
  if (used.size === 0 || end < 0 || [...used].some((id) => !sprite.symbols.has(id))) return html
  const symbols = [...used]
    .map((id) => sprite.symbols.get(id)!.replace(`<symbol id="${id}"`, `<symbol id="icon-${id}"`))
    .join('')
  const defs = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${symbols}</svg>`
  const pointed = html.replace(reference, '<use href="#icon-$1"')
  const at = pointed.lastIndexOf('</body>')
  return `${pointed.slice(0, at)}${defs}${pointed.slice(at)}`
}
