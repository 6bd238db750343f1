-- Product ids from before the product registry (src/domain/product.ts, LEGACY_PRODUCT_IDS) become
-- the registry's ids, so every stored lead names a product the site still knows.
-- tests/unit/product-registry.test.ts checks that this list covers every legacy id.
UPDATE contact_requests AS lead
SET product = renamed.new_id
FROM (
  VALUES
    ('astroway-pro', 'astroway'),
    ('astropro', 'astroway'),
    ('chitchat-app', 'chitchat'),
    ('ecommerce', 'e-commerce'),
    ('fitness', 'fitness-tracker')
) AS renamed (old_id, new_id)
WHERE lead.product = renamed.old_id;
