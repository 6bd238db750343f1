import { Text, type TextProps } from '@mantine/core'
import { formatPrice, type PriceValue } from '~/domain/currency'
import { usePreference } from './preference-context'

/** Every price on the site renders through this, in the visitor's currency. */
export function PriceTag({ value, ...props }: { value: PriceValue } & TextProps) {
  const { currency } = usePreference()
  return (
    <Text component="span" data-price data-currency={currency} {...props}>
      {formatPrice(value, currency)}
    </Text>
  )
}

/** The big price of a package or plan: heavy and tightly spaced; the size and line height are the caller's. */
export function HeadlinePrice(props: { value: PriceValue } & TextProps) {
  return <PriceTag fw={800} lts="-0.02em" {...props} />
}
