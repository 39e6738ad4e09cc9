"""The rulings on the Hydropolis seed as data: P1-P14 of the spec, P20 and up the project's.

Each ruling quotes the German sentences of the seed it rests on; where the seed
can be read two ways, the readings are named and the one the engine plays is
marked, so the tutor can show learners both. ``docs/rulings-hydropolis.md`` is
:func:`rulings_markdown` (a test keeps the two equal).

>>> RULINGS["P21"].title
'A draw is not a pass'
>>> [(r.name, r.chosen) for r in readings("P8")]
[('empty-fits-empty', True), ('empty-needs-cap', False)]
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.core.i18n import N_
from hydra.core.readings import Reading, ruling_markdown

__all__ = ["Reading", "Ruling", "RULINGS", "readings", "rulings_markdown"]


@dataclass(frozen=True)
class Ruling:
    """A ruling: its id, a title, the seed's sentences it rests on, the decision, and readings."""
    id: str
    title: str
    quotes: tuple[str, ...]
    decision: str
    readings: tuple[Reading, ...] = ()


def _r(id_: str, title: str, quotes: tuple[str, ...], decision: str, *readings: Reading) -> Ruling:
    return Ruling(id_, title, quotes, decision, tuple(readings))


_LONG_SHORT = ("dass entweder eine lange Seite der neuen Karte an eine lange Seite einer liegenden Karte "
               "anschließt, oder eine kurze Seite an eine kurze Seite anschließt.")
_ALL: tuple[Ruling, ...] = (
    _r("P1", N_("A card and its sides"), (_LONG_SHORT, "Verschlusskappen werden niemals als leck angesehen."),
           "A card is twice as long as wide: long sides N and S, short sides E and W. Each side is empty, a "
           "pipe end in a colour (b, r, y) or a cap (B, R, Y); a card shows one colour. A card with a pipe "
           "end is a pipe piece (Rohrstück); one whose non-empty sides are all caps is a cap card."),
    _r("P2", N_("Leaky pipes, taps and outlets"),
           ("Verschlusskappen werden niemals als leck angesehen.",
            "Wasserhähne und Ausläufe werden wie Rohre behandelt."),
           "A pipe piece may be leaky; a cap card never is. Taps (Wasserhahn) and outlets (Auslauf) are "
           "pipe pieces with a single pipe end and follow the rules of pipes."),
    _r("P3", N_("Notation"), ("Alle Karten werden gemischt, und zwar inklusive der Wasserhahn- und "
                              "Auslaufkarten.",),
           "A card is written N E S W, then an optional mark: * leaky, T tap, O outlet ('.b.b', '.r.r*', "
           "'.y..T'). Anything else is a NotationError naming the bad character and its offset."),
    _r("P4", N_("Half turns only"), (_LONG_SHORT,),
           "A card may be laid turned half-way (N<->S, E<->W), never a quarter: long sides meet long "
           "sides. A lay names the face as laid."),
    _r("P5", N_("The grid"), (_LONG_SHORT,),
           "Cards lie on a grid of cells (column, row), never offset by half a card. Cards meet only side "
           "to side; the eight cells around a cell are its neighbours."),
    _r("P6", N_("The table's edge"), ("Die Tischkante bildet die natürliche Grenze des ausgelegten "
                                      "Rohrnetzes.",),
           "The table is 9 by 9 cells; the first card lies at (4,4). No card may be laid outside; a pipe "
           "may face the edge.",
           Reading("edge-forbids-nothing", "The edge is not a card: it forbids nothing and connects "
                   "nothing.", True),
           Reading("edge-is-empty", "The edge counts as an empty card edge, so no pipe may face it.")),
    _r("P7", N_("Where a card goes"), ("Der Spieler legt entweder eine Karte an den Rohrlauf an",
                                       'Oder er legt die neue Karte auf eine bestehende Karte mit einem '
                                       '"lecken Rohr", wobei auch ein leckes Rohr auf ein leckes Rohr '
                                       'gelegt werden darf.'),
           "On an empty cell beside a card, or on top of a leaky card (the new card leaky or not)."),
    _r("P8", N_("What a card must fit"),
           ("Eine leere Kartenkante darf nicht an ein Rohr anschließen.",
            "Eine Verschlusskappe kann nicht direkt an eine andere Verschlusskappe anschließen.",
            "Nur Verschlusskappen dürfen an leere Kartenkanten grenzen.",
            "Die neue Karte muss mit ihrem Rohr oder ihrer Verschlusskappe mindestens an ein bestehendes "
            "Rohr oder eine Verschlusskappe anschließen."),
           "No pipe against an empty edge, no cap against a cap; at least one side joins a pipe or cap "
           "with a pipe or cap. A card laid on a leaky card is judged the same way.",
           Reading("empty-fits-empty", "An empty edge may face an empty edge.", True),
           Reading("empty-needs-cap", "'Nur Verschlusskappen dürfen an leere Kartenkanten grenzen' to the "
                   "letter: an empty edge may face only a cap.")),
    _r("P9", N_("A covered card"), ('Für eine überdeckte "lecke" Karte gibt es 5 Punkte.',),
           "A covered card stays underneath and counts for nothing; a leaky card on top may be covered "
           "again."),
    _r("P10", N_("Every reason is a sentence"), ("Folgende Voraussetzungen müssen gegeben sein:",),
           "Table.check gives the first rule broken (off the table, the cell, the sides N E S W, the "
           "connection) as a sentence naming the side and the card it meets."),
    _r("P11", N_("Points for one laid card"),
           ('Für eine überdeckte "lecke" Karte gibt es 5 Punkte.',
            "Für jede an die gerade gelegte Karte angrenzende bereits liegende Karte (auch diagonal) gibt "
            "es 1 Punkt.",
            "Es spielt keine Rolle, ob die neue Karte das Rohr oder die Verschlusskappen enthält.",
            "Hat der Spieler ein Rohrstück gelegt, gibt es 2 Punkte für jede Verbindung mit einem "
            "andersfarbigen Rohr und 3 Punkte für jede Verbindung mit einem gleichfarbigen Rohr."),
           "Covering a leaky card 5; 1 per card in the eight cells around; 1 per cap meeting a pipe of its "
           "colour; for a pipe piece, 3 per pipe end meeting a pipe of its colour, 2 of another.",
           Reading("pipe-end-scores", "Only the new card's pipe ends score in the pipes part.", True),
           Reading("capped-side-scores", "A capped side of a pipe piece that meets a pipe also scores 2 "
                   "or 3.")),
    _r("P12", N_("Set-up and turns"),
           ("Jeder Spieler erhält drei Handkarten.", "Es besteht Zugzwang.",
            "Wenn keine Karte abgelegt werden kann, zieht der Spieler nur eine Karte nach."),
           "2 to 5 players, hands of three from the deck in order, the next card starts the table, the "
           "rest is the pile. Lay a card if one fits (Zugzwang), then draw; else only draw; with the pile "
           "empty, pass."),
    _r("P13", N_("The end"), ("Sämtliche Spieler passen, d.h. niemand kann mehr eine Karte spielen.",
                              "Ein Spieler hat eine vorher festgelegte Punktzahl erreicht.",
                              "Wer die meisten Punkte erreicht hat, hat gewonnen."),
           "The game ends when every player in turn has passed (most points wins, equal points share), "
           "or at once when a player reaches the target (default 100) with a lay: that player wins."),
    _r("P14", N_("The wrench (variant)"),
           ("Hat ein Spieler in einem einzigen Zug mindestens 15 Punkte erreicht, erhält er zusätzlich "
            "einen Schraubenschlüssel.",
            "Hat ein Spieler drei Schraubenschlüssel, endet das Spiel sofort, und er hat gewonnen."),
           "A lay of 15 points or more earns a wrench; three wrenches win at once, before the target."),
    _r("P20", N_("The first card scores for nobody"),
           ("Von diesem wird eine Karte offen in die Tischmitte gelegt.",),
           "The first card is turned up from the pile as part of the deal: nobody lays it, so it scores "
           "for nobody and no seat's points start above 0."),
    _r("P21", N_("A draw is not a pass"),
           ("Sämtliche Spieler passen, d.h. niemand kann mehr eine Karte spielen.",
            "Wenn keine Karte abgelegt werden kann, zieht der Spieler nur eine Karte nach."),
           "A player who cannot lay while the pile holds cards draws; that is not a pass. Only with the "
           "pile empty does a player who cannot lay pass, so however many players in a row only draw, the "
           "game goes on while the pile lasts.",
           Reading("only-empty-pile-passes", "A pass is a turn without a lay or a draw, possible only "
                   "with the pile empty; drawing keeps the game going.", True),
           Reading("draw-is-pass", "Every turn without a lay is a pass, so when every player in turn "
                   "could only draw, the game would end with cards still in the pile.")),
    _r("P22", N_("A pass lasts one turn"),
           ("Sämtliche Spieler passen, d.h. niemand kann mehr eine Karte spielen.",),
           "A player who passed lays again on a later turn if a card of theirs fits then (a card laid by "
           "another may open a cell); the passes in a row start again from 0 after every lay.",
           Reading("pass-for-one-turn", "'Passen' is one turn without a card; the game ends when all "
                   "pass in a row.", True),
           Reading("pass-drops-out", "A player who passed is out for the rest of the game, and the game "
                   "ends when every player has passed once, in a row or not.")),
    _r("P23", N_("What a player sees"),
           ("Jeder Spieler erhält drei Handkarten.",
            "Von diesem wird eine Karte offen in die Tischmitte gelegt."),
           "Hands are hidden: a seat sees its own hand, the table (covered cards too: they were laid face "
           "up), how many cards each hand and the pile hold, and everyone's points and wrenches; never "
           "another hand or the order of the pile."),
    _r("P24", N_("Who lays first"),
           ("Jeder Spieler erhält drei Handkarten.",),
           "The rules text deals the hands but names neither a dealer nor who lays first, so any seat may "
           "begin: seat 0 unless the table chooses another (the tutor's deal links and matches give the seat "
           "as the round's dealer, since Hydropolis has no dealer of its own). Play goes on in seat order from "
           "there, and the hands are dealt the same whoever begins."),
    _r("P25", N_("Who lays first in the next game"),
           ("Jeder Spieler erhält drei Handkarten.",),
           "The rules text speaks of one game and names nobody who begins (P24). Where a table plays one game "
           "after another (the tutor's tables), the seat after the last game's first seat lays first in the "
           "next, so that each player begins in turn, as the dealer moves on in the other games."),
)

#: Every ruling by id, in order: P1-P14, then the project's P20 and up.
RULINGS: dict[str, Ruling] = {r.id: r for r in _ALL}


def readings(rule: str) -> tuple[Reading, ...]:
    """The named readings of one ruling (empty if the seed reads only one way there)."""
    ruling = RULINGS.get(rule)
    return ruling.readings if ruling else ()


def rulings_markdown() -> str:
    """The rulings as the project's docs page ``docs/rulings-hydropolis.md``."""
    out = ["# Hydropolis rulings (engine: `hydra.hydropolis`)", "",
           "Generated from `hydra/hydropolis/rulings.py` (`rulings_markdown()`); a test keeps them equal. "
           "P1-P14 are the spec's (`shared/spec/hydropolis.md`), summarised; P20 and up decide what the seed "
           "(`seeds/hydropolis.txt`, German) and the spec leave open. Quotes are the seed's German as "
           "written. Where the seed reads two ways, both readings are named; the engine plays the one "
           "marked.", "",
           "The seed lists no cards: `DECK` is the tutor's own deck of 60 cards (the published game's "
           "cards may differ).", ""]
    for r in _ALL:
        out += ruling_markdown(f"{r.id} {r.title}", (f"> \"{quote}\"" for quote in r.quotes), r.decision,
                               r.readings)
    return "\n".join(out)
