"""The class questions as kinds of the exercise protocol: a teacher pushes the position on the
presenter's screen, a kind makes the :class:`~tutor.exercises.model.Exercise` of it (the engine's
answer and why made then), and the kind checks each learner's answer.

Four kinds (:data:`CLASS_KINDS`, by the teacher's button word :data:`CLASS_KIND_TITLES`):

* ``class-winner``: who takes the trick on the table (``Trick.explain``); pick a card of the trick;
* ``class-legal``: which cards the player to move may play (``Round.legal_cards`` and
  ``Round.illegal_reasons``); select every one of ``choices`` (the hand's cards, each once);
* ``class-choice``: which card the player to move should play (the example player's choice,
  ``hydra.RuleBasedPlayer.advise``, seeded as the presenter's example players are, with its reason);
  pick a card of the hand;
* ``class-parties``: the kind of game the parties make (``Round.formation``); pick one of ``choices``.

A class screen shows an exercise's *options* (:func:`class_options`, the cards or choices a
learner's buttons stand for) and a learner answers with their positions; :func:`check_positions`
turns them into the kind's response and grades it. An exercise is stored as JSON in the class
store (:func:`dumps_class`); :func:`loads_class` also reads the questions stored before they were
exercises (the old ``Question`` JSON, ``"kind": "winner"`` ...), so a class stays readable.

>>> from tutor.hydra.scenarios import Line, load_library
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> ex = make_class_exercise("winner", line)
>>> ex.kind, ex.prompt, class_options(ex), ex.answer
('class-winner', 'Which card is winning this trick so far?', ('SK', 'ED'), (0,))
>>> class_labels(ex)
('Schell-König, Ada', 'Eichel-Daus, Ben')
>>> check_positions(ex, (0,))[1].correct, check_positions(ex, (1,))[1].correct
(True, False)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

import hydra
from hydra.core.i18n import N_, _
from hydra.core.record_json import LoadedRecord
from hydra.hydra.parties import KEY_CARDS, PARTY_KINDS, describe_kind

from tutor.table.seat_names import seat_name
from tutor.hydra.quiz.dealing import NORMAL
from tutor.exercises.kind import CHOICE, PICK_CARD, SELECT_CHOICES, Choice, KindBase, Response, kind_named, register
from tutor.exercises.model import Exercise, Feedback
from .game import FAMILY
from .game import hydra_game

if TYPE_CHECKING:
    from tutor.hydra.scenarios import Line

__all__ = ["CLASS_KINDS", "CLASS_KIND_TITLES", "ClassQuestionError", "make_class_exercise", "class_options",
           "class_labels", "answer_words", "is_multi", "check_positions", "dumps_class", "loads_class",
           "is_class_kind", "short_kind", "in_this_language"]

#: The question kinds a teacher can push (the short word), with the button's words.
#: Constants (``N_``): a page shows them through ``_()``, in its own language.
CLASS_KIND_TITLES = {
    "winner": N_("Who wins this trick?"),
    "legal": N_("Which cards may be played?"),
    "choice": N_("Which card should be played?"),
    "parties": N_("Which parties?"),
}
CLASS_KINDS = tuple(CLASS_KIND_TITLES)
_PREFIX = "class-"


class ClassQuestionError(ValueError):
    """This position cannot be asked as that kind of question (a sentence for the teacher)."""


def short_kind(exercise: Exercise) -> str:
    """The teacher's word for the exercise's kind: ``"winner"``, ``"legal"`` ..."""
    return exercise.kind.removeprefix(_PREFIX)


def is_class_kind(name: str) -> bool:
    return name.startswith(_PREFIX) and name.removeprefix(_PREFIX) in CLASS_KIND_TITLES


def _card_label(code: str) -> str:
    """A card as a learner reads it: its name (``Rot-10, the Dulle``), never its code (issue 34)."""
    return hydra.as_card(code).name()


# object: a stored class question's seat, as its JSON kept it (a number, or text from an older store)
def _seat(seat: object) -> str:
    """A seat of a class question by the player's name ("Ada"), never a number from 0 (issue 34)."""
    return seat_name(seat if isinstance(seat, int) else None)


def _card_names(codes: Sequence[str]) -> str:
    return ", ".join(hydra.as_card(c).german_name for c in codes)


def class_options(exercise: Exercise) -> tuple[str, ...]:
    """What a learner's buttons stand for, in the order shown: the trick's cards (winner), the hand's
    cards (legal, choice) or the party kinds (parties)."""
    if exercise.kind == WINNER.name:
        return tuple(str(c) for c in exercise.cards)
    if exercise.kind in (LEGAL.name, CHOICE_CARD.name):
        return tuple(str(c) for c in exercise.hand)
    return tuple(str(c) for c in exercise.choices)


def class_labels(exercise: Exercise) -> tuple[str, ...]:
    """Each option's words on its button."""
    if exercise.kind == WINNER.name:
        return tuple(_("{card}, {name}").format(card=_card_label(str(c)), name=_seat(s))
                     for c, s in zip(exercise.cards, exercise.seats))
    kind = kind_named(exercise.kind)
    return tuple(kind.choice_label(o) if exercise.kind == PARTIES.name else _card_label(o)
                 for o in class_options(exercise))


def answer_words(exercise: Exercise) -> str:
    labels = class_labels(exercise)
    return ", ".join(labels[i] for i in exercise.answer) or _("none of them")


def is_multi(exercise: Exercise) -> bool:
    """Several options may be chosen (which cards may be played)."""
    return kind_named(exercise.kind).form == SELECT_CHOICES


# chosen: what a class screen sent (JSON, untyped): one position or a list of them; checked here
def _positions(exercise: Exercise, chosen: object) -> tuple[int, ...]:
    """The chosen options as positions, or a ValueError with a learner sentence."""
    if isinstance(chosen, int):
        chosen = (chosen,)
    n = len(class_options(exercise))
    if not isinstance(chosen, (list, tuple, set, frozenset)) or not all(
            isinstance(i, int) and not isinstance(i, bool) and 0 <= i < n for i in chosen):
        raise ValueError(_("Please choose one of the cards shown."))
    picked = tuple(sorted(set(chosen)))
    multi = is_multi(exercise)
    if not picked:
        raise ValueError(_("Please choose a card first.") if not multi else
                         _("Please choose every card that may be played (at least one), then send."))
    if len(picked) > 1 and not multi:
        raise ValueError(_("Please choose one card only."))
    return picked


# chosen: what a class screen sent (JSON, untyped), checked by _positions
def check_positions(exercise: Exercise, chosen: object) -> tuple[tuple[int, ...], Feedback]:
    """A learner's chosen option positions (as a class screen sends them) and the kind's verdict:
    the positions are turned into the kind's response (a card position, the chosen cards, a party
    kind) and graded by :meth:`Exercise.check`."""
    picked = _positions(exercise, chosen)
    options = class_options(exercise)
    form = kind_named(exercise.kind).form
    response: Response = (picked[0] if form == PICK_CARD else
                          options[picked[0]] if form == CHOICE else tuple(options[i] for i in picked))
    return picked, exercise.check(response)


def _feedback(exercise: Exercise, correct: bool) -> Feedback:
    return Feedback(correct, _("Right!") if correct else _("Not quite."),
                    _("The answer: {answer}.").format(answer=answer_words(exercise)),
                    exercise.explanation, exercise.details, exercise.rules, {})


class _ClassKind(KindBase):
    """What the class kinds share: the right options (``Exercise.answer``, positions) are the
    engine's, worked out when the teacher pushed the position."""

    # object: each kind's own answer (a card, a seat, words), which its check compares
    def solution(self, exercise: Exercise) -> object:
        options = class_options(exercise)
        if self.form == PICK_CARD:
            return exercise.answer[0]
        if self.form == CHOICE:
            return options[exercise.answer[0]]
        return tuple(options[i] for i in exercise.answer)


class _PickKind(_ClassKind):
    """A class kind answered by one card (the form :data:`PICK_CARD`)."""

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A card's position in the trick (winner) or the hand (choice)."""
        n = len(class_options(exercise))
        if not isinstance(response, int) or isinstance(response, bool) or not 0 <= response < n:
            raise ValueError(_("Please choose one of the cards shown."))
        return _feedback(exercise, response == exercise.answer[0])


class WinnerKind(_PickKind, name=_PREFIX + "winner", title=CLASS_KIND_TITLES["winner"], form=PICK_CARD):
    pass


class ChoiceCardKind(_PickKind, name=_PREFIX + "choice", title=CLASS_KIND_TITLES["choice"], form=PICK_CARD):
    pass


class LegalKind(_ClassKind, name=_PREFIX + "legal", title=CLASS_KIND_TITLES["legal"], form=SELECT_CHOICES):
    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """The chosen card codes (each of ``choices`` at most once)."""
        if isinstance(response, str) or not isinstance(response, (list, tuple, set, frozenset)):
            raise ValueError(_("Please choose the cards shown."))
        picked = {str(c) for c in response}
        if not picked:
            raise ValueError(_("Please choose every card that may be played (at least one), then send."))
        if not picked <= set(exercise.choices):
            raise ValueError(_("Please choose the cards shown."))
        right = {exercise.choices[i] for i in exercise.answer}
        return _feedback(exercise, picked == right)


class PartiesKind(_ClassKind, name=_PREFIX + "parties", title=CLASS_KIND_TITLES["parties"], form=CHOICE):
    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A party kind (one of ``choices``)."""
        if response not in exercise.choices:
            raise ValueError(_("Please choose one of the kinds shown."))
        return _feedback(exercise, exercise.choices.index(response) == exercise.answer[0])

    def choice_label(self, choice: Choice) -> str:
        return describe_kind(str(choice)).split(":")[0]


WINNER = register(WinnerKind())
LEGAL = register(LegalKind())
CHOICE_CARD = register(ChoiceCardKind())
PARTIES = register(PartiesKind())


# --- making an exercise of the teacher's position ----------------------------------------------

def _position(line: Line) -> LoadedRecord:
    return {"record": line.to_scenario().to_record(), "at": line.cursor}


def _table(rnd: hydra.Round) -> tuple[hydra.Trick | None, bool]:
    """The trick on the table and whether it is still being played."""
    if rnd.current_trick is not None:
        return rnd.current_trick, True
    return (rnd.tricks[-1], False) if rnd.tricks else (None, False)


def _mover_hand(rnd: hydra.Round) -> tuple[int, list[str]]:
    if rnd.is_over or rnd.phase != "play" or rnd.to_move is None:
        raise ClassQuestionError(_("Nobody is to play a card here: go to a position in the play first."))
    seat = rnd.to_move
    codes = [str(c) for c in rnd.game.sorted(rnd.hand(seat))]
    return seat, list(dict.fromkeys(codes))            # each card once, in the game's order


def _shown_trick(rnd: hydra.Round) -> tuple[tuple[hydra.Card, ...], tuple[int, ...]]:
    trick, open_trick = _table(rnd)
    if trick is None or not open_trick:
        return (), ()
    return tuple(trick.cards), tuple(trick.seats)


def _winner(line: Line) -> Exercise:
    rnd = line.round
    trick, open_trick = _table(rnd)
    if trick is None:
        raise ClassQuestionError(_("No card is on the table yet: play a card or a trick first."))
    e = trick.explain()
    rules = tuple(dict.fromkeys(st.rule for st in e.steps if st.rule))
    prompt = (_("Which card is winning this trick so far?") if open_trick and len(trick.cards) < len(rnd.seats)
              else _("Which card takes this trick?"))
    return Exercise(family=FAMILY, kind=WINNER.name, prompt=prompt, game=rnd.game, caption=rnd.game.name,
                    cards=tuple(trick.cards), seats=tuple(trick.seats), answer=(e.winner,),
                    explanation=e.sentence, rules=rules, details=tuple(st.text for st in e.steps),
                    setting={"position": _position(line)})


def _legal(line: Line) -> Exercise:
    rnd = line.round
    seat, hand = _mover_hand(rnd)
    legal = {str(c) for c in rnd.legal_cards()}
    reasons = {str(c): r for c, r in rnd.illegal_reasons().items()}
    cards, seats = _shown_trick(rnd)
    answer = tuple(i for i, c in enumerate(hand) if c in legal)
    if len(answer) == len(hand):
        why = (_("{name} leads, so any card may be played (rules: Der Spielverlauf).").format(name=_seat(seat))
               if not cards else
               _("Nothing in this hand is held back by the duty to follow suit, so every card may be played "
                 "(rules: Der Spielverlauf)."))
        rules: tuple[str, ...] = ("rules: Der Spielverlauf",)
        notes: tuple[str, ...] = ()
    else:
        notes = tuple(str(reasons[c]) for c in hand if c in reasons)
        why = _("The other cards may not be played:")
        rules = tuple(dict.fromkeys(r for c in hand if c in reasons for r in reasons[c].rules))
    prompt = _("Which cards may {name} play now? Choose every one, then send.").format(name=_seat(seat))
    return Exercise(family=FAMILY, kind=LEGAL.name, prompt=prompt,
                    game=rnd.game, caption=rnd.game.name, cards=cards, seats=seats,
                    hand=tuple(hydra.as_card(c) for c in hand), seat=seat, choices=tuple(hand), answer=answer,
                    explanation=_("{name} may play {cards}.").format(name=_seat(seat), cards=_card_names(
                        [hand[i] for i in answer])) + f" {why}", rules=rules,
                    details=notes, setting={"position": _position(line)})


def _choice(line: Line) -> Exercise:
    rnd = line.round
    seat, hand = _mover_hand(rnd)
    advice = hydra.RuleBasedPlayer(line.cursor).advise(rnd)     # the presenter's example player
    card = str(advice.action)
    cards, seats = _shown_trick(rnd)
    prompt = _("Which card should {name} play? (The example player's choice is the reference.)").format(
        name=_seat(seat))
    return Exercise(family=FAMILY,
                    kind=CHOICE_CARD.name, prompt=prompt, game=rnd.game, caption=rnd.game.name, cards=cards,
                    seats=seats,
                    hand=tuple(hydra.as_card(c) for c in hand), seat=seat, answer=(hand.index(card),),
                    explanation=_("The example player in {name}'s seat plays {card}. Its reason: {reason}").format(
                        name=_seat(seat), card=_card_label(card), reason=advice.reason),
                    rules=tuple(advice.reason.rules), setting={"position": _position(line)})


def _parties(line: Line) -> Exercise:
    rnd = line.round
    formation = rnd.formation
    if formation is None:
        raise ClassQuestionError(_("The parties are not formed yet at this position: go on to the play."))
    scenario = line.scenario
    facts = []
    key_codes = {str(k) for k in KEY_CARDS}
    for seat, hand in enumerate(scenario.hands):
        keys = [c for c in hand if c in key_codes]
        facts.append(_("{name} was dealt {cards}.").format(name=_seat(seat), cards=_card_names(keys)) if keys else
                     _("{name} was dealt no Eichel-Ober or Grün-Ober.").format(name=_seat(seat)))
    if scenario.solo:
        facts.append(_("{name} announced a solo ({game}).").format(name=_seat(scenario.solo.get("seat")),
                                                                  game=_game_name(scenario.solo.get("game"))))
    if scenario.proposal:
        facts.append(_("{name} made an Antrag.").format(name=_seat(scenario.proposal.get("seat"))))
    kinds = tuple(PARTY_KINDS)
    return Exercise(family=FAMILY,
                    kind=PARTIES.name, prompt=_("Which kind of game do the parties make?"), game=rnd.game,
                    caption=rnd.game.name, choices=kinds, answer=(kinds.index(formation.kind),),
                    explanation=formation.describe(), rules=("R10",), facts=tuple(facts),
                    setting={"position": _position(line)})


# object: a stored class question's game, as its JSON kept it
def _game_name(game: object) -> str:
    """A solo's name as a learner reads it (``Grün-Solo (a colour solo)``), never its id."""
    try:
        return hydra.get_game(str(game)).name
    except (KeyError, ValueError, hydra.HydraError):
        return _("a solo")


_MAKERS = {"winner": _winner, "legal": _legal, "choice": _choice, "parties": _parties}


def make_class_exercise(kind: str, line: Line) -> Exercise:
    """The class exercise of ``kind`` (:data:`CLASS_KINDS`, the teacher's word) about the position
    of ``line`` (the presenter's)."""
    if kind not in _MAKERS:
        raise ClassQuestionError(f"There is no question kind '{kind}'; the kinds are {', '.join(CLASS_KINDS)}.")
    return _MAKERS[kind](line)


def in_this_language(exercise: Exercise) -> Exercise:
    """The class question made again of its position in the page's language (a class can mix languages:
    the teacher's page made it in the teacher's, each learner reads it in theirs, issue 33); the exercise
    as stored where its position cannot be played again (a question stored before positions were kept).
    Its options and answer are the same: the engine decides them from the same position."""
    position = (exercise.setting or {}).get("position") or {}
    kind = short_kind(exercise)
    if kind not in _MAKERS or not position.get("record"):
        return exercise
    from tutor.hydra.scenarios import Line, Scenario
    try:
        line = Line(Scenario.from_record(position["record"]))
        line.go(int(position.get("at", 0)))
        again = _MAKERS[kind](line)
    except (ValueError, KeyError, TypeError, hydra.HydraError):
        return exercise
    same = (class_options(again), again.answer) == (class_options(exercise), exercise.answer)
    return again if same else exercise


# --- the class store's JSON --------------------------------------------------------------------

_FORMAT = 2


def dumps_class(exercise: Exercise) -> str:
    """The exercise as the class store keeps it."""
    data = {"format": _FORMAT, "kind": exercise.kind, "prompt": exercise.prompt, "game": hydra_game(exercise).id,
            "caption": exercise.caption, "cards": [str(c) for c in exercise.cards], "seats": list(exercise.seats),
            "hand": [str(c) for c in exercise.hand], "seat": exercise.seat,
            "choices": [str(c) for c in exercise.choices], "answer": list(exercise.answer),
            "explanation": exercise.explanation, "details": list(exercise.details), "rules": list(exercise.rules),
            "facts": list(exercise.facts), "position": (exercise.setting or {}).get("position", {})}
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def _game(data: LoadedRecord) -> hydra.Game:
    try:
        return hydra.get_game(data["game"]) if data.get("game") else NORMAL
    except (KeyError, ValueError):
        return NORMAL


def _migrate(old: LoadedRecord) -> LoadedRecord:
    """A question stored before class questions were exercises (``tutor.classroom.Question``): the
    same facts under the exercise's names. Its ``game`` was the game's name (shown as the caption)."""
    kind = str(old.get("kind", ""))
    if kind not in CLASS_KIND_TITLES:
        raise ValueError(f"a class question of an unknown kind {kind!r}")
    options = list(old.get("options") or ())
    trick, seats = list(old.get("trick") or ()), list(old.get("trick_seats") or ())
    data: LoadedRecord = {
        "kind": _PREFIX + kind, "prompt": old.get("prompt", ""), "game": "", "caption": old.get("game", ""),
        "cards": trick, "seats": seats, "hand": [], "seat": old.get("seat"), "choices": [],
        "answer": list(old.get("answer") or ()), "explanation": old.get("explanation", ""),
        "details": list(old.get("steps") or ()), "rules": list(old.get("rules") or ()),
        "facts": list(old.get("facts") or ()), "position": old.get("position") or {}}
    if kind == "winner":
        data["cards"] = options
    elif kind in ("legal", "choice"):
        data["hand"] = options
        if kind == "legal":
            data["choices"] = options
    else:
        data["choices"] = options
    return data


def loads_class(text: str) -> Exercise:
    """An exercise as the class store keeps it, or a question stored in the old form (read as the
    same exercise)."""
    data = json.loads(text)
    if "format" not in data:
        data = _migrate(data)
    cards: Sequence[str] = data.get("cards") or ()
    hand: Sequence[str] = data.get("hand") or ()
    return Exercise(family=FAMILY, kind=data["kind"], prompt=data.get("prompt", ""), game=_game(data),
                    caption=data.get("caption", ""), cards=tuple(hydra.as_card(c) for c in cards),
                    seats=tuple(data.get("seats") or ()), hand=tuple(hydra.as_card(c) for c in hand),
                    seat=data.get("seat"), choices=tuple(data.get("choices") or ()),
                    answer=tuple(data.get("answer") or ()), explanation=data.get("explanation", ""),
                    details=tuple(data.get("details") or ()), rules=tuple(data.get("rules") or ()),
                    facts=tuple(data.get("facts") or ()), setting={"position": data.get("position") or {}})
