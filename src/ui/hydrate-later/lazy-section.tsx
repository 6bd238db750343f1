import { use, type ComponentType, type JSX } from 'react'

/** A promise that carries its outcome the way React's `use` reads it, so a settled one never suspends. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

/** A CSS module's class map, as a `*.module.css` import gives it. */
type CssModule = Readonly<Record<string, string>>

export type LazySection<P extends object> = ((props: P) => JSX.Element) & {
  /** Fetches the section's code; route loaders await it (see lazySection). */
  preload: () => Promise<unknown>
  /** The style sheets the section's HTML needs from the first paint (see lazySection). */
  styles: readonly CssModule[]
}

/**
 * A below-the-fold section whose code is fetched when the section is needed instead of with the
 * page: inside HydrateLater on a first visit, that is when the visitor comes near it, so a phone
 * neither downloads nor evaluates sections it has not reached while the page starts. The route's
 * loader awaits `preload()`: on the server (and on a move inside the site) the code is then there
 * before the page renders, so the HTML is complete and nothing waits; the browser does not run the
 * loader of the page it first opens, so there the section's code comes when its HydrateLater opens.
 *
 * `styles`: the CSS modules that only the section's own code imports. The server renders the
 * section, so its look must come with the page's CSS (inlined into the HTML), not with its code;
 * naming them here keeps them in the page's style sheets. e2e/budgets.spec.ts fails when a class
 * in a page's HTML has no rule there.
 *
 * The section renders inside a ThemeScope, Mantine's context and theme, whose code comes with the
 * section's (the root route has none of Mantine's JavaScript). `{ plain: true }` for a section that
 * draws no Mantine component (src/ui/plain): an island at the top of a page then does not bring
 * the theme's code with it. A plain section that renders a Mantine component fails on the server
 * ("MantineProvider was not found"), and e2e/markup.spec.ts fails on the page that carries it.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  styles: readonly CssModule[] = [],
  { plain = false }: { plain?: boolean } = {},
): LazySection<P> {
  let loading: Tracked<ComponentType<P>> | undefined
  const loadThemed = () =>
    Promise.all([load(), import('~/ui/theme-scope/theme-scope')]).then(([Component, scope]) =>
      scope.withTheme(Component),
    )
  const preload = () => {
    if (!loading) {
      const promise: Tracked<ComponentType<P>> = plain ? load() : loadThemed()
      promise.status = 'pending'
      promise.then(
        (value) => Object.assign(promise, { status: 'fulfilled', value }),
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason })
          // A failed fetch (a dropped connection) is tried again the next time the section renders.
          loading = undefined
        },
      )
      loading = promise
    }
    return loading
  }
  function Section(props: P) {
    const Component = use(preload())
    return <Component {...props} />
  }
  return Object.assign(Section, { preload, styles })
}
