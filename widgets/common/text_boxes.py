"""A tap on a button sends the text of the boxes beside it first, for every page.

A text box whose kernel should hear only the finished text (``continuous_update=False``: the name
box, a number to check) tells its kernel when the learner leaves it, on the browser's ``change``
event. The learner types a name and taps "Save my progress" right beside it, and the kernel must
have the name before the tap. Leaving the box by that tap normally does it, but a box whose text got
there without the browser counting an edit (seen once in CI: the name typed, the tap landed, and the
kernel heard an empty box) never sends it, and the learner is told to type a name that is there.

So before a tap on a button reaches the button's own handler, this script asks every text box in the
same row or box (the button's nearest ipywidgets box) to send its text: ipywidgets sends a box's text
only when it differs from what the kernel has, so a box already heard costs nothing. The navigation
bar carries the script (:func:`text_boxes_html`), like the keys and the connection banner.
"""

from __future__ import annotations

from .connection import script_html

__all__ = ["text_boxes_html", "text_boxes_script"]

_SCRIPT = """(function () {
  if (window.__hydraTextBoxes) { return; }
  window.__hydraTextBoxes = true;
  document.addEventListener('click', function (ev) {
    var t = ev.target, button = t && t.closest && t.closest('.jupyter-widgets button');
    if (!button) { return; }
    var box = button.closest('.widget-box');
    if (!box) { return; }
    var boxes = box.querySelectorAll('.widget-text input, .widget-textarea textarea');
    for (var i = 0; i < boxes.length; i++) {
      boxes[i].dispatchEvent(new Event('change', {bubbles: true}));
    }
  }, true);
})();"""


def text_boxes_script() -> str:
    """The script's source (JavaScript)."""
    return _SCRIPT


def text_boxes_html() -> str:
    """The script, for a page's HTML (the navigation bar carries it)."""
    return script_html("text-boxes", text_boxes_script())
