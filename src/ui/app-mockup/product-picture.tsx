import { Box } from '@mantine/core'
import type { MockupPicture } from '~/domain/product'
import { BrowserMockup, PhoneMockup } from './app-mockup'
import classes from './app-mockup.module.css'

/** One product picture from its content descriptor: a phone screen or a browser window. */
export function ProductPicture({
  picture,
  color,
  appName,
  width,
}: {
  picture: MockupPicture
  color: string
  appName: string
  width?: number
}) {
  if (picture.device === 'browser') {
    return <BrowserMockup color={color} title={picture.title} alt={picture.alt} width={width ?? 640} />
  }
  return (
    <PhoneMockup
      color={color}
      screen={picture.screen}
      appName={appName}
      width={width ?? 240}
      className={classes.fill}
    />
  )
}

/**
 * Up to three phones side by side, the middle one in front; a browser window with an optional
 * phone resting on its corner. Pictures scale down to the column on small screens.
 */
export function PictureGroup({
  pictures,
  color,
  appName,
}: {
  pictures: MockupPicture[]
  color: string
  appName: string
}) {
  const phones = pictures.filter((picture) => picture.device === 'phone')
  const browser = pictures.find((picture) => picture.device === 'browser')

  if (browser) {
    const phone = phones[0]
    return (
      <Box
        pos="relative"
        pb={phone ? { base: 48, sm: 64 } : 0}
        pr={phone ? { base: 40, sm: 56 } : 0}
        data-testid="picture-group"
      >
        <ProductPicture picture={browser} color={color} appName={appName} />
        {phone ? (
          <Box pos="absolute" right={0} bottom={0} w={{ base: '30%', sm: '26%' }}>
            <ProductPicture picture={phone} color={color} appName={`${appName}-overlay`} width={160} />
          </Box>
        ) : null}
      </Box>
    )
  }

  const ordered = phones.length === 3 ? [phones[1]!, phones[0]!, phones[2]!] : phones
  return (
    <Box className={classes.group} data-testid="picture-group">
      {ordered.map((picture, index) => {
        const front = phones.length === 1 || (phones.length === 3 ? index === 1 : index === 0)
        return (
          <Box
            key={`${picture.device}-${index}`}
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
            <ProductPicture picture={picture} color={color} appName={appName} />
          </Box>
        )
      })}
    </Box>
  )
}
