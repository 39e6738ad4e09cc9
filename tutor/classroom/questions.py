"""A class question made from the position on the teacher's screen; every answer is the engine's.

Four kinds (:data:`KINDS`): who takes the trick on the table (``Trick.explain``), which cards the
player to move may play (``Round.legal_cards`` and ``Round.illegal_reasons``), which card the
player to move should play (the example player's choice, ``hydra.RuleBasedPlayer.advise``, seeded
as the presenter's example players are, with its reason) and the kind of game the parties make
(``Round.formation``). A :class:`Question` is plain data (JSON in the class store): what the
learners see (the table, the options to click), the right answer and the engine's explanation.
Grading compares a learner's options with the stored answer; no rule is decided here.

>>> from tutor.scenarios import Line, load_library
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> q = make_question("winner", line)
>>> q.prompt, q.options, q.answer
('Which card is winning this trick so far?', ('SK', 'ED'), (0,))
>>> q.grade((0,)), q.grade((1,))
(True, False)
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

import hydra
from hydra.parties import KEY_CARDS, PARTY_KINDS, describe_kind
from tutor.scenarios import Line

__all__ = ["Question", "make_question", "KINDS", "KIND_TITLES", "QuestionError"]

#: The question kinds a teacher can push, with the button's words.
KIND_TITLES = {
    "winner": "Who wins this trick?",
    "legal": "Which cards may be played?",
    "choice": "Which card should be played?",
    "parties": "Which parties?",
}
KINDS = tuple(KIND_TITLES)


class QuestionError(ValueError):
    """This position cannot be asked as that kind of question (a sentence for the teacher)."""


@dataclass(frozen=True)
class Question:
    """One question to the class: what is shown, the options, the engine's answer and why."""

    kind: str
    prompt: str
    options: tuple[str, ...]            # card codes (or party kinds), in the order shown
    labels: tuple[str, ...]             # each option's words on its button
    answer: tuple[int, ...]             # the right options (positions in ``options``)
    explanation: str                    # the engine's sentence, with the rule ids
    rules: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()         # the engine's steps behind it (a trick's cards, each card refused)
    multi: bool = False                 # several options may be chosen (which cards may be played)
    game: str = ""                      # the game's name, e.g. "normal game"
    trick: tuple[str, ...] = ()         # the cards on the table
    trick_seats: tuple[int, ...] = ()
    hand: tuple[str, ...] = ()          # the hand of the seat to move (legal, choice)
    seat: int | None = None             # the seat to move (legal, choice)
    facts: tuple[str, ...] = ()         # further lines shown with the question (parties)
    position: dict[str, Any] = field(default_factory=dict)   # {"record": scenario record, "at": cards}

    def grade(self, chosen: tuple[int, ...] | list[int]) -> bool:
        """Whether the chosen options are exactly the right ones."""
        return sorted(set(chosen)) == sorted(set(self.answer))

    def check_response(self, chosen: object) -> tuple[int, ...]:
        """The chosen options as positions, or a ValueError with a learner sentence."""
        if isinstance(chosen, int):
            chosen = (chosen,)
        if not isinstance(chosen, (list, tuple, set, frozenset)) or not all(
                isinstance(i, int) and 0 <= i < len(self.options) for i in chosen):
            raise ValueError("Please choose one of the cards shown.")
        picked = tuple(sorted(set(chosen)))
        if not picked:
            raise ValueError("Please choose a card first." if not self.multi else
                             "Please choose every card that may be played (at least one), then send.")
        if len(picked) > 1 and not self.multi:
            raise ValueError("Please choose one card only.")
        return picked

    @property
    def answer_words(self) -> str:
        return ", ".join(self.labels[i] for i in self.answer) or "none of them"

    def dumps(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True)

    @classmethod
    def loads(cls, text: str) -> Question:
        data = json.loads(text)
        for key in ("options", "labels", "answer", "rules", "steps", "trick", "trick_seats", "hand", "facts"):
            data[key] = tuple(data.get(key) or ())
        return cls(**data)


def _card_label(code: str) -> str:
    return f"{code} ({hydra.as_card(code).name()})"


def _position(line: Line) -> dict[str, Any]:
    return {"record": line.to_scenario().to_record(), "at": line.cursor}


def _table(rnd: hydra.Round) -> tuple[hydra.Trick | None, bool]:
    """The trick on the table and whether it is still being played."""
    if rnd.current_trick is not None:
        return rnd.current_trick, True
    return (rnd.tricks[-1], False) if rnd.tricks else (None, False)


def _mover_hand(rnd: hydra.Round) -> tuple[int, list[str]]:
    if rnd.is_over or rnd.phase != "play" or rnd.to_move is None:
        raise QuestionError("Nobody is to play a card here: go to a position in the play first.")
    seat = rnd.to_move
    codes = [str(c) for c in rnd.game.sorted(rnd.hand(seat))]
    return seat, list(dict.fromkeys(codes))            # each card once, in the game's order


def _winner(line: Line) -> Question:
    rnd = line.round
    trick, open_trick = _table(rnd)
    if trick is None:
        raise QuestionError("No card is on the table yet: play a card or a trick first.")
    e = trick.explain()
    cards = tuple(str(c) for c in trick.cards)
    seats = tuple(trick.seats)
    rules = tuple(dict.fromkeys(r for st in e.steps for r in (st.rule,) if r))
    prompt = ("Which card is winning this trick so far?" if open_trick and len(cards) < len(rnd.seats)
              else "Which card takes this trick?")
    return Question("winner", prompt, cards,
                    tuple(f"{_card_label(c)}, seat {s}" for c, s in zip(cards, seats)), (e.winner,),
                    e.sentence, rules, tuple(st.text for st in e.steps), game=rnd.game.name, trick=cards,
                    trick_seats=seats,
                    position=_position(line))


def _legal(line: Line) -> Question:
    rnd = line.round
    seat, hand = _mover_hand(rnd)
    legal = {str(c) for c in rnd.legal_cards()}
    reasons = {str(c): r for c, r in rnd.illegal_reasons().items()}
    trick, open_trick = _table(rnd)
    shown = tuple(str(c) for c in trick.cards) if trick is not None and open_trick else ()
    answer = tuple(i for i, c in enumerate(hand) if c in legal)
    if len(answer) == len(hand):
        why = (f"Seat {seat} leads, so any card may be played (rules: Der Spielverlauf)." if not shown else
               "Nothing in this hand is held back by the duty to follow suit, so every card may be played "
               "(rules: Der Spielverlauf).")
        rules: tuple[str, ...] = ("rules: Der Spielverlauf",)
        notes: tuple[str, ...] = ()
    else:
        notes = tuple(str(reasons[c]) for c in hand if c in reasons)
        why = "The other cards may not be played:"
        rules = tuple(dict.fromkeys(r for c in hand if c in reasons for r in reasons[c].rules))
    return Question("legal", f"Which cards may seat {seat} play now? Choose every one, then send.",
                    tuple(hand), tuple(_card_label(c) for c in hand), answer,
                    f"Seat {seat} may play {', '.join(hand[i] for i in answer)}. {why}", rules, notes, multi=True,
                    game=rnd.game.name, trick=shown,
                    trick_seats=tuple(trick.seats) if shown and trick is not None else (),
                    hand=tuple(hand), seat=seat, position=_position(line))


def _choice(line: Line) -> Question:
    rnd = line.round
    seat, hand = _mover_hand(rnd)
    advice = hydra.RuleBasedPlayer(line.cursor).advise(rnd)     # the presenter's example player
    card = str(advice.action)
    trick, open_trick = _table(rnd)
    shown = tuple(str(c) for c in trick.cards) if trick is not None and open_trick else ()
    return Question("choice", f"Which card should seat {seat} play? (The example player's choice is "
                    "the reference.)", tuple(hand), tuple(_card_label(c) for c in hand), (hand.index(card),),
                    f"The example player in seat {seat} plays {card}. Its reason: {advice.reason}",
                    tuple(advice.reason.rules), game=rnd.game.name, trick=shown,
                    trick_seats=tuple(trick.seats) if shown and trick is not None else (),
                    hand=tuple(hand), seat=seat, position=_position(line))


def _parties(line: Line) -> Question:
    rnd = line.round
    formation = rnd.formation
    if formation is None:
        raise QuestionError("The parties are not formed yet at this position (R10): go on to the play.")
    scenario = line.scenario
    facts = []
    for seat, hand in enumerate(scenario.hands):
        keys = [c for c in hand if c in {str(k) for k in KEY_CARDS}]
        facts.append(f"Seat {seat} was dealt {', '.join(keys) if keys else 'no Eichel-Ober or Grün-Ober'}.")
    if scenario.solo:
        facts.append(f"Seat {scenario.solo.get('seat')} announced a solo ({scenario.solo.get('game')}).")
    if scenario.proposal:
        facts.append(f"Seat {scenario.proposal.get('seat')} made an Antrag.")
    kinds = tuple(PARTY_KINDS)
    return Question("parties", "Which kind of game do the parties make?", kinds,
                    tuple(describe_kind(k).split(":")[0] for k in kinds), (kinds.index(formation.kind),),
                    formation.describe(), ("R10",), game=rnd.game.name, facts=tuple(facts),
                    position=_position(line))


_MAKERS = {"winner": _winner, "legal": _legal, "choice": _choice, "parties": _parties}


def make_question(kind: str, line: Line) -> Question:
    """The question of ``kind`` (:data:`KINDS`) about the position of ``line`` (the presenter's)."""
    if kind not in _MAKERS:
        raise QuestionError(f"There is no question kind '{kind}'; the kinds are {', '.join(KINDS)}.")
    return _MAKERS[kind](line)
