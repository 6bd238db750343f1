import { Anchor, Box, Breadcrumbs, Container, Group, Text } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import { IconRocket } from '@tabler/icons-react'
import { siteConfig } from '#app-config'
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
    <Box
      component="aside"
      aria-label="Where you are"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))"
      className={classes.ruleBottom}
      data-testid="secondary-bar"
    >
      <Container>
        <Group justify="space-between" gap="xs" mih={40} wrap="nowrap">
          <Box component="nav" aria-label="Breadcrumb" className={classes.crumbs}>
            {crumbs.length > 1 ? (
              <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'nowrap' } }}>
                {crumbs.map((crumb, index) =>
                  index === crumbs.length - 1 ? (
                    <Text key={crumb.to} fz="sm" fw={600} aria-current="page" truncate>
                      {crumb.label}
                    </Text>
                  ) : (
                    <Anchor key={crumb.to} component={Link} to={crumb.to} activeOptions={{ exact: true }} fz="sm">
                      {crumb.label}
                    </Anchor>
                  ),
                )}
              </Breadcrumbs>
            ) : (
              <Text fz="sm" c="dimmed">
                White-label apps, ready to launch
              </Text>
            )}
          </Box>
          <Group gap={6} wrap="nowrap" visibleFrom="xs">
            <IconRocket size={16} stroke={1.75} color="var(--mantine-color-brand-6)" aria-hidden />
            <Text fz="sm" fw={600}>
              {siteConfig.launchClaim}
            </Text>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
