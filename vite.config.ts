import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'

export default defineConfig({
  server: { port: 3000, strictPort: true },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      '#app-config': fileURLToPath(new URL('./app.config.ts', import.meta.url)),
    },
  },
  ssr: {
    // Native/wasm and Node-only packages stay external to the server bundle.
    external: ['@electric-sql/pglite', 'pg', 'isomorphic-dompurify', 'jsdom', 'satori', '@resvg/resvg-js', 'sharp'],
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
  ],
})
