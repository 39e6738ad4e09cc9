""""Which parties?" exercises: who holds the key cards after a deal; which kind of game is it and
who plays together (R10: ``hydra.form_parties``)?

>>> party_choices()[:2]
('normal', 'secret-proposal')
"""

from __future__ import annotations

import random

import hydra
from hydra.hydra.cards import the_card
from hydra.core.i18n import N_, _
from hydra.hydra.parties import KEY_CARDS

from tutor.table.seat_names import NAMES, names_list
from tutor.hydra.quiz.dealing import NORMAL, deal
from tutor.exercises.kind import CHOICE_AND_GROUPS, Choice, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic
from .game import FAMILY

__all__ = ["PARTIES", "PartiesKind", "party_choices"]



_PARTY_DIFFICULTY = {1: ("normal", "engagement"), 2: ("double-engagement", "secret-proposal"),
                     3: ("triple-engagement", "wedding", "double-secret-proposal")}


def party_choices() -> tuple:
    """The party kinds a healthy deal can give (R10), as the engine names them."""
    return hydra.HEALTHY_KINDS


def _key_facts(hands) -> tuple:
    lines = []
    for seat, hand in enumerate(hands):
        keys = [the_card(c, article=False) for c in sorted(hand, key=str, reverse=True) if c in KEY_CARDS]
        lines.append(_("{player}: {cards}").format(player=NAMES[seat], cards=", ".join(keys) if keys else
                                                   _("no key card")))
    return tuple(lines)


def _check_parties(ex: Exercise, response) -> Feedback:
    try:
        kind, labels = response
        labels = list(labels)
    except (TypeError, ValueError):
        raise ValueError(_("Pick a kind of game and a party for every player, then press Check.")) from None
    if len(labels) != 5 or any(lbl in (None, "") for lbl in labels):
        raise ValueError(_("Give every player a party, then press Check."))
    groups: dict[object, set[int]] = {}  # object: the learner's labels, compared only
    for seat, label in enumerate(labels):
        groups.setdefault(label, set()).add(seat)
    partition = frozenset(frozenset(g) for g in groups.values())
    want_kind, want_parts = ex.answer
    kind_ok, parts_ok = kind == want_kind, partition == want_parts
    correct = kind_ok and parts_ok
    if correct:
        headline = _("Right!")
    elif kind_ok:
        headline = _("The kind is right, but not who plays together.")
    elif parts_ok:
        headline = _("Who plays together is right, but not the kind.")
    else:
        headline = _("Not quite.")
    parts = _(" against ").join(names_list([NAMES[s] for s in sorted(p)])
                                for p in sorted(want_parts, key=lambda p: (-len(p), min(p))))
    answer = _("It is {kind}: {parties}.").format(kind=hydra.kind_name(want_kind), parties=parts)
    return Feedback(correct, headline, answer, ex.explanation, (), ex.rules, {})


class PartiesKind(QuizKindBase, name="parties", letter="p", form=CHOICE_AND_GROUPS,
                  title=N_("Which parties?"), short="which parties"):
    """"Which parties?": the kind of game and who plays together, from where the key cards are."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        wanted = _PARTY_DIFFICULTY[difficulty]
        target = rng.choice(wanted)
        found = None
        for _attempt in range(3000):
            hands = deal(rng)
            parties = hydra.form_parties(hands)
            if parties.kind == target:
                found = (hands, parties)
                break
            if found is None and parties.kind in wanted:
                found = (hands, parties)
        if found is None:                             # pragma: no cover
            found = (hands, parties)
        hands, parties = found
        answer = (parties.kind, frozenset(frozenset(p) for p in parties.parties))
        return Exercise(family=FAMILY,
            kind=PARTIES.name, id=exercise_id, topic=topic, difficulty=difficulty, game=NORMAL,
            prompt=_("Who holds the key cards, the Eichel-Ober and the Grün-Ober, is shown below. Which kind of "
                     "game is it, and who plays together?"),
            answer=answer, explanation=parties.describe(), rules=("R10",), choices=party_choices(),
            facts=_key_facts(hands))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """``(kind, labels)``: a kind of game and a party label per seat (seats with one label
        play together)."""
        return _check_parties(exercise, response)

    def solution(self, exercise: Exercise) -> tuple[str, list[str]]:
        kind, parts = exercise.answer
        labels = [""] * 5
        for n, part in enumerate(sorted(parts, key=min)):
            for seat in part:
                labels[seat] = "ABC"[n]
        return kind, labels

    def choice_label(self, choice: Choice) -> str:
        text = str(choice)
        return hydra.kind_title(text) if text in hydra.PARTY_KINDS else text.replace("-", " ")


PARTIES = register(PartiesKind())
