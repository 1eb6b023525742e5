#!/bin/sh
# The README's two commands (`npm start`, `npm test`) land here on a machine that may have only
# Node 20 and npm: bring pnpm, install the workspace (which brings Node 24), then hand over.
set -e
cd "$(dirname "$0")/.."
PNPM_VERSION=10.34.8

if [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  PNPM=pnpm
elif npm install --global "pnpm@$PNPM_VERSION" >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  PNPM=pnpm
else
  PNPM="npx --yes pnpm@$PNPM_VERSION"
fi

$PNPM install --frozen-lockfile
case "$1" in
  start) exec $PNPM run start:app ;;
  test) exec $PNPM run test:all ;;
  *) echo "usage: scripts/bootstrap.sh start|test" >&2; exit 2 ;;
esac
