import type { Plugin } from 'vite'

/**
 * The entry chunk's CSS (Mantine's sheets and global.css, imported by the root route) is inlined
 * into every page's HTML (`inlineCss`), so no page ever fetches it. Vite still lists it among the
 * files of every dynamic import made outside the entry chunk (a route's loader chunk, a lazy
 * section): its preload helper only skips sheets it finds as <link> tags, so it would append the
 * whole sheet again at the end of <head>. Mantine's rules then come after the pages' own, win
 * every tie, and the page's look changes after a move inside the site or when a lazy section
 * loads. This drops the entry's CSS from those lists once Vite has written them.
 */
export function entryCssInlined(): Plugin {
  return {
    name: 'readyapps:entry-css-inlined',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After vite:build-import-analysis has written the dependency lists.
      order: 'post',
      handler(_options, bundle) {
        const entryCss = new Set<string>()
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) {
            for (const file of output.viteMetadata?.importedCss ?? []) entryCss.add(file)
          }
        }
        if (entryCss.size === 0) return
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(output.code)
          if (!list?.[1]) continue
          const files = JSON.parse(list[1]) as string[]
          const dropped = new Set(files.flatMap((file, index) => (entryCss.has(file) ? [index] : [])))
          if (dropped.size === 0) continue
          output.code = output.code.replace(
            /__vite__mapDeps\(\[([\d,]*)\]\)/g,
            (_call, ids: string) =>
              `__vite__mapDeps([${ids
                .split(',')
                .filter((id) => id !== '' && !dropped.has(Number(id)))
                .join(',')}])`,
          )
        }
      },
    },
  }
}
