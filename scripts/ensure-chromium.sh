#!/usr/bin/env bash
# Browser tests and benchmarks drive Debian's Chromium. Install it through apt
# when it is missing, or stop with a message saying how.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$chromium" ] && "$chromium" --version >/dev/null 2>&1; then
  exit 0
fi

if [ "$chromium" = /usr/bin/chromium ] && command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else sudo="none"; fi
  if [ "$sudo" != none ]; then
    echo "Chromium is missing: installing Debian's chromium package through apt-get..."
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium >/dev/null
    "$chromium" --version
    exit 0
  fi
fi

cat >&2 <<MSG
Browser tests need Chromium at $chromium, and it is missing or does not start.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.
MSG
exit 1
