"""Issue 31, point 9: the Doppelkopf and Hydropolis play pages speak the learner's words: never "seed" (the
tutor's word for a deal's number and for the rules texts), in any text, tooltip or label a learner sees."""

from __future__ import annotations

import re

import pytest

from widgets.doppelkopf.play import DoppelkopfPlayApp
from widgets.hydropolis.play import HydropolisPlayApp


def _texts(widget, seen=None) -> list[str]:
    """Every text of a widget tree a learner can see: HTML, labels, descriptions, tooltips, options."""
    seen = set() if seen is None else seen
    if id(widget) in seen:
        return []
    seen.add(id(widget))
    out = []
    for name in ("value", "description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            out.append(value)
    out += [str(t) for t in getattr(widget, "tooltips", ()) or ()]
    out += [str(o[0] if isinstance(o, tuple) else o) for o in getattr(widget, "options", ()) or ()]
    for child in getattr(widget, "children", ()) or ():
        out += _texts(child, seen)
    return out


@pytest.mark.parametrize("make", [lambda: DoppelkopfPlayApp(rules="hausrunde", deal="5-1"),
                                  lambda: DoppelkopfPlayApp(rules="turnier", deal="163-3"),
                                  lambda: HydropolisPlayApp(deal="4711-0")])
def test_no_seed_on_the_play_pages(make):
    app = make()
    text = " ".join(_texts(app))
    text = re.sub(r"<style.*?</style>|<script.*?</script>", "", text, flags=re.S)
    assert "Play a" in text                                         # the page's own words were read
    assert not re.search(r"\bseeds?\b", text, re.I), re.search(r".{60}\bseeds?\b.{60}", text, re.I | re.S)
    assert "rules text" in text
