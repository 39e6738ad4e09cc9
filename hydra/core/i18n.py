"""The learner's language: every sentence a learner or teacher reads goes through ``_()``.

The tutor speaks English and German (issue 33) through gettext catalogs. A learner-facing sentence
is written as ``_("...")`` (or marked with ``N_("...")`` where it is a constant translated later,
with ``_(constant)`` where it is shown), with its values filled in by ``str.format`` *after* the
lookup, never an f-string inside ``_()``:

>>> from hydra.core.i18n import _, N_
>>> _("{name} takes the trick").format(name="Ada")
'Ada takes the trick'
>>> N_("Trump")
'Trump'
>>> language()
'en'

**The catalogs.** Babel extracts the sentences (``bash scripts/update-catalogs``, ``babel.cfg``) into
``hydra/locale/hydra.pot`` and updates ``hydra/locale/LANG/LC_MESSAGES/hydra.po`` (English and
German), all kept in git.

**Compiled when the package is built or installed.** ``pip install`` (a wheel, or ``pip install -e .``
as the README's commands run it) compiles each ``.po`` into the ``.mo`` gettext reads, beside it
(``setup.py`` calls :func:`compile_catalogs`, the standard library only, as the engine must stay); no
``.mo`` is in git (``.gitignore``). A process reads a language's ``.mo`` the first time it asks for that
language and keeps it for its later pages. Where the ``.mo`` is missing or older than its ``.po`` (a
translator's edit since the install), the ``.po`` itself is read (:func:`read_po`), so a new translation
shows at once and a clone works before any build. As ``msgfmt`` does, an entry marked ``fuzzy`` and an
empty translation are left out: the sentence shows as written.
"""

from __future__ import annotations

import gettext as _gettext
import io
import re
import struct
from collections.abc import Callable
from pathlib import Path

__all__ = ["_", "N_", "ngettext", "language", "set_language", "languages", "preferred_language", "translate", "read_po",
           "mo_bytes", "compile_catalogs", "LOCALE_DIR", "DOMAIN", "LANGUAGE_NAMES"]

DOMAIN = "hydra"
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locale"

#: Each language the tutor speaks, by its own name (the language switch shows these).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}

#: A catalog's entries: a sentence -> its translation; a plural's (singular, plural) -> its forms.
Messages = dict[str, str]
Plurals = dict[tuple[str, str], list[str]]


class _Catalog(_gettext.NullTranslations):
    """One language's sentences, read from its ``.po`` (see :func:`read_po`)."""

    def __init__(self, messages: Messages, plurals: Plurals, plural: Callable[[int], int]) -> None:
        super().__init__()
        self._messages = messages
        self._plurals = plurals
        self._plural = plural

    def gettext(self, message: str) -> str:
        return self._messages.get(message) or message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        forms = self._plurals.get((msgid1, msgid2))
        index = self._plural(n)
        if forms and 0 <= index < len(forms) and forms[index]:
            return forms[index]
        return msgid1 if n == 1 else msgid2


# object: the language (str) and the translation (gettext's)
_state: dict[str, object] = {"language": "en", "translation": _gettext.NullTranslations()}

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
_ESCAPE = re.compile(r"\\(.)")


def _unquote(text: str) -> str:
    """A ``.po`` string's text: ``"a \\"b\\""`` -> ``a "b"`` (its quotes off, its escapes read)."""
    body = text.strip()[1:-1]
    return _ESCAPE.sub(lambda m: _ESCAPES.get(m.group(1), m.group(1)), body) if "\\" in body else body


_loaded: dict[str, _gettext.NullTranslations] = {}


def read_po(text: str) -> tuple[Messages, Plurals, str]:
    """The translated entries of a ``.po`` file's text, and its ``Plural-Forms`` header.

    Fuzzy, obsolete (``#~``) and untranslated entries are left out, as ``msgfmt`` leaves them out.

    >>> po = '''msgid ""
    ... msgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\\\n"
    ...
    ... msgid "Trick"
    ... msgstr "Stich"
    ...
    ... #, fuzzy
    ... msgid "Trump"
    ... msgstr "Trumpf?"
    ...
    ... msgid "{n} eye"
    ... msgid_plural "{n} eyes"
    ... msgstr[0] "{n} Auge"
    ... msgstr[1] "{n} "
    ... "Augen"
    ... '''
    >>> messages, plurals, header = read_po(po)
    >>> messages, plurals[("{n} eye", "{n} eyes")], header
    ({'Trick': 'Stich'}, ['{n} Auge', '{n} Augen'], 'nplurals=2; plural=(n != 1);')
    """
    messages: Messages = {}
    plurals: Plurals = {}
    header = ""
    entry: dict[str, str] = {}
    fuzzy = False
    key = ""

    def finish() -> None:
        nonlocal header
        if "msgid" in entry and not fuzzy:
            msgid = entry["msgid"]
            if msgid == "":
                for line in entry.get("msgstr", "").splitlines():
                    if line.lower().startswith("plural-forms:"):
                        header = line.split(":", 1)[1].strip()
            elif "msgid_plural" in entry:
                forms = [entry[k] for k in sorted((k for k in entry if k.startswith("msgstr[")),
                                                  key=lambda k: int(k[7:-1]))]
                if any(forms):
                    plurals[(msgid, entry["msgid_plural"])] = forms
            elif entry.get("msgstr"):
                messages[msgid] = entry["msgstr"]

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#~"):
            continue
        starts = line.startswith("#") or line.split(" ", 1)[0] in ("msgid", "msgctxt")
        if starts and any(k.startswith("msgstr") for k in entry):      # the entry before is complete
            finish()
            entry, fuzzy, key = {}, False, ""
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line[2:].replace(",", " ").split():
                fuzzy = True
        elif line.startswith('"'):
            entry[key] = entry.get(key, "") + _unquote(line)
        else:
            key, _space, rest = line.partition(" ")
            entry[key] = _unquote(rest)
    finish()
    return messages, plurals, header


def mo_bytes(messages: Messages, plurals: Plurals, header: str) -> bytes:
    """A compiled catalog (GNU ``.mo``, little-endian) of what :func:`read_po` read, as ``msgfmt`` writes it.

    >>> import gettext, io
    >>> mo = mo_bytes({"Trick": "Stich"}, {("{n} eye", "{n} eyes"): ["{n} Auge", "{n} Augen"]},
    ...               "nplurals=2; plural=(n != 1);")
    >>> t = gettext.GNUTranslations(io.BytesIO(mo))
    >>> t.gettext("Trick"), t.ngettext("{n} eye", "{n} eyes", 3), t.gettext("Trump")
    ('Stich', '{n} Augen', 'Trump')
    """
    head = "Content-Type: text/plain; charset=UTF-8\n" + (f"Plural-Forms: {header}\n" if header else "")
    entries = {"": head, **messages}
    entries.update({f"{one}\0{many}": "\0".join(forms) for (one, many), forms in plurals.items()})
    keys = sorted(entries)                                    # gettext's binary search wants them sorted
    ids = [k.encode("utf-8") for k in keys]
    strs = [entries[k].encode("utf-8") for k in keys]
    count = len(keys)
    start = 7 * 4 + 16 * count                                # after the header and both offset tables
    offsets: list[int] = []
    data = b""
    for text in ids + strs:
        offsets += [len(text), start + len(data)]
        data += text + b"\0"
    return (struct.pack("<7I", 0x950412DE, 0, count, 28, 28 + 8 * count, 0, 0)
            + struct.pack(f"<{4 * count}I", *offsets) + data)


def compile_catalogs(locale_dir: Path = LOCALE_DIR) -> list[Path]:
    """Write each ``LANG/LC_MESSAGES/hydra.po`` under ``locale_dir`` compiled, as ``hydra.mo`` beside it
    (what ``setup.py`` runs when the package is built or installed); returns the files written."""
    written = []
    for po in sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        mo = po.with_suffix(".mo")
        mo.write_bytes(mo_bytes(*read_po(po.read_text(encoding="utf-8"))))
        written.append(mo)
    return written


def _load(code: str) -> _gettext.NullTranslations | None:
    """``code``'s catalog, read once per process: its compiled ``.mo`` where it is at least as new as its
    ``.po``, else the ``.po`` itself; None if the tutor has none for it."""
    if code not in _loaded:
        path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"
        compiled = path.with_suffix(".mo")
        try:
            if compiled.is_file() and compiled.stat().st_mtime >= path.stat().st_mtime:
                _loaded[code] = _gettext.GNUTranslations(io.BytesIO(compiled.read_bytes()))
                return _loaded[code]
            text = path.read_text(encoding="utf-8")
        except OSError:
            return None
        messages, plurals, header = read_po(text)
        rule = header.split("plural=", 1)[1].rstrip(";").strip() if "plural=" in header else "n != 1"
        _loaded[code] = _Catalog(messages, plurals, _gettext.c2py(rule))
    return _loaded[code]


def languages() -> tuple[str, ...]:
    """The languages the tutor speaks: English, and each one with a catalog.

    >>> languages()
    ('en', 'de')
    """
    found = [p.parent.parent.name for p in sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))]
    return ("en", *(code for code in LANGUAGE_NAMES if code in found and code != "en"))


def set_language(code: str | None) -> str:
    """Use ``code``'s catalog for every later ``_()``; returns the language in force.

    A language the tutor does not speak falls back to English (the sentences as written).

    >>> set_language("de-AT"), _("Glossary"), set_language("xx"), _("Glossary")
    ('de', 'Glossar', 'en', 'Glossary')
    """
    code = (code or "en").strip().split("-")[0].split("_")[0].lower()
    found = _load(code) if code != "en" and code in LANGUAGE_NAMES else None
    if found is None:
        _state.update(language="en", translation=_gettext.NullTranslations())
        return "en"
    _state.update(language=code, translation=found)
    return code


def translate(message: str, code: str) -> str:
    """``message`` in the language ``code``, whatever language is in force (as written where the tutor
    has no catalog for ``code`` or the catalog lacks it).

    >>> translate("Glossary", "de"), language(), translate("Glossary", "xx")
    ('Glossar', 'en', 'Glossary')
    """
    found = _load(code) if code in LANGUAGE_NAMES and code != "en" else None
    return found.gettext(message) if found is not None else message


def preferred_language(accept_language: str | None) -> str:
    """The language the tutor speaks that a browser's ``Accept-Language`` header prefers, else English.

    >>> preferred_language("de-DE,de;q=0.9,en-US;q=0.8"), preferred_language("fr-FR,fr;q=0.9,en;q=0.8")
    ('de', 'en')
    >>> preferred_language("fr, de;q=0.5"), preferred_language(""), preferred_language("de;q=0")
    ('de', 'en', 'en')
    """
    wanted: list[tuple[float, int, str]] = []
    for order, part in enumerate((accept_language or "").split(",")):
        tag, *params = (piece.strip() for piece in part.split(";"))
        weight = 1.0
        for param in params:
            if param.startswith("q="):
                try:
                    weight = float(param[2:])
                except ValueError:
                    weight = 0.0
        code = tag.split("-")[0].lower()
        if code and weight > 0:
            wanted.append((-weight, order, code))
    spoken = languages()
    for _weight, _order, code in sorted(wanted):
        if code in spoken:
            return code
    return "en"


def language() -> str:
    """The language in force: ``"en"`` unless :func:`set_language` installed another."""
    return str(_state["language"])


def _(message: str) -> str:
    """``message`` in the learner's language (as written where no catalog has it)."""
    translation = _state["translation"]
    assert isinstance(translation, _gettext.NullTranslations)
    return translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural of a sentence for ``count``, in the learner's language.

    >>> ngettext("{n} trick", "{n} tricks", 2).format(n=2)
    '2 tricks'
    """
    translation = _state["translation"]
    assert isinstance(translation, _gettext.NullTranslations)
    return translation.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it now (a constant read later)."""
    return message
