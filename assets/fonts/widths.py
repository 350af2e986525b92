#!/usr/bin/env python3
"""Print the advance widths (per 1000 em) of the characters the board picture uses, for
src/render/map/metrics.rs. Reads the TTF tables directly (cmap format 4, hmtx), no library.
Usage: python3 assets/fonts/widths.py > /tmp/widths.txt"""
import struct, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
CHARS = [chr(c) for c in range(32, 127)] + list("×·…−↔é")
# The Russian alphabet А..я (U+0410..U+044F), then Ё, ё, « and ».
CYRILLIC = [chr(c) for c in range(0x410, 0x450)] + list("Ёё«»")

def tables(data):
    n = struct.unpack(">H", data[4:6])[0]
    out = {}
    for i in range(n):
        tag, _, off, ln = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
        out[tag.decode()] = (off, ln)
    return out

def widths(path):
    data = open(path, "rb").read()
    t = tables(data)
    units = struct.unpack(">H", data[t["head"][0] + 18: t["head"][0] + 20])[0]
    hhea = t["hhea"][0]
    metrics = struct.unpack(">H", data[hhea + 34: hhea + 36])[0]
    cmap = t["cmap"][0]
    count = struct.unpack(">H", data[cmap + 2: cmap + 4])[0]
    sub = None
    for i in range(count):
        pid, eid, off = struct.unpack(">HHI", data[cmap + 4 + 8 * i: cmap + 12 + 8 * i])
        if pid == 3 and eid == 1:
            sub = cmap + off
    segs = struct.unpack(">H", data[sub + 6: sub + 8])[0] // 2
    base = sub + 14
    ends = struct.unpack(">%dH" % segs, data[base: base + 2 * segs])
    starts_at = base + 2 * segs + 2
    starts = struct.unpack(">%dH" % segs, data[starts_at: starts_at + 2 * segs])
    deltas = struct.unpack(">%dh" % segs, data[starts_at + 2 * segs: starts_at + 4 * segs])
    ranges_at = starts_at + 4 * segs
    ranges = struct.unpack(">%dH" % segs, data[ranges_at: ranges_at + 2 * segs])

    def glyph(code):
        for i in range(segs):
            if starts[i] <= code <= ends[i]:
                if ranges[i] == 0:
                    return (code + deltas[i]) & 0xFFFF
                at = ranges_at + 2 * i + ranges[i] + 2 * (code - starts[i])
                g = struct.unpack(">H", data[at: at + 2])[0]
                return (g + deltas[i]) & 0xFFFF if g else 0
        return 0

    hmtx = t["hmtx"][0]
    def advance(g):
        g = min(g, metrics - 1)
        return struct.unpack(">H", data[hmtx + 4 * g: hmtx + 4 * g + 2])[0]
    return [round(advance(glyph(ord(c))) * 1000 / units) for c in CHARS + CYRILLIC]

for name in ["DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"]:
    w = widths(os.path.join(HERE, name))
    print(name)
    print("ascii:", ", ".join(str(x) for x in w[:95]))
    print("extra:", list(zip(CHARS[95:], w[95:len(CHARS)])))
    print("cyrillic:", ", ".join(str(x) for x in w[len(CHARS):len(CHARS) + 64]))
    print("more:", list(zip(CYRILLIC[64:], w[len(CHARS) + 64:])))
