// `npm run icons`: writes src/ui/icons/icons.svg, one <symbol> per icon key content may name
// (src/ui/icons/icon-names.ts), drawn with Tabler's own shapes (the same nodes @tabler/icons-react
// renders). Pages draw content icons with <use> from this file, so the shapes are not in their
// JavaScript. tests/unit/icon-sprite.test.ts fails when the file is out of date.
import { writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const SPRITE_PATH = fileURLToPath(new URL('../src/ui/icons/icons.svg', import.meta.url))

const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The sprite's text for a map of key -> Tabler export name: one symbol per key, its id the key, so
 * the page needs no map from keys to names (an icon two keys share is in the file twice; gzip
 * makes the copy nearly free).
 */
export async function buildSprite(tablerIcons) {
  const symbols = []
  for (const [key, exportName] of Object.entries(tablerIcons).sort(([a], [b]) => a.localeCompare(b))) {
    const module = await import(
      pathToFileURL(
        fileURLToPath(new URL(`../node_modules/@tabler/icons-react/dist/esm/icons/${exportName}.mjs`, import.meta.url)),
      ).href
    )
    const shapes = module.__iconNode
      .map(([tag, attrs]) => {
        const attributes = Object.entries(attrs)
          .filter(([name]) => name !== 'key')
          .map(([name, value]) => ` ${name}="${escape(value)}"`)
          .join('')
        return `<${tag}${attributes}/>`
      })
      .join('')
    symbols.push(`<symbol id="${key}" viewBox="0 0 24 24">${shapes}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { TABLER_ICONS } = await import('../src/ui/icons/icon-names.ts')
  const sprite = await buildSprite(TABLER_ICONS)
  writeFileSync(SPRITE_PATH, sprite)
  console.log(`wrote ${SPRITE_PATH}: ${Object.keys(TABLER_ICONS).length} icons, ${sprite.length} bytes`)
}
