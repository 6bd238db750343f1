#!/usr/bin/env bash
# Restarts the ReadyApps instances one at a time (after an upgrade, or a change to
# /etc/readyapps/readyapps.env): each one drains on SIGTERM, comes back, answers /healthz, and Caddy
# has seen it healthy again before the next one goes down, so visitors never lose a request.
#   sudo deploy/rolling-restart.sh            every running readyapps@PORT instance
#   sudo deploy/rolling-restart.sh 3001 3002  these ones
# SETTLE_SECONDS (default 3): the wait after an instance is healthy; longer than Caddy's
# health_interval plus one check (deploy/Caddyfile).
set -euo pipefail
settle="${SETTLE_SECONDS:-3}"
ports=("$@")
if [ "${#ports[@]}" -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units --plain --no-legend --type=service --state=active 'readyapps@*.service' |
    awk '{ print $1 }' | sed -nE 's/^readyapps@([0-9]+)\.service$/\1/p')
fi
if [ "${#ports[@]}" -lt 2 ]; then
  echo "warning: ${#ports[@]} instance(s) running; with one, the site is down while it restarts" >&2
fi
for port in "${ports[@]}"; do
  echo "restarting readyapps@$port"
  systemctl restart "readyapps@$port"
  for attempt in $(seq 1 90); do
    if curl -fsS -o /dev/null --max-time 3 "http://127.0.0.1:$port/healthz"; then break; fi
    if [ "$attempt" -eq 90 ]; then
      echo "readyapps@$port is not healthy after 90 s: stopping here, the other instances still serve." >&2
      echo "See: journalctl -u readyapps@$port -n 100" >&2
      exit 1
    fi
    sleep 1
  done
  sleep "$settle"
  echo "readyapps@$port is back"
done
echo "all instances restarted"
