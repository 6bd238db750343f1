import { Anchor, type AnchorProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

/** A Mantine Anchor that is a typed router link (typed `to`, `params` and `search`). */
export const AnchorLink = createLink(function LeadAnchor({
  ref,
  ...props
}: AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <Anchor component="a" ref={ref} {...props} />
})
