import { Link, useRouterState } from '@tanstack/react-router'
import { IconRocket } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { siteConfig } from '#app-config'
import { mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'
import { breadcrumbsForMatches } from './breadcrumbs'
import classes from './layout.module.css'

/**
 * Breadcrumbs of the current page and the launch claim. The bar is a labelled complementary
 * landmark, so the claim (outside the breadcrumb's nav) is not content outside every landmark.
 */
export function SecondaryBar() {
  const { pathname, matches } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, matches: state.matches }),
  })
  const crumbs = breadcrumbsForMatches(pathname, matches)
  return (
    <aside aria-label="Where you are" className={`${classes.ruleBottom} ${classes.bar}`} data-testid="secondary-bar">
      <div className={plain.container}>
        <div
          className={`${mantine.group} ${plain.group}`}
          style={
            {
              '--group-gap': 'var(--mantine-spacing-xs)',
              '--group-justify': 'space-between',
              minHeight: 'calc(2.5rem * var(--mantine-scale))',
            } as CSSProperties
          }
        >
          <nav aria-label="Breadcrumb" className={classes.crumbs}>
            {crumbs.length > 1 ? (
              <div
                className={mantine.breadcrumbs}
                style={
                  {
                    flexWrap: 'nowrap',
                    '--bc-separator-margin': 'calc(0.375rem * var(--mantine-scale))',
                  } as CSSProperties
                }
              >
                {crumbs.map((crumb, index) =>
                  index === crumbs.length - 1 ? (
                    <p
                      key={crumb.to}
                      className={`${mantine.text} ${plain.textSm} ${mantine.breadcrumb} ${classes.crumbCurrent}`}
                      data-truncate="end"
                      aria-current="page"
                    >
                      {crumb.label}
                    </p>
                  ) : (
                    <CrumbLink key={crumb.to} to={crumb.to} label={crumb.label} />
                  ),
                )}
              </div>
            ) : (
              <p className={`${mantine.text} ${plain.textSm} ${classes.dimmed}`}>White-label apps, ready to launch</p>
            )}
          </nav>
          <div
            className={`${mantine.group} ${plain.group} mantine-visible-from-xs`}
            style={{ '--group-gap': 'calc(0.375rem * var(--mantine-scale))' } as CSSProperties}
          >
            <IconRocket size={16} stroke={1.75} color="var(--mantine-color-brand-6)" aria-hidden />
            <p className={`${mantine.text} ${plain.textSm} ${classes.claimText}`}>{siteConfig.launchClaim}</p>
          </div>
        </div>
      </div>
    </aside>
  )
}

/** A crumb before the last, and the separator after it. */
function CrumbLink({ to, label }: { to: string; label: string }) {
  return (
    <>
      <Link
        to={to}
        activeOptions={{ exact: true }}
        className={`${mantine.anchor} ${mantine.breadcrumb} ${classes.crumbLink}`}
        data-underline="hover"
      >
        {label}
      </Link>
      <div className={mantine.breadcrumbSeparator}>/</div>
    </>
  )
}
