"""Shared helpers for the views: a static HTML snapshot next to the live widget."""

from __future__ import annotations

import html
import sys
import traceback
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

if TYPE_CHECKING:
    import ipywidgets as W


P = ParamSpec("P")
R = TypeVar("R")
#: An ipywidgets trait's value, as a widget's keywords pass it on to ipywidgets (Any: a trait holds the type
#: it declares, whatever that is, and ipywidgets ships no types to say so).
Trait = Any
#: What an ipywidgets observer is given: ``name``, ``old``, ``new``, ``owner``, ``type`` (the values a
#: trait's, see :data:`Trait`).
Change = dict[str, Trait]


# text: anything shown as its str() (a name, a number, an engine error): escaped whatever it is
def esc(text: object) -> str:
    """``text`` as HTML text: ``<``, ``>``, ``&`` and both quotes escaped (safe in attributes too).

    >>> esc('<a href="x">')
    '&lt;a href=&quot;x&quot;&gt;'
    """
    return html.escape(str(text), quote=True)


class SnapshotMixin:
    """Adds a ``text/html`` snapshot of the current state to the widget's display data.

    JupyterLab and Voilà show the live widget; a static export (nbconvert to HTML, GitHub,
    a notebook opened without its kernel) shows the snapshot instead. A Voilà page never shows it,
    so there the snapshot is left out: Voilà sends every output's whole bundle with the page (lesson
    01's snapshots were 0.5 of its 0.6 MB, for each learner, issue 23).
    """

    def snapshot_html(self) -> str:  # pragma: no cover - overridden
        return ""

    # kwargs: IPython's display protocol (include, exclude), passed on to the widget's own bundle
    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        data = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]  # the widget's own bundle
        from .query import in_voila
        if in_voila():
            return data
        if isinstance(data, tuple):
            data, meta = data
        else:
            meta = None
        data = dict(data or {})
        try:
            data["text/html"] = ('<div class="hydra-snapshot" style="border:1px solid #ddd;'
                                 'padding:6px;border-radius:6px">' + self.snapshot_html() + "</div>")
        except Exception as error:  # a snapshot must never break displaying the widget
            data["text/html"] = f"<p>(no static view: {esc(error)})</p>"
        return (data, meta) if meta is not None else data


def error_html(error: Exception | str) -> str:
    """A learner-facing sentence for an engine error (never a traceback)."""
    return f'<p style="color:#a0141e"><b>Not allowed:</b> {esc(error)}</p>'


def _child_html(child: W.Widget) -> str:
    if hasattr(child, "snapshot_html"):
        return child.snapshot_html()
    if hasattr(child, "children"):
        return "".join(_child_html(c) for c in child.children)
    if child.__class__.__name__ in ("HTML", "HTMLMath", "Label"):
        return child.value if child.__class__.__name__ != "Label" else f"<p>{esc(child.value)}</p>"
    return ""


def row_layout(**layout: str) -> W.Layout:
    """The layout of a row of controls that wraps on a narrow screen (issue 11: 400 px phones)."""
    import ipywidgets as W
    return W.Layout(**{"flex_flow": "row wrap", "align_items": "center", **layout})


def fit_layout(width: str = "auto", **layout: str) -> W.Layout:
    """A control as wide as its label (``width="auto"``), or ``width`` but never wider than its row."""
    import ipywidgets as W
    return W.Layout(**{"width": width, "max_width": "calc(100% - 4px)", **layout})   # 2 px margins


# kwargs: the VBox's own traits (layout, …), passed on to ipywidgets
def make_panel(children: Iterable[W.Widget], **kwargs: Any) -> W.VBox:
    """A VBox of widgets that also shows a static snapshot of its children."""
    import ipywidgets as W

    class Panel(SnapshotMixin, W.VBox):
        def snapshot_html(self) -> str:
            return "".join(_child_html(c) for c in self.children)

    return Panel(list(children), **kwargs)


# say, say_sorry: object, their results are not used
def never_a_traceback(fn: Callable[P, R], say: Callable[[str], object], sorry: str,
                      say_sorry: Callable[[str], object] | None = None) -> Callable[P, R | None]:
    """Wrap a widget callback so that a learner sees a sentence, never a traceback: a ``ValueError``
    (the engine's or the tutor's refusal, already a sentence) is said as it is; anything else goes to
    the kernel's log and the learner is told ``sorry`` (by ``say_sorry`` if given: a page that marks
    refusals "Not allowed" says its own fault as a note). The quiz and the play pages share it.

    >>> said = []
    >>> never_a_traceback(int, said.append, "Sorry.")("x") is None, said
    (True, ["invalid literal for int() with base 10: 'x'"])
    """
    def run(*args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return fn(*args, **kwargs)
        except ValueError as error:
            say(str(error))
        except Exception:
            traceback.print_exc(file=sys.stderr)          # the kernel's log, not the page
            (say_sorry or say)(sorry)
        return None
    return run


#: Layout and style models shared by every card (issue 23): a card drawn its own Layout and Style
#: models were 7 widget models instead of 3, and every model is a message from the kernel through
#: the Voilà server to the page (lesson 01 drew 1733 models, most of them these). Cards never change
#: these models; a different value (a button hidden) is another shared model, set in place of it.
_SHARED: dict[tuple[str, tuple[tuple[str, str | None], ...]], W.Widget] = {}


def shared_model(kind: str, **traits: str | None) -> W.Widget:
    """The one ``W.Layout`` (``kind="layout"``), ``W.ButtonStyle`` or ``W.HTMLStyle`` with ``traits``
    in this kernel, made on first use (again if it was closed).

    >>> shared_model("layout", width="10px") is shared_model("layout", width="10px")
    True
    >>> shared_model("layout", width="10px") is shared_model("layout", width="11px")
    False
    """
    key = (kind, tuple(sorted(traits.items())))
    model = _SHARED.get(key)
    if model is None or getattr(model, "comm", True) is None:     # closed (Widget.close_all)
        import ipywidgets as W                                    # (this module imports none at its start)
        from ipywidgets.widgets.widget_string import HTMLStyle    # not exported by ipywidgets 8.1
        make = {"layout": W.Layout, "button": W.ButtonStyle, "html": HTMLStyle}[kind]
        model = _SHARED[key] = make(**traits)
    return model
