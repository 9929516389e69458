#!/usr/bin/env bash
# Builds the partner examples the way a partner gets the packages: `npm pack` of @jobhub/sdk and
# @jobhub/widgets (built first: `npm run build`), then each app installs the two tarballs with plain
# npm and builds. The apps are copied out of the monorepo first (JOBHUB_EXAMPLES_DIR, default
# $TMPDIR/jobhub-examples) so nothing resolves from the monorepo's node_modules: a dependency the
# tarballs forget fails here. Their node_modules stay there between runs (npm's cache does the rest).
# With JOBHUB_PACKS_DIR holding jobhub-sdk.tgz and jobhub-widgets.tgz (scripts/check-packages.ts
# keeps them there in .ci/run), those tarballs are installed instead of packing again.
# Prints how long each part took. e2e/examples.e2e.ts serves the results.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK="${JOBHUB_EXAMPLES_DIR:-${TMPDIR:-/tmp}/jobhub-examples}"
APPS=(vite-react next-app)
export NEXT_TELEMETRY_DISABLED=1

timed() {
  local label=$1
  shift
  local started=$SECONDS
  "$@"
  printf '[examples] %s: %d s\n' "$label" $((SECONDS - started))
}

pack() {
  rm -rf "$WORK/.packs" && mkdir -p "$WORK/.packs"
  if [[ -n "${JOBHUB_PACKS_DIR:-}" && -f "$JOBHUB_PACKS_DIR/jobhub-sdk.tgz" && -f "$JOBHUB_PACKS_DIR/jobhub-widgets.tgz" ]]; then
    cp "$JOBHUB_PACKS_DIR/jobhub-sdk.tgz" "$JOBHUB_PACKS_DIR/jobhub-widgets.tgz" "$WORK/.packs/"
    return
  fi
  for workspace in sdk widgets; do
    local file
    file=$(npm pack -w "@jobhub/$workspace" --pack-destination "$WORK/.packs" --silent | tail -n 1)
    # A fixed name, so the apps' package.json point at file:../.packs/jobhub-<name>.tgz.
    mv "$WORK/.packs/$file" "$WORK/.packs/jobhub-$workspace.tgz"
  done
}

copy_app() {
  local app=$1
  mkdir -p "$WORK/$app"
  # Sources only; the app's node_modules in WORK are kept, its previous build is not.
  rm -rf "$WORK/$app/dist" "$WORK/$app/.next"
  tar -C "examples/$app" --exclude=node_modules --exclude=dist --exclude=.next -cf - . | tar -C "$WORK/$app" -xf -
}

install_app() {
  # The tarballs change on every pack: drop the installed copies so npm unpacks the new ones.
  rm -rf "$WORK/$1/node_modules/@jobhub"
  (cd "$WORK/$1" && npm install --no-audit --no-fund --prefer-offline --loglevel=error)
}

build_app() {
  (cd "$WORK/$1" && npm run build --silent)
}

started=$SECONDS
timed "npm pack (sdk, widgets)" pack
for app in "${APPS[@]}"; do
  copy_app "$app"
  timed "$app: npm install" install_app "$app"
  timed "$app: build" build_app "$app"
done
printf '[examples] built in %s (total %d s)\n' "$WORK" $((SECONDS - started))
