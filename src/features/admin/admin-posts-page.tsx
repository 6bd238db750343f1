import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import {
  IconDots,
  IconEdit,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconFileSearch,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { postStateOf, type Post, type PostState, type PostSummary } from '~/domain/post'
import { useHydrated } from '~/ui/hydrated/use-hydrated'
import { AdminPageHeader, AdminPagination, AdminTableHead, adminListQuery } from './admin-list'
import { formatAdminDateTime } from './format'
import { PostEditorModal } from './post-editor-modal'
import { deletePost, getAdminPost, listAdminPosts, setPostStatus } from './posts.functions'
import type { PostsSearch } from './posts/posts-search'
import classes from './posts/posts-list.module.css'
import { useAdminAction } from './use-admin-action'

/** The list's page for a URL search (the same query key for the route's loader and the page). */
export const postsQuery = (search: PostsSearch) =>
  adminListQuery('posts', { page: search.page ?? 1, status: search.status, q: search.q || undefined }, (data) =>
    listAdminPosts({ data }),
  )

/** Said where JavaScript is off: the list and its search work, writing does not. */
export const EDITOR_NEEDS_SCRIPT = 'The post editor needs JavaScript: turn it on to write, edit or publish posts.'

const STATE_BADGE: Record<PostState, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  published: { label: 'Published', color: 'green' },
}

function StateBadge({ post }: { post: PostSummary }) {
  const badge = STATE_BADGE[postStateOf(post)]
  return (
    <Badge color={badge.color} variant="light" className={classes.badge}>
      {badge.label}
    </Badge>
  )
}

export function AdminPostsPage() {
  const search: PostsSearch = useSearch({ from: '/admin/dashboard/postmanagement' })
  const navigate = useNavigate({ from: '/admin/dashboard/postmanagement' })
  const queryClient = useQueryClient()
  const { data } = useQuery(postsQuery(search))
  const { run } = useAdminAction()
  const [editing, setEditing] = useState<{ post: Post | null; key: number } | null>(null)
  const [query, setQuery] = useState(search.q ?? '')
  // The editor (Editor.js in a modal) exists only in the hydrated page, so it has no native post:
  // its buttons wait for the script instead of doing nothing (see EDITOR_NEEDS_SCRIPT).
  const hydrated = useHydrated()

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] })

  // The search text goes into the URL (shareable, survives a reload) once typing pauses, as a
  // history entry of its own: Back returns to the previous search.
  const applyQuery = useDebouncedCallback((value: string) => {
    const q = value.trim() || undefined
    if (q === (search.q || undefined)) return
    void navigate({ search: (prev) => ({ ...prev, page: undefined, q }) })
  }, 300)

  // Back and forward change the URL's search under the box: the box follows it.
  const router = useRouter()
  const { cancel: cancelQuery } = applyQuery
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        if (action.type === 'PUSH' || action.type === 'REPLACE') return
        const { q } = router.options.parseSearch(location.search) as { q?: unknown }
        cancelQuery()
        setQuery(typeof q === 'string' ? q : '')
      }),
    [router, cancelQuery],
  )

  const openEditor = async (id?: string) => {
    if (!id) return setEditing({ post: null, key: Date.now() })
    const post = await getAdminPost({ data: { id } })
    if (!post) {
      notifications.show({ color: 'red', title: 'Not found', message: 'That post no longer exists.' })
      return refresh()
    }
    setEditing({ post, key: Date.now() })
  }

  const changeStatus = (id: string, status: 'draft' | 'published') =>
    run(id, () => setPostStatus({ data: { id, status } }), {
      done: (result) =>
        result.ok
          ? {
              color: 'green',
              title: status === 'published' ? 'Published' : 'Moved to drafts',
              message: status === 'published' ? 'The post is live on the blog.' : 'The post is no longer public.',
            }
          : { color: 'red', title: 'Could not change the status', message: result.message },
      failedTitle: 'Could not change the status',
    })

  const confirmDelete = (id: string, title: string) =>
    modals.openConfirmModal({
      title: 'Delete this post?',
      children: <Text fz="sm">“{title}” will be removed for good. This cannot be undone.</Text>,
      labels: { confirm: 'Delete post', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        run(id, () => deletePost({ data: { id } }), {
          done: () => ({ color: 'green', title: 'Post deleted', message: title }),
          failedTitle: 'Not deleted',
        }),
    })

  const actions = (post: PostSummary) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${post.title}`} size={36}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => void openEditor(post.id)}>
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileSearch size={16} />}
          component="a"
          href={`/admin/dashboard/posts/${post.id}/preview`}
          target="_blank"
        >
          Preview
        </Menu.Item>
        {post.status === 'published' ? (
          <>
            {postStateOf(post) === 'published' ? (
              <Menu.Item
                leftSection={<IconExternalLink size={16} />}
                component="a"
                href={`/blog/${post.slug}`}
                target="_blank"
              >
                View on the blog
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconEye size={16} />} onClick={() => void changeStatus(post.id, 'published')}>
                Publish now
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => void changeStatus(post.id, 'draft')}>
              Unpublish
            </Menu.Item>
          </>
        ) : (
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => void changeStatus(post.id, 'published')}>
            Publish
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => confirmDelete(post.id, post.title)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )

  const titleButton = (post: PostSummary) => (
    <Anchor
      component="button"
      type="button"
      fw={600}
      onClick={() => void openEditor(post.id)}
      disabled={!hydrated}
      ta="left"
      className={classes.title}
    >
      {post.title}
    </Anchor>
  )

  const dateLine = (post: PostSummary) =>
    postStateOf(post) === 'scheduled'
      ? `Appears ${formatAdminDateTime(post.publishedAt)}`
      : post.publishedAt
        ? `Published ${formatAdminDateTime(post.publishedAt)}`
        : `Updated ${formatAdminDateTime(post.updatedAt)}`

  const filtered = Boolean(search.q || search.status)

  return (
    <Stack gap="lg">
      <AdminPageHeader title="Posts" help="Write, schedule, publish and retire blog posts. Drafts are never public.">
        <Button leftSection={<IconPlus size={18} />} onClick={() => void openEditor()} disabled={!hydrated}>
          New post
        </Button>
      </AdminPageHeader>
      <noscript>
        <Text fz="sm" data-testid="editor-needs-script">
          {EDITOR_NEEDS_SCRIPT}
        </Text>
      </noscript>
      <div className={classes.filters}>
        <TextInput
          className={classes.search}
          type="search"
          label="Search posts"
          placeholder="Title, slug or excerpt"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value)
            applyQuery(event.currentTarget.value)
          }}
        />
        <Box className={classes.segments}>
          <SegmentedControl
            aria-label="Filter by status"
            value={search.status ?? 'all'}
            onChange={(value) =>
              void navigate({
                search: (prev) => ({
                  ...prev,
                  page: undefined,
                  status: value === 'all' ? undefined : (value as PostState),
                }),
              })
            }
            data={[
              { value: 'all', label: 'All' },
              { value: 'published', label: 'Published' },
              { value: 'scheduled', label: 'Scheduled' },
              { value: 'draft', label: 'Drafts' },
            ]}
          />
        </Box>
      </div>
      {!data ? null : data.posts.length === 0 ? (
        <Text c="dimmed" role="status">
          {filtered
            ? 'No posts match this search or filter.'
            : 'No posts here yet. Create the first one with “New post”.'}
        </Text>
      ) : (
        <>
          <div className={classes.table}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="posts-table">
              <AdminTableHead columns={['Title', 'Status', 'Published', 'Updated']} actions />
              <Table.Tbody>
                {data.posts.map((post) => (
                  <Table.Tr key={post.id}>
                    <Table.Td>
                      {titleButton(post)}
                      <Text fz="xs" c="dimmed">
                        /blog/{post.slug}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StateBadge post={post} />
                    </Table.Td>
                    <Table.Td>{formatAdminDateTime(post.publishedAt)}</Table.Td>
                    <Table.Td>{formatAdminDateTime(post.updatedAt)}</Table.Td>
                    <Table.Td>{actions(post)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <ul className={classes.cards} data-testid="posts-cards">
            {data.posts.map((post) => (
              <li key={post.id} className={classes.card}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} miw={0}>
                    {titleButton(post)}
                    <Group gap="xs">
                      <StateBadge post={post} />
                      <Text fz="xs" c="dimmed">
                        {dateLine(post)}
                      </Text>
                    </Group>
                  </Stack>
                  {actions(post)}
                </Group>
              </li>
            ))}
          </ul>
        </>
      )}
      {data ? (
        <AdminPagination
          page={data.page}
          totalPages={data.totalPages}
          label="Post pages"
          onChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        />
      ) : null}
      {editing ? (
        <PostEditorModal
          key={editing.key}
          post={editing.post}
          opened
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
    </Stack>
  )
}
