"""Screenshots compared with stored references, pixel by pixel.

A reference is a PNG under ``tests/browser/references/``. :func:`compare` fails when the new
screenshot differs in size, or in more than :data:`TOLERANCE` of its pixels by more than
:data:`CHANNEL_DELTA` in a channel (anti-aliasing noise passes; a changed picture does not).

Renewing a reference, on purpose, after a change to the card faces or the play table:

    make site
    PIQUET_RENEW_SCREENSHOTS=1 .venv/bin/pytest -q tests/browser/test_card_faces.py

writes the new screenshots over the references (the tests then pass); look at them, and commit
them with the change. A missing reference fails the same way until it is written so. A failed
comparison writes the new picture beside the reference as ``<name>.actual.png``.

The PNGs are decoded here (zlib and the five PNG filters), so the comparison needs no imaging
library.
"""

from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

REFERENCES = Path(__file__).resolve().parent / "references"
RENEW = os.environ.get("PIQUET_RENEW_SCREENSHOTS") == "1"
TOLERANCE = 0.002
CHANNEL_DELTA = 24


def decode_png(data: bytes) -> tuple[int, int, int, bytes]:
    """Width, height, channels and the raw pixel bytes of an 8-bit, non-interlaced PNG (grey,
    RGB or RGBA: what Chromium's screenshots are)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat = 8, b""
    width = height = channels = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace:
                raise ValueError(f"unsupported PNG (depth {depth}, interlace {interlace})")
            channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    out = bytearray(height * stride)
    prev = bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        out[y * stride : (y + 1) * stride] = line
        prev = line
    return width, height, channels, bytes(out)


def differing_share(a: bytes, b: bytes) -> float:
    """The share of pixels of two PNGs of the same size that differ by more than
    :data:`CHANNEL_DELTA` in a channel; 1.0 when the sizes differ."""
    wa, ha, ca, pa = decode_png(a)
    wb, hb, cb, pb = decode_png(b)
    if (wa, ha) != (wb, hb) or ca != cb:
        return 1.0
    bad = 0
    for i in range(0, len(pa), ca):
        if any(abs(pa[i + k] - pb[i + k]) > CHANNEL_DELTA for k in range(min(ca, 3))):
            bad += 1
    return bad / (wa * ha)


def compare(name: str, png: bytes) -> None:
    """Assert that ``png`` matches the reference ``name`` (renewing it when asked)."""
    ref = REFERENCES / f"{name}.png"
    actual = REFERENCES / f"{name}.actual.png"
    if RENEW:
        REFERENCES.mkdir(parents=True, exist_ok=True)
        ref.write_bytes(png)
        actual.unlink(missing_ok=True)
        return
    assert ref.exists(), f"no reference {ref.name}: renew it on purpose (see {__name__})"
    share = differing_share(ref.read_bytes(), png)
    if share > TOLERANCE:
        actual.write_bytes(png)
        raise AssertionError(
            f"{name}: {share:.2%} of the pixels differ from {ref.name} (tolerance "
            f"{TOLERANCE:.2%}); the new picture is {actual.name}. Renew on purpose: "
            "PIQUET_RENEW_SCREENSHOTS=1 (tests/browser/pixels.py)"
        )
    actual.unlink(missing_ok=True)
