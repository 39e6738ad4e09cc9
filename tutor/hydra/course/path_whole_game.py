"""The path's lessons on the rest of the game (issue 34): solos, the Antrag, and rounds played
on the play page.

10. solos: who leads, the normal solo, the trump solos, the colour solos, what happens to the Dulle,
    the Fuchs and the Hydra in each, following suit in them, and how a solo scores;
11. the Antrag: who may offer it, the offer going round, who takes it, the exchange, the parties and
    the score, and what happens when nobody takes it;
12. play: a whole round on the play page, then one with your solo, then one with your Antrag; each
    step is done when the play page reports the round played to the end (:data:`PLAY_DEALS`).

They come after the scoring (lesson 07) and a match (lesson 09). Every task is an exercise of the
tutor's kinds, answered by the engine; the deals of lesson 12 were found with the engine (the
example players of the play page let the learner's solo and Antrag happen; tests check it).

>>> [len(item.steps) for item in whole_game_lessons()]
[12, 6, 3]
"""

from __future__ import annotations

from hydra.core.i18n import _

from tutor.hydra.quiz.legal import LEGAL
from tutor.hydra.quiz.score_steps import MULTIPLIER, PARTY_POINTS
from tutor.hydra.quiz.trick import TRICK
from tutor.hydra.quiz.basics import KEY_CARDS
from tutor.hydra.quiz.path_kinds import ANTRAG_PARTNER, PLAY_ROUND, SOLO_LEAD
from tutor.course.lessons import lesson
from tutor.course.steps import Step, StepLesson, led

__all__ = ["whole_game_lessons", "PLAY_DEALS"]

#: The deals of lesson 12's rounds (``?deal=SEED-DEALER``; you sit at seat 0, on the dealer's left):
#: a healthy round; a hand of six Grün cards and a Hydra for a solo; both Eichel-Obers for an Antrag
#: that an example player takes.
PLAY_DEALS = {"12-play-1": ("1-4", "round"), "12-play-2": ("374-4", "solo"), "12-play-3": ("7-4", "antrag")}

_PARTY_KINDS = ("normal", "engagement", "secret-proposal", "double-secret-proposal")


def _win_in(game: str) -> str:
    return _("{game}: tap the card that wins this trick.").format(game=game)


def whole_game_lessons() -> tuple[StepLesson, ...]:
    """Lessons 10 to 12, their sentences in the language in force."""
    _10 = StepLesson("10", "solos", lesson("10").title, (
        Step("10-solos-1", _("A player who says morbus may name a solo: they play alone against the other four and "
                             "choose which cards are trumps. The soloist leads the first trick, wherever the dealer "
                             "sits."),
             SOLO_LEAD.of(4, 2, "color-solo:R", seed=1)),
        Step("10-solos-2", _("There are three kinds of solo. The normal solo is played with the cards of the normal "
                             "game: the same trumps, the Dulle, the Fuchs, and the Hydra no trump on a fail trick."),
             TRICK.of("G10 HY GD G9 GK", "normal-solo"), ask=_win_in(_("A normal solo, Grün led"))),
        Step("10-solos-3", _("In a trump solo the soloist picks a rank. The eight cards of that rank and the two "
                             "Hydras are the only trumps, from low to high: Schell, Rot, Grün, Eichel, then the "
                             "Hydra."),
             TRICK.of("SK GK EK RK S9", "trump-solo:K"), ask=_win_in(_("A König solo, a trump led")),
             example=("SK", "RK", "GK", "EK", "HY")),
        Step("10-solos-4", _("In a trump solo every other card is a fail card: the Schell-Daus, the Rot-10, and the "
                             "Obers and Unters unless they are the trump rank. In each suit, from low to high: 9, "
                             "Unter, Ober, König, 10, Daus, leaving out the trump rank."),
             TRICK.of("RU R9 R10 RK SD", "trump-solo:O"), ask=_win_in(_("An Ober solo, Rot led"))),
        Step("10-solos-5", _("You follow suit as always. A card of the trump rank is a trump, not a card of its suit, "
                             "so it does not follow its suit."),
             LEGAL.of("GK G9 EO S10 R9", "G10", "trump-solo:K"), ask=_("A König solo.") + " " + led("Grün")),
        Step("10-solos-6", _("In a colour solo the soloist picks a suit. Its six cards and the two Hydras are the "
                             "trumps, from low to high: 9, Unter, Ober, König, 10, Daus, then the Hydra."),
             TRICK.of("RO R9 EO RK SU", "color-solo:R"), ask=_win_in(_("A Rot solo, a trump led")),
             example=("R9", "RU", "RO", "RK", "R10", "RD", "HY")),
        Step("10-solos-7", _("In a colour solo the Obers and Unters of the other suits are fail cards: they follow "
                             "their own suit."),
             LEGAL.of("EO GO R10 HY S9", "E9", "color-solo:G"), ask=_("A Grün solo.") + " " + led("Eichel")),
        Step("10-solos-8", _("When a trump is led in a colour solo, every card of the trump suit and the Hydra follow "
                             "it."),
             LEGAL.of("RO R9 EO HY G10", "RK", "color-solo:R"), ask=_("A Rot solo.") + " " + led(_("A trump"))),
        Step("10-solos-9", _("Trump solos and colour solos have no Dulle and no Fuchs: the Rot-10 and the Schell-Daus "
                             "are cards like any other. Of two Rot-10s the first one played wins, as with any two "
                             "equal cards."),
             TRICK.of("R10 R9 R10 RK R9", "color-solo:E"), ask=_win_in(_("An Eichel solo, Rot led"))),
        Step("10-solos-10", _("In trump solos and colour solos the Hydra is always the highest trump, also on a trick "
                              "led with a fail card."),
             TRICK.of("G10 HY GD G9 GK", "trump-solo:O"), ask=_win_in(_("An Ober solo, Grün led"))),
        Step("10-solos-11", _("A solo scores like any party, with multipliers of its own: the soloist 3, each of the "
                              "four opponents 2."),
             MULTIPLIER.of(solo="opponent")),
        Step("10-solos-12", _("The soloist counts the eyes of their tricks, in tenths rounded, times 3, plus any "
                              "bonus. In trump and colour solos there is no Fuchs to catch."),
             PARTY_POINTS.of(134, 3, party=_("The soloist"))),
    ))

    _11 = StepLesson("11", "antrag", lesson("11").title, (
        Step("11-antrag-1", _("An Antrag needs both Eichel-Obers or both Grün-Obers in one hand. That player says "
                              "morbus, names an Antrag, and lays the two Obers face down with one more card face up."),
             KEY_CARDS.of({"Ada": "EO", "Ben": "GO GO", "Cem": "", "Dora": "EO", "Emil": ""}, "antrag")),
        Step("11-antrag-2", _("The others are asked in turn, from the proposer's left. The first one who takes the "
                              "Antrag plays with the proposer, two against three; nobody after them is asked."),
             ANTRAG_PARTNER.of(65, 0, 2, {"Dora": "decline", "Emil": "accept", "Ada": "accept"})),
        Step("11-antrag-3", _("Who takes it picks up the three cards, unseen by the others, and gives the proposer any "
                              "three cards back. Both then hold ten cards again; everybody knows who plays with whom."),
             ANTRAG_PARTNER.of(65, 0, 2, {"Dora": "accept", "Emil": "accept"})),
        Step("11-antrag-4", _("In an Antrag the trumps are those of the normal game, and the player on the dealer's "
                              "left leads the first trick."),
             TRICK.of("G10 HY GD G9 GK"), ask=_win_in(_("An Antrag, Grün led"))),
        Step("11-antrag-5", _("The Antrag's pair has three opponents, so its multiplier is 3; each of the three "
                              "opponents has 2."),
             PARTY_POINTS.of(126, 3, party=_("The Antrag's pair"))),
        Step("11-antrag-6", _("If nobody takes it, the proposer takes the three cards back, and the key cards make the "
                              "parties as in a healthy game."),
             KEY_CARDS.of({_("You"): "EO EO", "Ben": "GO", "Cem": "", "Dora": "GO", "Emil": ""}, "game", _PARTY_KINDS)),
    ))

    _12 = StepLesson("12", "play", lesson("12").title, (
        Step("12-play-1", _("Now play a whole round yourself, against the example players. Say valeo, play your ten "
                            "cards, and come back here when the round is scored."),
             PLAY_ROUND.of(*PLAY_DEALS["12-play-1"])),
        Step("12-play-2", _("In this deal you hold six Grün cards and a Hydra. Say morbus, choose a Grün solo, and "
                            "play it to the end: you lead."),
             PLAY_ROUND.of(*PLAY_DEALS["12-play-2"])),
        Step("12-play-3", _("In this deal you hold both Eichel-Obers. Say morbus, then Antrag, lay one card face up, "
                            "see who takes it, and play the round to the end."),
             PLAY_ROUND.of(*PLAY_DEALS["12-play-3"])),
    ))
    return (_10, _11, _12)
