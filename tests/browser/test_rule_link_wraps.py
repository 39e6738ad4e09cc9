"""A rule in place (widgets/common/rules.py) whose label wraps, at 400x800 in Chromium: its link is still a
target of 44 px, and its label takes its own room: it never covers the words of the line above or below
(the Doppelkopf play page's "rules: the trumps of the normal game, Following suit, Hochzeit" covered the
line above it). The real style sheet and the real HTML of a sentence citing several Doppelkopf rules."""

from __future__ import annotations

import pytest

from widgets.common.rules import RULE_STYLE, cited_html

from .conftest import open_local_page

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 400, "height": 800}, "has_touch": True, "is_mobile": True}

SENTENCE = ("Kreuz-Dame wins: a trump beats every card of a fail suit, and of two equal cards the first one played "
            "wins (hausrunde 3.1, D7, D9). Then the next player leads and everyone must follow the suit that was "
            "led if they can (D7).")

#: Per link: the summary's height, its label's top and bottom, and the bottom of the text's last line before
#: it and the top of the first line after it (the text nodes around the link, measured by a Range).
MEASURE_JS = """() => [...document.querySelectorAll('details.hr-rule')].map(d => {
    const summary = d.querySelector('summary'), label = summary.firstElementChild.getBoundingClientRect();
    const lines = node => { const r = document.createRange(); r.selectNodeContents(node);
                            return [...r.getClientRects()].filter(x => x.height > 0); };
    const before = d.previousSibling ? lines(d.previousSibling) : [];
    const after = d.nextSibling ? lines(d.nextSibling) : [];
    return {summary: summary.getBoundingClientRect().height, top: label.top, bottom: label.bottom,
            above: before.length ? before[before.length - 1].bottom : null, below: after.length ? after[0].top : null,
            text: summary.innerText};
})"""


def test_a_wrapping_rule_link_never_covers_the_lines_around_it(browser, artifacts_dir):
    context, page = open_local_page(browser, **PHONE)
    try:
        page.set_content(RULE_STYLE + '<div style="width:360px;font:15px/1.4 sans-serif;padding:8px">'
                         f"{cited_html(SENTENCE)}</div>")
        links = page.evaluate(MEASURE_JS)
        page.screenshot(path=str(artifacts_dir / "rule-link-wraps-400.png"))
        assert len(links) == 2
        wrapped = links[0]
        assert wrapped["bottom"] - wrapped["top"] > 30, wrapped          # the long label does wrap here
        for link in links:
            assert link["summary"] >= 44, link
            assert link["above"] is not None and link["top"] >= link["above"] - 0.5, link
            if link["below"] is not None:
                assert link["bottom"] <= link["below"] + 0.5, link
    finally:
        context.close()
