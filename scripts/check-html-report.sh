#!/usr/bin/env bash
# The printable report in a real browser: builds a class history with the divequiz binary
# (scripts/class-scenario.py), writes `report --html` for the whole class (English) and for
# the exam sheet of seed 4711 (French), prints each with headless Chromium to a PNG and to a
# PDF, and checks that both are not blank. Installs Chromium from the distribution's packages
# when it is missing. Run from .ci/run; DIVEQUIZ_HTML_OUT=DIR keeps the files there.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=""
for name in chromium chromium-browser; do
  if command -v "$name" >/dev/null 2>&1; then browser=$(command -v "$name"); break; fi
done
if [ -z "$browser" ]; then
  echo "== installing chromium (apt-get)"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  browser=$(command -v chromium)
fi

swift build >/dev/null
binary=.build/debug/divequiz
out=${DIVEQUIZ_HTML_OUT:-$(mktemp -d -t divequiz-html-XXXXXX)}
mkdir -p "$out"
out=$(cd "$out" && pwd)
python3 scripts/class-scenario.py --binary "$binary" --out "$out" >/dev/null

"$binary" --history "$out/class.jsonl" --lang en report --html "$out/class.html"
"$binary" --history "$out/class.jsonl" --lang fr report seed 4711 --html "$out/exam-fr.html"

# Headless Chromium: no sandbox (containers, root), no GPU, a fresh profile each run.
render() {
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$out/profile" "$@" 2>"$out/chromium.log" >/dev/null
}
for page in class exam-fr; do
  echo "== rendering $page.html"
  render --window-size=794,1123 --screenshot="$out/$page.png" "file://$out/$page.html"
  render --no-pdf-header-footer --print-to-pdf="$out/$page.pdf" "file://$out/$page.html"
done

python3 - "$out" class exam-fr <<'PYEOF'
"""A page is not blank: the PNG has many colours and ink on it, the PDF has text drawn."""
import re
import struct
import sys
import zlib

folder, pages = sys.argv[1], sys.argv[2:]


def png_pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, colour = header[:4]
    assert depth == 8 and colour in (2, 6), "unexpected PNG format %s" % (header,)
    step = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * step
    previous = bytearray(stride)
    pixels = []
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up = previous[i]
            corner = previous[i - step] if i >= step else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        pixels.extend(bytes(line[i:i + 3]) for i in range(0, stride, step))
        previous = line
    return pixels


def pdf_text_operators(path):
    data = open(path, "rb").read()
    assert data.startswith(b"%PDF"), "not a PDF"
    count = 0
    for match in re.finditer(rb"stream\r?\n(.*?)endstream", data, re.S):
        try:
            stream = zlib.decompress(match.group(1))
        except zlib.error:
            continue
        count += len(re.findall(rb"\bT[Jj]\b", stream))
    return len(data), len(re.findall(rb"/Type\s*/Page\b", data)), count


failed = False
for page in pages:
    pixels = png_pixels("%s/%s.png" % (folder, page))
    colours = len(set(pixels))
    ink = sum(1 for p in pixels if p != b"\xff\xff\xff") / len(pixels)
    size, page_count, texts = pdf_text_operators("%s/%s.pdf" % (folder, page))
    ok = colours > 16 and ink > 0.02 and page_count >= 1 and texts > 20 and size > 10_000
    failed |= not ok
    print("%s %s.png: %d colours, %.1f%% not white; %s.pdf: %d bytes, %d page(s), %d text runs"
          % ("ok  " if ok else "FAIL", page, colours, ink * 100, page, size, page_count, texts))
sys.exit(1 if failed else 0)
PYEOF
echo "pages and renderings in $out"
