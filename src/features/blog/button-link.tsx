import { Button, type ButtonProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>(
  function ButtonAnchor(props, ref) {
    return <Button component="a" ref={ref} {...props} />
  },
)

/** A Mantine Button that is a typed router link (typed `to`, `params` and `search`). */
export const ButtonLink = createLink(ButtonAnchor)
