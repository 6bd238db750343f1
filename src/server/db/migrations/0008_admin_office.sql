-- Back office (issue 13): where a newsletter sign-up came from, and admin sessions that are
-- renewed while used and end after an idle limit.

-- The site path the footer form was sent from (e.g. '/blog/some-post'); NULL for older rows.
ALTER TABLE newsletter_subscribers ADD COLUMN source_page text CHECK (char_length(source_page) <= 200);

-- The admin list and the dashboard read subscribers newest first.
CREATE INDEX newsletter_subscribers_created_idx ON newsletter_subscribers (created_at DESC, id);

-- Last request seen on a session: idle sessions end (ADMIN_IDLE_MINUTES). Written at most once
-- a minute per session, so reading a page does not always cost a write.
ALTER TABLE admin_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();

