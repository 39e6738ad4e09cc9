"""The quiz dashboard's HTML: the style sheet and every string it shows (the exercise heading,
the trick so far, card captions, the feedback, the progress panel).

Pure strings from ``tutor`` objects (and ``faces.card_svg``); no widgets here, so each piece can
be read and tested on its own. Every text from outside (names, ids, the engine's sentences) is
escaped.

>>> from tutor import make_exercise
>>> ex = make_exercise("t-r1-1-0001")
>>> trick_label(ex, 0).endswith('<span class="hq-lead">leads</span>')
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from hydra.core.i18n import N_, _, language
from tutor.exercises import DIFFICULTY_NAMES, Exercise, Feedback, available_topics, quiz_kind
from tutor.games import DEFAULT_GAME, TUTOR_GAMES
from tutor.exercises.seats import said, seat_of
from tutor.links import RULE_SUMMARIES
from tutor.progress import Stats
from tutor.rulebook import rule_text, without_citations

from ..common.base import esc
from ..common.rules import RULE_STYLE, cited_html, rule_in_place_html, rule_name, rules_in_place_html

__all__ = ["STYLE", "head_html", "prompt_html", "facts_html", "keys_html", "trick_label",
           "trick_so_far_html", "hand_caption", "verdict_html", "stats_html",
           "reference_html", "NAME_HELP", "SAVED_TEXT", "card_face", "card_name", "rule_summaries", "with_name",
           "title_html", "picture_html"]

#: Under the name box: the name is the learner's only identity.
NAME_HELP = N_("Your name is how the tutor knows you: no password, and capitals do not count, so "
               "anyone who types the same name (up to its first {count} characters) "
               "shares the same progress. Pick one nobody else in your class uses.")

#: What the feedback says about saving, by ``QuizApp.save_state()`` (``data-saved`` on the page).
SAVED_TEXT = {"yes": N_("✔ Saved."), "no-name": N_("Not saved: you have not typed a name."),
              "no": N_("Not saved: progress cannot be saved on this server.")}

SMALL_WIDTH = 70


STYLE = RULE_STYLE + """<style>
.hq-app{max-width:1060px;margin:0 auto;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#222}
.hq-title h1{font-size:28px;margin:4px 0 2px 0}
.hq-title p{margin:0 0 8px 0;color:#555}
.hq-panel{background:#f7f5ef;border:1px solid #e2ddd0;border-radius:10px;padding:10px 14px}
.hq-board{background:#1f5e3a;border-radius:12px;padding:12px 16px;color:#fff}
.hq-board .hq-head{font-size:15px;color:#d8eadf}
.hq-board .hq-head b{color:#fff;font-size:19px}
.hq-game{display:inline-block;background:#fff3c4;color:#5a4300;border-radius:12px;padding:2px 10px;
 font-weight:600;margin-left:8px}
.hq-prompt{font-size:17px;margin:6px 0 2px 0;color:#fff}
.hq-msg{background:#fff3e0;color:#7a3d00;border-radius:8px;padding:6px 10px;margin:4px 0}
.hq-fb{border-radius:10px;padding:10px 14px;margin-top:8px;background:#fff;color:#222;border-left:8px solid #999;
  overflow-wrap:anywhere}
.hq-fb.right{border-left-color:#1f8a3a}.hq-fb.wrong{border-left-color:#c62828}
.hq-fb .hq-verdict{font-size:20px;font-weight:700}
.hq-fb.right .hq-verdict{color:#1f8a3a}.hq-fb.wrong .hq-verdict{color:#c62828}
.hq-fb ol{margin:6px 0 0 0;padding-left:22px;color:#444;font-size:13px}
.hq-rule{display:inline-block;background:#e8eef9;color:#1a3f7a;border-radius:10px;padding:1px 8px;
 margin-right:4px;font-size:12px}
.hq-stats .hq-big{font-size:22px;font-weight:700}
.hq-stats table{border-collapse:collapse;width:100%;font-size:12px}
.hq-stats td{padding:1px 3px;vertical-align:middle}
.hq-bar{background:#e4e0d4;border-radius:4px;height:8px;width:70px}
.hq-bar>div{background:#2e9d4a;border-radius:4px;height:8px}
.hq-slot{align-items:center}
.hq-slot .widget-html-content{line-height:0}
.hq-slot button{font-weight:700}
.hq-answer{background:#fff;color:#222;border-radius:8px;padding:8px 12px}
.hq-facts{background:#fff;color:#222;border-radius:8px;padding:6px 12px;margin:6px 0}
.hq-keys{color:#cfe3d6;font-size:12px}
.hq-cap{color:#f1f8f3;font-size:14px;text-align:center;line-height:1.3;min-height:19px;white-space:nowrap}
.hq-cap .hq-lead{background:#fff3c4;color:#5a4300;border-radius:8px;padding:0 6px;font-size:12px;margin-left:3px}
.hq-cap .hq-ok{color:#b9f5c8;font-weight:700}.hq-cap .hq-no{color:#ffc4c4}
.hq-small{display:inline-block;margin-right:8px;text-align:center;vertical-align:top}
.hq-app .widget-html-content{line-height:1.4}
.hq-stats td{line-height:1.25;padding:2px 3px}
.hq-stats .hq-kind td{font-weight:600;color:#555;padding-top:6px}
.hq-id{color:#cfe3d6;font-size:12px;white-space:nowrap}
a.hq-rule{text-decoration:underline}
.hq-lesson{margin-top:6px}
.hq-saved{margin-top:4px;font-size:13px;color:#333}
.hq-help{color:#555;font-size:12px;line-height:1.35;max-width:640px}
.hq-ref{margin-top:8px;font-size:13px}
.hq-ref summary{cursor:pointer;font-weight:600;padding:2px 0}
.hq-ref ol{columns:2;margin:4px 0 4px 0}
.hq-ruletext{margin:4px 0}
.hq-ruletext:target{background:#fff3c4}
.hq-status-warn{color:#7a3d00}
.hq-cap .hq-cardname{font-size:12px;color:#fff3c4}
.hq-gamepick{margin:0 0 6px 0}
/* keyboard: a clearly visible focus on everything that can be tabbed to */
.hq-app button:focus-visible,.hq-app input:focus-visible,.hq-app select:focus-visible,
.hq-app a:focus-visible,.hq-app summary:focus-visible{outline:3px solid #ffbf00 !important;
 outline-offset:2px !important;box-shadow:0 0 0 5px #1a1a1a !important}
/* narrow screens (phones): the progress panel goes under the board, the cards get smaller */
.hq-main{flex-wrap:wrap;gap:12px}
.hq-namerow{flex-wrap:wrap;gap:6px}
@media (max-width:720px){
 .hq-title h1{font-size:22px}
 .hq-board{padding:10px 8px}
 .hq-slot{margin:0 2px !important}
 .hq-slot svg{width:60px !important;height:auto !important}
 .hq-small svg{width:44px !important;height:auto !important}
 .hq-slot button{width:52px !important}
 .hq-cap{font-size:12px;white-space:normal}
 .hq-ref ol{columns:1}
}
/* a finger's targets (issue 34): every button, choice and box at least 44 px, every choice on screen */
.hq-app button,.hq-app .widget-toggle-button{min-height:44px;height:auto !important;min-width:44px}
.hq-app .widget-toggle-buttons{height:auto;flex-wrap:wrap;display:flex;gap:4px}
.hq-app .widget-toggle-buttons .widget-toggle-button{white-space:normal;max-width:100%;margin:0 !important}
.hq-app input[type=text],.hq-app input[type=number],.hq-app select{min-height:44px;height:auto !important}
.hq-app .widget-text,.hq-app .widget-dropdown{height:auto}
.hq-answer{box-sizing:border-box;max-width:100%}
.hq-answer .hq-seats{display:flex;flex-direction:column;gap:4px}
.hq-answer .hq-seat{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.hq-answer .hq-seat .hq-seatname{width:60px;font-weight:600}
.hq-id a{display:inline-flex;align-items:center;min-height:44px;min-width:44px}
.hq-ref summary{min-height:44px;display:flex;align-items:center}
.hq-class-link a{display:inline-flex;align-items:center;min-height:44px}
/* keys only where there is a keyboard: .hq-keys and .hq-keyonly are hidden on a touch screen by every
   page's widgets.common.keys.KEYBOARD_ONLY_STYLE */
#hq-lost{position:fixed;top:0;left:0;right:0;z-index:1000;background:#7a1f1f;color:#fff;
 padding:12px 16px;font:16px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.4)}
#hq-lost button{margin-left:10px;font-size:16px;padding:4px 12px}
</style>"""


def title_html(game: str = DEFAULT_GAME) -> str:
    """The page's title, naming the chosen game (a key of the tutor's registry of games), and what
    that game is (its rule set or contract is on the board)."""
    entry = TUTOR_GAMES[game if game in TUTOR_GAMES else DEFAULT_GAME]
    note = ""
    if language() != "en" and entry.id != DEFAULT_GAME:      # only Hydra's questions speak German so far
        note = '<p class="hq-lang-note">' + esc(_("This game's questions are not translated yet, so they are in "
                                                   "English.")) + "</p>"
    return (f'<div class="hq-title"><h1>{esc(_(entry.quiz_title))}</h1>'
            f'<p>{esc(_(entry.subtitle))} '
            + esc(_("Look at {board}, pick your answer, and the rules engine explains why.").format(
                board=_(entry.board))) + "</p>" + note + "</div>")


def head_html(ex: Exercise) -> str:
    """The board's heading: the question, the game, the topic and how hard, and a link to this question
    (its id only in the address, never as text: issue 34)."""
    topic = ex.topic
    assert topic is not None                    # a quiz exercise
    if ex.caption:                              # another game: its rule set and game, or its contract
        game = f'<span class="hq-game hq-caption">{esc(ex.caption)}</span>'
    else:
        game = (f'<span class="hq-game">{esc(ex.game.name)}</span>'      # when cards are on the table
                if (ex.cards or ex.hand) and ex.game is not None else "")
    return (f'<div class="hq-head"><b>{esc(ex.title)}</b>{game}'
            f'<div>{esc(_(topic.title))} · {esc(_(DIFFICULTY_NAMES[ex.difficulty]))} · '
            f'<span class="hq-id"><a style="color:#fff" data-exercise="{esc(ex.id)}" '
            f'href="?exercise={esc(ex.id)}" target="_blank">' + esc(_("link to this question"))
            + "</a></span></div></div>")


def prompt_html(ex: Exercise) -> str:
    return f'<div class="hq-prompt">{cited_html(said(ex, ex.prompt))}</div>'


def facts_html(facts: Iterable[str], ex: Exercise | None = None) -> str:
    """The facts of the deal or the round, seats named as the learner sees them, rules in place."""
    shown = [said(ex, f) if ex is not None else f for f in facts]
    return '<div class="hq-facts">' + "".join(f"<div>{cited_html(f)}</div>" for f in shown) + "</div>"


def keys_html(hint: str) -> str:
    """The keyboard hint, hidden on a touch screen (no keyboard there)."""
    return f'<span class="hq-keys">{hint}</span>' if hint else ""


# card: the quiz passes any game's card as object (TutorGame's hooks); this one names its own
def card_face(ex: Exercise, card: object, width: float, *, highlight: str | None = None,
              dim: bool = False) -> str:
    """A card's picture in the exercise's deck, as its game's registry entry draws it."""
    return TUTOR_GAMES[ex.family].card_face(ex, card, round(width), highlight, dim)


# card: the quiz passes any game's card as object (TutorGame's hooks); this one names its own
def card_name(ex: Exercise, card: object) -> str:
    """The name printed under a card where the picture does not say it (a Doppelkopf card's French
    name, "Kreuz-Dame"), as its game's registry entry names it; else nothing."""
    return TUTOR_GAMES[ex.family].card_name(ex, card)


def picture_html(ex: Exercise, feedback: Feedback | None = None) -> str:
    """The game's picture of the position above the cards (a Hydropolis table), if it has one."""
    picture = TUTOR_GAMES[ex.family].picture
    return "" if picture is None else picture(ex, feedback)


# card: the quiz passes any game's card as object (TutorGame's hooks); this one names its own
def _name_line(ex: Exercise, card: object) -> str:
    name = card_name(ex, card)
    return f'<br><span class="hq-cardname">{esc(name)}</span>' if name else ""


# card: the quiz passes any game's card as object (TutorGame's hooks); this one names its own
def with_name(ex: Exercise, card: object, caption: str) -> str:
    """A hand card's caption with the card's name under it where the picture does not say it."""
    name = card_name(ex, card)
    if not name:
        return caption
    return (caption + "<br>" if caption else "") + f'<span class="hq-cardname">{esc(name)}</span>'


def trick_label(ex: Exercise, i: int) -> str:
    """The caption under the ``i``-th card of a trick: its number, the seat, who led (and a
    Doppelkopf card's French name)."""
    lead = ' <span class="hq-lead">' + esc(_("leads")) + "</span>" if i == 0 else ""
    return f"{i + 1} · {esc(seat_of(ex, ex.seats[i]))}{lead}{_name_line(ex, ex.cards[i])}"


def trick_so_far_html(ex: Exercise) -> str:
    """Which cards may I play?: the trick under way, small, above the learner's hand."""
    parts = []
    for i, card in enumerate(ex.cards):
        parts.append(f'<span class="hq-small"><span style="line-height:0;display:block">'
                     f'{card_face(ex, card, SMALL_WIDTH)}</span>'
                     f'<span class="hq-cap" style="display:block">{trick_label(ex, i)}</span></span>')
    return ('<div style="color:#d8eadf;margin:4px 0">' + esc(_("The trick so far:")) + '</div>'
            f'<div>{"".join(parts)}</div>'
            '<div style="color:#d8eadf;margin:6px 0 0 0">' + esc(_("Your hand:")) + '</div>')


def hand_caption(mark: str | None, chosen: bool) -> str:
    """The caption under a hand card once checked: may it be played, and what the learner did."""
    label = ('<span class="hq-ok">' + esc(_("✓ may play")) + "</span>" if mark == "legal"
             else '<span class="hq-no">' + esc(_("✗ may not")) + "</span>")
    notes: dict[tuple[str | None, bool], str] = {("legal", False): N_("you left it out"),
                                                 ("illegal", True): N_("you chose it")}
    note = notes.get((mark, chosen))
    if note:
        label += f'<br><small>{esc(_(note))}</small>'
    return label


def rule_summaries(family: str = DEFAULT_GAME) -> Mapping[str, str]:
    """A sentence for each rule the feedback of a game's exercises links to (its registry entry's)."""
    return TUTOR_GAMES[family].rule_summaries() if family in TUTOR_GAMES else RULE_SUMMARIES


def verdict_html(fb: Feedback, saved: str = "", exercise_id: str = "", ex: Exercise | None = None) -> str:
    """The feedback: right or wrong, the answer, the engine's explanation, its steps, the topic's
    idea and its rules, each rule opening in place (its sentence and its English, never a bare id);
    whether the answer was saved (``saved``: a key of :data:`SAVED_TEXT`)."""
    cls = "right" if fb.correct else "wrong"
    mark = "✔" if fb.correct else "✘"

    def shown(text: str) -> str:
        return cited_html(said(ex, text) if ex is not None else text)
    steps = "".join(f"<li>{shown(d)}</li>" for d in fb.details)
    rules = rules_in_place_html(fb.rules)
    note = _(SAVED_TEXT[saved]) if saved in SAVED_TEXT else ""
    return (f'<div class="hq-fb {cls}" data-correct="{str(fb.correct).lower()}" '
            f'data-saved="{esc(saved)}" data-exercise="{esc(exercise_id)}" role="status">'
            f'<div class="hq-verdict">{mark} {shown(fb.headline)}</div>'
            f'<div><b>{shown(fb.answer_text)}</b></div>'
            f'<div style="margin-top:4px">{shown(fb.explanation)}</div>'
            + (f"<ol>{steps}</ol>" if steps else "")
            + ('<div class="hq-lesson"><b>' + esc(_("The idea:")) + f"</b> {shown(fb.lesson)}.</div>"
               if fb.lesson else "")
            + ('<div style="margin-top:6px"><b>' + esc(_("The rules:")) + f"</b> {rules}</div>" if rules else "")
            + (f'<div class="hq-saved">{esc(note)}</div>' if note else "")
            + '<div style="color:#555;margin-top:4px">' + _("Press Next{keys} for the next exercise.").format(
                keys='<span class="hq-keyonly">' + esc(_(" (or Enter)")) + "</span>") + "</div></div>")


def reference_html(ex: Exercise) -> str:
    """Under the board: the game's reference list for the exercise (the trump order of its game,
    rule set or contract, highest first, with notes on the special cards), and a summary of every
    rule the feedback links to, as the exercise's game's registry entry gives them."""
    entry = TUTOR_GAMES[ex.family]
    ladder = entry.ladder(ex)
    listed = ""
    if ladder is not None:
        heading, lines, notes = ladder
        items = "".join(f"<li><b>{esc(code)}</b> {esc(name)}</li>" if code else f"<li>{esc(name)}</li>"
                        for code, name in lines)
        listed = (f'<details class="hq-ladder"><summary>{esc(heading)}</summary><ol>{items}</ol>'
                  + (f'<ul>{"".join(f"<li>{cited_html(n)}</li>" for n in notes)}</ul>' if notes else "")
                  + '</details>')
    rules = "".join(f'<div class="hq-ruletext">{esc(_title(r))}: '
                    f'{esc(_summary(r, t))} {rule_in_place_html([r])}</div>'
                    for r, t in entry.rule_summaries().items())
    if not rules:                           # a game whose feedback cites no rulings: no empty list to open
        return f'<div class="hq-ref">{listed}</div>'
    return ('<div class="hq-ref">' + listed
            + '<details class="hq-rules"><summary>' + esc(_("The rules the explanations cite")) + '</summary>'
            f'{rules}</details></div>')


def _title(rule: str) -> str:
    title = rule_name(rule)                  # in the learner's language ("Regel" for a title it has none of)
    return title[:1].upper() + title[1:]


def _summary(rule: str, summary: str) -> str:
    """A rule's summary in the reference: its English; in German the rules text's own sentence (a German
    page quotes the rule as written, needing no translation)."""
    german = rule_text(rule).german
    if language() != "en" and german:
        return german[0].replace("*", "")
    return without_citations(_(summary))


def stats_html(stats: Stats, game: str | None = None) -> str:
    """The progress panel: the learner, score and streaks, and the mastery of every topic."""
    who = ("<div>" + _("Learner: {name}").format(name=f"<b>{esc(stats.learner.name)}</b>") + "</div>"
           if stats.learner else "<div><i>" + esc(_("Not saved: type your name above.")) + "</i></div>")
    rows = []
    kind = None
    for topic in available_topics(game=game):
        if topic.kind != kind:
            kind = topic.kind
            rows.append(f'<tr class="hq-kind"><td colspan="4">{esc(_(quiz_kind(kind).title))}</td></tr>')
        state = stats.topics.get(topic.key)
        if state is None:
            level, pct, seen = _("new"), 0, ""
        else:
            pct = round(state.mastery * 100)
            level = _("mastered") if state.mastered else (_("learning") if state.box <= 1 else _("good"))
            seen = f"{state.correct}/{state.seen}"
        rows.append(f'<tr data-topic="{esc(topic.key)}"><td>'
                    f'{esc(_(topic.title))}</td><td><div class="hq-bar"><div style="width:{pct}%">'
                    f'</div></div></td><td>{level}</td><td>{seen}</td></tr>')
    return (
        f'<div class="hq-stats-body">{who}'
        f'<div style="display:flex;gap:14px;margin:6px 0">'
        + "<div>" + esc(_("Score")) + f'<div class="hq-big hq-score">{stats.score}</div></div>'
        + "<div>" + esc(_("Streak")) + f'<div class="hq-big hq-streak">{stats.streak}</div></div>'
        + "<div>" + esc(_("Best")) + f'<div class="hq-big">{stats.best_streak}</div></div>'
        + "<div>" + esc(_("Answered")) + f'<div class="hq-big">{stats.answered}</div></div></div>'
        + '<div style="font-weight:600;margin-top:4px">' + esc(_("Mastery per topic")) + "</div>"
        + f'<table>{"".join(rows)}</table>'
        '<div style="color:#777;font-size:11px;margin-top:4px">'
        + esc(_("Topics you miss come back sooner; mastered ones rarely.")) + '</div></div>')
