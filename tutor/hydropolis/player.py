"""The example player of Hydropolis: it lays the card that scores the most, and says why.

Of every lay the engine allows (:meth:`hydra.hydropolis.Game.legal_actions`: each card of the hand,
as it is or turned half-way, on each cell where it fits, P4-P8) it takes the one whose
:class:`~hydra.hydropolis.Score` is the highest (P11); of equal ones, the first the engine lists, so
the same game is always played the same way (a ``?deal=`` link replays its answers). With no card
that fits it draws, or passes once the pile is empty (P12). Its reason is a sentence: which card,
turned or not, which cell, on which turn, the points and their four parts.

>>> from hydra.hydropolis import Game
>>> game = Game(3, deck=[".b.b", "bb..", ".B..", ".r.r", "b.b.", "...B", "..bb", ".y..T", "...yO", ".b.b"])
>>> choice = best_move(game)
>>> str(choice.action), choice.score.total
('.b.b at (3,4)', 4)
>>> print(choice.reason)
Turn 1: lays `.b.b` (blue straight pipe, W to E) at (3,4), as it is in the hand, for 4 points (covering 0, neighbours 1, caps 0, pipes 3), the most of its 6 possible lays (P11).
"""  # noqa: E501 - a doctest's expected sentence is one line

from __future__ import annotations

from dataclasses import dataclass

from hydra import hydropolis as hp
from hydra.core.i18n import N_, _, ngettext

__all__ = ["Choice", "best_move", "lay_words", "move_label", "parts_words"]


@dataclass(frozen=True)
class Choice:
    """The example player's move: the engine's ``action``, its ``score`` (None for a draw or a pass),
    the card as held in the hand (None for a draw or a pass), the ``reason`` (a sentence) and its rules,
    and how many lays it chose from."""

    action: hp.Action
    score: hp.Score | None
    held: hp.Card | None
    reason: str
    rules: tuple[str, ...]
    options: int = 0


#: The four parts of a lay's points (P11), as a learner reads them.
PART_WORDS = {"covering": N_("covering"), "neighbours": N_("neighbours"), "caps": N_("caps"), "pipes": N_("pipes")}


def part_word(name: str) -> str:
    """A part of P11's points in the page's language (``"caps"``; a name it does not know as it is)."""
    return _(PART_WORDS[name]) if name in PART_WORDS else name


def parts_words(score: hp.Score) -> str:
    """``"covering 0, neighbours 1, caps 0, pipes 3"``: the four parts of P11 in their order."""
    return ", ".join(f"{part_word(name)} {value}" for name, value in score.parts.items())


def held_card(hand: tuple[hp.Card, ...] | list[hp.Card], lay: hp.Lay) -> hp.Card:
    """The card of ``hand`` that ``lay`` lays: its face as laid, or the card whose turned face it is (P4)."""
    return lay.card if lay.card in hand else lay.card.turned()


def lay_words(lay: hp.Lay, held: hp.Card) -> str:
    """```.b.b` (blue straight pipe, W to E) at (5,4), as it is in the hand`` or ``…, turned half-way
    (`b..b` in the hand)``."""
    if lay.card == held:
        return _("`{card}` ({name}) at {cell}, as it is in the hand").format(card=lay.card, name=hp.card_name(lay.card),
                                                                           cell=lay.cell)
    return _("`{card}` ({name}) at {cell}, turned half-way (it is `{held}` in the hand, P4)").format(
        card=lay.card, name=hp.card_name(lay.card), cell=lay.cell, held=held)


def move_label(action: str, hand: tuple[hp.Card | str, ...] | list[hp.Card] | list[str] = ()) -> str:
    """A move's button at a table of people, in words, never the notation (issue 32).

    >>> move_label(".b.b at (5,4)", [hp.Card.parse(".b.b")])
    'Lay the blue straight pipe, W to E at column 5, row 4'
    >>> move_label("b.b. at (5,4)", [hp.Card.parse(".b.b")]), move_label("draw")
    ('Lay the blue straight pipe, N to S at column 5, row 4, turned half-way', 'Draw a card')
    """
    move = hp.parse_action(action)
    if move == hp.DRAW:
        return _("Draw a card")
    if move == hp.PASS:
        return _("Pass")
    assert isinstance(move, hp.Lay)
    words = _("Lay the {card} at column {col}, row {row}").format(card=hp.card_name(move.card), col=move.cell.col,
                                                                    row=move.cell.row)
    if hand and move.card not in {hp.as_card(c) for c in hand}:
        words += _(", turned half-way")
    return words


def best_move(game: hp.Game) -> Choice:
    """The highest-scoring lay for the player to move (the first of equals), or the draw or pass."""
    seat = game.to_move
    if seat is None:
        raise ValueError(_("The game is over: nobody is to move (P13)."))
    turn = sum(1 for step in game.history()[1:] if step.seat == seat) + 1
    actions = game.legal_actions()
    lays = [a for a in actions if isinstance(a, hp.Lay)]
    if not lays:
        action = actions[0]
        if action == hp.DRAW:
            reason = _("Turn {turn}: no card of the hand fits on any cell, either way round, so it only draws a "
                       "card (P12: Wenn keine Karte abgelegt werden kann, zieht der Spieler nur eine Karte "
                       "nach).").format(turn=turn)
        else:
            reason = _("Turn {turn}: no card of the hand fits anywhere and the draw pile is empty, so it passes "
                       "(P12, P13).").format(turn=turn)
        return Choice(action, None, None, reason, ("P12",))
    best: hp.Lay = lays[0]
    table = game.table                                   # a copy of the game's table: take it once
    best_score = table.score(best.card, best.cell)
    for lay in lays[1:]:
        score = table.score(lay.card, lay.cell)
        if score.total > best_score.total:
            best, best_score = lay, score
    held = held_card(game.hands[seat], best)
    count = len(lays)
    points = ngettext("{count} point", "{count} points", best_score.total).format(count=best_score.total)
    reason = ngettext("Turn {turn}: lays {lay}, for {points} ({parts}), the most of its {count} possible lay (P11).",
                      "Turn {turn}: lays {lay}, for {points} ({parts}), the most of its {count} possible lays (P11).",
                      count).format(turn=turn, lay=lay_words(best, held), points=points, parts=parts_words(best_score),
                                    count=count)
    return Choice(best, best_score, held, reason, ("P11",), count)
