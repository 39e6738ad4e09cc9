"""The HTML both class panels show: the style sheet, the question's table, the reveal, the tally."""

from __future__ import annotations

from hydra.svg import hand_svg
from tutor.classroom import Given, Question, Tally

from ..common.base import esc

__all__ = ["STYLE", "question_html", "reveal_html", "tally_html", "count_html", "code_html", "note_html"]

STYLE = """<style>
.hc{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1d;max-width:100%}
.hc-box{background:#eef3fb;border:2px solid #1a3f7a;border-radius:12px;padding:8px 12px;margin:6px 0;
 max-width:100%;box-sizing:border-box}
.hc-code{font-size:56px;font-weight:800;letter-spacing:8px;color:#1a3f7a;line-height:1.1;word-break:break-all}
.hc-link{font-size:18px;word-break:break-all}
.hc-link code{font-size:18px;background:#fff;padding:1px 6px;border-radius:4px}
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
.hc-right td{font-weight:700;color:#1b5e20}
.hc-options{flex-flow:row wrap !important;gap:4px}
.hc-options .widget-toggle-button{width:auto !important;min-width:64px;max-width:100%}
.hc-options button{white-space:normal !important;height:auto !important;min-height:36px}
.hc .widget-text{max-width:100%}
.hc-row{flex-flow:row wrap !important;align-items:center;gap:4px}
.hc-row button{white-space:normal !important;height:auto !important;min-height:34px}
.hc-side{flex-flow:row wrap !important;gap:0 14px;align-items:flex-start}
.hc-side > .hc-code-col{flex:0 1 360px;min-width:0}
.hc-side > .hc-controls{flex:1 1 420px;min-width:0}
</style>"""


def note_html(text: str, kind: str = "msg") -> str:
    """A sentence in a box: ``msg`` (a problem), ``ok`` or ``wait``."""
    return f'<div class="hc-{kind}">{esc(text)}</div>' if text else ""


def code_html(code: str, link: str, members: int, resume: str = "") -> str:
    """The class's code, large for the projector, with the link, how many have joined and (for the
    teacher alone) the link that continues this class after a reload."""
    again = (f'<div class="hc-resume" style="font-size:13px">Reloading this page? '
             f'<a href="{esc(resume)}">Continue this class</a> (your link only: it lets you ask and reveal).</div>'
             if resume else "")
    return (f'<div class="hc-box"><div>Open the quiz and type this code, or use the link:</div>'
            f'<div class="hc-code" data-code="{esc(code)}">{esc(code)}</div>'
            f'<div class="hc-link">link: <code>{esc(link)}</code></div>'
            f'<div class="hc-members">{members} learner{"s" * (members != 1)} joined</div>{again}</div>')


def question_html(q: Question, seq: int, cards: bool = True) -> str:
    """What every screen shows of a question: the game, the cards on the table, the hand
    (``cards=False``: the prompt and facts alone, for the teacher, whose presenter shows the cards)."""
    parts = [f'<div class="hc-prompt">Question {seq}: {esc(q.prompt)}</div>',
             f"<div>{esc(q.game.capitalize())}.</div>" if q.game and cards else ""]
    if q.trick and cards:
        labels = [f"seat {s}" for s in q.trick_seats] if q.trick_seats else None
        head = "The trick on the table:" if q.kind == "winner" else "The trick so far:"
        parts.append(f'<div>{head}</div><div class="hc-cards">{hand_svg(list(q.trick), 64, labels=labels)}</div>')
    if q.hand and cards:
        numbers = [str(i + 1) for i in range(len(q.hand))]
        parts.append(f'<div>The hand of seat {q.seat}:</div>'
                     f'<div class="hc-cards">{hand_svg(list(q.hand), 56, labels=numbers)}</div>')
    if q.facts:
        parts.append('<ul class="hc-facts">' + "".join(f"<li>{esc(f)}</li>" for f in q.facts) + "</ul>")
    return "".join(parts)


def reveal_html(q: Question, given: Given | None = None) -> str:
    """The right answer and the engine's explanation (and, for a learner, whether theirs was right)."""
    verdict = ""
    if given is not None:
        mine = ", ".join(q.labels[i] for i in given.chosen) or "nothing"
        verdict = ("<b>You were right!</b> " if given.correct else
                   f"<b>Not this time:</b> you chose {esc(mine)}. ")
    rules = (" · ".join(esc(r) for r in q.rules))
    return (f'<div class="hc-reveal">{verdict}<div><b>The answer:</b> {esc(q.answer_words)}</div>'
            f"<div>{esc(q.explanation)}</div>"
            + ('<ol style="margin:4px 0 0 0;padding-left:22px;font-size:15px">'
               + "".join(f"<li>{esc(st)}</li>" for st in q.steps) + "</ol>" if q.steps else "")
            + (f'<div style="font-size:13px;color:#555">rules: {rules}</div>' if rules else "") + "</div>")


def count_html(answers: int, members: int) -> str:
    return (f'<div class="hc-count" data-answers="{answers}">{answers} of {members} '
            f'answered</div>')


def tally_html(q: Question, tally: Tally, show_right: bool = False) -> str:
    """How many picked each option, as bars (the right ones marked once revealed)."""
    top = max(tally.counts or (0,)) or 1
    rows = []
    for i, (label, n) in enumerate(zip(q.labels, tally.counts)):
        right = show_right and i in q.answer
        cls = ' class="hc-right"' if right else ""
        rows.append(f'<tr{cls} data-option="{esc(q.options[i])}"><td>{esc(label)}{" ✔" if right else ""}</td>'
                    f'<td style="width:180px"><div class="hc-bar" style="width:{round(170 * n / top)}px"></div></td>'
                    f'<td data-count="{n}">{n}</td></tr>')
    return (f'<div class="hc-tally"><div><b>How the class answered</b> ({tally.answers} answers, '
            f"{tally.right} right)</div><table>{''.join(rows)}</table></div>")
