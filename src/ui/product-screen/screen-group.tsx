import { Box } from '@mantine/core'
import type { ProductScreen } from '~/domain/product'
import { ScreenImage } from './product-screen'
import classes from './product-screen.module.css'

/**
 * Up to three phones side by side, the middle one in front; a browser window with an optional
 * phone resting on its corner. Pictures scale down to the column on small screens. `priority`
 * marks the group as the page's hero, so its front picture loads first.
 */
export function ScreenGroup({ screens, priority = false }: { screens: readonly ProductScreen[]; priority?: boolean }) {
  const phones = screens.filter((screen) => screen.frame === 'phone')
  const browser = screens.find((screen) => screen.frame === 'browser')

  if (browser) {
    const phone = phones[0]
    return (
      <Box pos="relative" className={phone ? classes.withPhone : undefined} data-testid="picture-group">
        <ScreenImage screen={browser} priority={priority} className={classes.fill} />
        {phone ? (
          <Box pos="absolute" right={0} bottom={0} className={classes.restingPhone}>
            <ScreenImage screen={phone} width={160} className={classes.fill} />
          </Box>
        ) : null}
      </Box>
    )
  }

  const ordered = phones.length === 3 ? [phones[1]!, phones[0]!, phones[2]!] : phones
  return (
    <Box className={classes.group} data-testid="picture-group">
      {ordered.map((screen, index) => {
        const front = phones.length === 1 || (phones.length === 3 ? index === 1 : index === 0)
        return (
          <Box
            key={screen.id}
            style={{
              flex: front ? '0 1 240px' : '0 1 205px',
              minWidth: 0,
              marginLeft: index > 0 ? -12 : 0,
              marginRight: index < ordered.length - 1 ? -12 : 0,
              marginTop: front ? 0 : 48,
              zIndex: front ? 2 : 1,
              position: 'relative',
            }}
          >
            <ScreenImage screen={screen} width={240} priority={priority && front} className={classes.fill} />
          </Box>
        )
      })}
    </Box>
  )
}
