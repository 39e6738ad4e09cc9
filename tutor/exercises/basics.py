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
from hydra.cards import RANK_NAMES, SUIT_NAMES, CardLike

from .answers import picked_position, whole_number
from .kind import CHOICE, NUMBER, PICK_CARD, Choice, KindBase, Response, register
from .model import Exercise, Feedback

__all__ = ["FIND_CARD", "DECK_FACT", "MATCH_LEADER", "KEY_CARDS", "CALLS", "FindCardKind", "DeckFactKind",
           "MatchLeaderKind", "KeyCardsKind", "CallsKind", "WANTS", "FACTS", "NOBODY"]

NORMAL = hydra.get_game("normal")


def _feedback(correct: bool, explanation: str, rules: tuple[str, ...] = (), marks: dict[int, str] | None = None
              ) -> Feedback:
    return Feedback(correct, "Right!" if correct else "Not quite.", "", explanation, (), rules, marks or {})


def _eyes(n: int) -> str:
    return f"{n} eye" + ("" if n == 1 else "s")


def _a(word: str) -> str:
    """'an Ober', 'a König'."""
    return ("an " if word[0] in "AEIOU" else "a ") + word


def _suit_word(card: hydra.Card) -> str:
    return SUIT_NAMES[card.suit][0] if card.suit else "no suit"


#: What a FIND_CARD question can ask for: its words ("the Grün card") by key.
WANTS = {
    **{f"suit:{s}": f"a {SUIT_NAMES[s][0]} card" for s in SUIT_NAMES},
    **{f"rank:{r}": _a(RANK_NAMES[r][0]) for r in RANK_NAMES},
    "hydra": "the Hydra",
    "trump": "a trump",
    "most-eyes": "the card worth the most eyes",
    "no-eyes": "the card worth no eyes",
    "highest-trump": "the highest trump",
    "fuchs": "the Fuchs",
}


class FindCardKind(KindBase, name="find-card", title="Find the card", form=PICK_CARD):
    """"Find the card": tap the card of ``cards`` that is ``want`` (see :data:`WANTS`)."""

    def of(self, cards: Iterable[CardLike] | str, want: str, game: hydra.Game | str = "normal") -> Exercise:
        if want not in WANTS:
            raise KeyError(f"unknown card to find {want!r}; one of {', '.join(WANTS)}")
        shown = tuple(hydra.as_cards(cards))
        g = hydra.get_game(game)
        ex = Exercise(kind=self.name, game=g, cards=shown, caption=want,
                      prompt=f"Tap {WANTS[want]}.")
        if len(self._answers(ex)) != 1:
            raise ValueError(f"{' '.join(map(str, shown))}: exactly one card must be {WANTS[want]}")
        return ex

    def _is(self, ex: Exercise, card: hydra.Card) -> bool:
        want, game = ex.caption, ex.game
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
        want, game = ex.caption, ex.game
        named = f"{card} ({card.name()})"
        if want.startswith("suit:"):
            return (f"{named} is a {_suit_word(card)} card, not a {SUIT_NAMES[want[5:]][0]} card."
                    if card.suit else f"{named} has no suit: it is the joker.")
        if want.startswith("rank:"):
            rank = RANK_NAMES[want[5:]][0]
            return (f"{named} is {_a(RANK_NAMES[card.rank][0])}, not {_a(rank)}." if card.rank
                    else f"{named} is the joker, not {_a(rank)}.")
        if want == "hydra":
            return f"{named} is not the Hydra: the Hydra is the joker, HY."
        if want == "trump":
            return (f"{named} is a trump." if game.is_trump(card)
                    else f"{named} is not a trump: it is a plain {_suit_word(card)} card.")
        if want in ("most-eyes", "no-eyes"):
            best = max(c.eyes for c in ex.cards)
            more = "" if want == "no-eyes" or card.eyes == best else ", and another card here is worth more"
            return f"{named} is worth {_eyes(card.eyes)}{more}."
        if want == "highest-trump":
            if not game.is_trump(card):
                return f"{named} is not a trump."
            place = game.trump_place(card)
            return f"{named} is the {_nth(place)} highest of the {len(game.trumps)} trumps; a higher one is here."
        if want == "fuchs":
            return f"{named} is not the Fuchs: the Fuchs is the Schell-Daus, SD."
        raise KeyError(want)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A card position: whether that card is the one asked for, and what it is."""
        pick = picked_position(response, len(exercise.cards), "Tap one of the cards.")
        card = exercise.cards[pick]
        right = self._is(exercise, card)
        answer = self._answers(exercise)[0]
        marks = {answer: "winner"}
        if right:
            text = f"Yes: {card} ({card.name()}) is {WANTS[exercise.caption]}."
            if exercise.caption in ("most-eyes", "no-eyes"):
                text = f"Yes: {card} ({card.name()}) is worth {_eyes(card.eyes)}."
        else:
            marks[pick] = "selected"
            text = self._what(exercise, card)
        return _feedback(right, text, marks=marks)

    def solution(self, exercise: Exercise) -> int:
        return self._answers(exercise)[0]


def _nth(place: int | None) -> str:
    from .course import ordinal
    return "first" if place == 1 else ordinal(place or 0)


#: What a DECK_FACT question asks, by key: (the question, a hint said with a miss).
FACTS = {
    "deck": ("How many cards are in the Hydra deck?",
             "Five players get ten cards each, and no card is left over."),
    "different": ("How many different cards are there (counting each pair once)?",
                  "The 50 cards hold every card twice."),
    "hand": ("How many cards does each of the five players get?",
             "The 50 cards are shared out evenly among the five players."),
    "tricks": ("How many tricks are played in a round?",
               "Each player plays one card in every trick, until every hand is empty."),
}


class DeckFactKind(KindBase, name="deck-fact", title="How many?", form=NUMBER):
    """"How many?": a number about the deck or the deal, counted by the engine."""

    def of(self, fact: str) -> Exercise:
        if fact not in FACTS:
            raise KeyError(f"unknown fact {fact!r}; one of {', '.join(FACTS)}")
        return Exercise(kind=self.name, caption=fact, prompt=FACTS[fact][0])

    def solution(self, exercise: Exercise) -> str:
        fact = exercise.caption
        if fact == "deck":
            return str(len(hydra.DECK))
        if fact == "different":
            return str(len(hydra.CARDS))
        deal = hydra.deal(seed=1)
        return str(len(deal.hands[0]))          # ten cards each, so ten tricks (one card each per trick)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        n = whole_number(response, "Type a whole number.")
        right = str(n) == self.solution(exercise)
        question, hint = FACTS[exercise.caption]
        text = f"Yes, {n}. {hint}" if right else f"Not {n}. {hint}"
        return _feedback(right, text)


class MatchLeaderKind(KindBase, name="match-leader", title="Who wins the match?", form=CHOICE):
    """"Who wins the match?": the players' totals after the last round; the engine's winner (R5)."""

    def of(self, totals: Mapping[str, int]) -> Exercise:
        names = tuple(totals)
        return Exercise(kind=self.name, choices=names, given=tuple(totals.values()),
                        prompt="The match is over. Who wins it?",
                        facts=tuple(f"{n}: {t} points" for n, t in totals.items()))

    def _match(self, exercise: Exercise) -> hydra.Match:
        return hydra.Match(players=len(exercise.choices), names=list(exercise.choices), totals=list(exercise.given))

    def solution(self, exercise: Exercise) -> str:
        winner = self._match(exercise).winner
        if winner is None:
            raise ValueError("a tie has no single winner")
        return str(exercise.choices[winner])

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError("Tap one of the names.")
        match = self._match(exercise)
        best = dict(match.standings())
        mine = best[str(response)]
        right = response == self.solution(exercise)
        text = (f"Yes: {response} has the highest total, {mine} points (R5)." if right else
                f"{response} has {mine} points, and someone has more: the highest total wins the match (R5).")
        return _feedback(right, text, ("R5",))


#: The answer "nobody" to "Who plays with you?": you play alone.
NOBODY = "nobody"


def _holds(hand: Iterable[hydra.Card]) -> str:
    """What key cards (R10) a hand holds, in words: 'an Eichel-Ober and a Grün-Ober', 'both Grün-Obers'."""
    held = list(hand)
    parts = []
    for key, word in ((hydra.parties.EO, "Eichel-Ober"), (hydra.parties.GO, "Grün-Ober")):
        n = held.count(key)
        parts += [f"both {word}s"] if n == 2 else [_a(word)] if n == 1 else []
    return " and ".join(parts) or "no key card"


class KeyCardsKind(KindBase, name="key-cards", title="Who plays with whom?", form=CHOICE):
    """"Who plays with whom?": five named players (the learner first, "You") and the key cards each
    holds (R10). ``ask`` is ``"partner"`` (who plays with you: a name, or :data:`NOBODY`), ``"game"``
    (which party kind: one of ``kinds``, named by ``hydra.kind_title``) or ``"antrag"`` (who may name
    an Antrag, R7). The engine decides: ``hydra.form_parties`` and ``hydra.check_antrag``."""

    def of(self, keys: Mapping[str, str], ask: str = "partner", kinds: Iterable[str] = ()) -> Exercise:
        names = tuple(keys)
        hands = tuple(tuple(hydra.as_cards(keys[n])) for n in names)
        facts = tuple(f"{n}: {_holds(h)}" for n, h in zip(names, hands))
        if ask == "partner":
            choices: tuple[object, ...] = names[1:] + (NOBODY,)
            prompt = "Who plays with you?"
        elif ask == "game":
            choices = tuple(kinds)
            prompt = "Which game is it?"
        elif ask == "antrag":
            choices = names
            prompt = "Who may name an Antrag?"
        else:
            raise KeyError(f"unknown question {ask!r}; partner, game or antrag")
        ex = Exercise(kind=self.name, hands=hands, choices=choices, caption=ask, prompt=prompt, facts=facts,
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
            return "Nobody: I play alone"
        text = str(choice)
        return hydra.kind_title(text) if text in hydra.PARTY_KINDS else text

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError("Tap one of the answers.")
        right = response == self.solution(exercise)
        ask = exercise.caption
        if ask == "antrag":
            return _feedback(right, self._antrag_why(exercise, str(response), right), ("R7",))
        parties = self._parties(exercise)
        rule = hydra.describe_kind(parties.kind)
        if ask == "game":
            said = hydra.describe_kind(str(response))
            text = (f"Yes: {rule[0].lower()}{rule[1:]}." if right else
                    f"Not {hydra.kind_name(str(response))}: {said.split(': ', 1)[1]}. Look again at who "
                    "holds which key card.")
            return _feedback(right, text, ("R10",))
        you = exercise.hands[0]
        if right:
            text = f"Yes: you hold {_holds(you)}, so this is {hydra.kind_name(parties.kind)}: {rule.split(': ', 1)[1]}."
        elif response == NOBODY:
            text = f"You do not play alone: you hold {_holds(you)}; {rule.split(': ', 1)[1]}."
        else:
            other = exercise.hands[exercise.choices.index(response) + 1]
            text = (f"Not {response}: {response} holds {_holds(other)}, and you hold {_holds(you)}. "
                    f"{rule.split(': ', 1)[1][0].upper()}{rule.split(': ', 1)[1][1:]}.")
        return _feedback(right, text, ("R10",))

    def _antrag_why(self, ex: Exercise, who: str, right: bool) -> str:
        hand = ex.hands[ex.choices.index(who)]
        if right:
            return (f"Yes: {who} holds {_holds(hand)}; an Antrag needs both Eichel-Obers or both Grün-Obers "
                    "in one hand (R7).")
        try:
            hydra.check_antrag(hand)
        except hydra.RuleError as error:
            return f"Not {who}: {str(error).replace('this hand has', f'{who} holds {_holds(hand)}, so')}."
        return f"{who} may name an Antrag too."                        # pragma: no cover - one answer


#: How a call is said (R7): valeo, or morbus and the game named.
_CALL_WORDS = {"valeo": "valeo", "solo": "morbus, then a solo", "antrag": "morbus, then an Antrag"}


class CallsKind(KindBase, name="calls", title="Whose game is played?", form=CHOICE):
    """"Whose game is played?": each player's call in turn from the dealer's left (the last name is
    the dealer): ``valeo``, ``solo`` or ``antrag`` (morbus, then the game named). The engine's
    :func:`hydra.winning_declaration` decides (R7): a solo beats an Antrag, then the earlier player."""

    def of(self, calls: Mapping[str, str]) -> Exercise:
        names = tuple(calls)
        said = tuple(calls[n] for n in names)
        if any(c not in _CALL_WORDS for c in said):
            raise KeyError(f"a call is one of {', '.join(_CALL_WORDS)}")
        place = {0: " (left of the dealer)", len(names) - 1: " (the dealer)"}
        facts = tuple(f"{n}{place.get(i, '')}: {_CALL_WORDS[c]}" for i, (n, c) in enumerate(zip(names, said)))
        ex = Exercise(kind=self.name, choices=names, facts=facts, caption=" ".join(said),
                      prompt="Whose game is played?", dealer=len(names) - 1, rules=("R7",))
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
            raise ValueError("Tap one of the names.")
        calls = exercise.caption.split()
        winner = self.solution(exercise)
        mine, theirs = calls[exercise.choices.index(response)], calls[exercise.choices.index(winner)]
        if response == winner:
            text = (f"Yes: {response} named a {'solo' if mine == 'solo' else 'an Antrag'}"
                    + ("; a solo beats an Antrag" if mine == "solo" and "antrag" in calls else "")
                    + ("; of two calls alike the one nearer the dealer's left is played" if calls.count(mine) > 1
                       else "") + " (R7).")
        elif mine == "valeo":
            text = f"{response} said valeo (a healthy game): only a player who says morbus names a game (R7)."
        elif mine != theirs:
            text = f"{response} named an Antrag, and a solo beats an Antrag (R7)."
        else:
            word = "solo" if mine == "solo" else "Antrag"
            text = (f"{response} sits further from the dealer's left than another player who named a {word}: "
                    f"of two calls alike, the one nearer the dealer's left is played (R7).")
        return _feedback(response == winner, text, ("R7",))


FIND_CARD = register(FindCardKind())
DECK_FACT = register(DeckFactKind())
MATCH_LEADER = register(MatchLeaderKind())
KEY_CARDS = register(KeyCardsKind())
CALLS = register(CallsKind())
