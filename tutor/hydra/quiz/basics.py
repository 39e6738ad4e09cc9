"""The first lessons' kinds (issue 19): questions a newcomer answers before any trick is played,
each answered by the engine.

* :data:`FIND_CARD` (``PICK_CARD``): tap the card that is what the question asks (a suit, a rank, a
  trump, the most eyes, no eyes, the highest trump); a miss names the card tapped and what it is;
* :data:`DECK_FACT` (``NUMBER``): how many cards in the deck, different cards, cards in a hand,
  tricks in a round (from ``hydra.DECK``, ``hydra.CARDS`` and ``hydra.deal``);
* :data:`MATCH_LEADER` (``CHOICE``): who wins a match with these totals (``hydra.Match``, R5);
* :data:`KEY_CARDS` (``CHOICE``): five named players and the key cards they hold: who plays with you,
  which game it is (``hydra.form_parties``, R10), who may name an Antrag (``hydra.check_antrag``, R7);
* :data:`CALLS` (``CHOICE``): the players' calls (valeo, or morbus and a solo or an Antrag): whose
  game is played (``hydra.winning_declaration``, R7).

>>> ex = FIND_CARD.of("RK GO E10 S9", "suit:G")
>>> FIND_CARD.check(ex, 1).correct, FIND_CARD.check(ex, 0).explanation
(True, 'RK (Rot-König) is a Rot card, not a Grün card.')
>>> DECK_FACT.check(DECK_FACT.of("deck"), "50").correct
True
>>> MATCH_LEADER.check(MATCH_LEADER.of({"Ada": 12, "Ben": 30, "Cem": 7, "Dora": 0, "Emil": 9}), "Ben").correct
True
>>> keys = KEY_CARDS.of({"You": "EO", "Ben": "GO", "Cem": "EO", "Dora": "GO", "Emil": ""})
>>> KEY_CARDS.solution(keys), KEY_CARDS.check(keys, "Ben").explanation.startswith("Not Ben: Ben holds a Grün-Ober")
('Cem', True)
>>> CALLS.solution(CALLS.of({"Ada": "valeo", "Ben": "antrag", "Cem": "valeo", "Dora": "solo", "Emil": "valeo"}))
'Dora'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import hydra
import hydra.hydra.parties
from hydra.hydra.cards import RANK_NAMES, SUIT_NAMES, CardLike
from hydra.core.i18n import N_, _, ngettext

from tutor.exercises.answers import picked_position, whole_number
from tutor.exercises.kind import CHOICE, NUMBER, PICK_CARD, Choice, KindBase, Response, register
from tutor.exercises.model import Exercise, Feedback
from .game import FAMILY, normal_game
from .game import hydra_game

__all__ = ["FIND_CARD", "DECK_FACT", "MATCH_LEADER", "KEY_CARDS", "CALLS", "FindCardKind", "DeckFactKind",
           "MatchLeaderKind", "KeyCardsKind", "CallsKind", "WANTS", "FACTS", "NOBODY"]

NORMAL = hydra.get_game("normal")


def _feedback(correct: bool, explanation: str, rules: tuple[str, ...] = (), marks: dict[int, str] | None = None
              ) -> Feedback:
    return Feedback(correct, _("Right!") if correct else _("Not quite."), "", explanation, (), rules, marks or {})


def _eyes(n: int) -> str:
    return ngettext("{n} eye", "{n} eyes", n).format(n=n)


#: A rank with its article: 'an Ober', 'a König' (German 'ein Ober', 'ein König', 'eine Neun').
_A_RANK = {"9": N_("a 9"), "U": N_("an Unter"), "O": N_("an Ober"), "K": N_("a König"), "10": N_("a 10"),
           "D": N_("a Daus")}


def _a(rank: str) -> str:
    """A rank (its code) with its article, in the learner's language."""
    return _(_A_RANK[rank])


def _suit_word(card: hydra.Card) -> str:
    return SUIT_NAMES[card.suit][0] if card.suit else _("no suit")


#: What a FIND_CARD question can ask for: its words ("the Grün card") by key.
WANTS = {
    "suit:S": N_("a Schell card"), "suit:R": N_("a Rot card"), "suit:G": N_("a Grün card"),
    "suit:E": N_("an Eichel card"),
    **{f"rank:{r}": _A_RANK[r] for r in RANK_NAMES},
    "hydra": N_("the Hydra"),
    "trump": N_("a trump"),
    "most-eyes": N_("the card worth the most eyes"),
    "no-eyes": N_("the card worth no eyes"),
    "highest-trump": N_("the highest trump"),
    "fuchs": N_("the Fuchs"),
}
#: The question of each: "Tap a Grün card." (a sentence of its own in each language).
_TAP = {
    "suit:S": N_("Tap a Schell card."), "suit:R": N_("Tap a Rot card."), "suit:G": N_("Tap a Grün card."),
    "suit:E": N_("Tap an Eichel card."), "rank:9": N_("Tap a 9."), "rank:U": N_("Tap an Unter."),
    "rank:O": N_("Tap an Ober."), "rank:K": N_("Tap a König."), "rank:10": N_("Tap a 10."), "rank:D": N_("Tap a Daus."),
    "hydra": N_("Tap the Hydra."), "trump": N_("Tap a trump."), "most-eyes": N_("Tap the card worth the most eyes."),
    "no-eyes": N_("Tap the card worth no eyes."), "highest-trump": N_("Tap the highest trump."),
    "fuchs": N_("Tap the Fuchs."),
}


class FindCardKind(KindBase, name="find-card", title="Find the card", form=PICK_CARD):
    """"Find the card": tap the card of ``cards`` that is ``want`` (see :data:`WANTS`)."""

    def of(self, cards: Iterable[CardLike] | str, want: str, game: hydra.Game | str = "normal") -> Exercise:
        if want not in WANTS:
            raise KeyError(f"unknown card to find {want!r}; one of {', '.join(WANTS)}")
        shown = tuple(hydra.as_cards(cards))
        g = hydra.get_game(game)
        ex = Exercise(family=FAMILY, kind=self.name, game=g, cards=shown, caption=want,
                      prompt=_(_TAP[want]))
        if len(self._answers(ex)) != 1:
            raise ValueError(f"{' '.join(map(str, shown))}: exactly one card must be {WANTS[want]}")
        return ex

    def _is(self, ex: Exercise, card: hydra.Card) -> bool:
        want, game = ex.caption, hydra_game(ex)
        if want.startswith("suit:"):
            return card.suit == want[5:]
        if want.startswith("rank:"):
            return card.rank == want[5:]
        if want == "hydra":
            return card is hydra.HYDRA
        if want == "trump":
            return game.is_trump(card)
        if want == "most-eyes":
            return card.eyes == max(c.eyes for c in ex.cards)
        if want == "no-eyes":
            return card.eyes == 0
        if want == "highest-trump":
            places = [game.trump_place(c) for c in ex.cards if game.is_trump(c)]
            return game.is_trump(card) and game.trump_place(card) == min(p for p in places if p is not None)
        if want == "fuchs":
            return card is game.fuchs
        raise KeyError(want)

    def _answers(self, ex: Exercise) -> list[int]:
        return [i for i, c in enumerate(ex.cards) if self._is(ex, c)]

    def _what(self, ex: Exercise, card: hydra.Card) -> str:
        """What ``card`` is, in the words of the question asked."""
        want, game = ex.caption, hydra_game(ex)
        named = f"{card} ({card.name()})"
        if want.startswith("suit:"):
            return (_("{card} is a {suit} card, not a {wanted} card.").format(
                card=named, suit=_suit_word(card), wanted=SUIT_NAMES[want[5:]][0])
                if card.suit else _("{card} has no suit: it is the joker.").format(card=named))
        if want.startswith("rank:"):
            rank = want[5:]
            return (_("{card} is {what}, not {wanted}.").format(card=named, what=_a(card.rank), wanted=_a(rank))
                    if card.rank else _("{card} is the joker, not {wanted}.").format(card=named, wanted=_a(rank)))
        if want == "hydra":
            return _("{card} is not the Hydra: the Hydra is the joker, HY.").format(card=named)
        if want == "trump":
            return (_("{card} is a trump.").format(card=named) if game.is_trump(card)
                    else _("{card} is not a trump: it is a plain {suit} card.").format(card=named,
                                                                                       suit=_suit_word(card)))
        if want in ("most-eyes", "no-eyes"):
            best = max(c.eyes for c in ex.cards)
            if want == "no-eyes" or card.eyes == best:
                return _("{card} is worth {eyes}.").format(card=named, eyes=_eyes(card.eyes))
            return _("{card} is worth {eyes}, and another card here is worth more.").format(
                card=named, eyes=_eyes(card.eyes))
        if want == "highest-trump":
            if not game.is_trump(card):
                return _("{card} is not a trump.").format(card=named)
            place = game.trump_place(card)
            return _("{card} is number {place} of the {count} trumps, counted from the highest; a higher one is "
                     "here.").format(card=named, place=place, count=len(game.trumps))
        if want == "fuchs":
            return _("{card} is not the Fuchs: the Fuchs is the Schell-Daus, SD.").format(card=named)
        raise KeyError(want)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A card position: whether that card is the one asked for, and what it is."""
        pick = picked_position(response, len(exercise.cards), _("Tap one of the cards."))
        card = exercise.cards[pick]
        right = self._is(exercise, card)
        answer = self._answers(exercise)[0]
        marks = {answer: "winner"}
        if right:
            named = f"{card} ({card.name()})"
            text = _("Yes: {card} is {what}.").format(card=named, what=_(WANTS[exercise.caption]))
            if exercise.caption in ("most-eyes", "no-eyes"):
                text = _("Yes: {card} is worth {eyes}.").format(card=named, eyes=_eyes(card.eyes))
        else:
            marks[pick] = "selected"
            text = self._what(exercise, card)
        return _feedback(right, text, marks=marks)

    def solution(self, exercise: Exercise) -> int:
        return self._answers(exercise)[0]


#: What a DECK_FACT question asks, by key: (the question, a hint said with a miss).
FACTS = {
    "deck": (N_("How many cards are in the Hydra deck?"),
             N_("Five players get ten cards each, and no card is left over.")),
    "different": (N_("How many different cards are there (counting each pair once)?"),
                  N_("The 50 cards hold every card twice.")),
    "hand": (N_("How many cards does each of the five players get?"),
             N_("The 50 cards are shared out evenly among the five players.")),
    "tricks": (N_("How many tricks are played in a round?"),
               N_("Each player plays one card in every trick, until every hand is empty.")),
}


class DeckFactKind(KindBase, name="deck-fact", title="How many?", form=NUMBER):
    """"How many?": a number about the deck or the deal, counted by the engine."""

    def of(self, fact: str) -> Exercise:
        if fact not in FACTS:
            raise KeyError(f"unknown fact {fact!r}; one of {', '.join(FACTS)}")
        return Exercise(family=FAMILY, game=normal_game(), kind=self.name, caption=fact, prompt=_(FACTS[fact][0]))

    def solution(self, exercise: Exercise) -> str:
        fact = exercise.caption
        if fact == "deck":
            return str(len(hydra.DECK))
        if fact == "different":
            return str(len(hydra.CARDS))
        deal = hydra.deal(seed=1)
        return str(len(deal.hands[0]))          # ten cards each, so ten tricks (one card each per trick)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        n = whole_number(response, _("Type a whole number."))
        right = str(n) == self.solution(exercise)
        question, hint = FACTS[exercise.caption]
        text = (_("Yes, {n}.") if right else _("Not {n}.")).format(n=n) + " " + _(hint)
        return _feedback(right, text)


class MatchLeaderKind(KindBase, name="match-leader", title="Who wins the match?", form=CHOICE):
    """"Who wins the match?": the players' totals after the last round; the engine's winner (R5)."""

    def of(self, totals: Mapping[str, int]) -> Exercise:
        names = tuple(totals)
        return Exercise(family=FAMILY, game=normal_game(), kind=self.name, choices=names, given=tuple(totals.values()),
                        prompt=_("The match is over. Who wins it?"),
                        facts=tuple(ngettext("{name}: {n} point", "{name}: {n} points", t).format(name=n, n=t)
                                    for n, t in totals.items()))

    def _match(self, exercise: Exercise) -> hydra.Match:
        return hydra.Match(players=len(exercise.choices), names=list(exercise.choices), totals=list(exercise.given))

    def solution(self, exercise: Exercise) -> str:
        winner = self._match(exercise).winner
        if winner is None:
            raise ValueError("a tie has no single winner")
        return str(exercise.choices[winner])

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the names."))
        match = self._match(exercise)
        best = dict(match.standings())
        mine = best[str(response)]
        right = response == self.solution(exercise)
        text = (_("Yes: {name} has the highest total, {n} points (R5).") if right else
                _("{name} has {n} points, and someone has more: the highest total wins the match (R5).")
                ).format(name=response, n=mine)
        return _feedback(right, text, ("R5",))


#: The answer "nobody" to "Who plays with you?": you play alone.
NOBODY = "nobody"


def _holds(hand: Iterable[hydra.Card], listed: bool = False) -> str:
    """What key cards (R10) a hand holds, in words: 'an Eichel-Ober and a Grün-Ober', 'both Grün-Obers';
    ``listed``: as a list of the players says it, 'Ben: one Grün-Ober' (German: 'ein', not 'einen')."""
    held = list(hand)
    parts = []
    for key, both, one, listed_one in ((hydra.hydra.parties.EO, N_("both Eichel-Obers"), N_("an Eichel-Ober"),
                                        N_("one Eichel-Ober")),
                                       (hydra.hydra.parties.GO, N_("both Grün-Obers"), N_("a Grün-Ober"),
                                        N_("one Grün-Ober"))):
        n = held.count(key)
        parts += [_(both)] if n == 2 else [_(listed_one if listed else one)] if n == 1 else []
    if len(parts) == 2:
        return _("{one} and {other}").format(one=parts[0], other=parts[1])
    return parts[0] if parts else _("no key card")


class KeyCardsKind(KindBase, name="key-cards", title="Who plays with whom?", form=CHOICE):
    """"Who plays with whom?": five named players (the learner first, "You") and the key cards each
    holds (R10). ``ask`` is ``"partner"`` (who plays with you: a name, or :data:`NOBODY`), ``"game"``
    (which party kind: one of ``kinds``, named by ``hydra.kind_title``) or ``"antrag"`` (who may name
    an Antrag, R7). The engine decides: ``hydra.form_parties`` and ``hydra.check_antrag``."""

    def of(self, keys: Mapping[str, str], ask: str = "partner", kinds: Iterable[str] = ()) -> Exercise:
        names = tuple(keys)
        hands = tuple(tuple(hydra.as_cards(keys[n])) for n in names)
        facts = tuple(f"{n}: {_holds(h, listed=True)}" for n, h in zip(names, hands))
        if ask == "partner":
            choices: tuple[object, ...] = names[1:] + (NOBODY,)  # object: names and NOBODY
            prompt = _("Who plays with you?")
        elif ask == "game":
            choices = tuple(kinds)
            prompt = _("Which game is it?")
        elif ask == "antrag":
            choices = names
            prompt = _("Who may name an Antrag?")
        else:
            raise KeyError(f"unknown question {ask!r}; partner, game or antrag")
        ex = Exercise(family=FAMILY, game=normal_game(),
                      kind=self.name, hands=hands, choices=choices, caption=ask, prompt=prompt, facts=facts,
                      rules=("R10",) if ask != "antrag" else ("R7",))
        right = self.solution(ex)                       # one answer, among the choices
        if right not in choices:
            raise ValueError(f"the answer {right!r} is not among the choices {choices!r}")
        return ex

    def _parties(self, ex: Exercise) -> hydra.Parties:
        return hydra.form_parties([list(h) for h in ex.hands])

    def _may_propose(self, ex: Exercise) -> list[str]:
        return [str(n) for n, h in zip(ex.choices, ex.hands) if hydra.antrag_pairs(h)]

    def solution(self, exercise: Exercise) -> str:
        if exercise.caption == "antrag":
            may = self._may_propose(exercise)
            if len(may) != 1:
                raise ValueError("exactly one player must hold a pair of key Obers")
            return may[0]
        parties = self._parties(exercise)
        if exercise.caption == "game":
            return parties.kind
        mine = [s for s in parties.parties[parties.party_of(0)] if s != 0]
        if len(mine) > 1:
            raise ValueError("'Who plays with you?' needs one partner or none")
        names = (exercise.facts[0].split(":")[0],) + tuple(str(c) for c in exercise.choices[:-1])
        return names[mine[0]] if mine else NOBODY

    def choice_label(self, choice: Choice) -> str:
        if choice == NOBODY:
            return _("Nobody: I play alone")
        text = str(choice)
        return hydra.kind_title(text) if text in hydra.PARTY_KINDS else text

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the answers."))
        right = response == self.solution(exercise)
        ask = exercise.caption
        if ask == "antrag":
            return _feedback(right, self._antrag_why(exercise, str(response), right), ("R7",))
        parties = self._parties(exercise)
        rule = hydra.describe_kind(parties.kind)
        if ask == "game":
            said = hydra.describe_kind(str(response))
            text = (_("Yes: {rule}.").format(rule=rule[0].lower() + rule[1:]) if right else
                    _("Not {game}: {why}. Look again at who holds which key card.").format(
                        game=hydra.kind_name(str(response)), why=said.split(': ', 1)[1]))
            return _feedback(right, text, ("R10",))
        you = exercise.hands[0]
        if right:
            text = _("Yes: you hold {cards}, so this is {game}: {why}.").format(
                cards=_holds(you), game=hydra.kind_name(parties.kind), why=rule.split(': ', 1)[1])
        elif response == NOBODY:
            text = _("You do not play alone: you hold {cards}; {why}.").format(cards=_holds(you),
                                                                                 why=rule.split(': ', 1)[1])
        else:
            other = exercise.hands[exercise.choices.index(response) + 1]
            why = rule.split(': ', 1)[1]
            text = _("Not {name}: {name} holds {theirs}, and you hold {cards}. {why}.").format(
                name=response, theirs=_holds(other), cards=_holds(you), why=why[0].upper() + why[1:])
        return _feedback(right, text, ("R10",))

    def _antrag_why(self, ex: Exercise, who: str, right: bool) -> str:
        hand = ex.hands[ex.choices.index(who)]
        if right:
            return _("Yes: {name} holds {cards}; an Antrag needs both Eichel-Obers or both Grün-Obers in one "
                     "hand (R7).").format(name=who, cards=_holds(hand))
        try:
            hydra.check_antrag(hand)
        except hydra.RuleError as error:
            said = _("Not {name}: {name} holds {cards}, and an Antrag needs both Eichel-Obers or both Grün-Obers "
                     "in one hand (R7).").format(name=who, cards=_holds(hand))
            return said if error.rule == "R7" else str(error)
        return _("{name} may name an Antrag too.").format(name=who)     # pragma: no cover - one answer


#: How a call is said (R7): valeo, or morbus and the game named.
_CALL_WORDS = {"valeo": N_("valeo"), "solo": N_("morbus, then a solo"), "antrag": N_("morbus, then an Antrag")}


class CallsKind(KindBase, name="calls", title="Whose game is played?", form=CHOICE):
    """"Whose game is played?": each player's call in turn from the dealer's left (the last name is
    the dealer): ``valeo``, ``solo`` or ``antrag`` (morbus, then the game named). The engine's
    :func:`hydra.winning_declaration` decides (R7): a solo beats an Antrag, then the earlier player."""

    def of(self, calls: Mapping[str, str]) -> Exercise:
        names = tuple(calls)
        said = tuple(calls[n] for n in names)
        if any(c not in _CALL_WORDS for c in said):
            raise KeyError(f"a call is one of {', '.join(_CALL_WORDS)}")
        place = {0: N_("{name} (left of the dealer)"), len(names) - 1: N_("{name} (the dealer)")}
        facts = tuple(f"{_(place.get(i, '{name}')).format(name=n)}: {_(_CALL_WORDS[c])}"
                      for i, (n, c) in enumerate(zip(names, said)))
        ex = Exercise(family=FAMILY, game=normal_game(),
                      kind=self.name, choices=names, facts=facts, caption=" ".join(said),
                      prompt=_("Whose game is played?"), dealer=len(names) - 1, rules=("R7",))
        self.solution(ex)
        return ex

    def _declarations(self, ex: Exercise) -> list[hydra.Declaration]:
        return [hydra.Declaration(seat, call) for seat, call in enumerate(ex.caption.split()) if call != "valeo"]

    def solution(self, exercise: Exercise) -> str:
        won = hydra.winning_declaration(self._declarations(exercise), dealer=exercise.dealer or 0,
                                        players=len(exercise.choices))
        if won is None:
            raise ValueError("nobody said morbus: the key cards decide (R10)")
        return str(exercise.choices[won.seat])

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the names."))
        calls = exercise.caption.split()
        winner = self.solution(exercise)
        mine, theirs = calls[exercise.choices.index(response)], calls[exercise.choices.index(winner)]
        if response == winner:
            text = (_("Yes: {name} named a solo") if mine == "solo" else _("Yes: {name} named an Antrag")).format(
                name=response)
            if mine == "solo" and "antrag" in calls:
                text += _("; a solo beats an Antrag")
            if calls.count(mine) > 1:
                text += _("; of two calls alike the one nearer the dealer's left is played")
            text += " (R7)."
        elif mine == "valeo":
            text = _("{name} said valeo (a healthy game): only a player who says morbus names a game (R7).").format(
                name=response)
        elif mine != theirs:
            text = _("{name} named an Antrag, and a solo beats an Antrag (R7).").format(name=response)
        else:
            text = (_("{name} sits further from the dealer's left than another player who named a solo: of two calls "
                      "alike, the one nearer the dealer's left is played (R7).") if mine == "solo" else
                    _("{name} sits further from the dealer's left than another player who named an Antrag: of two "
                      "calls alike, the one nearer the dealer's left is played (R7).")).format(name=response)
        return _feedback(response == winner, text, ("R7",))


FIND_CARD = register(FindCardKind())
DECK_FACT = register(DeckFactKind())
MATCH_LEADER = register(MatchLeaderKind())
KEY_CARDS = register(KeyCardsKind())
CALLS = register(CallsKind())
