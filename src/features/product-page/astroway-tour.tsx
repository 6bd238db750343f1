import { astrowayContent, type ShowcaseTabId } from '~/content/astroway'
import { FeatureTabs } from './feature-tabs'
import { CheckList } from './icon-point'
import { productLook } from './product-look'

const product = productLook('astroway', astrowayContent)

/** The product tour: Astroway's feature tabs, each with its check list (an island: its tab lives in the URL). */
export function AstrowayTour({ tab, onTabChange }: { tab: ShowcaseTabId; onTabChange: (tab: ShowcaseTabId) => void }) {
  return (
    <FeatureTabs
      product={product}
      id="showcase"
      eyebrow="Product tour"
      testIdPrefix="showcase"
      searchParam="tab"
      content={astrowayContent.showcase}
      value={tab}
      onChange={onTabChange}
      renderDetails={(t) => <CheckList items={t.points} color={product.color} />}
    />
  )
}
