import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconAlertCircle } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { SLUG_PATTERN, SLUG_RULE_MESSAGE } from '~/domain/slug'
import type { Post } from '~/domain/post'
import { BlockEditor, type BlockEditorHandle } from './block-editor'
import { createPost, suggestPostSlug, updatePost } from './posts.functions'

interface PostFormValues {
  title: string
  slug: string
  excerpt: string
  coverImageUrl: string
  tags: string[]
  authorName: string
  status: 'draft' | 'published'
}

/** Create or edit a post: fields on top, the Editor.js content below. */
export function PostEditorModal({
  post,
  opened,
  onClose,
  onSaved,
}: {
  post: Post | null
  opened: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const editorRef = useRef<BlockEditorHandle>(null)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // A ref, not state: the suggestion arrives asynchronously and must not overwrite typing.
  const slugTouched = useRef(Boolean(post))
  const form = useForm<PostFormValues>({
    initialValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      coverImageUrl: post?.coverImageUrl ?? '',
      tags: post?.tags ?? [],
      authorName: post?.authorName ?? 'ReadyApps Team',
      status: post?.status ?? 'draft',
    },
    validate: {
      title: (value) =>
        value.trim() ? (value.length > 200 ? 'Keep the title under 200 characters.' : null) : 'Enter a title.',
      slug: (value) => (!value || SLUG_PATTERN.test(value) ? null : SLUG_RULE_MESSAGE),
      excerpt: (value) => (value.length > 400 ? 'Keep the excerpt under 400 characters.' : null),
      coverImageUrl: (value) =>
        !value || /^(https?:\/\/|\/)/.test(value) ? null : 'Use an http(s) URL or a path on this site.',
      tags: (value) => (value.length > 8 ? 'Use at most 8 tags.' : null),
    },
  })

  const suggestSlug = async (title: string) => {
    if (slugTouched.current || !title.trim()) return
    try {
      const suggestion = await suggestPostSlug({ data: { title, id: post?.id } })
      if (!slugTouched.current) form.setFieldValue('slug', suggestion)
    } catch {
      // the server picks a slug on save anyway
    }
  }

  const submit = form.onSubmit(async (values) => {
    setSaving(true)
    setError(null)
    try {
      const content = (await editorRef.current?.save()) ?? { blocks: [] }
      const payload = {
        title: values.title,
        ...(values.slug ? { slug: values.slug } : {}),
        excerpt: values.excerpt,
        coverImageUrl: values.coverImageUrl || null,
        tags: values.tags,
        authorName: values.authorName,
        content,
      }
      const result = post
        ? await updatePost({ data: { id: post.id, patch: payload, status: values.status } })
        : await createPost({ data: { post: { ...payload, status: values.status } } })
      if (!result.ok) {
        setError(result.message)
        if ('fields' in result && result.fields) form.setErrors(result.fields)
        return
      }
      notifications.show({
        color: 'green',
        title: post ? 'Post saved' : 'Post created',
        message: values.status === 'published' ? 'It is live on the blog.' : 'Saved as a draft.',
      })
      onSaved()
      onClose()
    } catch (caught) {
      console.error(caught)
      setError('Could not save the post. Check your connection and try again.')
    } finally {
      setSaving(false)
    }
  })

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={post ? 'Edit post' : 'Create post'}
      size="xl"
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Title"
            required
            {...form.getInputProps('title')}
            onBlur={(event) => void suggestSlug(event.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Slug"
              description="The address: /blog/your-slug"
              {...form.getInputProps('slug')}
              onChange={(event) => {
                slugTouched.current = true
                form.setFieldValue('slug', event.currentTarget.value)
              }}
            />
            <TextInput label="Author" {...form.getInputProps('authorName')} />
          </SimpleGrid>
          <Textarea
            label="Excerpt"
            description="Shown on cards and in search results"
            autosize
            minRows={2}
            maxRows={4}
            {...form.getInputProps('excerpt')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Cover image URL"
              placeholder="/blog/covers/launch.svg"
              {...form.getInputProps('coverImageUrl')}
            />
            <TagsInput
              label="Tags"
              placeholder="Add a tag and press Enter"
              maxTags={8}
              {...form.getInputProps('tags')}
            />
          </SimpleGrid>
          <BlockEditor ref={editorRef} initial={post?.content} />
          <Group justify="space-between" mt="sm">
            <Stack gap={2}>
              <Text fz="sm" fw={500}>
                Status
              </Text>
              <SegmentedControl
                aria-label="Status"
                data={[
                  { value: 'draft', label: 'Draft' },
                  { value: 'published', label: 'Published' },
                ]}
                {...form.getInputProps('status')}
              />
            </Stack>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {post ? 'Save changes' : 'Create post'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
