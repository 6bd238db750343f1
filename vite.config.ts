import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { entryCssInlined } from './scripts/vite/entry-css-inlined'

const SERVER_ONLY_PACKAGES = [
  '@electric-sql/pglite',
  'pg',
  'isomorphic-dompurify',
  'jsdom',
  'satori',
  '@resvg/resvg-js',
]

export default defineConfig({
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
    // loaded: with DATABASE_URL, 308 -> 220 MB resident after start (see README "Benchmark").
    noExternal: ['@tabler/icons-react', /^@mantine\//],
  },
  plugins: [
    tanstackStart({
      // The CSS of the page goes into the HTML itself: no render-blocking style sheet request
      // on first load (about half a second of a throttled phone's first paint). Pages are
      // served precompressed from the page cache, so the bytes are paid once per visit.
      server: { build: { inlineCss: true } },
      router: {
        // Loaders get their own lazy chunk too, so the content and queries they import are
        // not part of every page's entry JavaScript.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    viteReact(),
    entryCssInlined(),
  ],
})
