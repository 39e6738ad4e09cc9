"""The tutor's Voilà server does less work per kernel message (tutor.server.lighten, issue 23: a
class opening one lesson) without changing what it does: the same dates, the same kernel activity and
execution state for culling, the same messages received. Speed is measured by
benchmarks/page_load.py, never asserted here."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

from tutor.server import lighten


@pytest.fixture(autouse=True)
def _undo() -> Any:
    yield
    lighten.undo()


@pytest.mark.parametrize("value", [
    {"date": "2026-11-27T00:30:10.123456Z", "msg_id": "a", "username": "u"},
    {"date": "2026-11-27T00:30:10+01:00", "nested": [{"d": "2026-11-27T00:30:10.1Z"}, 3, None]},
    {"date": "2026-11-27T00:30:10.1234-0530"},
    {"not a date": "2026-11-27", "text": "2026-11-27T00:30:10 and more"},
    {},
])
def test_dates_are_the_ones_jupyter_client_reads(value: dict) -> None:
    from jupyter_client.jsonutil import extract_dates
    assert lighten.fast_extract_dates(value) == extract_dates(value)


def test_a_date_without_timezone_is_read_as_jupyter_client_reads_it() -> None:
    from jupyter_client.jsonutil import extract_dates
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        fast = lighten.fast_extract_dates({"date": "2026-11-27T00:30:10.5"})["date"]
        slow = extract_dates({"date": "2026-11-27T00:30:10.5"})["date"]
    assert fast == slow and fast.tzinfo is not None


def test_the_server_reads_message_dates_with_the_fast_reader_and_undo_restores() -> None:
    import jupyter_client.session as session
    before = session.extract_dates
    lighten.lighten_server()
    lighten.lighten_server()                       # twice: nothing replaced twice
    assert session.extract_dates is not before
    s = session.Session(key=b"k")
    msg = s.msg("status", {"execution_state": "idle"})
    parsed = s.deserialize(s.serialize(msg)[1:])
    assert parsed["header"]["date"] == msg["header"]["date"]
    lighten.undo()
    assert session.extract_dates is before


def test_a_widget_shows_the_same_view_with_a_short_text_in_a_warm_page_kernel() -> None:
    """The widget view part of the display data is ipywidgets' own; the text (never shown by
    Voilà) is the class name, not the whole widget tree walked."""
    import ipywidgets as W

    import widgets
    hand = widgets.HandView(cards="EO GK HY", width=40)
    page = W.VBox([W.HTML("<p>Which card wins?</p>"), hand])
    before = W.Widget._repr_mimebundle_(page)
    assert "HandView" in before["text/plain"] or len(before["text/plain"]) > 100     # the walked tree
    lighten.lighten_kernel()
    after = page._repr_mimebundle_()
    view = "application/vnd.jupyter.widget-view+json"
    assert after[view] == before[view] and after[view]["model_id"] == page.model_id
    assert after["text/plain"] == "VBox(…)"
    assert hand._repr_mimebundle_()[view]["model_id"] == hand.model_id
    lighten.undo()
    assert page._repr_mimebundle_()["text/plain"] == before["text/plain"]
