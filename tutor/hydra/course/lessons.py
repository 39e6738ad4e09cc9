"""Hydra's course, as the home page teaches it: its lessons in order (the path of steps, issue 19) and the lessons
of the course before it, kept as reference pages or leading on to the rules reference (issue 34). The registry's
line of Hydra names :data:`COURSE` (:attr:`tutor.games.Listing.course`); the shared code reads it there
(:data:`tutor.course.lessons.COURSE`, the default game's course).

>>> COURSE.lesson("02").notebook, COURSE.next(COURSE.lesson("11")).title
('02-cards-and-eyes.ipynb', 'Play whole rounds')
>>> [item.notebook for item in COURSE.side_pages]
['doppelkopf-players.ipynb', 'odds.ipynb']
"""

from __future__ import annotations

from hydra.core.i18n import N_

from tutor.course.plan import Course, Lesson, gone, step_lesson

__all__ = ["COURSE", "LESSONS", "REFERENCE_LESSONS", "MIGRATION", "OLD_LESSON_DONE"]

#: The course's lessons before issue 19. Their saved answers stay under their numbers and count for the
#: path's steps that ask the same (:data:`MIGRATION`). Issue 34: their pages gave
#: way to one rules reference (``rules.ipynb``): a lesson whose page is gone has ``moved_to``, the address
#: its old one (``notebook``) now leads to (the front door's server redirects, tutor.server.serve); 07, the
#: page for Doppelkopf players, and 08, the odds, stay as pages off the path, renamed without a number
#: (``old_notebook``: the address they had), so that ``notebooks/`` has one file per number.
REFERENCE_LESSONS: tuple[Lesson, ...] = (
    gone("01", "01-the-deck.ipynb", "The deck",
         "the 50 cards, their German names, eyes (Augen), the deal",
         ("eyes-of-eichel", "eyes-of-a-mix", "cards-in-deck"), "cards"),
    gone("02", "02-trump-order.ipynb", "Trump order",
         "the trump ladder, fail suits (Fehlfarben), Fuchs, Dulle and Hydra, the solo games",
         ("fuchs-is-trump", "rot-10-in-rot-solo", "schell-10-is-fail", "two-dullen"), "trumps"),
    gone("03", "03-calls-and-parties.ipynb", "Calls and parties",
         "throwing in, valeo and morbus, solo and Antrag, the key cards and the parties",
         ("engagement", "secret-proposal", "double-secret-proposal"), "parties"),
    gone("04", "04-following-suit-and-winning-tricks.ipynb", "Following suit and winning tricks",
         "which cards you may play, who takes the trick and why",
         ("hydra-on-eichel", "hydra-in-schell-solo", "equal-unters", "follow-trump", "follow-gruen"), "tricks"),
    gone("05", "05-scoring.ipynb", "Scoring",
         "eyes, rounding, multipliers, bonus points",
         ("points-65-x2", "points-44-x4", "doppelkopf-trick", "fuchs-caught"), "scoring"),
    gone("06", "06-a-full-round.ipynb", "A full round",
         "a whole round from the deal to the score, trick by trick",
         ("trick-4-winner", "legal-in-trick-6", "seat-0-points"), "dealing"),
    Lesson("07", "doppelkopf-players.ipynb", N_("Hydra for Doppelkopf players"),
           N_("for Doppelkopf players: what is the same and what differs, side by side"),
           ("dullen", "three-keys", "solo-points"), reference=True,
           old_notebook="07-hydra-for-doppelkopf-players.ipynb",
           deeper=N_("what is the same and what differs, side by side with two Doppelkopf rule sets.")),
    Lesson("08", "odds.ipynb", N_("How likely is each party kind?"),
           N_("for the curious: the odds of each kind of game, counted exactly, and tried out on many deals"),
           ("most-likely", "normal-or-secret", "wedding-rate"), reference=True,
           old_notebook="08-how-likely-is-each-party-kind.ipynb",
           deeper=N_("the odds of each kind of game, counted exactly.")),
    gone("09", "09-the-calls-in-practice.ipynb", "The calls in practice",
         "say valeo or morbus, name a solo or an Antrag, offer, accept or decline, exchange; "
         "secret proposals and engagements",
         ("may-propose", "solo-beats-antrag", "antrag-partner", "declined-antrag", "triple-engagement"), "calls"),
    gone("10", "10-a-match.ipynb", "A match of several rounds",
         "the deal passing left, throwing in, running totals, the last trick",
         ("next-dealer", "dealer-after-throw-in", "last-trick", "match-winner"), "match"),
)
#: The course, in the order it is taught: every lesson is steps (issue 19); the home page introduces it.
LESSONS: tuple[Lesson, ...] = (
    step_lesson("01", "01-how-you-win.ipynb", N_("What the game is and how you win"), "win", 3,
                N_("five players, 50 cards, points that add up to a match")),
    step_lesson("02", "02-cards-and-eyes.ipynb", N_("The cards and their eyes"), "eyes", 6,
                N_("the four suits, the six ranks, the Hydra and the eyes (Augen)")),
    step_lesson("03", "03-a-trick-and-following-suit.ipynb", N_("A trick and following suit"), "tricks", 7,
                N_("what a trick (Stich) is, who takes it, and following suit")),
    step_lesson("04", "04-trumps.ipynb", N_("Trumps and who takes a trick"), "trumps", 6,
                N_("the trumps (Trümpfe), their order, and who takes a trick")),
    step_lesson("05", "05-the-special-cards.ipynb", N_("The special cards"), "special", 9,
                N_("the Dulle, the Hydra and the Fuchs: their own rules")),
    step_lesson("06", "06-parties.ipynb", N_("Parties"), "parties", 15,
                N_("who plays with whom: the key cards, the calls, solo and Antrag, hidden partners and every "
                    "healthy game")),
    step_lesson("07", "07-counting-the-score.ipynb", N_("Counting the score"), "score", 9,
                N_("eyes to points: tenths, the multiplier, the bonus points")),
    step_lesson("08", "08-a-whole-round.ipynb", N_("A whole round"), "round", 6,
                N_("the deal, throwing in, the calls, tricks you play yourself, the count")),
    step_lesson("09", "09-a-match.ipynb", N_("A match"), "match", 4,
                N_("rounds add up, the deal passes on, a throw-in, who wins the match")),
    step_lesson("10", "10-solos.ipynb", N_("Solos"), "solos", 12,
                N_("the normal solo, the trump solos and the colour solos: trumps, who leads, the score")),
    step_lesson("11", "11-the-antrag.ipynb", N_("The Antrag"), "antrag", 6,
                N_("offer, take or say no, the exchange, the parties and the score")),
    step_lesson("12", "12-play-whole-rounds.ipynb", N_("Play whole rounds"), "play", 3,
                N_("a round on the play page, then one with your solo and one with your Antrag")),
)

#: Saved answers of the earlier lessons (issue 19: now reference pages) that count for a step of the
#: path: (earlier lesson, its exercise) -> the step that asks the same.
MIGRATION: dict[tuple[str, str], str] = {
    ("01", "cards-in-deck"): "01-win-1",          # how many cards in the deck
    ("01", "eyes-of-eichel"): "02-eyes-5",        # the eyes of ED E10 EK EO
    ("01", "eyes-of-a-mix"): "02-eyes-6",         # HY S9 R10 GU: the Hydra and a 9 count nothing
    ("02", "fuchs-is-trump"): "04-trumps-1",      # which cards are trumps
    ("04", "follow-gruen"): "03-tricks-4",        # follow the led suit
    ("04", "equal-unters"): "04-trumps-4",        # of two equal cards the first wins (R2)
    ("04", "follow-trump"): "04-trumps-6",        # a trump led: play a trump
    ("02", "two-dullen"): "05-special-2",         # of two Dullen the second wins (R2)
    ("07", "dullen"): "05-special-2",             # the same, for Doppelkopf players
    ("04", "hydra-on-eichel"): "05-special-5",    # the Hydra on a fail trick cannot win (R1)
    ("03", "engagement"): "06-parties-3",         # which party kind: an engagement (R10)
    ("03", "secret-proposal"): "06-parties-4",    # which party kind: a secret proposal (R10)
    ("09", "solo-beats-antrag"): "06-parties-6",  # a solo beats an Antrag (R7)
    ("09", "may-propose"): "06-parties-8",        # who may name an Antrag (R7)
    ("05", "points-65-x2"): "07-score-8",         # the same count: the bonus is added once (R5)
    ("05", "doppelkopf-trick"): "07-score-6",     # the same trick: a Doppelkopf is 5 bonus points (R3)
    ("05", "fuchs-caught"): "07-score-7",         # the same trick: your own party's Fuchs (R4)
    ("10", "next-dealer"): "09-match-2",          # who deals next (R11)
    ("10", "dealer-after-throw-in"): "09-match-3",  # who deals after a throw-in (R6)
    ("10", "match-winner"): "09-match-4",         # who wins the match (R5)
    # issue 34: the steps of the whole game that ask what an earlier exercise asked
    ("09", "triple-engagement"): "06-parties-13",   # which game: three key cards in one hand (R10)
    ("03", "double-secret-proposal"): "06-parties-15",  # which game: both pairs in two hands (R10)
    ("02", "rot-10-in-rot-solo"): "10-solos-6",   # a colour solo's trumps: the suit and the Hydra
    ("04", "hydra-in-schell-solo"): "10-solos-10",  # the Hydra on a fail trick of a colour solo (R1)
    ("07", "solo-points"): "10-solos-12",         # a soloist's points, multiplier 3 (R5)
    ("09", "antrag-partner"): "11-antrag-2",      # the first to accept plays with the proposer (R9)
    ("09", "declined-antrag"): "11-antrag-6",     # nobody accepts: a healthy game (R9, R10)
}
#: An earlier lesson finished counts every step of these new lessons as done (no stars): the deck
#: lesson taught the deck, the deal and the eyes; trump order the trumps; following suit and winning
#: tricks the tricks, following and the trumps' order in a trick; calls and parties the parties, the
#: calls, solo and Antrag.
OLD_LESSON_DONE: dict[str, tuple[str, ...]] = {"01": ("01", "02"), "02": ("04",), "03": ("06",), "04": ("03", "04")}

#: Hydra's course: the path and the earlier lessons, two of them still pages (the Going deeper page's), and
#: what a learner's saved answers of the earlier lessons count for on the path.
COURSE = Course(LESSONS, earlier=REFERENCE_LESSONS, migration=MIGRATION, finished_counts=OLD_LESSON_DONE,
                deeper=N_("for the curious and for teachers: the rules, the odds, Hydra for Doppelkopf players"))
