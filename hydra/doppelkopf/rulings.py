"""The project's rulings on the two Doppelkopf texts (D1-D13 of the spec, D20 and up), read from
the data file ``rulings.json`` beside this module.

Each ruling quotes the German sentence it rests on; where a text can be read two
ways, the readings are named and the one the engine plays is marked, so the
tutor can show learners where tables disagree. To add or change a ruling, edit
``rulings.json`` (the keys are :class:`Ruling`'s fields; :func:`load` checks them)
and write ``docs/rulings-doppelkopf.md`` again from :func:`rulings_markdown`
(a test keeps the two equal).

>>> from hydra.doppelkopf.rulings import RULINGS, readings
>>> RULINGS["D28"].title
'Turnier: the Hochzeit partner when a trick of the wrong kind goes to another player'
>>> [(r.name, r.chosen) for r in readings("D4")]
[('damen-over-buben', True), ('alternating', False)]
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from hydra.core.data_file import DataFile
from hydra.core.readings import Reading, ruling_markdown

__all__ = ["Reading", "Ruling", "RULINGS", "readings", "rulings_markdown", "H", "T"]

H, T = "hausrunde", "turnier"


@dataclass(frozen=True)
class Ruling:
    id: str
    title: str
    rule_sets: tuple[str, ...]
    quotes: tuple[tuple[str, str], ...]        # (rule set, German sentence as in the seed)
    decision: str
    readings: tuple[Reading, ...] = ()
    #: Each quote in English, in the order of :attr:`quotes` (what a learner reads beside the German).
    english: tuple[str, ...] = ()

    def english_of(self, quote: str) -> str:
        """The English of one of this ruling's German quotes (KeyError if it has no such quote)."""
        for (_rules, german), english in zip(self.quotes, self.english):
            if german == quote:
                return english
        raise KeyError(f"{self.id} has no quote {quote!r}")


#: Where the rulings are kept: a JSON list with one object per ruling, in the order of the docs page,
#: with the fields of :class:`Ruling` as keys; a quote is ``[rule set, German sentence, English]``, a reading
#: ``{"name", "text"}`` with ``"chosen": true`` on the one the engine plays.
DATA = Path(__file__).with_name("rulings.json")


# object: the entry's values, checked by DataFile
def _ruling(data: DataFile, entry: dict[str, object], where: str) -> Ruling:
    data.keys(entry, where, {"id", "title", "rule_sets", "quotes", "decision"}, {"readings"})
    id_ = data.text(entry["id"], f"{where}: id")
    sets = data.texts(entry["rule_sets"], f"{id_}: rule_sets")
    texts = [data.texts(quote, f"{id_}: a quote") for quote in data.value(list, entry["quotes"], f"{id_}: quotes")]
    if not sets or not texts or any(len(quote) != 3 for quote in texts):
        raise ValueError(f"{data.path.name}: {id_} should have rule sets and quotes "
                         "[rule set, German sentence, its English]")
    quotes = tuple((rules, sentence) for rules, sentence, _english in texts)
    if not {rules for rules, _ in quotes} <= set(sets) <= {H, T}:
        raise ValueError(f"{data.path.name}: {id_}: rule_sets, and each quote's rule set, should be "
                         f"{H!r} or {T!r}")
    readings = []
    for reading in data.value(list, entry.get("readings", []), f"{id_}: readings"):
        fields = data.keys(data.value(dict, reading, f"{id_}: a reading"), f"{id_}: a reading",
                           {"name", "text"}, {"chosen"})
        readings.append(Reading(data.text(fields["name"], f"{id_}: a reading's name"),
                                data.text(fields["text"], f"{id_}: a reading's text"),
                                data.value(bool, fields.get("chosen", False), f"{id_}: a reading's chosen")))
    return Ruling(id_, data.text(entry["title"], f"{id_}: title"), sets, quotes,
                  data.text(entry["decision"], f"{id_}: decision"), tuple(readings),
                  tuple(english for _rules, _sentence, english in texts))


def load(path: Path = DATA) -> tuple[Ruling, ...]:
    """The rulings in a rulings file, checked as they are read: the keys and types of :class:`Ruling`,
    the rule sets hausrunde and turnier, at least one quote, each id once (a ValueError names the
    ruling and what is wrong)."""
    data = DataFile(path)
    rulings = tuple(_ruling(data, entry, f"entry {i + 1}") for i, entry in enumerate(data.entries()))
    ids = [r.id for r in rulings]
    if len(set(ids)) != len(ids):
        raise ValueError(f"{path.name}: an id stands twice: {sorted({i for i in ids if ids.count(i) > 1})}")
    return rulings


_ALL: tuple[Ruling, ...] = load()

RULINGS: dict[str, Ruling] = {r.id: r for r in _ALL}


def readings(ruling_id: str) -> tuple[Reading, ...]:
    """The named readings of a ruling (empty where the text is clear)."""
    return RULINGS[ruling_id].readings


def rulings_markdown() -> str:
    """The rulings as the project's docs page ``docs/rulings-doppelkopf.md``."""
    out = ["# Doppelkopf rulings (engine: `hydra.doppelkopf`)", "",
           "Generated from `hydra/doppelkopf/rulings.json` by `rulings_markdown()` in "
           "`hydra/doppelkopf/rulings.py`; a test keeps them equal. D1-D13 are the spec's "
           "(`shared/spec/doppelkopf.md`), summarised; D20 and up decide what the two texts leave open. "
           "Quotes are the seeds' German as written.", ""]
    for r in _ALL:
        out += ruling_markdown(f"{r.id} {r.title} ({', '.join(r.rule_sets)})",
                               (f"> {rules}: \"{quote}\"" for rules, quote in r.quotes), r.decision, r.readings)
    return "\n".join(out)
