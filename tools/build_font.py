"""Build the bundled CJK font: a renamed subset of Noto Sans CJK SC Regular.

Why a subset: the Debian .ttc holds every CJK face (19.5 MB per weight); the game
needs one Simplified Chinese face and only the characters it can show. GB2312
level 1 (3,755 common hanzi) plus the symbols and the project's own strings keep
the file near 1 MB while any ordinary Chinese name or message still renders.

Why the SC face explicitly: the collection's face 0 is the *Japanese* face, whose
glyphs differ for common hanzi (骨, 直). The face is looked up by its name table
("Noto Sans CJK SC"), not by a hard-coded index, so a re-ordered collection fails
loudly instead of silently shipping Japanese shapes.

Why the rename: an OFL subset is a Modified Version, which may not keep the
Reserved Font Name ("Source") and should not use the "Noto" trademark; the
copyright (ID 0), trademark (7) and licence (13, 14) records are kept.

Run ``python tools/build_font.py`` after adding UI strings (it scans scenes/,
engine/, ai/ and main.py for non-ASCII characters). It takes a few seconds and
rewrites the output only when the bytes change, so repeated runs are no-ops.
"""
from __future__ import annotations

import argparse
import io
import sys
import time
import unicodedata
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE_TTC = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_FAMILY = "Noto Sans CJK SC"
OUTPUT = ROOT / "assets" / "fonts" / "PaiyouSans-Regular.otf"
EXTRA_CHARS = ROOT / "tools" / "extra_chars.txt"

FAMILY = "Paiyou Sans"
STYLE = "Regular"
PS_NAME = "PaiyouSans-Regular"

#: Folders (and files) whose source text holds the UI strings.
SCANNED = ("scenes", "engine", "ai", "main.py")

#: Unicode ranges kept whole (only code points the source face actually has end up in the font).
RANGES = (
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement
    (0x2000, 0x206F),  # general punctuation
    (0x2190, 0x2199),  # arrows
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0xFF01, 0xFFEF),  # fullwidth and halfwidth forms
)

#: Card and table symbols asked for by the UI guide. ✗ is not in Noto CJK (the
#: build reports it); screens should use × or ✕-free wording instead.
SYMBOLS = "♠♥♣♦♤♡♧♢✓✗·•…×÷±→←↑↓★☆●○◆◇■□▲△▼▽※№℃♪♫"

#: GB2312 rows kept: 1 punctuation/maths, 2 numbered lists (①…), 3 fullwidth
#: ASCII, 8 pinyin with tone marks; 16–55 are the level-1 hanzi.
GB2312_ROWS = (1, 2, 3, 8, *range(16, 56))


def gb2312_chars(rows=GB2312_ROWS) -> set[str]:
    """Every character of the given GB2312 rows, via Python's own codec."""
    chars = set()
    for row in rows:
        for col in range(1, 95):
            try:
                chars.add(bytes((0xA0 + row, 0xA0 + col)).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return chars


def is_visible(ch: str) -> bool:
    """Whitespace, control and format characters need no glyph."""
    return not unicodedata.category(ch).startswith(("C", "Z"))


def source_files(root: Path = ROOT):
    """The Python files whose text may reach the screen."""
    for name in SCANNED:
        path = root / name
        if path.is_file():
            yield path
        elif path.is_dir():
            yield from sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)


def project_chars(root: Path = ROOT) -> set[str]:
    """Non-ASCII characters of the project's sources plus tools/extra_chars.txt.

    Scanning source text rather than importing modules is deliberately crude: it
    also catches strings that only appear in f-strings or data tables, and it
    works while a module is half-written by someone else.
    """
    chars = set()
    for path in source_files(root):
        chars.update(ch for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x7F)
    extra = root / "tools" / "extra_chars.txt"
    if extra.exists():
        for line in extra.read_text(encoding="utf-8").splitlines():
            if not line.lstrip().startswith("#"):
                chars.update(line)
    return {ch for ch in chars if is_visible(ch)}


def wanted_chars(root: Path = ROOT) -> set[str]:
    chars = gb2312_chars() | set(SYMBOLS) | project_chars(root)
    for low, high in RANGES:
        chars.update(chr(c) for c in range(low, high + 1))
    return {ch for ch in chars if is_visible(ch) or ch == " "}


def sc_face_index(path: Path = SOURCE_TTC) -> int:
    """Index of the Simplified Chinese face, found by its family name."""
    collection = TTCollection(str(path), lazy=True)
    for index, face in enumerate(collection.fonts):
        if face["name"].getDebugName(1) == SOURCE_FAMILY:
            return index
    raise SystemExit(f"{path}: no face named {SOURCE_FAMILY!r}")


def subset_options(face: int) -> subset.Options:
    options = subset.Options()
    options.font_number = face
    # Only kerning: the locl/vert/aalt substitutions would pull in thousands of
    # JP/KR/TC alternates that pygame never asks for.
    options.layout_features = ["kern"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    # Vertical-writing tables are useless to a horizontal game UI.
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE"]
    return options


def rename(font: TTFont) -> None:
    """Give the subset its own family name in the name table and in CFF."""
    version = font["head"].fontRevision
    new = {
        1: FAMILY,
        2: STYLE,
        3: f"{version:.3f};PAIYOU;{PS_NAME}",
        4: f"{FAMILY} {STYLE}" if STYLE != "Regular" else FAMILY,
        6: PS_NAME,
        16: FAMILY,
        17: STYLE,
    }
    name = font["name"]
    for record in list(name.names):
        if record.nameID in new:
            name.setName(new[record.nameID], record.nameID, record.platformID,
                         record.platEncID, record.langID)
    name.setName(
        f"Version {version:.3f}; subset of Noto Sans CJK SC for Paiyou (tools/build_font.py)",
        5, 3, 1, 0x409)
    cff = font["CFF "].cff
    old_ps = cff.fontNames[0]
    cff.fontNames = [PS_NAME]
    top = cff.topDictIndex[0]
    top.FullName = f"{FAMILY} {STYLE}"
    top.FamilyName = FAMILY
    if hasattr(top, "FontName"):
        top.FontName = PS_NAME
    for fd in getattr(top, "FDArray", ()):
        fd_name = getattr(fd, "FontName", None)
        if fd_name:
            fd.FontName = fd_name.replace(old_ps, PS_NAME)


def check_names(font: TTFont) -> None:
    """Refuse to write a font that still carries a reserved or trademarked name."""
    texts = [r.toUnicode() for r in font["name"].names if r.nameID in (1, 3, 4, 6, 16, 17)]
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    texts += list(cff.fontNames) + [top.FullName, top.FamilyName]
    texts += [getattr(fd, "FontName", "") for fd in getattr(top, "FDArray", ())]
    bad = [t for t in texts if "noto" in t.lower() or "source" in t.lower()]
    if bad:
        raise SystemExit(f"reserved names left in the font: {bad}")


def build(output: Path = OUTPUT, source: Path = SOURCE_TTC, quiet: bool = False) -> bool:
    """Write the subset; return whether the file on disk changed."""
    started = time.perf_counter()
    face = sc_face_index(source)
    chars = wanted_chars()
    font = TTFont(str(source), fontNumber=face, lazy=True, recalcTimestamp=False)
    available = font.getBestCmap()
    missing = sorted(ch for ch in chars if ord(ch) not in available and ch != " ")
    subsetter = subset.Subsetter(subset_options(face))
    subsetter.populate(unicodes=sorted(ord(ch) for ch in chars))
    subsetter.subset(font)
    rename(font)
    check_names(font)
    buffer = io.BytesIO()
    font.save(buffer)
    data = buffer.getvalue()
    changed = not output.exists() or output.read_bytes() != data
    if changed:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_bytes(data)
    if not quiet:
        covered = len(font.getBestCmap())
        print(f"{output.relative_to(ROOT)}: {len(data) / 1024:.0f} KiB, {covered} characters, "
              f"face {face} ({SOURCE_FAMILY}), {'written' if changed else 'unchanged'} "
              f"in {time.perf_counter() - started:.1f} s")
        project_missing = sorted(ch for ch in project_chars() if ord(ch) not in available)
        if project_missing:
            print("WARNING: project characters the source face lacks (they will show as boxes): "
                  + " ".join(f"{ch} U+{ord(ch):04X}" for ch in project_missing), file=sys.stderr)
        other = [ch for ch in missing if ch not in project_missing]
        if other and any(ch in SYMBOLS for ch in other):
            print("note: requested symbols not in the source face: "
                  + " ".join(ch for ch in other if ch in SYMBOLS))
    return changed


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--source", type=Path, default=SOURCE_TTC,
                        help="NotoSansCJK-Regular.ttc (Debian: fonts-noto-cjk)")
    args = parser.parse_args(argv)
    if not args.source.exists():
        print(f"{args.source} not found: install fonts-noto-cjk or pass --source", file=sys.stderr)
        return 1
    build(args.output.resolve(), args.source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
