"""The path's kinds for hidden partners, solos, the Antrag and whole rounds (issue 34), answered by
the engine.

Five players sit clockwise in the order of :data:`~tutor.hydra.quiz.round_steps.NAMES` (seat 0 is
Ada; in :data:`KNOWN_PARTNER` seat 0 is you):

* :data:`KNOWN_PARTNER` (``CHOICE``): in a healthy game, who do you *know* plays with you, from your
  own key cards and the key cards played so far? (R10, R16: ``hydra.hydra.knowledge``)
* :data:`SOLO_LEAD` (``CHOICE``): a player calls a solo; who leads the first trick? (R7, R8: a round
  the engine deals and calls)
* :data:`ANTRAG_PARTNER` (``CHOICE``): a player offers an Antrag, the others answer in the engine's
  order; who plays with the proposer? (R9)
* :data:`PLAY_ROUND`: a whole round the learner plays on the play page (``?deal=SEED-DEALER``); its
  check takes the finished :class:`hydra.Round` and says whether it is the round the step asks for
  (played to the end; with a solo the learner called; with an Antrag the learner offered).

>>> ex = KNOWN_PARTNER.of("EO", {})
>>> KNOWN_PARTNER.solution(ex)
'not-known'
>>> KNOWN_PARTNER.solution(KNOWN_PARTNER.of("EO", {"Dora": "EO"}))
'Dora'
>>> SOLO_LEAD.solution(SOLO_LEAD.of(4, 2, "color-solo:R", seed=1))
'Cem'
>>> ex = PLAY_ROUND.of("374-4", "solo")
>>> PLAY_ROUND.check(ex, PLAY_ROUND.solution(ex)).correct
True
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

import hydra
from hydra.core.i18n import N_, _
from hydra.hydra.knowledge import PartyKnowledge, possible_formations
from hydra.hydra.players import CallingPlayer

from tutor.exercises.kind import CHOICE, Choice, KindBase, Response, register
from tutor.exercises.model import Exercise, Feedback
from .round_steps import NAMES, TABLE
from .score_steps import feedback
from .game import FAMILY, normal_game

__all__ = ["KNOWN_PARTNER", "SOLO_LEAD", "ANTRAG_PARTNER", "PLAY_ROUND", "NOT_KNOWN", "YOU_NAMES", "played_out",
           "ROUND_WANTS"]

#: The players of a "who is your partner" question: you first, then clockwise.
YOU_NAMES = ("You", "Ben", "Cem", "Dora", "Emil")
#: The answer "not known yet" to "Who do you know plays with you?".
NOT_KNOWN = "not-known"


def _card_words(card: hydra.Card) -> str:
    return card.name()


# --- hidden partners ---------------------------------------------------------------------------------
class KnownPartnerKind(KindBase, name="known-partner", title="Who is your partner?", form=CHOICE):
    """"Who do you know plays with you?": your key cards (``hand``) and the cards the others played so
    far (``played``: a name to its cards). The engine lists every placement of the hidden key cards
    that fits (``hydra.hydra.knowledge.possible_formations``, R16) and names the players surely with you."""

    def of(self, hand: str, played: Mapping[str, str]) -> Exercise:
        held = tuple(hydra.as_cards(hand))
        shown = tuple((YOU_NAMES.index(n), tuple(hydra.as_cards(c))) for n, c in played.items())
        facts = [_("You hold: {cards}.").format(cards=", ".join(_card_words(c) for c in held))]
        if shown:
            facts += [_("{name} played: {cards}.").format(name=YOU_NAMES[s], cards=", ".join(_card_words(c)
                                                                                         for c in cards))
                      for s, cards in shown]
        else:
            facts.append(_("No card has been played yet."))
        ex = Exercise(family=FAMILY, game=normal_game(),
                      kind=self.name, prompt=_("Who do you know plays with you?"), hand=held,
                      hands=tuple(cards for _s, cards in shown), given=tuple(s for s, _c in shown),
                      choices=YOU_NAMES[1:] + (NOT_KNOWN,), facts=tuple(facts), rules=("R10", "R16"))
        self.solution(ex)
        return ex

    def knowledge(self, ex: Exercise) -> PartyKnowledge:
        played = [(seat, card) for seat, cards in zip(ex.given, ex.hands) for card in cards]
        hidden = {s: 10 - sum(1 for p, _c in played if p == s) for s in range(1, 5)}
        return PartyKnowledge(0, tuple(possible_formations(0, list(ex.hand), played, hidden, range(5))))

    def solution(self, exercise: Exercise) -> str:
        mates = self.knowledge(exercise).partners()
        if len(mates) > 1:
            raise ValueError("'Who do you know plays with you?' needs one known partner or none")
        return YOU_NAMES[mates[0]] if mates else NOT_KNOWN

    def choice_label(self, choice: Choice) -> str:
        return _("Not known yet") if choice == NOT_KNOWN else str(choice)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the answers."))
        right = self.solution(exercise)
        know = self.knowledge(exercise)
        if right == NOT_KNOWN:
            kinds = [hydra.kind_name(k) for k in know.possible_kinds]
            maybe = _("{some} or {last}").format(some=", ".join(kinds[:-1]), last=kinds[-1]) if len(kinds) > 1 \
                else kinds[0]
            why = _("what you have seen fits more than one way the hidden key cards may lie: it may be {games}, "
                    "and who plays with you differs.").format(games=maybe)
            text = (_("Yes: ") + why if response == right else
                    _("Not {name}: ").format(name=response) + why)
            return feedback(response == right, text, exercise.rules)
        seat = YOU_NAMES.index(right)
        if response == right:
            return feedback(True, _("Yes: {name} played the other copy of a key card you hold, and the holders "
                                    "of a key card's two copies always play together.").format(name=right),
                            exercise.rules)
        if response == NOT_KNOWN:
            return feedback(False, _("It is known now: look at the key cards played so far."), exercise.rules)
        other = YOU_NAMES.index(str(response))
        sure = know.together(0, other)
        why = (_("{name} surely plays against you.") if sure is False else
               _("Whether {name} plays with you is not known yet.")).format(name=response)
        assert seat != other
        return feedback(False, _("Not {name}: ").format(name=response) + why, exercise.rules)


# --- rounds the engine deals and calls ---------------------------------------------------------------
def _drive(rnd: hydra.Round, mine: Mapping[str, object], player: CallingPlayer, seat: int = 0,
           stop: str = "") -> hydra.Round:
    """Play ``rnd`` on: ``seat`` takes ``mine[phase]`` where given (a callable gets the round), the
    others and the rest the example players' choices; until the phase ``stop`` or the end."""
    while not rnd.is_over and rnd.phase != stop:
        want = mine.get(rnd.phase) if rnd.to_move == seat else None
        if callable(want):
            want = want(rnd)
        rnd.apply(want if want is not None else player.choose(rnd))    # type: ignore[arg-type]  # a Hydra action (card or call word)
    return rnd


def _first_antrag(rnd: hydra.Round) -> object:  # object: a hydra.Action, passed back to the round
    return next(a for a in rnd.legal_actions() if str(a).startswith("antrag"))


def _first_card(rnd: hydra.Round) -> object:  # object: a hydra.Action, passed back to the round
    return rnd.legal_actions()[0]


@lru_cache(maxsize=32)
def _solo_round(seed: int, dealer: int, soloist: int, game: str) -> hydra.Round:
    """The round after the calls: ``soloist`` says morbus and names ``game``, the others valeo, nobody
    throws in."""
    rnd = hydra.Round.new(seed=seed, dealer=dealer)
    while rnd.phase != "play":
        if rnd.phase == "throw-in":
            rnd.apply("keep")
        elif rnd.phase == "calls":
            rnd.apply("morbus" if rnd.to_move == soloist else "valeo")
        else:
            rnd.apply(f"solo:{game}")
    return rnd


class SoloLeadKind(KindBase, name="solo-lead", title="Who leads?", form=CHOICE):
    """"Who leads the first trick?" when a player calls a solo: the engine deals ``seed``, the soloist
    says morbus and names ``game``, the others valeo; the player to move first in play (R7, R8)."""

    def of(self, dealer: int, soloist: int, game: str, seed: int = 1) -> Exercise:
        name = hydra.get_game(game).name
        prompt = _("{dealer} deals. {soloist} says morbus and plays a {game}; the others say valeo. Who leads "
                   "the first trick?").format(dealer=NAMES[dealer], soloist=NAMES[soloist], game=name)
        ex = Exercise(family=FAMILY, game=normal_game(),
                      kind=self.name, prompt=prompt, dealer=dealer, seat=soloist, caption=game, given=(seed,),
                      choices=NAMES, facts=(_(TABLE),), rules=("R8",))
        self.solution(ex)
        return ex

    def solution(self, exercise: Exercise) -> str:
        rnd = _solo_round(exercise.given[0], exercise.dealer or 0, exercise.seat or 0, exercise.caption)
        assert rnd.to_move is not None                   # the calls are over: the soloist leads
        return NAMES[rnd.to_move]

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in NAMES:
            raise ValueError(_("Tap one of the names."))
        right = self.solution(exercise)
        left = NAMES[hydra.next_seat(exercise.dealer or 0)]
        if response == right:
            return feedback(True, _("Yes: in a solo the soloist leads the first trick, wherever the dealer "
                                    "sits."), exercise.rules)
        if response == left:
            why = _("Not {name}: without a solo the dealer's left leads, but in a solo the soloist leads the "
                    "first trick.").format(name=response)
        else:
            why = _("Not {name}: in a solo the soloist leads the first trick.").format(name=response)
        return feedback(False, why, exercise.rules)


@lru_cache(maxsize=32)
def _antrag_round(seed: int, dealer: int, proposer: int, answers: tuple[tuple[str, str], ...]
                  ) -> tuple[hydra.Round, tuple[tuple[int, str], ...]]:
    """The round after ``proposer``'s Antrag was answered: the engine asks the others in its order,
    each answers as ``answers`` says (decline when not named); the answers in the order asked."""
    said = dict(answers)
    rnd = hydra.Round.new(seed=seed, dealer=dealer)
    asked: list[tuple[int, str]] = []
    while rnd.phase not in ("play", "antrag-return") and not rnd.is_over:
        if rnd.phase == "throw-in":
            rnd.apply("keep")
        elif rnd.phase == "calls":
            rnd.apply("morbus" if rnd.to_move == proposer else "valeo")
        elif rnd.phase == "declare":
            rnd.apply(_first_antrag(rnd))                    # type: ignore[arg-type]  # a Hydra action (card or call word)
        elif rnd.phase == "antrag-open":
            rnd.apply(_first_card(rnd))                      # type: ignore[arg-type]  # a Hydra action (card or call word)
        else:
            seat = rnd.to_move
            assert seat is not None                      # a seat answers the Antrag
            word = said.get(NAMES[seat], "decline")
            asked.append((seat, word))
            rnd.apply(word)
    return rnd, tuple(asked)


class AntragPartnerKind(KindBase, name="antrag-partner", title="Who plays with whom?", form=CHOICE):
    """"Who plays with the proposer?" after an open Antrag (R9): the engine deals ``seed``, the
    proposer (holding both Obers of one colour) offers, the others answer in the engine's order as
    ``answers`` says (a name to ``accept``; the rest decline)."""

    def of(self, seed: int, dealer: int, proposer: int, answers: Mapping[str, str]) -> Exercise:
        key = tuple(sorted(answers.items()))
        rnd, asked = _antrag_round(seed, dealer, proposer, key)
        if (rnd.proposal or {}).get("accepted_by") is None:
            raise ValueError("nobody accepts this Antrag")
        words = {"accept": _("takes it"), "decline": _("says no")}
        facts = [_(TABLE), _("{name} says morbus and offers an Antrag.").format(name=NAMES[proposer])]
        facts += [_("Then {name} {answer}.").format(name=NAMES[s], answer=words[w]) for s, w in asked]
        prompt = _("Who plays with {name}?").format(name=NAMES[proposer])
        ex = Exercise(family=FAMILY, game=normal_game(),
                      kind=self.name, prompt=prompt, dealer=dealer, seat=proposer, given=(seed,),
                      caption=" ".join(f"{n}:{w}" for n, w in key),
                      choices=tuple(n for i, n in enumerate(NAMES) if i != proposer), facts=tuple(facts),
                      rules=("R9",))
        self.solution(ex)
        return ex

    def _round(self, ex: Exercise) -> tuple[hydra.Round, tuple[tuple[int, str], ...]]:
        answers = tuple((n, w) for n, w in (pair.split(":") for pair in ex.caption.split()))
        return _antrag_round(int(ex.given[0]), ex.dealer or 0, ex.seat or 0, answers)

    def solution(self, exercise: Exercise) -> str:
        rnd, _asked = self._round(exercise)
        return NAMES[int((rnd.proposal or {})["accepted_by"])]

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the names."))
        right = self.solution(exercise)
        proposer = NAMES[exercise.seat or 0]
        if response == right:
            return feedback(True, _("Yes: {name} is the first one asked who takes the Antrag, so {name} plays "
                                    "with {proposer}, two against three.").format(name=right, proposer=proposer),
                            exercise.rules)
        _rnd, asked = self._round(exercise)
        said = dict((NAMES[s], w) for s, w in asked)
        if said.get(str(response)) == "accept":
            why = _("Not {name}: {name} wanted it too, but {right} was asked first and took it.")
        elif str(response) in said:
            why = _("Not {name}: {name} said no.")
        else:
            why = _("Not {name}: the Antrag was taken before {name} was asked.")
        return feedback(False, why.format(name=response, right=right), exercise.rules)


# --- a whole round on the play page -------------------------------------------------------------------
#: What a PLAY_ROUND step asks for, in words.
ROUND_WANTS = {"round": N_("a whole round"), "solo": N_("a round with your solo"),
               "antrag": N_("a round with your Antrag")}


def played_out(deal: str, want: str) -> hydra.Round:
    """The round of ``deal`` (``SEED-DEALER``) played to the end, seat 0 making the calls ``want`` needs
    (a solo: the example players' best solo for the hand; an Antrag: its first pair and card), every
    other choice the example players' (the play page's players: ``hydra.CallingPlayer``)."""
    seed, dealer = (int(part) for part in deal.split("-"))
    rnd = hydra.Match(players=5, dealer=dealer).new_round(seed)
    player = CallingPlayer(seed)
    mine: dict[str, object] = {"throw-in": "keep"}  # object: a hydra.Action per phase
    if want == "round":
        mine["calls"] = "valeo"
    elif want == "solo":
        mine.update({"calls": "morbus", "declare": lambda r: next(a for a in r.legal_actions()
                                                                    if str(a).startswith("solo:"))})
    elif want == "antrag":
        mine.update({"calls": "morbus", "declare": _first_antrag, "antrag-open": _first_card})
    return _drive(rnd, mine, player)


class PlayRoundKind(KindBase, name="play-round", title="Play a round", form=CHOICE):
    """Play ``deal`` on the play page to the end (``want``: ``round``, ``solo`` or ``antrag``, see
    :data:`ROUND_WANTS`). The check takes the finished round (a :class:`hydra.Round`, seat 0 the
    learner)."""

    plays_a_round = True                                           # on the play page (lesson 12)

    def of(self, deal: str, want: str) -> Exercise:
        if want not in ROUND_WANTS:
            raise KeyError(f"want is one of {', '.join(ROUND_WANTS)}")
        ex = Exercise(family=FAMILY, game=normal_game(),
                      kind=self.name, prompt=_("Play this round to the end on the play page."), caption=want,
                      given=(deal,),  # type: ignore[arg-type]  # a play step's given is its deal code, a str
                      rules=("R7", "R9") if want == "antrag" else ("R7",))
        return ex

    def solution(self, exercise: Exercise) -> hydra.Round:
        return played_out(str(exercise.given[0]), exercise.caption)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if not isinstance(response, hydra.Round):
            raise ValueError(_("Play the round on the play page."))
        rnd, want = response, exercise.caption
        if not rnd.is_over or rnd.ending != "played":
            return feedback(False, _("The round is not played to the end yet."), exercise.rules)
        contract = rnd.contract
        if want == "solo" and not (contract and contract[0] == "solo" and contract[1] == 0):
            return feedback(False, _("In this round you did not play a solo: say morbus, then choose a solo."),
                            exercise.rules)
        if want == "antrag" and not (rnd.proposal and rnd.proposal.get("seat") == 0):
            return feedback(False, _("In this round you did not offer an Antrag: say morbus, then Antrag."),
                            exercise.rules)
        return feedback(True, _("Done: you played {what} to the end.").format(what=_(ROUND_WANTS[want])),
                        exercise.rules)


KNOWN_PARTNER = register(KnownPartnerKind())
SOLO_LEAD = register(SoloLeadKind())
ANTRAG_PARTNER = register(AntragPartnerKind())
PLAY_ROUND = register(PlayRoundKind())
