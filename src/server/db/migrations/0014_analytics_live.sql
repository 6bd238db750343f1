-- Today's analytics kept up to date as events are stored (issue 49), so the dashboard reads a few
-- hundred rows for the days not rolled up yet instead of counting their raw events. The event sink
-- writes these in the transaction that inserts the events; the day's roll-up still recomputes the
-- finished day exactly from the raw events and then deletes the day's rows here. Every write is an
-- upsert that adds or keeps a minimum, so batches from several instances give the same figures in
-- any order. src/server/analytics/live-figures.server.ts holds the SQL.

-- Figures that do not depend on the visit's landing: total (value ''), page, device, country ('' =
-- unknown). visitors: members of analytics_live_visitors for the same (day, dimension, value).
CREATE TABLE analytics_live (
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('total', 'page', 'device', 'country')),
  value text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  contact_opens integer NOT NULL DEFAULT 0,
  leads integer NOT NULL DEFAULT 0,
  signups integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, dimension, value)
);

-- Which visitor keys have viewed within (day, dimension, value): a visitor counts once there.
CREATE TABLE analytics_live_visitors (
  day date NOT NULL,
  dimension text NOT NULL,
  value text NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (day, dimension, value, visitor)
);

-- Each visitor's day: its landing, the first view (at, its referrer host and utm_campaign, '' = none;
-- NULL while the visitor has only other events), which gives every event of the visit its source and
-- campaign, and the visit's events by kind.
CREATE TABLE analytics_visits (
  day date NOT NULL,
  visitor text NOT NULL,
  at timestamptz,
  source text,
  campaign text,
  views integer NOT NULL,
  contact_opens integer NOT NULL,
  leads integer NOT NULL,
  signups integer NOT NULL,
  PRIMARY KEY (day, visitor)
);

-- The events that can count under a source or campaign of their own, by what each carried itself
-- (referrer host, utm_campaign; '' = none): events other than views (their visitor may have no view
-- that day) and views with a campaign (their visit's landing may have none).
CREATE TABLE analytics_visit_parts (
  day date NOT NULL,
  visitor text NOT NULL,
  source text NOT NULL,
  campaign text NOT NULL,
  views integer NOT NULL,
  contact_opens integer NOT NULL,
  leads integer NOT NULL,
  signups integer NOT NULL,
  PRIMARY KEY (day, visitor, source, campaign)
);
