import {
  Alert,
  Button,
  FileButton,
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
import { useBlocker } from '@tanstack/react-router'
import { IconAlertCircle, IconUpload } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { readPublicError } from '~/domain/errors'
import { SLUG_PATTERN, SLUG_RULE_MESSAGE } from '~/domain/slug'
import { META_DESCRIPTION_MAX, postStateOf, type Post, type PostState } from '~/domain/post'
import { BlockEditor, type BlockEditorHandle } from './block-editor'
import { formatAdminDateTime } from './format'
import { IMAGE_ACCEPT, uploadImage } from './posts/upload-image'
import { createPost, suggestPostSlug, updatePost } from './posts.functions'

interface PostFormValues {
  title: string
  slug: string
  excerpt: string
  coverImageUrl: string
  tags: string[]
  authorName: string
  metaDescription: string
  shareImageUrl: string
  state: PostState
  /** datetime-local value (the admin's own time zone) when scheduling. */
  publishAt: string
}

/** Autosave waits for a pause in typing this long. */
const AUTOSAVE_DELAY_MS = 1500
const savedAtFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })

/** A Date as a datetime-local value in the browser's time zone ('2026-11-23T14:05:30'). */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`
}

const imageUrlRule = (value: string) =>
  !value || /^(https?:\/\/|\/(?!\/))\S+$/.test(value) ? null : 'Use an http(s) URL or a path on this site.'

/** Enter in a one-line field never submits a half-written post. */
function noEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault()
}

/**
 * Create or edit a post: fields on top, the Editor.js content below. Drafts save themselves a
 * moment after each change; leaving with unsaved changes (closing, the browser, the router) asks
 * first; Ctrl/Cmd+S saves; Enter in a field never submits.
 */
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
  const [savedAt, setSavedAt] = useState<Date | null>(null)
  const [confirmingClose, setConfirmingClose] = useState(false)
  const initialState: PostState = post ? postStateOf(post) : 'draft'
  // The post as stored: set once autosave has created a new post.
  const saved = useRef<{ id: string; state: PostState } | null>(post ? { id: post.id, state: initialState } : null)
  // Changes since the last save: a counter, so edits made during a save stay unsaved.
  const changes = useRef(0)
  const savedChanges = useRef(0)
  const [changeTick, setChangeTick] = useState(0)
  const applyingServerValue = useRef(false)
  const saveChain = useRef<Promise<unknown>>(Promise.resolve())
  // A ref, not state: the suggestion arrives asynchronously and must not overwrite typing.
  const slugTouched = useRef(Boolean(post))
  // Whether the slug field has the focus is read from the DOM when a suggestion arrives.
  const slugInput = useRef<HTMLInputElement>(null)

  const isDirty = () => changes.current !== savedChanges.current
  const markChanged = useCallback(() => {
    if (applyingServerValue.current) return
    changes.current += 1
    setChangeTick((tick) => tick + 1)
  }, [])

  const form = useForm<PostFormValues>({
    initialValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      excerpt: post?.excerpt ?? '',
      coverImageUrl: post?.coverImageUrl ?? '',
      tags: post?.tags ?? [],
      authorName: post?.authorName ?? 'ReadyApps Team',
      metaDescription: post?.metaDescription ?? '',
      shareImageUrl: post?.shareImageUrl ?? '',
      state: initialState,
      publishAt:
        initialState === 'scheduled' && post?.publishedAt
          ? toLocalInput(new Date(post.publishedAt))
          : toLocalInput(new Date(Date.now() + 60 * 60 * 1000)),
    },
    onValuesChange: () => markChanged(),
    validate: {
      title: (value) =>
        value.trim() ? (value.length > 200 ? 'Keep the title under 200 characters.' : null) : 'Enter a title.',
      slug: (value) => (!value || SLUG_PATTERN.test(value) ? null : SLUG_RULE_MESSAGE),
      excerpt: (value) => (value.length > 400 ? 'Keep the excerpt under 400 characters.' : null),
      coverImageUrl: imageUrlRule,
      shareImageUrl: imageUrlRule,
      metaDescription: (value) =>
        value.trim().length > META_DESCRIPTION_MAX
          ? `Keep the meta description under ${META_DESCRIPTION_MAX} characters.`
          : null,
      tags: (value) => (value.length > 8 ? 'Use at most 8 tags.' : null),
      publishAt: (value, values) => {
        if (values.state !== 'scheduled') return null
        const date = new Date(value)
        if (Number.isNaN(date.getTime())) return 'Enter a valid date and time.'
        return date.getTime() <= Date.now() ? 'Pick a time in the future.' : null
      },
    },
  })

  /** Drafts save themselves; a published or scheduled post changes only when the admin saves. */
  const autosaves = () => form.getValues().state === 'draft' && (!saved.current || saved.current.state === 'draft')

  const suggestSlug = async (title: string) => {
    if (slugTouched.current || !title.trim() || saved.current) return
    try {
      const suggestion = await suggestPostSlug({ data: { title, id: post?.id } })
      // Never over a slug the admin typed, nor while the field has the focus (it would land mid-typing).
      if (!slugTouched.current && document.activeElement !== slugInput.current) form.setFieldValue('slug', suggestion)
    } catch {
      // the server picks a slug on save anyway
    }
  }

  /**
   * Saves the post. `auto`: a quiet draft save (no status change, no notification). `close`:
   * the admin's Save button: the chosen status is applied and the modal closes.
   */
  const save = (mode: { auto?: boolean; close?: boolean }) => {
    const run = async (): Promise<boolean> => {
      const values = form.getValues()
      if (mode.auto) {
        // Nothing left to save (a save queued before this one took every change): a success, so
        // a preview waiting on it opens rather than closing its tab.
        if (!isDirty()) return saved.current !== null
        if (!autosaves() || !form.isValid()) return false
      } else if (form.validate().hasErrors) {
        return false
      }
      const startedAt = changes.current
      setSaving(true)
      if (!mode.auto) setError(null)
      try {
        const content = (await editorRef.current?.save()) ?? { blocks: [] }
        const payload = {
          title: values.title,
          ...(values.slug ? { slug: values.slug } : {}),
          excerpt: values.excerpt,
          coverImageUrl: values.coverImageUrl || null,
          tags: values.tags,
          authorName: values.authorName,
          metaDescription: values.metaDescription,
          shareImageUrl: values.shareImageUrl || null,
          content,
        }
        const target = mode.auto
          ? undefined
          : values.state === 'scheduled'
            ? { state: 'scheduled' as const, publishAt: new Date(values.publishAt).toISOString() }
            : { state: values.state }
        const result = saved.current
          ? await updatePost({ data: { id: saved.current.id, patch: payload, target } })
          : await createPost({ data: { post: payload, target } })
        saved.current = { id: result.id, state: result.state }
        savedChanges.current = startedAt
        setSavedAt(new Date())
        setError(null)
        if (!slugTouched.current && values.slug !== result.slug) {
          // The server's slug, shown without counting as an edit.
          applyingServerValue.current = true
          form.setFieldValue('slug', result.slug)
          applyingServerValue.current = false
        }
        onSaved()
        if (mode.close) {
          notifications.show({
            color: 'green',
            title: post ? 'Post saved' : 'Post created',
            message:
              result.state === 'published'
                ? 'It is live on the blog.'
                : result.state === 'scheduled'
                  ? `It will appear on ${formatAdminDateTime(new Date(values.publishAt))}.`
                  : 'Saved as a draft.',
          })
          onClose()
        }
        return true
      } catch (caught) {
        const envelope = readPublicError(caught)
        setError(mode.auto ? `Not saved yet: ${envelope.message}` : envelope.message)
        if (envelope.fields) form.setErrors(envelope.fields)
        return false
      } finally {
        setSaving(false)
      }
    }
    // One save at a time, in order: an autosave and a click never race.
    const next = saveChain.current.then(run, run)
    saveChain.current = next
    return next
  }

  // Autosave: a moment after the last change, drafts only.
  useEffect(() => {
    if (changeTick === 0) return
    const timer = setTimeout(() => void save({ auto: true }), AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads the latest values itself
  }, [changeTick])

  // Ctrl/Cmd+S saves (and keeps the editor open) instead of the browser's "Save page".
  useEffect(() => {
    if (!opened) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        void save({})
      }
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads the latest values itself
  }, [opened])

  // Leaving the page (router navigation, reload, closing the tab) with unsaved changes asks first.
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty(),
    enableBeforeUnload: () => isDirty(),
    withResolver: true,
  })

  const requestClose = () => {
    if (isDirty()) setConfirmingClose(true)
    else onClose()
  }

  const keepEditing = () => {
    setConfirmingClose(false)
    if (blocker.status === 'blocked') blocker.reset()
  }

  const preview = async () => {
    // Opened at once (inside the click) so no popup blocker interferes; pointed at the preview after the save.
    const tab = window.open('about:blank', '_blank')
    const ok = autosaves() && isDirty() ? await save({ auto: true }) : true
    if (!saved.current || !ok) {
      tab?.close()
      if (!saved.current) setError('Give the post a title first: the preview shows the saved draft.')
      return
    }
    const url = `/admin/dashboard/posts/${saved.current.id}/preview`
    if (tab) tab.location.href = url
    else window.open(url, '_blank')
  }

  const uploadInto = async (field: 'coverImageUrl' | 'shareImageUrl', file: File | null) => {
    if (!file) return
    try {
      const image = await uploadImage(file)
      form.setFieldValue(field, image.url)
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'The upload failed.'
      form.setFieldError(field, message)
    }
  }

  const values = form.getValues()
  const uploadButton = (field: 'coverImageUrl' | 'shareImageUrl', label: string) => (
    <FileButton onChange={(file) => void uploadInto(field, file)} accept={IMAGE_ACCEPT}>
      {(props) => (
        <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />} aria-label={label}>
          Upload
        </Button>
      )}
    </FileButton>
  )

  /** A one-line field: bound to the form, and Enter in it never submits. */
  const lineField = (field: keyof PostFormValues) => ({ ...form.getInputProps(field), onKeyDown: noEnter })
  /** An image URL: typed in, or filled in by the upload button at the field's end. */
  const imageUrlField = (field: 'coverImageUrl' | 'shareImageUrl', uploadLabel: string) => ({
    ...lineField(field),
    rightSectionWidth: 96,
    rightSection: uploadButton(field, uploadLabel),
  })

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={post ? 'Edit post' : 'Create post'}
        size="xl"
        closeOnClickOutside={false}
      >
        {/*
          No submit: saving is the button or Ctrl/Cmd+S, so Enter in a field never sends a half-written post.
          No native post either: the editor is opened by the hydrated page only (its buttons are disabled
          until then, admin-posts-page.tsx), so the browser never posts it on its own.
        */}
        <form method="post" onSubmit={(event) => event.preventDefault()} noValidate>
          <Stack gap="md">
            {error ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label="Title"
              required
              {...lineField('title')}
              onBlur={(event) => void suggestSlug(event.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Slug"
                description="The address: /blog/your-slug"
                {...lineField('slug')}
                ref={slugInput}
                onChange={(event) => {
                  slugTouched.current = true
                  form.setFieldValue('slug', event.currentTarget.value)
                }}
              />
              <TextInput label="Author" {...lineField('authorName')} />
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
                {...imageUrlField('coverImageUrl', 'Upload a cover image')}
              />
              <TagsInput
                label="Tags"
                placeholder="Add a tag and press Enter"
                maxTags={8}
                {...form.getInputProps('tags')}
              />
            </SimpleGrid>
            <BlockEditor
              ref={editorRef}
              initial={post?.content}
              onChange={markChanged}
              onUploadError={(message) => notifications.show({ color: 'red', title: 'Image not uploaded', message })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Textarea
                label="Meta description"
                description={`For search results, at most ${META_DESCRIPTION_MAX} characters. Empty: the excerpt.`}
                autosize
                minRows={2}
                maxRows={4}
                placeholder={values.excerpt || undefined}
                {...form.getInputProps('metaDescription')}
              />
              <TextInput
                label="Share image URL"
                description="For shared links. Empty: the generated card with the title."
                placeholder={`/og/post/${values.slug || 'your-slug'}.png`}
                {...imageUrlField('shareImageUrl', 'Upload a share image')}
              />
            </SimpleGrid>
            <Group justify="space-between" align="flex-end" mt="sm" gap="md">
              <Stack gap={6}>
                <Text fz="sm" fw={500} id="post-status-label">
                  Status
                </Text>
                <SegmentedControl
                  aria-labelledby="post-status-label"
                  data={[
                    { value: 'draft', label: 'Draft' },
                    { value: 'published', label: 'Published' },
                    { value: 'scheduled', label: 'Scheduled' },
                  ]}
                  {...form.getInputProps('state')}
                />
                {values.state === 'scheduled' ? (
                  <TextInput
                    type="datetime-local"
                    label="Publish at"
                    description="Your local time. The post appears on the blog then."
                    step={1}
                    {...lineField('publishAt')}
                  />
                ) : null}
              </Stack>
              <Stack gap={6} align="flex-end">
                <Text fz="xs" c="dimmed" aria-live="polite" data-testid="save-state" mih={18}>
                  {saving ? 'Saving…' : savedAt ? `Saved at ${savedAtFormat.format(savedAt)}` : ''}
                </Text>
                <Group gap="xs">
                  <Button variant="default" onClick={requestClose}>
                    Cancel
                  </Button>
                  <Button variant="light" onClick={() => void preview()}>
                    Preview
                  </Button>
                  <Button onClick={() => void save({ close: true })} loading={saving}>
                    {post ? 'Save changes' : 'Create post'}
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={confirmingClose || blocker.status === 'blocked'}
        onClose={keepEditing}
        title="Discard unsaved changes?"
        zIndex={400}
        size="sm"
      >
        <Stack gap="md">
          <Text fz="sm">Your latest changes to this post are not saved yet. If you leave now they are lost.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={keepEditing}>
              Keep editing
            </Button>
            <Button
              color="red"
              onClick={() => {
                savedChanges.current = changes.current
                setConfirmingClose(false)
                if (blocker.status === 'blocked') blocker.proceed()
                else onClose()
              }}
            >
              Discard changes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
