import { Box, Loader, Text } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type EditorJS from '@editorjs/editorjs'
import type { OutputData, ToolConstructable } from '@editorjs/editorjs'
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'

export interface BlockEditorHandle {
  /** The editor's blocks in the stored format (image blocks as { file: { url }, caption }). */
  save: () => Promise<{ blocks: unknown[] }>
}

type Block = { id?: string; type: string; data: Record<string, unknown> }

/** Stored image blocks use { file: { url } }; the simple-image tool edits { url }. */
function toEditor(blocks: Block[]): Block[] {
  return blocks.map((block) =>
    block.type === 'image'
      ? {
          ...block,
          data: {
            url: (block.data.file as { url?: string } | undefined)?.url ?? '',
            caption: block.data.caption ?? '',
          },
        }
      : block,
  )
}

function fromEditor(blocks: Block[]): Block[] {
  return blocks.map((block) =>
    block.type === 'image'
      ? { ...block, data: { file: { url: String(block.data.url ?? '') }, caption: String(block.data.caption ?? '') } }
      : block,
  )
}

/**
 * Editor.js, loaded only here (the admin), only in the browser. The server validates and
 * sanitises whatever it saves: the editor is a convenience, not a safety net.
 */
export const BlockEditor = forwardRef<BlockEditorHandle, { initial?: { blocks?: unknown[] } }>(function BlockEditor(
  { initial },
  ref,
) {
  const holder = useRef<HTMLDivElement>(null)
  const editor = useRef<EditorJS | null>(null)
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const initialRef = useRef(initial)
  // The page's CSP nonce, for the <style> Editor.js adds (its tools' sheets are allowed by hash).
  const styleNonce = useRef(useRouter().options.ssr?.nonce)

  useImperativeHandle(ref, () => ({
    save: async () => {
      if (!editor.current) return { blocks: (initialRef.current?.blocks ?? []) as unknown[] }
      const output: OutputData = await editor.current.save()
      return { blocks: fromEditor(output.blocks as Block[]) }
    },
  }))

  useEffect(() => {
    let cancelled = false
    let instance: EditorJS | null = null
    ;(async () => {
      try {
        const [
          { default: EditorJSClass },
          { default: Header },
          { default: List },
          { default: Quote },
          { default: SimpleImage },
        ] = await Promise.all([
          import('@editorjs/editorjs'),
          import('@editorjs/header'),
          import('@editorjs/list'),
          import('@editorjs/quote'),
          import('@editorjs/simple-image'),
        ])
        if (cancelled || !holder.current) return
        instance = new EditorJSClass({
          holder: holder.current,
          ...(styleNonce.current ? { style: { nonce: styleNonce.current } } : {}),
          placeholder: 'Write your post. Press Tab or "+" for headings, lists, checklists, quotes and images.',
          data: { blocks: toEditor((initialRef.current?.blocks ?? []) as Block[]) as OutputData['blocks'] },
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
            image: { class: SimpleImage },
          },
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
