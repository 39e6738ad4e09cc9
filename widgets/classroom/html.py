"""The HTML both class panels show: the style sheet, the question's table, the reveal, the tally."""

from __future__ import annotations

from hydra.svg import hand_svg
from tutor.classroom import Given, Question, Tally

from ..common.base import esc

__all__ = ["STYLE", "question_html", "reveal_html", "tally_html", "count_html", "code_html", "note_html",
           "game_sentence", "rules_words", "plural", "qr_svg"]


def plural(n: int, word: str) -> str:
    """``1 answer``, ``2 answers``, ``0 learners``."""
    return f"{n} {word}{'s' * (n != 1)}"


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
.hc-join-box{display:flex;flex-flow:row wrap;gap:6px 14px;align-items:center}
.hc-code-side{flex:1 1 220px;min-width:0}
.hc-join-words{font-size:17px}
.hc-members{font-size:24px;font-weight:700;color:#1f5e3a}
.hc-qr{flex:0 0 auto;background:#fff;line-height:0}
.hc-qr svg{width:210px;height:210px;display:block}
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
.hc-options button{white-space:normal !important;height:auto !important;min-height:44px}
.hc .widget-text{max-width:100%}
.hc-row{flex-flow:row wrap !important;align-items:center;gap:4px}
.hc-row button{white-space:normal !important;height:auto !important;min-height:44px}
.hc-side{flex-flow:row wrap !important;gap:0 14px;align-items:flex-start}
.hc-side > .hc-code-col{flex:0 1 360px;min-width:0}
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
                             title=f"QR code of {address}", svgclass="hc-qr-svg"))


def code_html(code: str, address: str, members: int) -> str:
    """The class's code, large for the projector, with the whole address learners open (also as a
    QR code to scan) and how many have joined."""
    qr = qr_svg(address)
    return (f'<div class="hc-box hc-join-box"><div class="hc-code-side">'
            f'<div class="hc-join-words">Join the class: scan the code, or open</div>'
            f'<div class="hc-link"><a class="hc-address" href="{esc(address)}" target="_blank" '
            f'data-address="{esc(address)}">{esc(address)}</a></div>'
            f'<div class="hc-join-words">and type the code</div>'
            f'<div class="hc-code" data-code="{esc(code)}">{esc(code)}</div>'
            f'<div class="hc-members" data-members="{members}">{plural(members, "learner")} joined</div></div>'
            + (f'<div class="hc-qr" data-address="{esc(address)}">{qr}</div>' if qr else "")
            + "</div>")


def question_html(q: Question, seq: int, cards: bool = True) -> str:
    """What every screen shows of a question: the game, the cards on the table, the hand
    (``cards=False``: the prompt and facts alone, for the teacher, whose presenter shows the cards)."""
    parts = [f'<div class="hc-prompt">Question {seq}: {esc(q.prompt)}</div>',
             f"<div>{esc(game_sentence(q.game))}</div>" if q.game and cards else ""]
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
    rules = esc(rules_words(q.rules))
    return (f'<div class="hc-reveal">{verdict}<div><b>The answer:</b> {esc(q.answer_words)}</div>'
            f"<div>{esc(q.explanation)}</div>"
            + ('<ol style="margin:4px 0 0 0;padding-left:22px;font-size:15px">'
               + "".join(f"<li>{esc(st)}</li>" for st in q.steps) + "</ol>" if q.steps else "")
            + (f'<div class="hc-rules" style="font-size:14px;color:#555">Rules: {rules}</div>' if rules else "")
            + "</div>")


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
    return (f'<div class="hc-tally"><div><b>How the class answered</b> ({plural(tally.answers, "answer")}, '
            f"{tally.right} right)</div><table>{''.join(rows)}</table></div>")
