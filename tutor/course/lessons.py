"""The lessons in order, with the links between them (the tutor's other pages: :mod:`tutor.course.pages`).

Every page is a notebook in ``notebooks/``, served by one Voilà server at
``/voila/render/NAME.ipynb``; pages link each other relatively (``04-....ipynb?name=Ada``), so the
same links work in Voilà and in JupyterLab. A learner's name travels in the query string.

>>> lesson("02").notebook
'02-cards-and-eyes.ipynb'
>>> lesson("02").steps, lesson("02").exercises[:2], reference_lesson("05").steps
(True, ('02-eyes-1', '02-eyes-2'), False)
>>> reference_lesson("08").notebook, lesson_of_notebook("odds.ipynb").key
('odds.ipynb', '08')
>>> lesson("01").previous is None, LESSONS[-1].next is None, reference_lesson("10").on_path
(True, True, False)
>>> notebook_url("02-cards-and-eyes.ipynb", "Ada Lovelace")
'02-cards-and-eyes.ipynb?name=Ada+Lovelace'
"""

from __future__ import annotations

import urllib.parse
from dataclasses import dataclass

from hydra.core.i18n import N_, _

from ..language import language_query

__all__ = ["Lesson", "LESSONS", "REFERENCE_LESSONS", "SIDE_PAGES", "OLD_ADDRESSES", "old_address_target",
           "reference_lesson", "step_url", "lesson", "lesson_of_notebook", "notebook_url"]


@dataclass(frozen=True)
class Lesson:
    """One lesson: ``number`` ('01'), its notebook, title, one line of what it teaches, and the
    keys of the exercises in it that count toward its progress (``lesson.track(KEY, ...)``)."""

    number: str
    notebook: str
    title: str
    summary: str
    exercises: tuple[str, ...]
    #: A lesson of steps (issue 19): ``exercises`` are its step ids (``02-eyes-3``), saved as steps.
    steps: bool = False
    #: A lesson of the earlier course, kept as a reference page off the path (its saved answers stay
    #: under its number).
    reference: bool = False
    #: An earlier lesson whose page is gone: where its old address leads now (issue 34).
    moved_to: str = ""
    #: An earlier lesson's page renamed: the address it had (issue 34).
    old_notebook: str = ""
    #: A side page's line on the "Going deeper" page (after its link).
    deeper: str = ""

    @property
    def key(self) -> str:
        """Where its answers are saved: a step lesson's are steps (``path-02``), the others' under
        their number (an earlier lesson 02's answers stay where they were)."""
        return f"path-{self.number}" if self.steps else self.number

    @property
    def on_path(self) -> bool:
        return self in LESSONS

    @property
    def index(self) -> int:
        return LESSONS.index(self)

    @property
    def previous(self) -> Lesson | None:
        return LESSONS[self.index - 1] if self.on_path and self.index > 0 else None

    @property
    def next(self) -> Lesson | None:
        return LESSONS[self.index + 1] if self.on_path and self.index + 1 < len(LESSONS) else None

    @property
    def heading(self) -> str:
        """'Lesson 3 of 10: Calls and parties' (in the learner's language)."""
        return _("Lesson {number} of {count}: {title}").format(number=int(self.number), count=len(LESSONS),
                                                               title=_(self.title))

    def url(self, name: str | None = None) -> str:
        return _with_name(self.notebook, name)


def _step_lesson(number: str, notebook: str, title: str, slug: str, count: int, summary: str) -> Lesson:
    """A lesson of ``count`` steps, ids ``NN-slug-1`` ... (the steps themselves: tutor.hydra.course.path)."""
    return Lesson(number, notebook, title, summary, tuple(f"{number}-{slug}-{i}" for i in range(1, count + 1)),
                  steps=True)


def _gone(number: str, notebook: str, title: str, summary: str, exercises: tuple[str, ...], topic: str) -> Lesson:
    """An earlier lesson whose page gave way to the rules reference: its old address leads to ``topic``."""
    return Lesson(number, notebook, title, summary, exercises, reference=True, moved_to=f"rules.ipynb?topic={topic}")


#: The course's lessons before issue 19. Their saved answers stay under their numbers and count for the
#: path's steps that ask the same (:data:`tutor.course.progress.MIGRATION`). Issue 34: their pages gave
#: way to one rules reference (``rules.ipynb``): a lesson whose page is gone has ``moved_to``, the address
#: its old one (``notebook``) now leads to (the front door's server redirects, tutor.server.serve); 07, the
#: page for Doppelkopf players, and 08, the odds, stay as pages off the path, renamed without a number
#: (``old_notebook``: the address they had), so that ``notebooks/`` has one file per number.
REFERENCE_LESSONS: tuple[Lesson, ...] = (
    _gone("01", "01-the-deck.ipynb", "The deck",
          "the 50 cards, their German names, eyes (Augen), the deal",
          ("eyes-of-eichel", "eyes-of-a-mix", "cards-in-deck"), "cards"),
    _gone("02", "02-trump-order.ipynb", "Trump order",
          "the trump ladder, fail suits (Fehlfarben), Fuchs, Dulle and Hydra, the solo games",
          ("fuchs-is-trump", "rot-10-in-rot-solo", "schell-10-is-fail", "two-dullen"), "trumps"),
    _gone("03", "03-calls-and-parties.ipynb", "Calls and parties",
          "throwing in, valeo and morbus, solo and Antrag, the key cards and the parties",
          ("engagement", "secret-proposal", "double-secret-proposal"), "parties"),
    _gone("04", "04-following-suit-and-winning-tricks.ipynb", "Following suit and winning tricks",
          "which cards you may play, who takes the trick and why",
          ("hydra-on-eichel", "hydra-in-schell-solo", "equal-unters", "follow-trump", "follow-gruen"), "tricks"),
    _gone("05", "05-scoring.ipynb", "Scoring",
          "eyes, rounding, multipliers, bonus points",
          ("points-65-x2", "points-44-x4", "doppelkopf-trick", "fuchs-caught"), "scoring"),
    _gone("06", "06-a-full-round.ipynb", "A full round",
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
    _gone("09", "09-the-calls-in-practice.ipynb", "The calls in practice",
          "say valeo or morbus, name a solo or an Antrag, offer, accept or decline, exchange; "
          "secret proposals and engagements",
          ("may-propose", "solo-beats-antrag", "antrag-partner", "declined-antrag", "triple-engagement"), "calls"),
    _gone("10", "10-a-match.ipynb", "A match of several rounds",
          "the deal passing left, throwing in, running totals, the last trick",
          ("next-dealer", "dealer-after-throw-in", "last-trick", "match-winner"), "match"),
)
#: The earlier lessons that are still pages (off the path): the page for Doppelkopf players, the odds.
SIDE_PAGES: tuple[Lesson, ...] = tuple(item for item in REFERENCE_LESSONS if not item.moved_to)

#: The course, in the order it is taught: every lesson is steps (issue 19); the home page introduces it.
LESSONS: tuple[Lesson, ...] = (
    _step_lesson("01", "01-how-you-win.ipynb", N_("What the game is and how you win"), "win", 3,
                 N_("five players, 50 cards, points that add up to a match")),
    _step_lesson("02", "02-cards-and-eyes.ipynb", N_("The cards and their eyes"), "eyes", 6,
                 N_("the four suits, the six ranks, the Hydra and the eyes (Augen)")),
    _step_lesson("03", "03-a-trick-and-following-suit.ipynb", N_("A trick and following suit"), "tricks", 7,
                 N_("what a trick (Stich) is, who takes it, and following suit")),
    _step_lesson("04", "04-trumps.ipynb", N_("Trumps and who takes a trick"), "trumps", 6,
                 N_("the trumps (Trümpfe), their order, and who takes a trick")),
    _step_lesson("05", "05-the-special-cards.ipynb", N_("The special cards"), "special", 9,
                 N_("the Dulle, the Hydra and the Fuchs: their own rules")),
    _step_lesson("06", "06-parties.ipynb", N_("Parties"), "parties", 15,
                 N_("who plays with whom: the key cards, the calls, solo and Antrag, hidden partners and every "
                    "healthy game")),
    _step_lesson("07", "07-counting-the-score.ipynb", N_("Counting the score"), "score", 9,
                 N_("eyes to points: tenths, the multiplier, the bonus points")),
    _step_lesson("08", "08-a-whole-round.ipynb", N_("A whole round"), "round", 6,
                 N_("the deal, throwing in, the calls, tricks you play yourself, the count")),
    _step_lesson("09", "09-a-match.ipynb", N_("A match"), "match", 4,
                 N_("rounds add up, the deal passes on, a throw-in, who wins the match")),
    _step_lesson("10", "10-solos.ipynb", N_("Solos"), "solos", 12,
                 N_("the normal solo, the trump solos and the colour solos: trumps, who leads, the score")),
    _step_lesson("11", "11-the-antrag.ipynb", N_("The Antrag"), "antrag", 6,
                 N_("offer, take or say no, the exchange, the parties and the score")),
    _step_lesson("12", "12-play-whole-rounds.ipynb", N_("Play whole rounds"), "play", 3,
                 N_("a round on the play page, then one with your solo and one with your Antrag")),
)

#: Every address of a page that is gone or renamed (issue 34) -> the address it leads to now: the earlier
#: course's pages -> their topic of the rules reference, the renamed side pages -> their new names, the
#: earlier course's index -> the home page. The front door's server redirects them (tutor.server.serve).
OLD_ADDRESSES: dict[str, str] = {
    "00-index.ipynb": "home.ipynb",                # the home page
    **{item.notebook: item.moved_to for item in REFERENCE_LESSONS if item.moved_to},
    **{item.old_notebook: item.notebook for item in REFERENCE_LESSONS if item.old_notebook},
}


def old_address_target(notebook: str, query: str | None = None) -> str | None:
    """Where an old page's address leads now, with its query string kept (the learner's name, an
    exercise ...); None for a page that is still there.

    >>> old_address_target("01-the-deck.ipynb", "name=Ada+Lovelace")
    'rules.ipynb?topic=cards&name=Ada+Lovelace'
    >>> old_address_target("08-how-likely-is-each-party-kind.ipynb", "?name=Ada"), old_address_target("quiz.ipynb")
    ('odds.ipynb?name=Ada', None)
    """
    target = OLD_ADDRESSES.get(notebook.rsplit("/", 1)[-1])
    query = (query or "").lstrip("?")
    if target is None or not query:
        return target
    return target + ("&" if "?" in target else "?") + query


def lesson(number: int | str) -> Lesson:
    """The lesson with this number (``3``, ``'03'``); KeyError if there is none."""
    text = f"{int(number):02d}" if str(number).strip().isdigit() else str(number)
    for item in LESSONS:
        if item.number == text:
            return item
    raise KeyError(f"there is no lesson {number!r}")


def reference_lesson(number: int | str) -> Lesson:
    """The earlier course's lesson with this number (a reference page now); KeyError if none."""
    text = f"{int(number):02d}"
    for item in REFERENCE_LESSONS:
        if item.number == text:
            return item
    raise KeyError(f"there is no earlier lesson {number!r}")


def lesson_of_notebook(notebook: str) -> Lesson | None:
    """The lesson (on the path, or an earlier one kept for reference) of this notebook."""
    name = notebook.rsplit("/", 1)[-1]
    return next((item for item in LESSONS + REFERENCE_LESSONS if item.notebook == name), None)


def step_url(step_id: str, name: str | None = None) -> str:
    """The link to one step (``02-cards-and-eyes.ipynb?step=02-eyes-3&name=Ada``).

    >>> step_url("02-eyes-3", "Ada Lovelace")
    '02-cards-and-eyes.ipynb?step=02-eyes-3&name=Ada+Lovelace'
    """
    return _with_name(lesson(step_id.split("-", 1)[0]).notebook, name, step=step_id)


def _with_name(notebook: str, name: str | None, **query: str) -> str:
    """The link to ``notebook`` with ``query``, the learner's name and the language the page's address
    chose (``lang=``, :func:`tutor.language.language_query`)."""
    params = {k: v for k, v in query.items() if v}
    if name:
        params["name"] = name
    for key, value in language_query().items():
        params.setdefault(key, value)
    joint = "&" if "?" in notebook else "?"            # a shared page's address names its game and lesson already
    return notebook + (joint + urllib.parse.urlencode(params) if params else "")


def notebook_url(notebook: str, name: str | None = None, **query: str) -> str:
    """The relative link to a page by its notebook (``500-rule-notes.ipynb``), as :func:`page_url` makes it.

    >>> notebook_url("500-rule-notes.ipynb", "Ada")
    '500-rule-notes.ipynb?name=Ada'
    """
    return _with_name(notebook, name, **query)
