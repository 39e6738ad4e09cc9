"""Lesson 00, "How the course works" (``notebooks/00-index.ipynb``): the lessons in order and the
other pages, every link with the learner's name (issue 19: a Markdown table cannot carry it).

>>> html = index_html("Ada")
>>> 'href="01-how-you-win.ipynb?name=Ada"' in html, 'href="quiz.ipynb?name=Ada"' in html
(True, True)
>>> 'href="01-the-deck.ipynb?name=Ada"' in html          # an earlier lesson, kept as a reference page
True
>>> 'href="07-hydra-for-doppelkopf-players.ipynb?name=Ada"' in html     # the side path for Doppelkopf players
True
"""

from __future__ import annotations

from tutor.course import LESSONS, PAGES, REFERENCE_LESSONS, page_url, reference_lesson

from ..common.base import esc

__all__ = ["index_html"]

_STYLE = """<style>
.hx{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;max-width:900px}
.hx ol.hx-lessons{padding-left:0;list-style:none;margin:6px 0}
.hx ol.hx-lessons li{display:flex;gap:10px;align-items:baseline;border-bottom:1px solid #e3e3e3;padding:6px 0}
.hx .hx-n{flex:0 0 2em;text-align:right;color:#555}
.hx .hx-sum{display:block;font-size:14px;color:#444}
.hx a{color:#1a4f9c}
.hx ol.hx-lessons a{display:inline-block;min-height:28px;font-weight:600}
</style>"""


def index_html(name: str | None = None) -> str:
    """The lessons (a list that fits a phone) and the other pages, linked for ``name``."""
    def link(key: str, text: str) -> str:
        return f'<a href="{esc(page_url(key, name))}">{esc(text)}</a>'

    rows = "".join(
        f'<li><span class="hx-n">{int(item.number)}</span><span><a href="{esc(item.url(name))}">'
        f'{esc(item.title)}</a><span class="hx-sum">{esc(item.summary)}</span></span></li>' for item in LESSONS)
    side = reference_lesson("07")                   # the side path for Doppelkopf players (issue 19)
    earlier = ", ".join(f'<a href="{esc(item.url(name))}">{esc(item.title)}</a>' for item in REFERENCE_LESSONS
                        if item is not side)
    deeper = link("going-deeper", "Going deeper") if "going-deeper" in PAGES else ""
    return (_STYLE + f'<div class="hx"><h2>The {len(LESSONS)} lessons</h2><ol class="hx-lessons">{rows}</ol>'
            "<p>Work through them in order. Every lesson is a few short steps: one idea and one thing to do on "
            "each screen; a wrong answer says why, and you try again.</p>"
            f'<p>Playing Doppelkopf already? An optional side path: <a href="{esc(side.url(name))}">'
            f"{esc(side.title)}</a>.</p>"
            f"<p>The course's earlier lessons stay as reference pages: {earlier}."
            + (f" For teachers, developers and the curious: {deeper}." if deeper else "") + "</p>"
            f"<p>Type your name at the top of a lesson (or on the {link('home', 'home page')}) and your answers "
            "are saved: the home page marks every lesson <i>not started</i>, <i>in progress</i> or <i>done</i>, "
            f"and the {link('quiz', 'rules quiz')} keeps its score under the same name.</p>"
            "<h2>More pages</h2><ul>"
            f"<li>{link('quiz', 'The rules quiz')}: exercises of every kind, chosen for what you need to "
            "practise.</li>"
            f"<li>{link('glossary', 'The glossary')}: every German (and Latin) word the tutor uses. Tap a word "
            "in a lesson to see what it means.</li>"
            f"<li>For teachers: {link('teacher', 'the teacher’s dashboard')} (build, present and share "
            f"situations on a projector) and {link('teacher-scenarios', 'its pieces one at a time')}.</li>"
            "</ul></div>")
