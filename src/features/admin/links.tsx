import { Anchor, Card, type AnchorProps, type CardProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }

/** A Mantine Anchor that is a typed router link (typed `to`, `params` and `search`). */
export const AnchorLink = createLink(function AdminAnchor({ ref, ...props }: AnchorProps & AnchorElementProps) {
  return <Anchor component="a" ref={ref} {...props} />
})

/** A Mantine Card that is a typed router link: the whole card is the link. */
export const CardLink = createLink(function AdminCard({ ref, ...props }: CardProps & AnchorElementProps) {
  return <Card component="a" ref={ref} {...props} />
})
