#!/bin/sh
# Restores the newest ReadyApps dump into a scratch database and compares it with the live one:
# the row count of every table, and a checksum of the uploaded images (each image's id and the
# SHA-256 of its bytes). The scratch database is dropped afterwards, whatever the outcome.
#
#   DATABASE_URL          the live database                                         required
#   BACKUP_DIR            where the dumps are                 default /var/backups/readyapps
#   RESTORE_CHECK_URL     a database on the same server whose user may CREATE DATABASE, to
#                         create the scratch one from (default: DATABASE_URL; the readyapps
#                         user then needs CREATEDB: ALTER ROLE readyapps CREATEDB)
#   PG_BIN                as in readyapps-backup.sh
#   RESTORE_CHECK_DUMP    a dump to check instead of the newest one
#
# Run right after the backup (the timer does): rows written between the dump and the check show
# as differences. Exit status: 0 the dump restores and matches, 1 it does not (each difference is
# printed), 2 no dump or no database.
set -eu

: "${DATABASE_URL:?DATABASE_URL is not set (the live database)}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/readyapps}"
admin_url="${RESTORE_CHECK_URL:-$DATABASE_URL}"
bin() { if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$1"; else echo "$1"; fi; }
psql_at() { "$(bin psql)" "$1" -XAtq -v ON_ERROR_STOP=1 -c "$2"; }

dump="${RESTORE_CHECK_DUMP:-$(ls -1t "$BACKUP_DIR"/readyapps-*.dump 2>/dev/null | head -n 1 || true)}"
if [ -z "$dump" ] || [ ! -f "$dump" ]; then
  echo "readyapps-restore-check: no dump in $BACKUP_DIR" >&2
  exit 2
fi

scratch="readyapps_restore_check_$$"
# The scratch database's URL: the admin URL with its database name replaced.
scratch_url=$(printf '%s' "$admin_url" | sed -E "s#^(postgres(ql)?://[^/]*)/[^?]*#\\1/$scratch#")
case "$scratch_url" in *"/$scratch"*) ;; *) scratch_url="${admin_url%/}/$scratch" ;; esac
cleanup() { psql_at "$admin_url" "DROP DATABASE IF EXISTS $scratch WITH (FORCE)" >/dev/null 2>&1 || true; }
trap cleanup EXIT

psql_at "$admin_url" "CREATE DATABASE $scratch" >/dev/null
"$(bin pg_restore)" --no-owner --no-privileges --exit-on-error --dbname="$scratch_url" "$dump"

# Every table of the public schema with its row count, one "name count" line each, sorted.
COUNTS="SELECT table_name || ' ' || (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM public.%I', table_name), false, true, '')))[1]::text
  FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name"
MEDIA="SELECT count(*) || ' ' || coalesce(md5(string_agg(id || ':' || encode(sha256(coalesce(data, ''::bytea)), 'hex'), ',' ORDER BY id)), '-') FROM media"

live_counts=$(psql_at "$DATABASE_URL" "$COUNTS")
restored_counts=$(psql_at "$scratch_url" "$COUNTS")
live_media=$(psql_at "$DATABASE_URL" "$MEDIA")
restored_media=$(psql_at "$scratch_url" "$MEDIA")

status=0
if [ "$live_counts" != "$restored_counts" ]; then
  status=1
  echo "readyapps-restore-check: row counts differ (live < > restored):" >&2
  printf '%s\n' "$live_counts" > "/tmp/$scratch.live"
  printf '%s\n' "$restored_counts" > "/tmp/$scratch.restored"
  diff "/tmp/$scratch.live" "/tmp/$scratch.restored" >&2 || true
  rm -f "/tmp/$scratch.live" "/tmp/$scratch.restored"
fi
if [ "$live_media" != "$restored_media" ]; then
  status=1
  echo "readyapps-restore-check: images differ: live $live_media, restored $restored_media (count checksum)" >&2
fi
if [ "$status" -eq 0 ]; then
  tables=$(printf '%s\n' "$restored_counts" | wc -l | tr -d ' ')
  echo "readyapps-restore-check: $dump restores; $tables tables with the live row counts; images ${restored_media%% *}, checksum ${restored_media#* }"
fi
exit "$status"
