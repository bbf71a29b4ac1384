#!/usr/bin/env bash
# Finds nginx for `npm run start:cluster`: $NGINX_PATH, else the one on PATH or Debian's /usr/sbin/nginx. When none
# exists and we may install it (root with apt), installs Debian's package; otherwise says exactly what to run.
set -euo pipefail
for candidate in "${NGINX_PATH:-}" "$(command -v nginx || true)" /usr/sbin/nginx; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  echo /usr/sbin/nginx
  exit 0
fi
echo "nginx is needed for the two-server cluster. Install it with:" >&2
echo "  sudo apt-get install -y nginx" >&2
echo "or point NGINX_PATH at an nginx binary." >&2
exit 1
