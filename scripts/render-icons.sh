#!/bin/sh
# Renders the app icons (public/icon-192.png, icon-512.png, icon-maskable-512.png) from public/icon.svg with headless
# Chromium. Run once after changing the icon; the PNGs are committed. Needs /usr/bin/chromium (or CHROMIUM).
set -eu
cd "$(dirname "$0")/.."
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
SVG="$(cat public/icon.svg)"
page() { # $1 size, $2 body css, $3 inner html
  printf '<!doctype html><html><head><style>html,body{margin:0;width:%spx;height:%spx;overflow:hidden;background:transparent}%s</style></head><body>%s</body></html>' "$1" "$1" "$2" "$3" > "$TMP/p.html"
}
shoot() { # $1 size, $2 out
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --default-background-color=00000000 --window-size="$1,$1" --screenshot="$TMP/out.png" "file://$TMP/p.html" >/dev/null 2>&1
  cp "$TMP/out.png" "$2"
}
for size in 192 512; do
  page "$size" "svg{display:block;width:100%;height:100%}" "$SVG"
  shoot "$size" "public/icon-$size.png"
done
# maskable: full-bleed brand colour, the mark inside the 80% safe zone
page 512 "body{background:#3b1d8f;display:grid;place-items:center}svg{width:66%;height:66%}" "$SVG"
shoot 512 public/icon-maskable-512.png
echo "icons written to public/"
