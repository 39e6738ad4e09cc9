"""Issue 33: the catalogs are compiled when the package is built or installed, and none is in git.

``setup.py`` compiles each ``.po`` into a ``.mo`` (``hydra.core.i18n.compile_catalogs``); the tutor reads the
``.mo`` where it is at least as new as its ``.po``, else the ``.po``. Both must say the same in every entry.
"""

from __future__ import annotations

import gettext
import io
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from hydra.core import i18n

ROOT = Path(__file__).resolve().parents[1]
PO = ROOT / "hydra" / "locale" / "de" / "LC_MESSAGES" / "hydra.po"


def test_the_compiled_catalog_says_what_the_po_says():
    messages, plurals, header = i18n.read_po(PO.read_text(encoding="utf-8"))
    compiled = gettext.GNUTranslations(io.BytesIO(i18n.mo_bytes(messages, plurals, header)))
    assert len(messages) > 1000                         # the whole German catalog, not a sample
    assert all(compiled.gettext(msgid) == text for msgid, text in messages.items())
    for (one, many), forms in plurals.items():
        assert [compiled.ngettext(one, many, n) for n in (1, 2)] == forms
    assert compiled.gettext("no such sentence in any catalog") == "no such sentence in any catalog"


def test_the_tutor_reads_the_mo_and_a_newer_po_wins(tmp_path, monkeypatch):
    locale = tmp_path / "locale" / "de" / "LC_MESSAGES"
    locale.mkdir(parents=True)
    po = locale / "hydra.po"
    po.write_text('msgid ""\nmsgstr ""\n\nmsgid "Glossary"\nmsgstr "Glossar"\n', encoding="utf-8")
    assert i18n.compile_catalogs(tmp_path / "locale") == [po.with_suffix(".mo")]
    po.with_suffix(".mo").write_bytes(i18n.mo_bytes({"Glossary": "Glossar (compiled)"}, {}, ""))
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    monkeypatch.setattr(i18n, "_loaded", {})
    assert i18n.translate("Glossary", "de") == "Glossar (compiled)"        # the .mo is read
    later = po.with_suffix(".mo").stat().st_mtime + 5
    os.utime(po, (later, later))                                            # a translator edits the .po
    monkeypatch.setattr(i18n, "_loaded", {})
    assert i18n.translate("Glossary", "de") == "Glossar"                    # the newer .po wins


def test_no_compiled_catalog_is_in_git():
    tracked = subprocess.run(["git", "ls-files", "*.mo"], cwd=ROOT, capture_output=True, text=True)
    if tracked.returncode != 0:
        pytest.skip("not a git checkout: " + tracked.stderr.strip())
    assert tracked.stdout.split() == []


def test_a_built_wheel_ships_the_compiled_catalogs(tmp_path):
    """``pip wheel`` runs setup.py's build step: the wheel holds each language's .po and its .mo."""
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                            "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-2000:]
    wheel = next(tmp_path.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for lang in ("de", "en"):
        assert f"hydra/locale/{lang}/LC_MESSAGES/hydra.po" in names
        assert f"hydra/locale/{lang}/LC_MESSAGES/hydra.mo" in names
    mo = zipfile.ZipFile(wheel).read("hydra/locale/de/LC_MESSAGES/hydra.mo")
    assert gettext.GNUTranslations(io.BytesIO(mo)).gettext("Glossary") == "Glossar"
