-- Uploaded images (issue 13): content-addressed (the id is a hash of the bytes, so URLs can be
-- cached for a year). The bytes live here in the embedded/Postgres mode; with Supabase Storage
-- configured they live in the bucket and `data` stays NULL. Width variants are made on request.
CREATE TABLE media (
  id text PRIMARY KEY CHECK (id ~ '^[a-f0-9]{32}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 5242880),
  width integer NOT NULL CHECK (width BETWEEN 1 AND 20000),
  height integer NOT NULL CHECK (height BETWEEN 1 AND 20000),
  storage text NOT NULL DEFAULT 'database' CHECK (storage IN ('database', 'supabase')),
  data bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT media_bytes_where_stored CHECK (storage <> 'database' OR data IS NOT NULL)
);

-- Per-post SEO: empty description means "use the excerpt"; no share image means the generated card.
ALTER TABLE posts ADD COLUMN meta_description text NOT NULL DEFAULT '' CHECK (char_length(meta_description) <= 160);
ALTER TABLE posts ADD COLUMN share_image_url text CHECK (char_length(share_image_url) <= 500);
