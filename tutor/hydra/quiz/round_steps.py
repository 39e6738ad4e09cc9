"""The round's and the match's kinds (issue 19, lessons 08 and 09 of the path), answered by the engine.

Five players sit clockwise in the order of :data:`NAMES` (seat 0 is Ada): "on the left" is the next
one clockwise (R11).

* :data:`SEAT` (``CHOICE``): who gets the first cards and leads (R8, R12); who deals the next round
  (R11, a :class:`hydra.Match` played by the engine); who deals after a throw-in (R6);
* :data:`THROW_IN` (``CHOICE``): may this hand throw in (R6, ``hydra.throw_in_reason``)?
* :data:`CALL_WINS` (``CHOICE``): whose reservation is played (R7, ``hydra.hydra.calls.winning_declaration``);
* :data:`PLAY_TO_WIN` (``PICK_CARD``): a live position of a round the engine deals and plays up to your
  turn; you play the card that takes the trick (the engine's legal cards and winner);
* :data:`MATCH_TOTAL` (``NUMBER``): a player's total after the rounds of a match (R5, rules: Spielende).

>>> SEAT.solution(SEAT.of("first", dealer=2))
'Dora'
>>> position(30, 29)
('SK GD RU G10 HY GK', 'G9 G9 GK G10', 5, 1)
>>> ex = PLAY_TO_WIN.of(*position(30, 29)[:3])
>>> PLAY_TO_WIN.check(ex, ex.hand.index(hydra.as_card("HY"))).explanation[:22]
'The Hydra may not be p'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

import hydra
from hydra.hydra.calls import Declaration, winning_declaration
from hydra.core.i18n import N_, _, ngettext

from tutor.exercises.answers import picked_position, whole_number
from tutor.exercises.kind import CHOICE, NUMBER, PICK_CARD, Choice, KindBase, Response, register
from tutor.exercises.model import Exercise, Feedback
from .score_steps import feedback
from .game import FAMILY, normal_game
from .game import hydra_game

__all__ = ["NAMES", "SEAT", "THROW_IN", "CALL_WINS", "PLAY_TO_WIN", "MATCH_TOTAL", "played_round", "position",
           "match_totals", "match_points"]

#: The rules' section on the end of a round and of the match, translated.
SPIELENDE = "rules: Spielende, the end of the game"
#: The players, clockwise from seat 0.
NAMES = ("Ada", "Ben", "Cem", "Dora", "Emil")
TABLE = N_("Clockwise around the table: Ada, Ben, Cem, Dora, Emil, and Ada again.")
NORMAL = hydra.get_game("normal")


def _left(seat: int) -> int:
    return hydra.next_seat(seat)


#: What a SEAT question asks, by key: (the question, the rules).
SEAT_QUESTIONS = {
    "first": (N_("{d} deals. Who gets the first cards and leads the first trick?"), ("R8", "R12")),
    "next-dealer": (N_("{d} dealt this round, and it was played to the end. Who deals the next round?"), ("R11",)),
    "after-throw-in": (N_("{d} dealt, and {t} threw in. Who deals next?"), ("R6",)),
}


@lru_cache(maxsize=16)
def _match_after(dealer: int, seed: int, throw_in: bool) -> tuple[int, int | None]:
    """The engine's match after one round dealt by ``dealer`` from ``seed``: the next dealer, and who
    threw in (R6, R11)."""
    match = hydra.Match(players=5, dealer=dealer)
    if throw_in:
        rnd = match.new_round(seed=seed)
        if rnd.phase != "throw-in":
            raise ValueError(f"nobody may throw in after the deal of seed {seed}")
        thrower = rnd.to_move
        rnd.apply("throw-in")
        match.add(rnd)
        return match.dealer, thrower
    match.play_round(seed=seed)
    return match.dealer, None


class SeatKind(KindBase, name="seat", title="Who?", form=CHOICE):
    """"Who?": a name at the table, the engine's seat (R6, R8, R11, R12)."""

    def of(self, question: str, dealer: int, seed: int = 0) -> Exercise:
        text, rules = SEAT_QUESTIONS[question]
        thrower = _match_after(dealer, seed, True)[1] if question == "after-throw-in" else None
        prompt = _(text).format(d=NAMES[dealer], t=NAMES[thrower] if thrower is not None else "")
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, caption=question, dealer=dealer, given=(seed,), choices=NAMES,
                        rules=rules, facts=(_(TABLE),), prompt=prompt)

    def _seat(self, exercise: Exercise) -> int:
        dealer = exercise.dealer if exercise.dealer is not None else 0
        if exercise.caption == "first":
            return hydra.playing_seats(5, dealer)[0]
        return _match_after(dealer, exercise.given[0], exercise.caption == "after-throw-in")[0]

    def solution(self, exercise: Exercise) -> str:
        return NAMES[self._seat(exercise)]

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in NAMES:
            raise ValueError(_("Tap one of the names."))
        seat, right = NAMES.index(str(response)), self._seat(exercise)
        dealer = exercise.dealer if exercise.dealer is not None else 0
        d, rules, q = NAMES[dealer], exercise.rules, exercise.caption
        cite = ", ".join(rules)
        if seat == right:
            why = {"first": _("{name} sits on the left of {d}, the dealer: the dealer deals to the left first, and "
                              "that player leads the first trick"),
                   "next-dealer": _("{name} sits on the left of {d}: after a round the deal passes to the left"),
                   "after-throw-in": _("after a throw-in the same dealer deals again")}[q]
            return feedback(True, _("Yes: {why} ({rule}).").format(why=why.format(name=response, d=d), rule=cite),
                            rules)
        if q == "after-throw-in":
            why = (_("a throw-in does not pass the deal: the round was never played") if seat == _left(dealer) else
                   _("{name} is not the dealer, and a throw-in does not pass the deal"))
        elif seat == dealer:
            why = (_("{d} is the dealer; the dealer deals to the left first, and the player there leads")
                   if q == "first" else _("{d} just dealt, and after a round the deal passes on"))
        else:
            why = (_("{name} does not sit on {d}'s left; the player on the dealer's left gets the first cards and "
                     "leads") if q == "first" else _("{name} does not sit on {d}'s left; the deal passes to the left"))
        return feedback(False, _("Not {n}: {why} ({rule}).").format(n=response, why=why.format(name=response, d=d),
                                                                     rule=cite), rules)


#: The throw-in answers, as the buttons read.
MAY, MAY_NOT = "Yes", "No"
_MAY_LABELS = {MAY: N_("Yes"), MAY_NOT: N_("No")}


class ThrowInKind(KindBase, name="throw-in", title="May this hand throw in?", form=CHOICE):
    """"May this hand throw in?": five or more 9s, or at most one trump (R6)."""

    def of(self, hand: str) -> Exercise:
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, cards=tuple(hydra.parse_cards(hand)), choices=(MAY, MAY_NOT),
                        rules=("R6",), prompt=_("This is your hand. May you throw in?"))

    def solution(self, exercise: Exercise) -> str:
        return MAY if hydra.throw_in_reason(exercise.cards) else MAY_NOT

    def choice_label(self, choice: Choice) -> str:
        return _(_MAY_LABELS.get(str(choice), str(choice)))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the answers."))
        reason = hydra.throw_in_reason(exercise.cards)
        nines = sum(1 for c in exercise.cards if c.rank == "9")
        trumps = [str(c) for c in exercise.cards if NORMAL.is_trump(c)]
        held = _("this hand holds {nines} and {trumps}").format(
            nines=ngettext("{n} nine", "{n} nines", nines).format(n=nines),
            trumps=ngettext("{n} trump", "{n} trumps", len(trumps)).format(n=len(trumps)))
        if response == self.solution(exercise):
            text = (_("Yes: {held}, so it may throw in (R6).") if reason else
                    _("Right: {held}; throwing in needs five or more 9s, or at most one trump (R6)."))
            return feedback(True, text.format(held=held), ("R6",))
        if reason:
            return feedback(False, _("Not so: {held}, and five or more 9s or at most one trump (the Hydra counts as a "
                                     "trump) are enough to throw in (R6).").format(held=held), ("R6",))
        return feedback(False, _("Not so: {held}; throwing in needs five or more 9s, or at most one trump "
                                 "(R6).").format(held=held), ("R6",))


class CallWinsKind(KindBase, name="call-wins", title="Whose game is played?", form=CHOICE):
    """"Whose game is played?": of the reservations named, a solo beats an Antrag; of two of a kind,
    the one earlier from the dealer's left (R7)."""

    def of(self, dealer: int, calls: Mapping[int, str]) -> Exercise:
        """``calls``: seat -> "solo" or "Antrag", for the players who said morbus; the rest say valeo."""
        said = "; ".join((_("{name} says morbus and names a solo") if k == "solo" else
                          _("{name} says morbus and names an Antrag")).format(name=NAMES[s]) for s, k in calls.items())
        names = tuple(NAMES[s] for s in calls)
        return Exercise(family=FAMILY, game=normal_game(), kind=self.name, dealer=dealer, choices=names, rules=("R7",),
                        given=tuple(s for s in calls), facts=tuple(calls.values()),
                        prompt=_("{dealer} deals. {calls}. The others say valeo. Whose game is played?").format(
                            dealer=NAMES[dealer], calls=said))

    def _declarations(self, exercise: Exercise) -> list[Declaration]:
        return [Declaration(s, "solo", game="normal-solo") if k == "solo" else Declaration(s, "antrag", pair="EO")
                for s, k in zip(exercise.given, exercise.facts)]

    def solution(self, exercise: Exercise) -> str:
        played = winning_declaration(self._declarations(exercise), dealer=exercise.dealer or 0)
        if played is None:                                  # pragma: no cover - every call names a game
            raise ValueError("nobody named a game")
        return NAMES[played.seat]

    def choice_label(self, choice: Choice) -> str:
        return str(choice)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the names."))
        kinds = dict(zip((NAMES[s] for s in exercise.given), exercise.facts))
        right = self.solution(exercise)
        if response == right:
            why = (_("a solo beats an Antrag") if kinds[right] != kinds.get(next(n for n in kinds if n != right), "")
                   else _("of two of a kind, the one named first from the left of {dealer}, the dealer, is "
                          "played").format(dealer=NAMES[exercise.dealer or 0]))
            return feedback(True, _("Yes: {why} (R7).").format(why=why), ("R7",))
        if kinds[str(response)] != kinds[right]:
            why = _("an Antrag is lower than a solo, and a solo always beats it")
        else:
            why = (_("of two solos, the one of the player nearer to the dealer's left is played, and {name} sits "
                     "further round") if kinds[right] == "solo" else
                   _("of two Anträge, the one of the player nearer to the dealer's left is played, and {name} sits "
                     "further round")).format(name=response)
        return feedback(False, _("Not {n}: {why} ({rule}).").format(n=response, why=why, rule="R7"), ("R7",))


@lru_cache(maxsize=8)
def played_round(seed: int, moves: int, dealer: int = 4) -> hydra.Round:
    """The round of ``seed`` dealt by ``dealer``, after the engine's example players made ``moves``
    moves (calls and cards), or to the end for ``moves`` < 0. Do not change it: it is cached."""
    rnd = hydra.Round.new(seed=seed, dealer=dealer)
    player = hydra.RuleBasedPlayer(seed)
    done = 0
    while not rnd.is_over and (moves < 0 or done < moves):
        rnd.apply(player.choose(rnd))
        done += 1
    return rnd


#: The rules' section a trick's winner rests on, translated (issue 19).
WHO_TAKES = "rules: Wer erhält den Stich, who takes the trick"


def _cited(text: str) -> str:
    """The engine's sentence on one card of a trick, with the rule it rests on."""
    if "(R" in text or "(rules" in text:
        return text
    return f"{text.rstrip('.')} ({WHO_TAKES})."


class PlayToWinKind(KindBase, name="play-to-win", title="Take this trick", form=PICK_CARD):
    """"Play the card that takes this trick": your hand and the trick so far at your turn (a position of
    a round the engine dealt and played, :func:`position`); the engine says which cards you may play
    (``hydra.legal_cards``, ``hydra.illegal_reasons``) and who takes the trick (``hydra.explain_trick``)."""

    def of(self, hand: str, trick: str, number: int, game: str = "normal") -> Exercise:
        return Exercise(family=FAMILY, kind=self.name, game=hydra.get_game(game), cards=tuple(hydra.parse_cards(trick)),
                        hand=tuple(hydra.parse_cards(hand)), rules=(WHO_TAKES,),
                        prompt=_("Trick {number} of a round: play the card that takes it.").format(number=number))

    def _winners(self, exercise: Exercise) -> list[int]:
        legal = set(hydra.legal_cards(exercise.hand, exercise.cards, hydra_game(exercise)))
        last = len(exercise.cards)
        return [i for i, c in enumerate(exercise.hand) if c in legal
                and hydra.trick_winner(list(exercise.cards) + [c], hydra_game(exercise)) == last]

    def solution(self, exercise: Exercise) -> int:
        return self._winners(exercise)[0]

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        pick = picked_position(response, len(exercise.hand), _("Tap one of your cards."))
        card = exercise.hand[pick]
        marks = {pick: "selected"}
        reasons = hydra.illegal_reasons(exercise.hand, exercise.cards, hydra_game(exercise))
        if card in reasons:
            return Feedback(False, _("Not quite."), "", str(reasons[card]), (), reasons[card].rules, marks)
        cards = list(exercise.cards) + [card]
        explained = hydra.explain_trick(cards, hydra_game(exercise))
        why = _cited(explained.steps[-1].text)
        if pick in self._winners(exercise):                 # the rule cited in ``rules``: a short screen
            return Feedback(True, _("Right!"), "", _("{card} takes the trick: {why}").format(
                card=card, why=explained.steps[-1].text), (), (WHO_TAKES,), {pick: "winner"})
        said = _("{card} does not take the trick: {why}").format(card=card, why=why)
        return Feedback(False, _("Not quite."), "", said, (), (WHO_TAKES,), marks)


def position(seed: int, moves: int, dealer: int = 4) -> tuple[str, str, int, int]:
    """A position of the round of ``seed`` after ``moves`` moves of the engine's example players: the
    hand of the player to move, the trick so far, the trick's number and that player's seat."""
    rnd = played_round(seed, moves, dealer)
    trick, seat = rnd.current_trick, rnd.to_move
    if rnd.phase != "play" or trick is None or not trick.cards or seat is None:
        raise ValueError("the position is not in the middle of a trick")
    return " ".join(map(str, rnd.hand(seat))), str(trick), len(rnd.tricks) + 1, seat


class MatchTotalKind(KindBase, name="match-total", title="What is the total?", form=NUMBER):
    """"What is the total?": a player's points over the rounds of a match (R5, rules: Spielende); the
    points are the engine's (:func:`match_points`)."""

    def of(self, name: str, points: Sequence[int]) -> Exercise:
        facts = tuple(_("Round {number}: {name} scores {points}").format(number=i, name=name, points=p)
                      for i, p in enumerate(points, 1))
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, given=tuple(points), facts=facts, rules=("R5", SPIELENDE),
                        prompt=_("How many points does {name} have after these {n} rounds?").format(
                            name=name, n=len(points)))

    def solution(self, exercise: Exercise) -> str:
        return str(sum(exercise.given))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        n = whole_number(response)
        each, right = exercise.given, sum(exercise.given)
        if n == right:
            return feedback(True, _("Yes: the points of every round are added up, {n} in all ({rule}).").format(
                n=n, rule=SPIELENDE), exercise.rules)
        if n in each:
            why = _("that is one round's points; the points of every round are added up")
        elif n < right:
            why = _("that is less than the rounds' points together, and points are never taken away")
        else:
            why = _("that is more than the rounds' points together")
        return feedback(False, _("Not {n}: {why} ({rule}).").format(n=n, why=why, rule="R5, " + SPIELENDE),
                        exercise.rules)


@lru_cache(maxsize=8)
def _match(seeds: tuple[int, ...], dealer: int) -> hydra.Match:
    match = hydra.Match(players=5, dealer=dealer, names=list(NAMES))
    for seed in seeds:
        match.play_round(seed=seed)
    return match


def match_totals(seeds: Sequence[int], dealer: int = 0) -> dict[str, int]:
    """Each player's total after the engine played the rounds of ``seeds`` (R5)."""
    return dict(zip(NAMES, _match(tuple(seeds), dealer).totals))


def match_points(seat: int, seeds: Sequence[int], dealer: int = 0) -> tuple[int, ...]:
    """What ``seat`` scored in each round the engine played from ``seeds`` (R5)."""
    return tuple(rnd.points[seat] for rnd in _match(tuple(seeds), dealer).rounds)


SEAT = register(SeatKind())
THROW_IN = register(ThrowInKind())
CALL_WINS = register(CallWinsKind())
PLAY_TO_WIN = register(PlayToWinKind())
MATCH_TOTAL = register(MatchTotalKind())
