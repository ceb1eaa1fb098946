"""Finding replay inputs and opening them whatever their compression.

Compression is recognised by magic bytes, not by the file name: archives are often renamed
by rotation scripts (``feed.log.1`` that is really gzip), and a wrong guess would either
feed compressed bytes to the HL7 splitter or fail to read a plain file.
"""

from __future__ import annotations

import bz2
import glob
import hashlib
import lzma
import os
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Literal

from hl7scrub.exceptions import InputError

Compression = Literal["none", "gzip", "bz2", "xz"]

#: Formats recognised only to be refused with a clear reason.
_UNSUPPORTED_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"PK\x03\x04", "zip archive"),
    (b"\x28\xb5\x2f\xfd", "zstandard"),
    (b"7z\xbc\xaf\x27\x1c", "7-zip archive"),
    (b"\x04\x22\x4d\x18", "lz4"),
)

_GLOB_CHARS = frozenset("*?[")


@dataclass(frozen=True)
class InputFile:
    """One input: where it is, and the relative path its output takes."""

    path: Path  #: absolute path
    rel: str  #: POSIX relative path, the manifest key and the mirrored output path
    size: int
    mtime_ns: int


def detect_compression(head: bytes) -> Compression | str:
    """The compression named by the first bytes of a file.

    Returns a :data:`Compression`, or the name of a recognised but unsupported format.
    """
    if head.startswith(b"\x1f\x8b"):
        return "gzip"
    if len(head) >= 4 and head.startswith(b"BZh") and head[3:4].isdigit():
        return "bz2"
    if head.startswith(b"\xfd7zXZ\x00"):
        return "xz"
    for magic, name in _UNSUPPORTED_MAGIC:
        if head.startswith(magic):
            return name
    return "none"


def sniff_compression(path: Path) -> Compression | str:
    with open(path, "rb") as fh:
        return detect_compression(fh.read(8))


class HashingReader:
    """A read-only file wrapper that hashes and counts the raw bytes as they are read.

    Decompressors read through it, so the input checksum costs no second pass, and
    ``position`` tells progress how far into the (compressed) file the run is. I/O errors
    are remembered so the caller can tell a failing disk from corrupt compressed data.
    """

    def __init__(self, raw: IO[bytes]) -> None:
        self._raw = raw
        self._sha = hashlib.sha256()
        self.position = 0
        self.io_error: OSError | None = None

    def read(self, size: int = -1) -> bytes:
        try:
            data = self._raw.read(size)
        except OSError as exc:
            self.io_error = exc
            raise
        self._sha.update(data)
        self.position += len(data)
        return data

    def read1(self, size: int = -1) -> bytes:
        return self.read(size)

    def readable(self) -> bool:
        return True

    def drain(self, block: int = 1 << 20) -> None:
        """Hash the rest of the file (after a decompression error stopped reading)."""
        while self.read(block):
            pass

    def hexdigest(self) -> str:
        return self._sha.hexdigest()

    def close(self) -> None:
        self._raw.close()


class MemberDecompressor:
    """Decompresses gzip, bzip2 or xz one member (stream) at a time.

    Concatenated members (``cat a.gz b.gz``) are read in turn, as the command-line tools
    do; NUL padding between or after members is ignored. Each member carries its own
    checksum, so ``at_boundary`` (the data returned so far ends exactly where a verified
    member ended) tells the caller, when a later member turns out to be corrupt or cut
    short, whether the last message it has is whole.

    (The standard library's file classes hide member boundaries and, on an error, drop
    data already decoded in the same call.)
    """

    RAW_BLOCK = 64 * 1024
    #: Compressed bytes handed to the decoder per call: on an error, everything decoded
    #: by earlier calls has been returned, so little good data is lost.
    SLICE = 4096

    def __init__(self, raw: HashingReader, compression: Compression) -> None:
        self._raw = raw
        self._kind = compression
        self._decoder: Any = None
        self._pending = b""
        self._pos = 0
        self._raw_eof = False
        self.at_boundary = True

    def _new_decoder(self) -> Any:
        if self._kind == "gzip":
            return zlib.decompressobj(wbits=31)  # gzip header and CRC32/ISIZE checked
        if self._kind == "bz2":
            return bz2.BZ2Decompressor()
        return lzma.LZMADecompressor(format=lzma.FORMAT_XZ)

    def read1(self, size: int = -1) -> bytes:
        """The next decompressed bytes (b"" at the end). Raises ``EOFError`` when the input
        ends inside a member, and the decoder's error when the data is corrupt."""
        while True:
            if self._pos >= len(self._pending):
                if self._raw_eof:
                    if self._decoder is not None:
                        raise EOFError(f"{self._kind} stream ends inside a member")
                    return b""
                self._pending, self._pos = self._raw.read(self.RAW_BLOCK), 0
                if not self._pending:
                    self._raw_eof = True
                continue
            if self._decoder is None:
                while self._pos < len(self._pending) and self._pending[self._pos] == 0:
                    self._pos += 1  # NUL padding between or after members
                if self._pos >= len(self._pending):
                    continue
                self._decoder = self._new_decoder()
            piece = memoryview(self._pending)[self._pos:self._pos + self.SLICE]
            self._pos += len(piece)
            data = self._decoder.decompress(piece)
            if self._decoder.eof:
                self._pending = self._decoder.unused_data + self._pending[self._pos:]
                self._pos = 0
                self._decoder = None
                self.at_boundary = True
            else:
                self.at_boundary = False
            if data:
                return bytes(data)


def open_decompressed(reader: HashingReader, compression: Compression) -> Any:
    """A stream with ``read1`` over the decompressed bytes read through ``reader``."""
    if compression == "none":
        return reader
    return MemberDecompressor(reader, compression)


def _has_glob(pattern: str) -> bool:
    return any(ch in _GLOB_CHARS for ch in pattern)


def _glob_base(pattern: str) -> Path:
    """The directory part of a glob before its first wildcard (relative paths start here)."""
    parts = Path(pattern).parts
    fixed: list[str] = []
    for part in parts[:-1]:
        if _has_glob(part):
            break
        fixed.append(part)
    return Path(*fixed) if fixed else Path(".")


def _is_within(path: Path, roots: Iterable[Path]) -> bool:
    return any(path == root or root in path.parents for root in roots)


def _walk(root: Path, exclude: Sequence[Path]) -> list[Path]:
    """Regular files under ``root``, sorted; hidden entries and excluded trees are skipped.

    Directory symlinks are not followed (loops); file symlinks are read.
    """
    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root, onerror=None, followlinks=False):
        here = Path(dirpath)
        dirnames[:] = sorted(
            d for d in dirnames
            if not d.startswith(".") and not _is_within((here / d).resolve(), exclude)
        )
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            path = here / name
            if path.is_file():
                found.append(path)
    found.sort()  # by path components: a directory's files and subdirectories interleave
    return found


def discover(patterns: Sequence[str], exclude: Sequence[Path] = ()) -> list[InputFile]:
    """Expand files, directories (recursively) and globs into an ordered input list.

    The relative path of each file (its output path and manifest key) is taken from the
    directory argument, the fixed prefix of the glob, or the file's own name. Two inputs
    mapping to the same relative path are an error rather than a silent overwrite.
    """
    exclude = [p.resolve() for p in exclude]
    candidates: list[tuple[Path, Path]] = []  # (file, base)
    for pattern in patterns:
        path = Path(pattern)
        if path.is_dir():
            if _is_within(path.resolve(), exclude):
                raise InputError("input directory is inside the output or state directory",
                                 source=pattern)
            candidates.extend((f, path) for f in _walk(path, exclude))
        elif path.is_file():
            candidates.append((path, path.parent))
        elif _has_glob(pattern):
            matches = sorted(glob.glob(pattern, recursive=True))
            if not matches:
                raise InputError("no file matches this pattern", source=pattern)
            base = _glob_base(pattern)
            for match in matches:
                mpath = Path(match)
                if mpath.is_dir():
                    candidates.extend((f, base) for f in _walk(mpath, exclude))
                elif mpath.is_file() and not _is_within(mpath.resolve(), exclude):
                    candidates.append((mpath, base))
        elif path.exists():
            raise InputError("not a regular file or directory", source=pattern)
        else:
            raise InputError("no such file or directory", source=pattern)

    inputs: list[InputFile] = []
    by_rel: dict[str, Path] = {}
    seen: set[Path] = set()
    for file, base in candidates:
        absolute = file.resolve()
        if absolute in seen:
            continue
        seen.add(absolute)
        rel = file.relative_to(base).as_posix() if base != Path(".") else file.as_posix()
        rel = os.path.normpath(rel).replace(os.sep, "/")
        if rel.startswith("../") or rel.startswith("/"):
            rel = file.name
        if rel in by_rel:
            raise InputError(f"two inputs map to the same output path '{rel}' "
                             f"({by_rel[rel]}); pass their common parent directory "
                             "instead, or replay them into different output directories",
                             source=str(file))
        by_rel[rel] = file
        st = absolute.stat()
        inputs.append(InputFile(path=absolute, rel=rel, size=st.st_size,
                                mtime_ns=st.st_mtime_ns))
    if not inputs:
        raise InputError("no input files found")
    return inputs
