-- Blog posts. Content is Editor.js JSON (sanitised before it is stored). Slugs are unique and
-- limited to lowercase letters, digits and single hyphens. A published post always has a date.
CREATE TABLE posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  slug text NOT NULL CHECK (char_length(slug) <= 100 AND slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  excerpt text NOT NULL DEFAULT '' CHECK (char_length(excerpt) <= 400),
  cover_image_url text CHECK (char_length(cover_image_url) <= 500),
  content jsonb NOT NULL DEFAULT '{"blocks": []}'::jsonb,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  tags text[] NOT NULL DEFAULT '{}',
  author_name text NOT NULL DEFAULT 'ReadyApps Team' CHECK (char_length(author_name) BETWEEN 1 AND 100),
  reading_minutes integer NOT NULL DEFAULT 1 CHECK (reading_minutes >= 1),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT posts_slug_key UNIQUE (slug),
  CONSTRAINT posts_published_has_date CHECK (status = 'draft' OR published_at IS NOT NULL)
);

-- The public list: published posts, newest first (the slug look-up uses posts_slug_key).
CREATE INDEX posts_published_idx ON posts (published_at DESC, id DESC) WHERE status = 'published';

-- Tag filter (tags @> ARRAY[$1]).
CREATE INDEX posts_tags_idx ON posts USING gin (tags);

-- Admin list: every status, most recently edited first.
CREATE INDEX posts_updated_idx ON posts (updated_at DESC);
