"""Each rule's example, worked out by the engine (``hydra``): a trick and who takes it, the cards a hand
may play, the parties of some key cards, the points of a count. The rules' data (:mod:`.rules`) says
which example and with what cards; this module asks the engine and says the answer in words.

The players are named, in seat order from the dealer's left, Ada, Ben, Cleo, Dan and Eve (the dealer).

>>> from tutor.hydra.reference import rule
>>> worked = work_out(rule("hydra-on-a-fail-trick"))
>>> worked.cards, worked.winner
(('GK', 'G9', 'GD', 'HY', 'G10'), 2)
>>> worked.text
'In the normal game, Grün-König is led: Grün-Daus (the 3rd card) takes the trick.'
>>> work_out(rule("colour-solo")).winner         # the Hydra is the highest trump in a colour solo
2
>>> work_out(rule("points")).text.split(": ")[-1]
'5 + 2 × 7 = 19 points for each player of the party.'
>>> work_out(rule("seats")) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass

import hydra
from hydra.hydra.calls import Declaration
from hydra.core.i18n import _
from hydra.hydra.scoring import bonus_name, trick_bonuses

from .texts import Rule

__all__ = ["Worked", "work_out", "PLAYERS"]

#: The players of the examples, in seat order from the dealer's left; the last one deals.
PLAYERS = ("Ada", "Ben", "Cleo", "Dan", "Eve")
_DEALER = 4


@dataclass(frozen=True)
class Worked:
    """An example worked out: the sentence that says it, and the cards to show (``cards``, with the
    ``winner``'s place among them, or a ``hand`` with the ``legal`` cards marked after ``cards`` led)."""

    text: str
    cards: tuple[str, ...] = ()
    winner: int | None = None
    hand: tuple[str, ...] = ()
    legal: tuple[str, ...] = ()


def _names(cards: list[hydra.Card] | tuple[hydra.Card, ...]) -> str:
    names = [c.german_name for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + _(" and ") + names[-1]


def _holding(cards: list[hydra.Card]) -> str:
    """Key cards as a player holds them: 'both Eichel-Obers and a Grün-Ober'."""
    counts = dict.fromkeys(cards, 0)
    for card in cards:
        counts[card] += 1
    parts = [_("both {card}s").format(card=c.german_name) if n == 2 else _("a {card}").format(card=c.german_name)
             for c, n in counts.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + _(" and ") + parts[-1]


def _people(seats: tuple[int, ...]) -> str:
    names = [PLAYERS[s] for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + _(" and ") + names[-1]


def _ordinal(n: int) -> str:
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd")}.get(n, _("{n}th").format(n=n))


def _game_words(game: hydra.Game) -> str:
    if game.id == "normal":
        return _("the normal game")
    if game.id == "normal-solo":
        return _("a normal solo")
    return _("a {name}").format(name=game.name)


def _trick(game_id: str, text: str) -> Worked:
    game = hydra.get_game(game_id)
    cards = hydra.parse_cards(text)
    winner = hydra.trick_winner(cards, game=game)
    said = _("In {game}, {led} is led: {card} (the {place} card) takes the trick.").format(
        game=_game_words(game), led=cards[0].german_name, card=cards[winner].german_name,
        place=_ordinal(winner + 1))
    bonuses = trick_bonuses(hydra.Trick(cards, game=game, leader=0), 1, lambda seat: seat)
    if bonuses:              # every card played by another party: the bonuses the winner's party gets
        said += " " + _("Its party gets {bonus}.").format(bonus=_(" and ").join(
            _("{points} bonus points for {what}").format(points=b.points, what=bonus_name(b.kind)) for b in bonuses))
    return Worked(said, tuple(str(c) for c in cards), winner)


def _legal(game_id: str, led: str, hand_text: str) -> Worked:
    game = hydra.get_game(game_id)
    trick, hand = hydra.parse_cards(led), hydra.parse_cards(hand_text)
    legal = hydra.legal_cards(hand, trick, game=game)
    said = _("{led} is led. Of this hand, only {cards} may be played.").format(
        led=_names(trick), cards=_names(legal))
    if len(legal) == len(hand):
        said = _("{led} is led. This hand may play any card.").format(led=_names(trick))
    return Worked(said, tuple(str(c) for c in trick), None, tuple(str(c) for c in hand),
                  tuple(dict.fromkeys(str(c) for c in legal)))


def _parties(hands: tuple[str, ...]) -> Worked:
    found = hydra.form_parties(list(hands))
    holding = [_("{who} holds {cards}").format(who=PLAYERS[s], cards=_holding(hydra.parse_cards(h)))
               for s, h in enumerate(hands) if h]
    nothing = tuple(s for s, h in enumerate(hands) if not h)
    if nothing:
        holding.append(_("{who} no key card").format(who=_people(nothing)))
    parties = "; ".join(_people(p) for p in found.parties)
    said = _("{holding}: {kind}. The parties: {parties}.").format(
        holding=", ".join(holding), kind=hydra.kind_title(found.kind), parties=parties)
    return Worked(said)


def _calls(named: tuple[str, ...]) -> Worked:
    said, declarations = [], []
    for item in named:
        seat_text, kind = item.split(":")
        seat = int(seat_text)
        declarations.append(Declaration(seat, kind, game="normal-solo" if kind == "solo" else None,
                                        pair="EO" if kind == "antrag" else None))
        said.append(_("{who} names a solo").format(who=PLAYERS[seat]) if kind == "solo"
                    else _("{who} names an Antrag").format(who=PLAYERS[seat]))
    played = hydra.winning_declaration(declarations, dealer=_DEALER)
    assert played is not None
    what = _("{who}'s solo is played") if played.kind == "solo" else _("{who}'s Antrag is played")
    return Worked(_("{calls} (Eve deals): {played}.").format(calls=_(", then ").join(said),
                                                             played=what.format(who=PLAYERS[played.seat])))


def _antrag_hand(text: str) -> Worked:
    hand = hydra.parse_cards(text)
    pairs = hydra.antrag_pairs(hand)
    if not pairs:
        return Worked(_("This hand holds no two equal key Obers: it may not name an Antrag."), tuple(text.split()))
    return Worked(_("This hand holds {cards}: it may name an Antrag.").format(
        cards=_("both {card}s").format(card=hydra.parse_card(pairs[0]).german_name)), tuple(text.split()))


def _proposal() -> Worked:
    found = hydra.proposal_parties(0, 2, range(5))
    parts = "; ".join(_("{who} (multiplier {m})").format(who=_people(p), m=m)
                      for p, m in zip(found.parties, found.multipliers))
    return Worked(_("Ada offers an Antrag; Ben says no, Cleo accepts. The parties: {parties}.").format(
        parties=parts))


def _points(eyes: int, multiplier: int, bonus: int) -> Worked:
    tenths = hydra.round_half_up(eyes)
    total = hydra.party_points(eyes, multiplier, bonus)
    return Worked(_("{eyes} eyes in tenths, rounded: {tenths}. With multiplier {m} and {bonus} bonus points: "
                    "{bonus} + {m} × {tenths} = {total} points for each player of the party.").format(
        eyes=eyes, tenths=tenths, m=multiplier, bonus=bonus, total=total))


def _eyes(text: str) -> Worked:
    cards = hydra.parse_cards(text)
    each = ", ".join(_("{card} {eyes}").format(card=c.german_name, eyes=c.eyes) for c in cards)
    return Worked(_("{each}: {total} eyes.").format(each=each, total=sum(c.eyes for c in cards)),
                  tuple(str(c) for c in cards))


def _trick_eyes(text: str) -> Worked:
    cards = hydra.parse_cards(text)
    worked = _trick("normal", text)
    eyes = sum(c.eyes for c in cards)
    return Worked(_("These five cards hold {eyes} eyes.").format(eyes=eyes) + " " + worked.text,
                  worked.cards, worked.winner)


def _ladder(game_id: str) -> Worked:
    game = hydra.get_game(game_id)
    lowest_first = tuple(reversed(game.ladder()))
    return Worked(_("The trumps of {game}, from lowest to highest ({n} cards, each twice):").format(
        game=_game_words(game), n=len(lowest_first)), tuple(str(c) for c in lowest_first))


def _deck() -> Worked:
    normal = hydra.get_game("normal")
    trumps = sum(1 for c in hydra.DECK if normal.is_trump(c))
    return Worked(_("The engine's deck: {cards} cards, {eyes} eyes in all; {trumps} of them are trumps in the "
                    "normal game.").format(cards=len(hydra.DECK), eyes=hydra.TOTAL_EYES, trumps=trumps))


def _deal(seed: int) -> Worked:
    dealt = hydra.deal(seed, dealer=_DEALER)
    first = hydra.next_seat(_DEALER)
    counts = {len(h) for h in dealt.hands}
    return Worked(_("A deal by the engine: every player gets {n} cards. Ada, on the dealer's left, got "
                    "these:").format(n=" / ".join(str(c) for c in sorted(counts))),
                  tuple(str(c) for c in hydra.get_game("normal").sorted(dealt.hands[first])))


def _throw_in(text: str) -> Worked:
    hand = hydra.parse_cards(text)
    normal = hydra.get_game("normal")
    nines = sum(1 for c in hand if c.rank == "9")
    trumps = sum(1 for c in hand if normal.is_trump(c))
    said = _("This hand has {nines} nines and {trumps} trumps:").format(nines=nines, trumps=trumps) + " " + (
        _("it may be thrown in.") if hydra.can_throw_in(hand) else _("it may not be thrown in."))
    return Worked(said, tuple(str(c) for c in hand))


def _lead(soloist: int) -> Worked:
    first = hydra.next_seat(_DEALER)
    return Worked(_("Eve deals: {first} leads the first trick. If {soloist} plays a solo, {soloist} leads it.")
                  .format(first=PLAYERS[first], soloist=PLAYERS[soloist]))


def _next_lead(leader: int, text: str) -> Worked:
    trick = hydra.Trick(text, leader=leader)
    return Worked(_("{leader} leads {card}; {winner} takes the trick with {best} and leads the next one.").format(
        leader=PLAYERS[leader], card=trick.cards[0].german_name, winner=PLAYERS[trick.winner_seat],
        best=trick.cards[trick.winner].german_name), tuple(str(c) for c in trick.cards), trick.winner)


def _next_dealer() -> Worked:
    return Worked(_("Eve dealt this round: {next} deals the next one.").format(
        next=PLAYERS[hydra.next_seat(_DEALER)]))


def _six() -> Worked:
    six = (*PLAYERS, "Fay")
    names = [six[s] for s in hydra.playing_seats(6, 5)]
    return Worked(_("Six at the table, Fay deals: {players} play this round, Fay sits out.").format(
        players=", ".join(names[:-1]) + _(" and ") + names[-1]))


def work_out(item: Rule) -> Worked | None:
    """The rule's example worked out by the engine; None for a rule that needs no example."""
    kind, *args = item.example
    if kind == "none":
        return None
    if kind == "trick":
        return _trick(args[0], args[1])
    if kind == "legal":
        return _legal(args[0], args[1], args[2])
    if kind == "parties":
        return _parties(tuple(args))
    if kind == "calls":
        return _calls(tuple(args))
    if kind == "antrag-hand":
        return _antrag_hand(args[0])
    if kind == "proposal":
        return _proposal()
    if kind == "points":
        return _points(int(args[0]), int(args[1]), int(args[2]))
    if kind == "eyes":
        return _eyes(args[0])
    if kind == "trick-eyes":
        return _trick_eyes(args[0])
    if kind == "ladder":
        return _ladder(args[0])
    if kind == "deck":
        return _deck()
    if kind == "deal":
        return _deal(int(args[0]))
    if kind == "lead":
        return _lead(int(args[0]))
    if kind == "next-lead":
        return _next_lead(int(args[0]), args[1])
    if kind == "next-dealer":
        return _next_dealer()
    if kind == "six":
        return _six()
    if kind == "throw-in":
        return _throw_in(args[0])
    raise KeyError(f"no example of the kind {kind!r} (rule {item.key})")
