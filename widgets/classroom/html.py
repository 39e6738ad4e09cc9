"""The HTML both class panels show: the style sheet, the question's table, the reveal, the tally."""

from __future__ import annotations

import re

from hydra.core.i18n import _, ngettext
from tutor.classroom import (Given, Tally, answer_words, card_name, cards_said, cards_svg, class_labels,
                             class_options)
from tutor.classroom.game import class_game
from tutor.exercises import Exercise
from tutor.exercises.seats import game_words, names_of
from tutor.table.seat_names import seat_name, seats_in_text

from ..common.base import esc
from ..common.rules import RULE_STYLE, cited_html, rules_in_place_html

__all__ = ["STYLE", "question_html", "reveal_html", "tally_html", "count_html", "code_html", "note_html",
           "game_sentence", "rules_words", "plural", "qr_svg", "qr_html", "question_words", "option_labels",
           "cards_said"]


def plural(n: int, word: str) -> str:
    """``1 answer``, ``2 answers``, ``0 learners`` (``word``: ``answer`` or ``learner``), in the page's language."""
    if word == "learner":
        return ngettext("{n} learner", "{n} learners", n).format(n=n)
    return ngettext("{n} answer", "{n} answers", n).format(n=n)


def game_sentence(game: str) -> str:
    """The game's name as a sentence: only its first letter made a capital, so a German name keeps
    its own (``trump solo: Ober`` -> ``Trump solo: Ober.``, not ``Trump solo: ober.``)."""
    game = game.strip()
    return f"{game[:1].upper()}{game[1:]}." if game else ""


def rules_words(rules: tuple[str, ...] | list[str]) -> str:
    """The rules a question's answer rests on, each once: ``rules: Der Spielverlauf`` (a section of the
    rules text) is named by its title, an entry holding several (``rules: A, rules: B``) is split.

    >>> rules_words(("rules: Der Spielverlauf", "rules: Wer erhält den Stich, rules: Solo",
    ...              "rules: Wer erhält den Stich", "R1"))
    'Der Spielverlauf · Wer erhält den Stich · Solo · R1'
    """
    seen: dict[str, None] = {}
    for entry in rules:
        for part in str(entry).split(", "):
            part = part.strip()
            while part.lower().startswith("rules:"):
                part = part[len("rules:"):].strip()
            if part:
                seen.setdefault(part, None)
    return " · ".join(seen)

STYLE = """<style>
.hc{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1d;max-width:100%}
.hc-box{background:#eef3fb;border:2px solid #1a3f7a;border-radius:12px;padding:8px 12px;margin:6px 0;
 max-width:100%;box-sizing:border-box}
.hc-code{font-size:56px;font-weight:800;letter-spacing:8px;color:#1a3f7a;line-height:1.1;word-break:break-all}
.hc-link{font-size:20px;font-weight:600;word-break:break-all;line-height:1.25}
.hc-link a{color:#1a3f7a}
.hc-join-box{background:#eef3fb;border:2px solid #1a3f7a;border-radius:12px;padding:6px 10px;margin:4px 0;
 box-sizing:border-box;flex-flow:row nowrap !important;gap:4px 12px;align-items:center}
.hc-join-box > .widget-html{margin:0;min-width:0}
.hc-join-box > .widget-html:first-child{flex:0 0 176px;width:176px}
.hc-join-box > .widget-html:last-child{flex:1 1 auto;width:auto}
.hc-code-side{min-width:0}
.hc-join-words{font-size:16px}
.hc-members{font-size:24px;font-weight:700;color:#1f5e3a}
.hc-qr{display:block;background:#fff;line-height:0;cursor:zoom-in;text-align:center}
.hc-qr svg{width:172px;height:172px;display:inline-block}
.hc-qr-hint{display:block;font-size:12px;line-height:1.3;color:#555}
.hc-qr-toggle{position:absolute;opacity:0;width:1px;height:1px}
.hc-qr-toggle:checked + .hc-qr{position:fixed;inset:0;z-index:1000;display:flex;flex-direction:column;
 align-items:center;justify-content:center;background:#fff;cursor:zoom-out}
.hc-qr-toggle:checked + .hc-qr svg{width:min(92vh,92vw);height:min(92vh,92vw)}
.hc-teacher .hc-code{font-size:80px;letter-spacing:4px;line-height:1;margin:2px 0;white-space:nowrap;word-break:normal}
.hc-teacher .hc-join-words{font-size:17px}
.hc-teacher .hc-members{font-size:26px}
.hc-teacher .hc-link{font-size:18px}
.hc-teacher .hc-count{font-size:24px;line-height:1.2}
.hc-teacher .hc-row button{font-size:15px !important;padding:2px 6px !important;margin:0 !important}
.hc-teacher .hc-row{gap:3px}
.hc-teacher .hc-prompt{margin:2px 0}
.hc-count{font-size:26px;font-weight:700;color:#1f5e3a}
.hc-prompt{font-size:19px;font-weight:700;margin:4px 0}
.hc-facts{font-size:15px;margin:2px 0 4px 18px;padding:0}
.hc-cards svg{max-width:100%;height:auto}
.hc-msg{background:#fdecea;color:#8e1b1b;border-radius:8px;padding:6px 12px;margin:4px 0;font-size:16px}
.hc-ok{background:#e8f5e9;color:#1b5e20;border-radius:8px;padding:6px 12px;margin:4px 0;font-size:16px}
.hc-wait{background:#fff8e1;color:#5a4300;border-radius:8px;padding:6px 12px;margin:4px 0;font-size:16px}
.hc-reveal{background:#fff;border-left:8px solid #f2b600;border-radius:8px;padding:6px 12px;margin:6px 0;
 font-size:16px}
.hc-tally table{border-collapse:collapse;font-size:17px}
.hc-tally td{padding:2px 8px;vertical-align:middle}
.hc-bar{background:#1a3f7a;height:16px;border-radius:3px;min-width:2px}
.hc-bar-cell{width:170px}
.hc-teacher .hc-tally tbody{display:flex;flex-wrap:wrap;gap:0 18px}
.hc-teacher .hc-tally tr{display:flex;align-items:center}
.hc-teacher .hc-bar-cell{width:90px}
.hc-teacher .hc-reveal{margin:2px 0;padding:4px 10px}
.hc-teacher .hc-reveal summary{cursor:pointer;font-size:15px}
.hc-right td{font-weight:700;color:#1b5e20}
.hc-options{flex-flow:row wrap !important;gap:4px}
.hc-options .widget-toggle-button{width:auto !important;min-width:64px;max-width:100%}
.hc-options button{white-space:normal !important;height:auto !important;min-height:44px}
.hc .widget-text{max-width:100%}
.hc-row{flex-flow:row wrap !important;align-items:center;gap:4px}
.hc-row button{white-space:normal !important;height:auto !important;min-height:44px}
.hc-side{flex-flow:row wrap !important;gap:0 12px;align-items:flex-start}
.hc-side > .hc-code-col{flex:0 1 560px;min-width:0}
@media (max-width: 600px){.hc-teacher .hc-code{font-size:60px}
 .hc-teacher .hc-join-box{flex-wrap:wrap !important}
 .hc-teacher .hc-join-box > .widget-html:last-child{flex:1 1 100%}}
.hc-side > .hc-controls{flex:1 1 420px;min-width:0}
</style>"""


def note_html(text: str, kind: str = "msg") -> str:
    """A sentence in a box: ``msg`` (a problem), ``ok`` or ``wait``."""
    classes = " ".join(f"hc-{k}" for k in kind.split())
    return f'<div class="{classes}">{esc(text)}</div>' if text else ""


def qr_svg(address: str) -> str:
    """The join address as a QR code: an inline SVG drawn by ``segno`` (its size set by the style
    sheet, so it scales crisply to a projector); "" where segno is not installed."""
    try:
        import segno
    except ImportError:                     # the tutor extra not installed: the address alone
        return ""
    qr = segno.make(address, error="m")
    return str(qr.svg_inline(scale=1, border=2, omitsize=True, dark="#000", light="#fff",
                             title=_("QR code of {address}").format(address=address), svgclass="hc-qr-svg"))


def qr_html(address: str) -> str:
    """The QR code of the join address, with a toggle that shows it large, filling the screen, for
    the back of a room (a click on it, or on the large one, toggles; no kernel involved)."""
    qr = qr_svg(address)
    if not qr:
        return ""
    large, click = esc(_("show the QR code large")), esc(_("Click: show it large"))
    return (f'<input type="checkbox" id="hc-qr-big" class="hc-qr-toggle" aria-label="{large}">'
            f'<label for="hc-qr-big" class="hc-qr" data-address="{esc(address)}" title="{click}">'
            f'{qr}<span class="hc-qr-hint">' + esc(_("click: larger")) + "</span></label>")


def code_html(code: str, address: str, members: int) -> str:
    """The class's code, large for the projector, with the whole address learners open and how many
    have joined (the QR code of the address beside it: :func:`qr_html`)."""
    return ('<div class="hc-code-side">'
            '<div class="hc-join-words">' + esc(_("Join the class: scan the QR code or open")) + "</div>"
            f'<div class="hc-link"><a class="hc-address" href="{esc(address)}" target="_blank" '
            f'data-address="{esc(address)}">{esc(address)}</a></div>'
            f'<div class="hc-code" data-code="{esc(code)}">{esc(code)}</div>'
            f'<div class="hc-members" data-members="{members}">'
            + esc(_("{learners} joined").format(learners=plural(members, "learner"))) + "</div></div>")


def question_words(q: Exercise, text: str) -> str:
    """A question's sentence with its seats said by the players' names (issue 34: never a seat from 0), in
    the words of its game (a Doppelkopf card without Hydra's notation), a card of the class's game by its
    name (:func:`tutor.classroom.cards_said`).

    >>> from tutor.exercises import Exercise
    >>> question_words(Exercise(kind="class-winner", prompt="", family="hydra"), "SK (Schell-König), seat 0")
    'Schell-König, Ada'
    """
    text = game_words(q, text)
    if q.family == class_game().family:
        text = cards_said(text)
    return seats_in_text(text, None, names_of(q.family))


def option_labels(q: Exercise) -> tuple[str, ...]:
    """The words of a question's options as a learner reads them: seats by name ("Ada"), never "seat 0"."""
    return tuple(question_words(q, label) for label in class_labels(q))


def question_html(q: Exercise, seq: int, cards: bool = True) -> str:
    """What every screen shows of a question: the game, the cards on the table, the hand
    (``cards=False``: the prompt and facts alone, for the teacher, whose presenter shows the cards)."""
    asked = _("Question {number}: {question}").format(number=seq, question=question_words(q, q.prompt))
    parts = [f'<div class="hc-prompt">{esc(asked)}</div>',
             f"<div>{esc(game_sentence(q.caption))}</div>" if q.caption and cards else ""]
    if q.cards and cards:
        labels = [seat_name(s, None, names_of(q.family)) for s in q.seats] if q.seats else None
        head = esc(_("The trick on the table:") if q.kind == "class-winner" else _("The trick so far:"))
        trick = [str(c) for c in q.cards]
        parts.append(f'<div>{head}</div><div class="hc-cards">{cards_svg(trick, 64, labels=labels)}</div>')
    if q.hand and cards:
        numbers = [str(i + 1) for i in range(len(q.hand))]
        hand = [str(c) for c in q.hand]
        whose = _("{name}'s hand:").format(name=seat_name(q.seat, None, names_of(q.family)))
        parts.append(f"<div>{esc(whose)}</div>"
                     f'<div class="hc-cards">{cards_svg(hand, 56, labels=numbers)}</div>')
    if q.facts:
        facts = "".join(f"<li>{cited_html(question_words(q, f))}</li>" for f in q.facts)
        parts.append(f'<ul class="hc-facts">{facts}</ul>')
    return "".join(parts)


def reveal_html(q: Exercise, given: Given | None = None, fold_steps: bool = False) -> str:
    """The right answer and the engine's explanation (and, for a learner, whether theirs was right);
    ``fold_steps``: the engine's steps folded under "Why, step by step" (the projector, where the
    position must stay on the screen and "Explain trick" shows them beside the trick)."""
    verdict = ""
    if given is not None:
        mine = ", ".join(question_words(q, class_labels(q)[i]) for i in given.chosen) or _("nothing")
        verdict = ("<b>" + esc(_("You were right!")) + "</b> " if given.correct else
                   "<b>" + esc(_("Not this time:")) + "</b> " + esc(_("you chose {cards}.").format(cards=mine)) + " ")
    why = esc(_("Why, step by step"))
    rules = rules_in_place_html([r.strip() for entry in q.rules for r in re.split(r", (?=rules: )", entry)])
    return (f'{RULE_STYLE}<div class="hc-reveal">{verdict}'
            + "<div><b>" + esc(_("The answer:")) + f"</b> {esc(question_words(q, answer_words(q)))}</div>"
            f"<div>{cited_html(question_words(q, q.explanation))}</div>"
            + ((f"<details><summary>{why}</summary>" if fold_steps else "")
               + '<ol style="margin:4px 0 0 0;padding-left:22px;font-size:15px">'
               + "".join(f"<li>{cited_html(question_words(q, st))}</li>" for st in q.details) + "</ol>"
               + ("</details>" if fold_steps else "") if q.details else "")
            + ('<div class="hc-rules" style="font-size:14px;color:#555">' + esc(_("The rules:")) + f' {rules}</div>'
               if rules else "")
            + "</div>")


def count_html(answers: int, members: int) -> str:
    said = _("{answers} of {members} answered").format(answers=answers, members=members)
    return f'<div class="hc-count" data-answers="{answers}">{esc(said)}</div>'


def tally_html(q: Exercise, tally: Tally, show_right: bool = False) -> str:
    """How many picked each option, as bars (the right ones marked once revealed)."""
    top = max(tally.counts or (0,)) or 1
    rows = []
    # a card by its name ("Rot-König"), never its code (issue 34); a party kind by its words
    options = class_options(q)
    labels = (tuple(card_name(o) for o in options) if q.kind != "class-parties" else class_labels(q))
    for i, (label, n) in enumerate(zip(labels, tally.counts)):
        right = show_right and i in q.answer
        cls = ' class="hc-right"' if right else ""
        said = esc(question_words(q, label))
        rows.append(f'<tr{cls} data-option="{esc(options[i])}"><td>{said}{" ✔" if right else ""}</td>'
                    f'<td class="hc-bar-cell"><div class="hc-bar" style="width:{round(100 * n / top)}%"></div></td>'
                    f'<td data-count="{n}">{n}</td></tr>')
    counted = _("({answers}, {right} right)").format(answers=plural(tally.answers, "answer"), right=tally.right)
    return ('<div class="hc-tally"><div><b>' + esc(_("How the class answered")) + f"</b> {esc(counted)}</div>"
            f"<table>{''.join(rows)}</table></div>")
