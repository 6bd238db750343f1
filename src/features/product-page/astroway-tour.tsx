import { astrowayContent, DEFAULT_SHOWCASE_TAB, type ShowcaseTabId } from '~/content/astroway'
import { FeatureTabs } from './feature-tabs'
import { CheckList } from './icon-point'
import { productLook } from './product-look'

const product = productLook('astroway', astrowayContent)

/** The product tour: Astroway's feature tabs, each with its check list (server HTML; its tab kept in the URL). */
export function AstrowayTour({ tab }: { tab: ShowcaseTabId }) {
  return (
    <FeatureTabs
      product={product}
      id="showcase"
      eyebrow="Product tour"
      testIdPrefix="showcase"
      searchParam="tab"
      content={astrowayContent.showcase}
      value={tab}
      defaultTab={DEFAULT_SHOWCASE_TAB}
      renderDetails={(t) => <CheckList items={t.points} color={product.color} />}
    />
  )
}
