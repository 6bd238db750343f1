import { ActionIcon, Alert, Badge, Box, Code, Group, Paper, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconCopy, IconInfoCircle, IconLock } from '@tabler/icons-react'
import type { DocBlock, HttpMethod } from '~/content/docs'
import { FaqAccordion } from '~/ui/faq-accordion/faq-accordion'
import { ContentTable } from '~/ui/content-table/content-table'
import { ProseList } from '~/ui/prose-list/prose-list'
import kit from '~/ui/utilities/utilities.module.css'
import classes from './doc-blocks.module.css'

/** Filled badge colours with white text at AA contrast. */
const methodColors: Record<HttpMethod, string> = {
  GET: 'teal.9',
  POST: 'brand.7',
  PUT: '#a3400b',
  PATCH: 'grape.9',
  DELETE: 'red.9',
}

/**
 * A code sample with its copy button. The button has no handler of its own: the page's one
 * listener copies the sample's code and marks the button copied (copy-code.ts: `data-copy-state`,
 * `data-copy-code`), so it works in
 * server HTML that never hydrates.
 */
function CodeSample({ block }: { block: Extract<DocBlock, { type: 'code' }> }) {
  return (
    <Paper radius="md" bg="#16162a" className={classes.codeSample} data-testid="code-sample">
      <Group justify="space-between" px="md" py={6} className={classes.codeTitle} wrap="nowrap">
        <Text fz="xs" fw={600} c="gray.3" truncate>
          {block.title ?? block.language}
        </Text>
        <Group gap={6} wrap="nowrap" className={classes.copy} data-copy-state="">
          {/* Said in words once copied (a tooltip would bring a positioning library to the page). */}
          <Text component="span" fz="xs" c="gray.3" aria-hidden className={classes.copiedNote}>
            Copied
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray.3"
            aria-label={`Copy ${block.title ?? 'code'}`}
            title="Copy"
            size={36}
            data-copy-code=""
          >
            <IconCopy size={18} stroke={1.75} className={classes.copyIcon} />
            <IconCheck size={18} stroke={1.75} className={classes.copiedIcon} />
          </ActionIcon>
        </Group>
      </Group>
      <Code block bg="transparent" c="gray.1" fz={13} p="md" className={classes.code}>
        {block.code}
      </Code>
    </Paper>
  )
}

function Endpoint({ block }: { block: Extract<DocBlock, { type: 'endpoint' }> }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="api-endpoint">
      <Group gap="sm" wrap="wrap" align="center">
        <Badge color={methodColors[block.method]} radius="sm" w={68} variant="filled">
          {block.method}
        </Badge>
        <Code fz="sm" fw={600} className={kit.breakAnywhere}>
          {block.path}
        </Code>
        {block.auth ? (
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconLock size={14} stroke={1.75} aria-hidden />
            <Text fz="xs">Requires token</Text>
          </Group>
        ) : null}
      </Group>
      <Text fz="sm" c="dimmed" mt={6}>
        {block.description}
      </Text>
    </Paper>
  )
}

function DocBlockView({ block }: { block: DocBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <Text lh={1.75}>{block.text}</Text>
    case 'list':
      return <ProseList items={block.items} ordered={block.ordered} />
    case 'code':
      return <CodeSample block={block} />
    case 'note':
      return (
        <Alert
          variant="light"
          color={block.tone === 'warning' ? 'saffron' : 'brand'}
          radius="md"
          title={block.title}
          icon={
            block.tone === 'warning' ? (
              <IconAlertTriangle size={20} stroke={1.75} aria-hidden />
            ) : (
              <IconInfoCircle size={20} stroke={1.75} aria-hidden />
            )
          }
          styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }}
        >
          {block.text}
        </Alert>
      )
    case 'table':
      return <ContentTable caption={block.caption} head={block.head} rows={block.rows} nowrapRowHeaders />
    case 'endpoint':
      return <Endpoint block={block} />
    case 'faq':
      return (
        <Box>
          <FaqAccordion items={block.items.map((item, index) => ({ id: `q${index + 1}`, ...item }))} />
        </Box>
      )
  }
}

export function DocBlocks({ blocks }: { blocks: DocBlock[] }) {
  return (
    <Stack gap="md">
      {blocks.map((block, index) => (
        <DocBlockView key={index} block={block} />
      ))}
    </Stack>
  )
}
