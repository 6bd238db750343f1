import { describe, expect, it } from 'vitest'
import { dropInertNonces } from '~/server/page-cache/inert-nonces.server'

const N = '__NONCE__'

describe('a stored page carries the nonce only where the CSP reads it', () => {
  it('drops it from meta tags and from links the policy does not check by nonce', () => {
    const head =
      `<meta charSet="utf-8" nonce="${N}"/>` +
      `<meta property="csp-nonce" content="${N}" nonce="${N}"/>` +
      `<meta name="description" content="Apps, ready" nonce="${N}"/>` +
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml" nonce="${N}"/>` +
      `<link rel="canonical" href="https://readyapps.example/astroway" nonce="${N}"/>` +
      `<link rel="preload" as="image" href="/brand/logo.svg" nonce="${N}"/>`
    expect(dropInertNonces(head)).toBe(
      '<meta charSet="utf-8"/>' +
        `<meta property="csp-nonce" content="${N}"/>` +
        '<meta name="description" content="Apps, ready"/>' +
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
        '<link rel="canonical" href="https://readyapps.example/astroway"/>' +
        '<link rel="preload" as="image" href="/brand/logo.svg"/>',
    )
  })

  it('keeps it on scripts, styles, stylesheets and script preloads', () => {
    const html =
      `<link rel="modulepreload" href="/assets/a.js" nonce="${N}"/>` +
      `<link rel="stylesheet" href="/assets/a.css" nonce="${N}"/>` +
      `<link rel="preload" as="script" href="/assets/b.js" nonce="${N}"/>` +
      `<link rel="preload" as="style" href="/assets/b.css" nonce="${N}"/>` +
      `<style nonce="${N}">.a{color:red}</style><script nonce="${N}">self.$R=[]</script>` +
      `<p>meta and link tags in text: &lt;meta nonce="x"&gt;</p>`
    expect(dropInertNonces(html)).toBe(html)
  })
})
