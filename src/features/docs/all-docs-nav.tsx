import { Anchor, Box, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { DocPage } from '~/content/docs'
import kit from '~/ui/utilities/utilities.module.css'
import { DocIconGlyph } from './doc-icon'
import type { DocsNavGroup } from './docs.functions'

/** Every documentation page, for moving between them from the sidebar. */
export function AllDocsNav({ nav, current }: { nav: DocsNavGroup[]; current: DocPage['id'] }) {
  return (
    <Box mt="xl">
      {nav.map((group) => (
        <Box key={group.id} mb="md">
          <Text fw={700} fz="xs" tt="uppercase" lts="0.08em" c="dimmed" mb={6}>
            {group.title}
          </Text>
          <Stack gap={0}>
            {group.pages.map(({ id, icon, shortTitle }) => (
              <Anchor
                key={id}
                component={Link}
                to={`/documentation/${id}`}
                fz="sm"
                fw={id === current ? 700 : 500}
                c={id === current ? 'brand' : 'inherit'}
                aria-current={id === current ? 'page' : undefined}
                mih={36}
                className={kit.tapLinkWide}
              >
                <DocIconGlyph icon={icon} size={16} />
                {shortTitle}
              </Anchor>
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  )
}
