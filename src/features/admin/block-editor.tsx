import { Box, Loader, Text } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type EditorJS from '@editorjs/editorjs'
import type { OutputData, ToolConstructable } from '@editorjs/editorjs'
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { ImageTool, type ImageToolConfig } from './posts/image-tool'
import { uploadImage } from './posts/upload-image'

export interface BlockEditorHandle {
  /** The editor's blocks in the stored format (image blocks as { file: { url }, caption }). */
  save: () => Promise<{ blocks: unknown[] }>
}

/**
 * Editor.js, loaded only here (the admin), only in the browser. The server validates and
 * sanitises whatever it saves: the editor is a convenience, not a safety net.
 */
export const BlockEditor = forwardRef<
  BlockEditorHandle,
  {
    initial?: { blocks?: unknown[] }
    /** Any change of the content (typing, a new block, an upload): the modal's autosave listens. */
    onChange?: () => void
    /** A refused or failed image upload. */
    onUploadError?: (message: string) => void
  }
>(function BlockEditor({ initial, onChange, onUploadError }, ref) {
  const holder = useRef<HTMLDivElement>(null)
  const editor = useRef<EditorJS | null>(null)
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const initialRef = useRef(initial)
  // The page's CSP nonce, for the <style> Editor.js adds (its tools' sheets are allowed by hash).
  const styleNonce = useRef(useRouter().options.ssr?.nonce)
  // Refs: the editor is created once, the callbacks may change on every render.
  const onChangeRef = useRef(onChange)
  const onUploadErrorRef = useRef(onUploadError)
  useEffect(() => {
    onChangeRef.current = onChange
    onUploadErrorRef.current = onUploadError
  })

  useImperativeHandle(ref, () => ({
    save: async () => {
      if (!editor.current) return { blocks: (initialRef.current?.blocks ?? []) as unknown[] }
      const output: OutputData = await editor.current.save()
      return { blocks: output.blocks as unknown[] }
    },
  }))

  useEffect(() => {
    let cancelled = false
    let instance: EditorJS | null = null
    ;(async () => {
      try {
        const [{ default: EditorJSClass }, { default: Header }, { default: List }, { default: Quote }] =
          await Promise.all([
            import('@editorjs/editorjs'),
            import('@editorjs/header'),
            import('@editorjs/list'),
            import('@editorjs/quote'),
          ])
        const imageConfig: ImageToolConfig = {
          upload: uploadImage,
          onError: (message) => onUploadErrorRef.current?.(message),
        }
        if (cancelled || !holder.current) return
        instance = new EditorJSClass({
          holder: holder.current,
          ...(styleNonce.current ? { style: { nonce: styleNonce.current } } : {}),
          // Tab moves the focus (as it should); "/" or the "+" button opens the block menu.
          placeholder: 'Write your post. Type "/" or use the "+" button for headings, lists, quotes and images.',
          data: { blocks: (initialRef.current?.blocks ?? []) as OutputData['blocks'] },
          tools: {
            header: {
              class: Header as unknown as ToolConstructable,
              inlineToolbar: true,
              config: { levels: [2, 3, 4], defaultLevel: 2 },
            },
            list: {
              class: List as unknown as ToolConstructable,
              inlineToolbar: true,
              config: { defaultStyle: 'unordered' },
            },
            quote: { class: Quote as unknown as ToolConstructable, inlineToolbar: true },
            image: { class: ImageTool as unknown as ToolConstructable, config: imageConfig },
          },
          onChange: () => onChangeRef.current?.(),
          onReady: () => {
            if (!cancelled) setReady(true)
          },
        })
        editor.current = instance
      } catch (error) {
        console.error('Could not start the editor', error)
        if (!cancelled) setFailed(true)
      }
    })()
    return () => {
      cancelled = true
      editor.current = null
      if (instance && typeof instance.destroy === 'function') {
        instance.isReady.then(() => instance?.destroy()).catch(() => undefined)
      }
    }
  }, [])

  return (
    <Box>
      <Text component="label" fz="sm" fw={500} display="block" mb={4}>
        Content
      </Text>
      <Box
        ref={holder}
        data-testid="block-editor"
        p="sm"
        mih={260}
        bd="1px solid var(--mantine-color-default-border)"
        bdrs="md"
      />
      {!ready && !failed ? <Loader size="sm" mt="xs" aria-label="Loading the editor" /> : null}
      {failed ? (
        <Text c="red" fz="sm" mt="xs">
          The editor could not load. Reload the page and try again.
        </Text>
      ) : null}
    </Box>
  )
})
