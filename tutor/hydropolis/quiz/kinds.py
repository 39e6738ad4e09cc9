"""Hydropolis's quiz kinds (issue 20): "may this card go here?", "where may this card go?" and
"how many points?", each on a table dealt from the id's seed with the tutor's own deck.

Every answer is the engine's (:mod:`hydra.hydropolis`): :meth:`Table.check` says whether a card
fits a cell and, if not, the first rule it breaks as a sentence (P10); :meth:`Table.fits` where
it may go; :meth:`Table.score` its points in four parts (P11). A card is asked about as it is
shown, never turned (P4: turned, it is another face).

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("hs-pipes-1-0001")
>>> ex.check(str(ex.answer)).correct, ex.check("-1").correct
(True, False)
>>> may = make_exercise("hm-place-1-0005")
>>> may.answer, HP_MAY.check(may, "fits").correct, HP_MAY.check(may, "not-leaky").rules
('fits', True, ('P7', 'P8'))
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import NamedTuple

from hydra import hydropolis as hp
from hydra.core.errors import Reason
from hydra.core.i18n import N_, _, ngettext
from hydra.hydropolis.rules import (CAP_ON_CAP, DEAD_END, NO_CONNECTION, NOT_BESIDE, NOT_LEAKY, OFF_TABLE,
                                    PIPE_IN_EMPTY)

from tutor.exercises.answers import new_details, whole_number
from tutor.exercises.kind import CHOICE, NUMBER, SELECT_CHOICES, Choice, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["HP_MAY", "HP_WHERE", "HP_POINTS", "Setting", "table_of", "verdict", "VERDICTS", "FAMILY"]

FAMILY = "hydropolis"
CAPTION = N_("Hydropolis · the tutor's own deck of 60 cards")
#: How many cards lie on the table besides the first, by difficulty.
_LAID = {1: (2, 4), 2: (5, 8), 3: (9, 13)}

#: The answers of "may this card go here?": it fits, or the first rule it breaks (P10's order).
VERDICTS: dict[str, str] = {
    "fits": N_("Yes, it fits"),
    "not-leaky": N_("No: the card there does not leak (P7)"),
    "not-beside": N_("No: it touches no card (P7)"),
    "empty-edge": N_("No: a pipe meets an empty edge (P8)"),
    "cap-on-cap": N_("No: a cap meets a cap (P8)"),
    "no-connection": N_("No: it joins no pipe or cap (P8)"),
}
_RULE_VERDICT = ((OFF_TABLE, "off-table"), (NOT_LEAKY, "not-leaky"), (NOT_BESIDE, "not-beside"),
                 (PIPE_IN_EMPTY, "empty-edge"), (DEAD_END, "empty-edge"), (CAP_ON_CAP, "cap-on-cap"),
                 (NO_CONNECTION, "no-connection"))
_FITS_WHY = N_("Every side where it meets a card fits (P8's table), and at least one of its pipes or "
               "caps joins a pipe or cap on the table (P8), on an empty cell beside the pipe network "
               "or on a leaky card (P7).")


class Setting(NamedTuple):
    """A Hydropolis exercise's position: the cards laid (the first card first), the card asked about
    and the cell (None: every cell is asked about)."""

    laid: tuple[hp.Lay, ...]
    card: hp.Card
    cell: hp.Cell | None

    @property
    def at(self) -> hp.Cell:
        """The cell asked about (an exercise about one cell has one)."""
        assert self.cell is not None
        return self.cell


@functools.lru_cache(maxsize=256)
def _table(laid: tuple[hp.Lay, ...]) -> hp.Table:
    table = hp.Table.start(laid[0].card)
    for lay in laid[1:]:
        table.lay(lay.card, lay.cell)
    return table


def table_of(setting: Setting) -> hp.Table:
    """The table of an exercise (a copy: the caller may lay cards on it)."""
    return _table(setting.laid).copy()


def verdict(table: hp.Table, card: hp.Card, cell: hp.Cell) -> tuple[str, Reason | None]:
    """``("fits", None)`` or the key of :data:`VERDICTS` for the rule the engine names, with its sentence."""
    reason = table.check(card, cell)
    if reason is None:
        return "fits", None
    return next(key for rule, key in _RULE_VERDICT if rule[1].rstrip(".") in reason), reason


def deal_table(rng: random.Random, difficulty: int) -> tuple[hp.Table, list[hp.Card]]:
    """A table grown by legal lays from a shuffled deck, and the cards left (the deck's order);
    dealt again while the network is closed (no card left fits anywhere)."""
    while True:
        table, rest = _grow(rng, difficulty)
        if table.legal_moves(rest):
            return table, rest


def _grow(rng: random.Random, difficulty: int) -> tuple[hp.Table, list[hp.Card]]:
    deck = list(hp.DECK)
    rng.shuffle(deck)
    first = next(c for c in deck if c.kind != "cap card" and sum(k > 0 for k in c.kinds) >= 2 and not c.leaky)
    deck.remove(first)
    table = hp.Table.start(first)
    want = rng.randint(*_LAID[difficulty])
    rest: list[hp.Card] = []
    for card in deck:
        moves = table.legal_moves([card]) if len(table.laid) <= want else []
        if moves:
            lay = rng.choice(moves)
            table.lay(lay.card, lay.cell)
        else:
            rest.append(card)
    return table, rest


def _near(table: hp.Table) -> list[hp.Cell]:
    """The cells on the table one step or less from a card, row by row."""
    cells = table.cells
    return [c for c in hp.CELLS if any(abs(c.col - d.col) <= 1 and abs(c.row - d.row) <= 1 for d in cells)]


def _name(card: hp.Card) -> str:
    return f"`{card}` ({hp.card_name(card)})"


# answer: the kind's answer, whose type differs by kind (Exercise.answer is object)
def _exercise(kind: str, exercise_id: str, topic: Topic, difficulty: int, setting: Setting, prompt: str,
              answer: object, choices: tuple[object, ...] = (), explanation: str = "",
              details: tuple[str, ...] = (), rules: tuple[str, ...] = ()) -> Exercise:
    return Exercise(kind=kind, id=exercise_id, topic=topic, difficulty=difficulty, family=FAMILY,
                    caption=_(CAPTION), prompt=prompt, answer=answer, choices=choices, explanation=explanation,
                    details=details, rules=rules or (topic.rule,), setting=setting)


# --- may this card go here? ----------------------------------------------------------------------

class HpMayKind(QuizKindBase, name="hp-may", letter="hm", form=CHOICE,
                title=N_("May this card go here?"), short="may it go here"):
    """Yes, or the first rule the card breaks there (``Table.check``, P10)."""

    #: The answers each topic is about (the others still come up when a table has none of them).
    TARGETS = {"place": ("fits", "not-leaky", "not-beside"), "sides": ("fits", "empty-edge", "cap-on-cap"),
               "join": ("fits", "no-connection")}

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        target = rng.choice(self.TARGETS[topic.code])
        for _attempt in range(20):              # a rare answer (a cap meeting a cap) wants a few tables
            table, rest = deal_table(rng, difficulty)
            cells = _near(table)
            rng.shuffle(cells)
            cards = [c for c in dict.fromkeys(rest) if target != "cap-on-cap" or 2 in c.kinds]
            pairs = [(card, cell) for card in cards or rest for cell in cells]
            found = next((p for p in pairs if verdict(table, *p)[0] == target), None)
            if found is not None:
                break
        card, cell = found or pairs[0]
        key, reason = verdict(table, card, cell)
        return _exercise(self.name, exercise_id, topic, difficulty, Setting(tuple(table.laid), card, cell),
                         _("May {card} go on the blue cell {cell}, as shown (not turned)? "
                           "If not, which rule says no?").format(card=_name(card), cell=cell), key, tuple(VERDICTS),
                         _(_FITS_WHY) if reason is None else str(reason),
                         rules=("P7", "P8") if reason is None else reason.rules)

    def choice_label(self, choice: Choice) -> str:
        return _(VERDICTS[str(choice)]) if str(choice) in VERDICTS else str(choice)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in VERDICTS:
            raise ValueError(_("Pick one answer (yes, or the rule that says no), then press Check."))
        s: Setting = exercise.setting
        key, reason = verdict(table_of(s), s.card, s.at)            # the engine decides
        correct = response == key
        answer = (_("Yes: {card} may go on {cell}.") if reason is None
                  else _("No: {card} may not go on {cell}.")).format(card=_name(s.card), cell=s.cell)
        details: list[str] = []
        if not correct and response == "fits":
            details.append(_("It does not fit: the engine names the first rule it breaks, in P10's order "
                             "(P7 first, then the sides N, E, S, W, then the connection)."))
        elif not correct and key != "fits":
            details.append(_("You chose “{choice}”, but the first rule it breaks is another.").format(
                choice=_(VERDICTS[str(response)])))
        headline = _("Right!") if correct else _("Not quite.")
        return Feedback(correct, headline, answer, exercise.explanation, tuple(details), exercise.rules)

    # object: each kind's own answer (a card, a seat, words), which its check compares
    def solution(self, exercise: Exercise) -> object:
        s: Setting = exercise.setting
        return verdict(table_of(s), s.card, s.at)[0]


# --- where may this card go? ---------------------------------------------------------------------

class HpWhereKind(QuizKindBase, name="hp-where", letter="hw", form=SELECT_CHOICES,
                  title=N_("Where may this card go?"), short="where may it go"):
    """Every cell the card fits, as shown (``Table.fits``), picked from the cells by the network."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        table, rest = deal_table(rng, difficulty)
        open_cells = table.open_cells()
        leaky = [c for c in open_cells if table.top(c) is not None]
        best: tuple[hp.Card, frozenset[str]] | None = None
        for card in rest:
            fits = frozenset(str(c) for c in open_cells if table.fits(card, c))
            if not fits or len(fits) == len(open_cells):
                continue
            on_leak = any(str(c) in fits for c in leaky)
            if topic.code == "fit" or on_leak:
                best = (card, fits)
                break
            if best is None:
                best = (card, fits)
        if best is None:                                      # every card fits everywhere or nowhere
            card = next(c for c in rest if any(table.fits(c, cell) for cell in open_cells))
            best = (card, frozenset(str(c) for c in open_cells if table.fits(card, c)))
        card, fits = best
        return _exercise(self.name, exercise_id, topic, difficulty, Setting(tuple(table.laid), card, None),
                         _("Where may {card} go, as shown (not turned)? Select every cell it fits, "
                           "then press Check.").format(card=_name(card)), fits, tuple(str(c) for c in open_cells),
                         _("A card goes on an empty cell beside the pipe network or on a leaky card (P7), "
                           "and must fit every card it meets and join a pipe or cap (P8)."), rules=("P7", "P8"))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if isinstance(response, str):
            response = response.replace(") (", ");(").split(";") if response.strip() else []
        if not isinstance(response, (list, tuple, set, frozenset)):
            raise ValueError(_("Select the cells the card may go to, then press Check."))
        picked = {str(r).replace(" ", "") for r in response}
        if not picked:
            raise ValueError(_("Select every cell the card may go to (there is at least one), then press Check."))
        if not picked <= set(exercise.choices):
            raise ValueError(_("Select cells of the table by the pipe network only, then press Check."))
        s: Setting = exercise.setting
        table = table_of(s)
        fits = {str(c) for c in map(hp.Cell.parse, exercise.choices) if table.fits(s.card, c)}  # the engine
        correct = picked == fits
        order = {c: i for i, c in enumerate(exercise.choices)}
        details = [f"{c}: {table.check(s.card, hp.Cell.parse(c))}"
                   for c in sorted(picked - fits, key=order.__getitem__)]
        missed = sorted(fits - picked, key=order.__getitem__)
        if missed:
            details.append(_("You left out {cells}: it fits there as well.").format(cells=", ".join(missed)))
        marks = {i: "legal" if c in fits else "illegal" for i, c in enumerate(exercise.choices)}
        answer = _("{card} may go on {cells}.").format(card=_name(s.card),
                                                        cells=", ".join(sorted(fits, key=order.__getitem__)))
        return Feedback(correct, _("Right!") if correct else _("Not quite."), answer, exercise.explanation,
                        new_details(details, exercise.explanation), exercise.rules, marks)

    # object: each kind's own answer (a card, a seat, words), which its check compares
    def solution(self, exercise: Exercise) -> object:
        return sorted(exercise.answer, key=list(exercise.choices).index)


# --- how many points? ----------------------------------------------------------------------------

_PARTS = {"neighbours": "neighbours", "pipes": "pipes", "caps": "caps", "cover": "covering"}


class HpPointsKind(QuizKindBase, name="hp-points", letter="hs", form=NUMBER,
                   title=N_("How many points?"), short="how many points"):
    """The points of one lay (``Table.score``): the total, with its four parts as the explanation."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        table, rest = deal_table(rng, difficulty)
        part = _PARTS[topic.code]
        moves = [m for card in rest for m in table.legal_moves([card])]
        rng.shuffle(moves)
        scored = [(m, table.score(m.card, m.cell)) for m in moves]
        wanted = [ms for ms in scored if ms[1].parts[part] > 0] or scored
        lay, score = wanted[0]
        return _exercise(self.name, exercise_id, topic, difficulty, Setting(tuple(table.laid), lay.card, lay.cell),
                         _("{card} is laid on the blue cell {cell}, as shown. How many points "
                           "does it score?").format(card=_name(lay.card), cell=lay.cell), score.total,
                         explanation=_breakdown(score),
                         details=tuple(score.reasons), rules=("P11",))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        said = whole_number(response, _("Type the points as a whole number, such as 7, then press Check."))
        s: Setting = exercise.setting
        score = table_of(s).score(s.card, s.at)                    # the engine decides
        correct = said == score.total
        answer = ngettext("{card} on {cell} scores {points} point.", "{card} on {cell} scores {points} points.",
                          score.total).format(card=_name(s.card), cell=s.cell, points=score.total)
        headline = _("Right!") if correct else _("Not quite: not {number}.").format(number=said)
        return Feedback(correct, headline, answer, _breakdown(score), tuple(score.reasons), ("P11",))

    # object: each kind's own answer (a card, a seat, words), which its check compares
    def solution(self, exercise: Exercise) -> object:
        s: Setting = exercise.setting
        return str(table_of(s).score(s.card, s.at).total)


def _breakdown(score: hp.Score) -> str:
    """``"covering 0 + neighbours 2 + caps 1 + pipes 3 = 6 points (P11)."``"""
    parts: Sequence[str] = [_("{part} {points}").format(part=_(_PART_NAMES[name]), points=n)
                            for name, n in score.parts.items()]
    return ngettext("{parts} = {points} point (P11).", "{parts} = {points} points (P11).", score.total).format(
        parts=" + ".join(parts), points=score.total)


#: The parts of a card's points as the breakdown names them.
_PART_NAMES = {"covering": N_("covering"), "neighbours": N_("neighbours"), "caps": N_("caps"), "pipes": N_("pipes")}


HP_MAY = register(HpMayKind())
HP_WHERE = register(HpWhereKind())
HP_POINTS = register(HpPointsKind())
