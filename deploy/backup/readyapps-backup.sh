#!/bin/sh
# ReadyApps daily backup: one pg_dump of the whole database in the custom format (posts, leads,
# subscribers, admin accounts, and the uploaded images: table `media`, the bytes in the row),
# written under a temporary name and renamed once complete and readable, then dumps older than
# BACKUP_KEEP_DAYS are removed. The outbox folders are left alone (files of the instances, only
# until the database is back; not data the dump should hold).
#
#   DATABASE_URL      the live database (from /etc/readyapps/readyapps.env)          required
#   BACKUP_DIR        where the dumps go                      default /var/backups/readyapps
#   BACKUP_KEEP_DAYS  how many days of dumps are kept                          default 14
#   PG_BIN            folder of pg_dump/pg_restore of the server's major version or newer
#                     (e.g. /usr/lib/postgresql/16/bin); default: the ones on PATH
#
# Prints the path of the new dump. Exit status: 0 done, 1 failed (nothing half-written is left).
set -eu

: "${DATABASE_URL:?DATABASE_URL is not set (the live database)}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/readyapps}"
BACKUP_KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
bin() { if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$1"; else echo "$1"; fi; }

umask 077
mkdir -p "$BACKUP_DIR"
stamp=$(date -u +%Y-%m-%dT%H%M%SZ)
dump="$BACKUP_DIR/readyapps-$stamp.dump"
partial="$dump.partial"
trap 'rm -f "$partial"' EXIT

# pg_dump refuses a server newer than itself; say which versions meet.
server=$("$(bin psql)" "$DATABASE_URL" -XAtqc 'SHOW server_version_num')
client=$("$(bin pg_dump)" --version | sed -E 's/[^0-9]*([0-9]+).*/\1/')
if [ "$client" -lt "$((server / 10000))" ]; then
  echo "readyapps-backup: pg_dump $client is older than the server ($((server / 10000))): set PG_BIN" >&2
  exit 1
fi

"$(bin pg_dump)" --format=custom --compress=6 --no-owner --file="$partial" "$DATABASE_URL"
# A dump that pg_restore cannot read is no backup.
"$(bin pg_restore)" --list "$partial" >/dev/null
mv "$partial" "$dump"
trap - EXIT

# Images kept in Supabase Storage (SUPABASE_SERVICE_ROLE_KEY set) are not in the dump: say so.
elsewhere=$("$(bin psql)" "$DATABASE_URL" -XAtqc "SELECT count(*) FROM media WHERE storage <> 'database'" 2>/dev/null || echo 0)
if [ "${elsewhere:-0}" != "0" ]; then
  echo "readyapps-backup: $elsewhere image(s) live in Supabase Storage, not in this dump (Supabase backs them up)" >&2
fi

# Keep BACKUP_KEEP_DAYS days: a dump older than that (by its file time) goes.
find "$BACKUP_DIR" -maxdepth 1 -name 'readyapps-*.dump' -type f -mtime "+$((BACKUP_KEEP_DAYS - 1))" -delete
find "$BACKUP_DIR" -maxdepth 1 -name 'readyapps-*.dump.partial' -type f -mmin +720 -delete

echo "$dump"
