"""The path's lessons, step by step (issue 19): each idea comes after what it needs.

1. what the game is and how you win (no trick, no party yet);
2. the cards and their eyes;
3. a trick and following suit (no trump played yet: lesson 4);
4. trumps and who takes a trick (the special cards' own rules, R1, the Dulle's R2 and R4, come later);
5. the special cards: the Dulle (R2), the Hydra (R1, R2) and the Fuchs (R4);
6. parties: the common case by the key cards first (R10), then the calls, solo and Antrag (R7, R9).

Every task is an exercise of the tutor's kinds, answered by the engine.

>>> [len(item.steps) for item in STEP_LESSONS.values()]
[3, 6, 7, 6, 9, 15, 9, 6, 4, 12, 6, 3]
>>> step("02-eyes-5").task.kind
'eyes'
"""

from __future__ import annotations

from tutor.hydra.quiz.basics import DECK_FACT, FIND_CARD, MATCH_LEADER
from tutor.hydra.quiz.course import EYES, PLAYABLE
from tutor.hydra.quiz.legal import LEGAL
from tutor.hydra.quiz.trick import TRICK
from hydra.core.i18n import _, language, set_language

from tutor.hydra.quiz.basics import CALLS, KEY_CARDS
from tutor.hydra.quiz.path_kinds import KNOWN_PARTNER
from tutor.course.lessons import lesson
from .path_later import later_lessons
from .path_whole_game import whole_game_lessons
from tutor.course.steps import WIN, Step, StepLesson, led

__all__ = ["STEP_LESSONS", "step", "step_lesson", "step_lessons", "all_steps", "first_lessons"]


def first_lessons() -> tuple[StepLesson, ...]:
    """Lessons 01 to 06, their sentences in the language in force (built again for each language)."""
    _01 = StepLesson("01", "win", lesson("01").title, (
        Step("01-win-1", _("Hydra is a card game for five players. Every player is dealt ten cards, and all the cards "
                           "are dealt out."),
             DECK_FACT.of("deck"), example=("SD", "RU", "GO", "EO", "R10", "HY", "G9", "GK", "E10", "ED")),
        Step("01-win-2", _("Every card is in the deck twice: here are the two copies of one card."),
             DECK_FACT.of("different"), example=("EO", "EO")),
        Step("01-win-3", _("In each round you try, with partners, to win cards worth many points. The points of every "
                           "round add up, and after the last round the highest total wins the match (R5)."),
             MATCH_LEADER.of({"Ada": 34, "Ben": 41, "Cem": 12, "Dora": 29, "Emil": 38})),
    ))

    _02 = StepLesson("02", "eyes", lesson("02").title, (
        Step("02-eyes-1", _("There are four suits: Schell (Bells), Rot (Hearts), Grün (Leaves) and Eichel (Acorns)."),
             FIND_CARD.of("RK SD G10 E9", "suit:G"), example=("S9", "R9", "G9", "E9")),
        Step("02-eyes-2", _("Each suit has six ranks: 9, Unter, Ober, König (King), 10 and Daus (the ace)."),
             FIND_CARD.of("GU EK R9 SO", "rank:O"), example=("E9", "EU", "EO", "EK", "E10", "ED")),
        Step("02-eyes-3", _("On top comes one joker, the Hydra (HY). Four suits of six ranks and the Hydra make the 25 "
                            "different cards."),
             FIND_CARD.of("GD HY EO R10", "hydra")),
        Step("02-eyes-4", _("Cards are worth eyes (Augen): a Daus 11, a 10 ten, a König 4, an Ober 3, an Unter 2; a 9 "
                            "and the Hydra nothing."),
             FIND_CARD.of("EK GO E10 SU", "most-eyes")),
        Step("02-eyes-5", _("The eyes of the cards you win are added up."),
             EYES.of("ED E10 EK EO"), ask=_("How many eyes are these four cards worth together?"),
             hint=_("Daus 11, 10 ten, König 4, Ober 3.")),
        Step("02-eyes-6", _("All 50 cards together are worth 240 eyes; the 9s and the Hydra count nothing."),
             FIND_CARD.of("SK RU HY G10", "no-eyes")),
    ))

    _03 = StepLesson("03", "tricks", lesson("03").title, (
        Step("03-tricks-1", _("A round is played in tricks (Stiche): each player in turn lays one card, and the five "
                              "cards make a trick. The first card is the lead."),
             DECK_FACT.of("tricks")),
        Step("03-tricks-2", _("The highest card of the suit that was led wins the trick and its eyes. (Some cards are "
                              "trumps and beat that; lesson 4 shows them. Here no trump is played.)"),
             TRICK.of("GK G9 GD G10 G9"), ask=_(WIN)),
        Step("03-tricks-3", _("A card of another suit cannot win, not even a Daus."),
             TRICK.of("R9 RK ED RD R9"), ask=_(WIN)),
        Step("03-tricks-4", _("You must follow suit: play a card of the led suit if you hold one (rules: "
                              "Bedienpflicht, the duty to follow)."),
             PLAYABLE.of("S9 G9 RK E10 G10", "GK"), ask=_("Grün was led. Tap a card you may play.")),
        Step("03-tricks-5", _("Holding cards of the led suit, you must play one of them; every other card is "
                              "forbidden."),
             LEGAL.of("E9 R9 S10 GD EK", "ED"), ask=led("Eichel")),
        Step("03-tricks-6", _("With no card of the led suit you may play any card you like."),
             LEGAL.of("R9 RK S9 GK G10", "E10"), ask=led("Eichel")),
        Step("03-tricks-7", _("Within a suit the cards rank, from low to high: 9, König, 10, Daus. So a 10 beats a "
                              "König. (The Unters and Obers are trumps: lesson 4.)"),
             TRICK.of("GK G9 G10 G9 GK"), ask=_(WIN), example=("G9", "GK", "G10", "GD")),
    ))

    _04 = StepLesson("04", "trumps", lesson("04").title, (
        Step("04-trumps-1", _("Some cards are trumps (Trümpfe): every Unter and Ober, the Schell-Daus, the Rot-10 and "
                              "the Hydra. They belong to no suit."),
             FIND_CARD.of("GK E10 GO S9", "trump")),
        Step("04-trumps-2", _("A trump beats every card of a suit, even a Daus. A card that is no trump is a fail "
                              "card, and its suit a fail suit (Fehlfarbe)."),
             TRICK.of("E10 E9 EU EK ED"), ask=_(WIN)),
        Step("04-trumps-3", _("From low to high the trumps are: Schell-Daus (Fuchs), the Unter (Schell, Rot, Grün, "
                              "Eichel), the Ober in the same order, the Rot-10 (Dulle) and the Hydra."),
             TRICK.of("SU GO RU EO SD"), ask=_("A trump was led: the highest trump wins. Tap the card that wins this "
                                               "trick."),
             example=("SD", "SU", "RU", "GU", "EU", "SO", "RO", "GO", "EO", "R10", "HY")),
        Step("04-trumps-4", _("Of two equal cards, the one played first wins (R2). The Dulle and the Hydra are the "
                              "exceptions, for later."),
             TRICK.of("GO EU GO SU RU"), ask=_(WIN)),
        Step("04-trumps-5", _("An Ober or Unter is a trump, not a card of its suit: it does not follow that suit."),
             LEGAL.of("GO GK E9 RU S10", "G9"), ask=led("Grün")),
        Step("04-trumps-6", _("When a trump is led, you must play a trump if you hold one."),
             LEGAL.of("GK RO E10 SD S9", "SU"), ask=led(_("A trump"))),
    ))

    _05 = StepLesson("05", "special", lesson("05").title, (
        Step("05-special-1", _("The Rot-10 is the Dulle, the second-highest trump. Being a trump, it is no Rot card: "
                               "it does not follow Rot."),
             LEGAL.of("R10 RK S9 GK E9", "R9"), ask=led("Rot")),
        Step("05-special-2", _("Of two equal cards the first one played wins, but not the Dulle: of two Dullen the "
                               "second one wins (R2)."),
             TRICK.of("EO R10 GO R10 GU"), ask=_(WIN)),
        Step("05-special-3", _("The Hydra (HY), the joker, is the highest trump: it beats even the Dulle."),
             TRICK.of("R10 EO HY GO SU"), ask=_(WIN), hint=_("The Hydra is the highest trump (rules: Die Spielkarten, "
                                                             "the cards).")),
        Step("05-special-4", _("Of two Hydras, too, the second one played wins (R2)."),
             TRICK.of("HY GO HY R10 EU"), ask=_(WIN)),
        Step("05-special-5", _("On a trick led with a fail card the Hydra is no trump: it counts as the lowest card of "
                               "that suit, so it cannot win. (In the trump solos and colour solos of lesson 10 it is "
                               "always the highest trump.)"),
             TRICK.of("GK HY G9 GD G10"), ask=_("Grün was led. Tap the card that wins this trick.")),
        Step("05-special-6", _("Nor is the Hydra a card of that suit: holding a card of the led suit, you must play "
                               "it, not the Hydra (R1)."),
             LEGAL.of("HY G9 EO S9 RK", "GK"), ask=led("Grün")),
        Step("05-special-7", _("When a trump is led, the Hydra is a trump: if it is your only trump, you must play it "
                               "(R1)."),
             LEGAL.of("HY G9 E10 S9 RK", "SU"), ask=led(_("A trump"))),
        Step("05-special-8", _("The Schell-Daus is the Fuchs (fox), the lowest trump. It is no Schell card: it beats "
                               "every Schell card."),
             TRICK.of("S9 SK SD S10 S9"), ask=_("Schell was led. Tap the card that wins this trick."), example=("SD",),
             hint=_("The Schell-Daus is a trump (rules: Die Spielkarten, the cards).")),
        Step("05-special-9", _("Any higher trump catches the Fuchs. Catching a Fuchs that a player who is not your "
                               "partner played earns a bonus (lesson 7)."),
             TRICK.of("SD S9 SU SK GU"), ask=_("Tap the card that catches the Fuchs: the one that wins."),
             hint=_("The Fuchs is the lowest trump (rules: Die Spielkarten, the cards).")),
    ))

    _06 = StepLesson("06", "parties", lesson("06").title, (
        Step("06-parties-1", _("You play in a party: partners whose eyes count together. The two Eichel-Obers and the "
                               "two Grün-Obers are the key cards; usually the two players with an Eichel-Ober are one "
                               "party, the two with a Grün-Ober another."),
             KEY_CARDS.of({_("You"): "EO", "Ben": "GO", "Cem": "EO", "Dora": "GO", "Emil": ""})),
        Step("06-parties-2", _("The fifth player, with neither, plays alone: the Ego. This is the normal game: the "
                               "Alten (Eichel-Ober), the Jungen (Grün-Ober) and the Ego."),
             KEY_CARDS.of({_("You"): "", "Ben": "GO", "Cem": "EO", "Dora": "GO", "Emil": "EO"})),
        Step("06-parties-3", _("If one player holds an Eichel-Ober and a Grün-Ober, every key card holder plays "
                               "together, three against two: an engagement (Verlobung, R10)."),
             KEY_CARDS.of({_("You"): "EO", "Ben": "GO", "Cem": "EO GO", "Dora": "", "Emil": ""}, "game",
                          ("normal", "engagement"))),
        Step("06-parties-4", _("If one player holds both Obers of one colour and nobody holds one of each, that player "
                               "plays alone: a secret proposal (geheimer Antrag, R10)."),
             KEY_CARDS.of({_("You"): "GO GO", "Ben": "EO", "Cem": "", "Dora": "EO", "Emil": ""}, "game",
                          ("normal", "engagement", "secret-proposal"))),
        Step("06-parties-5", _("Before play each player in turn, from the dealer's left, says valeo (healthy: the key "
                               "cards make the parties) or morbus (a reservation). After morbus a player names a game "
                               "of their own: a solo, alone against four, or an Antrag, with one partner."),
             CALLS.of({"Ada": "valeo", "Ben": "valeo", "Cem": "solo", "Dora": "valeo", "Emil": "valeo"})),
        Step("06-parties-6", _("A solo beats an Antrag. Of two calls alike, the player nearer the dealer's left plays "
                               "(R7)."),
             CALLS.of({"Ada": "valeo", "Ben": "antrag", "Cem": "valeo", "Dora": "solo", "Emil": "solo"})),
        Step("06-parties-7", _("In a solo you play alone against the other four and choose the trumps (lesson 10 shows "
                               "every solo). In a Grün solo the trumps are, from low to high, the Grün 9, Unter, Ober, "
                               "König, 10, Daus and the Hydra; other Obers and Unters are not."),
             TRICK.of("G9 EO GK S9 GU", "color-solo:G"), ask=_("A Grün solo: tap the card that wins this trick.")),
        Step("06-parties-8", _("An Antrag needs both Eichel-Obers or both Grün-Obers in one hand. You lay them face "
                               "down with one more card; who takes them plays with you, two against three (lesson "
                               "11)."),
             KEY_CARDS.of({"Ada": "EO GO", "Ben": "GO", "Cem": "EO EO", "Dora": "", "Emil": ""}, "antrag")),
        Step("06-parties-9", _("In a healthy game nobody shows or says their key cards. So at first you do not know "
                               "who plays with you."),
             KNOWN_PARTNER.of("EO", {})),
        Step("06-parties-10", _("Partners come out as the key cards are played: in every healthy game, whoever plays "
                                "the other Eichel-Ober plays with you."),
             KNOWN_PARTNER.of("EO", {"Dora": "EO"})),
        Step("06-parties-11", _("A Grün-Ober played does not tell you yet: if someone holds an Eichel-Ober and a "
                                "Grün-Ober, every key card holder plays together."),
             KNOWN_PARTNER.of("EO", {"Ben": "GO"})),
        Step("06-parties-12", _("In a healthy game, if two players each hold an Eichel-Ober and a Grün-Ober, those two "
                                "play together, two against three: a double engagement."),
             KEY_CARDS.of({_("You"): "EO GO", "Ben": "", "Cem": "EO GO", "Dora": "", "Emil": ""}, "game",
                          ("engagement", "double-engagement", "secret-proposal"))),
        Step("06-parties-13", _("In a healthy game, if one player holds three key cards, the holder of the fourth "
                                "plays with them, two against three: a triple engagement."),
             KEY_CARDS.of({_("You"): "GO", "Ben": "", "Cem": "EO EO GO", "Dora": "", "Emil": ""}, "game",
                          ("engagement", "double-engagement", "triple-engagement"))),
        Step("06-parties-14", _("In a healthy game, if one player holds all four key cards, they play alone against "
                                "the other four: a wedding (Hochzeit)."),
             KEY_CARDS.of({_("You"): "", "Ben": "EO EO GO GO", "Cem": "", "Dora": "", "Emil": ""}, "game",
                          ("triple-engagement", "wedding", "secret-proposal"))),
        Step("06-parties-15", _("In a healthy game, if one player holds both Eichel-Obers and another both Grün-Obers, "
                                "each plays alone and the other three play together: a double secret proposal."),
             KEY_CARDS.of({_("You"): "", "Ben": "GO GO", "Cem": "", "Dora": "EO EO", "Emil": ""}, "game",
                          ("secret-proposal", "double-secret-proposal", "wedding"))),
    ))
    return (_01, _02, _03, _04, _05, _06)


_BUILT: dict[str, dict[str, StepLesson]] = {}


def step_lessons(code: str | None = None) -> dict[str, StepLesson]:
    """The step lessons by number, their sentences in the language ``code`` (the one in force by default):
    built once per language and process (a few milliseconds), as ``_()`` translates when it is called."""
    wanted = code or language()
    if wanted not in _BUILT:
        before = language()
        made = set_language(wanted)
        try:
            lessons = {item.number: item for item in (*first_lessons(), *later_lessons(), *whole_game_lessons())}
        finally:
            set_language(before)
        for item in lessons.values():           # the registry's step ids are these steps' ids
            if lesson(item.number).exercises != item.ids:      # pragma: no cover - a step added in one place only
                raise ValueError(f"lesson {item.number}: tutor/course/lessons.py counts "
                                 f"{lesson(item.number).exercises}, tutor/hydra/course/path.py has {item.ids}")
        _BUILT[wanted] = _BUILT[made] = lessons
    return _BUILT[wanted]


#: The step lessons by number, in English (ids, kinds and answers are the same in every language).
STEP_LESSONS: dict[str, StepLesson] = step_lessons("en")


def step_lesson(number: str) -> StepLesson:
    """Lesson ``number``'s steps in the language in force."""
    return step_lessons()[number]


def all_steps() -> tuple[Step, ...]:
    return tuple(s for item in STEP_LESSONS.values() for s in item.steps)


def step(step_id: str) -> Step:
    """The step of this id; KeyError if there is none."""
    for item in all_steps():
        if item.id == step_id:
            return item
    raise KeyError(step_id)
