import { ActionIcon, Anchor, Badge, Button, Menu, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { IconDots, IconEdit, IconExternalLink, IconEye, IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import type { Post } from '~/domain/post'
import { AdminPageHeader, AdminPagination, adminListQuery } from './admin-list'
import { formatAdminDateTime } from './format'
import { PostEditorModal } from './post-editor-modal'
import { deletePost, getAdminPost, listAdminPosts, setPostStatus } from './posts.functions'

export const postsQuery = (search: { page: number; status?: 'draft' | 'published' }) =>
  adminListQuery('posts', search, (data) => listAdminPosts({ data }))

export function AdminPostsPage() {
  const search = useSearch({ from: '/admin/dashboard/postmanagement' })
  const navigate = useNavigate({ from: '/admin/dashboard/postmanagement' })
  const queryClient = useQueryClient()
  const { data } = useQuery(postsQuery({ page: search.page ?? 1, status: search.status }))
  const [editing, setEditing] = useState<{ post: Post | null; key: number } | null>(null)

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] })

  const openEditor = async (id?: string) => {
    if (!id) return setEditing({ post: null, key: Date.now() })
    const post = await getAdminPost({ data: { id } })
    if (!post) {
      notifications.show({ color: 'red', title: 'Not found', message: 'That post no longer exists.' })
      return refresh()
    }
    setEditing({ post, key: Date.now() })
  }

  const changeStatus = async (id: string, status: 'draft' | 'published') => {
    const result = await setPostStatus({ data: { id, status } })
    notifications.show(
      result.ok
        ? {
            color: 'green',
            title: status === 'published' ? 'Published' : 'Moved to drafts',
            message: status === 'published' ? 'The post is live on the blog.' : 'The post is no longer public.',
          }
        : { color: 'red', title: 'Could not change the status', message: result.message },
    )
    await refresh()
  }

  const confirmDelete = (id: string, title: string) =>
    modals.openConfirmModal({
      title: 'Delete this post?',
      children: <Text fz="sm">“{title}” will be removed for good. This cannot be undone.</Text>,
      labels: { confirm: 'Delete post', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        await deletePost({ data: { id } })
        notifications.show({ color: 'green', title: 'Post deleted', message: title })
        await refresh()
      },
    })

  return (
    <Stack gap="lg">
      <AdminPageHeader title="Posts" help="Write, publish and retire blog posts. Drafts are never public.">
        <Button leftSection={<IconPlus size={18} />} onClick={() => void openEditor()}>
          New post
        </Button>
      </AdminPageHeader>
      <SegmentedControl
        aria-label="Filter by status"
        w="fit-content"
        value={search.status ?? 'all'}
        onChange={(value) =>
          void navigate({
            search: { page: undefined, status: value === 'all' ? undefined : (value as 'draft' | 'published') },
          })
        }
        data={[
          { value: 'all', label: 'All' },
          { value: 'published', label: 'Published' },
          { value: 'draft', label: 'Drafts' },
        ]}
      />
      {!data ? null : data.posts.length === 0 ? (
        <Text c="dimmed">No posts here yet. Create the first one with “New post”.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="posts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.posts.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      onClick={() => void openEditor(post.id)}
                      ta="left"
                    >
                      {post.title}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      /blog/{post.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={post.status === 'published' ? 'green' : 'gray'} variant="light">
                      {post.status === 'published' ? 'Published' : 'Draft'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatAdminDateTime(post.publishedAt)}</Table.Td>
                  <Table.Td>{formatAdminDateTime(post.updatedAt)}</Table.Td>
                  <Table.Td>
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
                        {post.status === 'published' ? (
                          <>
                            <Menu.Item
                              leftSection={<IconExternalLink size={16} />}
                              component="a"
                              href={`/blog/${post.slug}`}
                              target="_blank"
                            >
                              View on the blog
                            </Menu.Item>
                            <Menu.Item
                              leftSection={<IconEyeOff size={16} />}
                              onClick={() => void changeStatus(post.id, 'draft')}
                            >
                              Unpublish
                            </Menu.Item>
                          </>
                        ) : (
                          <Menu.Item
                            leftSection={<IconEye size={16} />}
                            onClick={() => void changeStatus(post.id, 'published')}
                          >
                            Publish
                          </Menu.Item>
                        )}
                        <Menu.Divider />
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          onClick={() => confirmDelete(post.id, post.title)}
                        >
                          Delete
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
