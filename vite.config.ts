import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'

const SERVER_ONLY_PACKAGES = [
  '@electric-sql/pglite',
  'pg',
  'isomorphic-dompurify',
  'jsdom',
  'satori',
  '@resvg/resvg-js',
  'prom-client',
  'pino',
]

export default defineConfig(({ command }) => ({
  server: { port: 3000, strictPort: true },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '#app-config': fileURLToPath(new URL('./app.config.ts', import.meta.url)),
    },
  },
  // Native and Node-only packages are never pre-bundled for the browser: the dev server's dependency
  // scan reaches them through server-only modules (the share-image and media routes), and bundling a
  // .node binary fails the whole dev server.
  optimizeDeps: { exclude: SERVER_ONLY_PACKAGES },
  ssr: {
    // Native/wasm and Node-only packages stay external to the server bundle.
    external: SERVER_ONLY_PACKAGES,
    // Bundled (and so tree-shaken) into the server build rather than loaded from node_modules:
    // left external, Node loads the packages' whole entry points, every one of Tabler's ~5,000
    // icons and all of Mantine, and keeps them resident. Bundled, only what the pages use is
    // loaded: with DATABASE_URL, 308 -> 220 MB resident after start (docs/decisions/0022-server-memory.md).
    // Only in the build: the dev server would run each of those ~5,000 icon modules through its
    // own transform on the first request (53 s before the first page answered on the 2-core
    // machine; about 14 s with Node loading the packages itself).
    noExternal: command === 'build' ? ['@tabler/icons-react', /^@mantine\//] : [],
  },
  environments: {
    client: {
      build: {
        // No JavaScript preload lists for dynamic imports: Vite would write, into the entry, the
        // files of every route's chunk (about 4 KB gzip on every page) so it can fetch them side
        // by side. The first page's chunks are modulepreloaded by the server's HTML anyway, a
        // link's page is fetched when the pointer rests on it (defaultPreload: 'intent'), and the
        // browser fetches a chunk's imports itself. Style sheets of dynamic imports are still loaded.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry imports statically, which every page loads before it is
              // interactive, is one file: split into a dozen shared chunks it compressed about
              // 5 KB worse. Route and section chunks are split as before.
              groups: [{ name: 'initial', tags: ['$initial'] }],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({
      // The CSS of the page goes into the HTML itself: no render-blocking style sheet request
      // on first load (about half a second of a throttled phone's first paint). Pages are
      // served precompressed from the page cache, so the bytes are paid once per visit.
      server: { build: { inlineCss: true } },
      router: {
        // Loaders are code-split too, so the content and queries they import are not part of
        // every page's entry JavaScript: in one lazy chunk with the route's component, since a
        // page needs both (two chunks cost every page 0.3-0.5 KB gzip more).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
    entryCssInlined(),
  ],
}))

/**
 * The entry chunk's CSS (Mantine's sheets and global.css, imported by the root route) is inlined
 * into every page's HTML (`inlineCss`), so no page ever fetches it. Vite still lists it among the
 * files of every dynamic import made outside the entry chunk (a route's loader chunk, a lazy
 * section): its preload helper only skips sheets it finds as <link> tags, so it would append the
 * whole sheet again at the end of <head>. Mantine's rules then come after the pages' own, win
 * every tie, and the page's look changes after a move inside the site or when a lazy section
 * loads. This drops the entry's CSS from those lists once Vite has written them.
 */
function entryCssInlined(): Plugin {
  return {
    name: 'readyapps:entry-css-inlined',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After vite:build-import-analysis has written the dependency lists.
      order: 'post',
      handler(_options, bundle) {
        // The entry's CSS is that of the entry chunk and of every chunk it imports statically
        // (the `initial` chunk holds most of its modules, see `codeSplitting` above).
        const entryCss = new Set<string>()
        const seen = new Set<string>()
        const visit = (fileName: string) => {
          const output = bundle[fileName]
          if (seen.has(fileName) || output?.type !== 'chunk') return
          seen.add(fileName)
          for (const file of output.viteMetadata?.importedCss ?? []) entryCss.add(file)
          for (const imported of output.imports) visit(imported)
        }
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) visit(output.fileName)
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
