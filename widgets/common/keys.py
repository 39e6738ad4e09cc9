"""Keyboard shortcuts that work wherever the page has focus (issue 11), for every page.

A widget that answers a key carries the class :func:`key_class` (``hk-key-1``, ``hk-key-h``, ...):
a button, or a box holding one. When that key is pressed anywhere on the page, the first visible,
enabled such button is clicked, exactly as a pointer would. Keys typed into a text box, a list or
with Ctrl/Alt/Cmd are left alone, and so are Enter and Space on a focused control (its own).
The navigation bar carries the script (:func:`keys_html`), like the connection banner.

>>> key_class("1"), key_class("H"), key_class("ArrowLeft")
('hk-key-1', 'hk-key-h', 'hk-key-arrowleft')
"""

from __future__ import annotations

from .connection import script_html

__all__ = ["key_class", "keys_html", "keys_script", "FOCUS_STYLE", "KEYBOARD_ONLY_STYLE", "KEYBOARD_ONLY"]

#: A visible focus on every control of every page (keyboard focus only, not after a click).
FOCUS_STYLE = """<style>
.jupyter-widgets button:focus-visible,.jupyter-widgets input:focus-visible,.jupyter-widgets select:focus-visible,
.jupyter-widgets textarea:focus-visible,.jupyter-widgets a:focus-visible,.jupyter-widgets summary:focus-visible,
.jp-OutputArea a:focus-visible,.jp-OutputArea summary:focus-visible,
.jupyter-widgets .jupyter-button:focus-visible:enabled{outline:3px solid #ffb300 !important;outline-offset:2px}
</style>"""


#: The class of a hint about keys (issue 34): shown only where there is a keyboard, never on a touch screen.
KEYBOARD_ONLY = "hk-keyboard-only"
#: Hides every hint about keys on a touch screen (no hover, a coarse pointer): the quiz's key line and
#: "(or Enter)", the play page's "Keys (with a keyboard)", and anything marked :data:`KEYBOARD_ONLY`.
KEYBOARD_ONLY_STYLE = f"""<style>
@media (hover: none) and (pointer: coarse){{.{KEYBOARD_ONLY},.hq-keys,.hq-keyonly,.hp-keys{{display:none !important}}}}
</style>"""


def key_class(key: str) -> str:
    """The class that makes a widget answer ``key`` (a digit, a letter or a key's name)."""
    name = "".join(ch for ch in key.lower() if ch.isalnum())
    if not name:
        raise ValueError(f"no key named {key!r}")
    return "hk-key-" + name


_SCRIPT = """(function () {
  if (window.__hydraKeys) { return; }
  window.__hydraKeys = true;
  function usable(el) { return el && el.offsetParent !== null && !el.disabled; }
  document.addEventListener('keydown', function (ev) {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey) { return; }
    if (document.getElementById('hydra-lost') || document.getElementById('hq-lost')) { return; }
    var t = ev.target, tag = (t && t.tagName || '').toLowerCase();
    if (tag === 'input' || tag === 'textarea' || tag === 'select' || (t && t.isContentEditable)) { return; }
    var name = String(ev.key || '').toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!name) { return; }
    if (name === 'enter' && (tag === 'button' || tag === 'a' || tag === 'summary')) { return; }
    var found = document.querySelectorAll('.hk-key-' + name);
    for (var i = 0; i < found.length; i++) {
      var el = found[i], button = el.tagName === 'BUTTON' ? el : el.querySelector('button');
      if (usable(el) && usable(button)) { ev.preventDefault(); button.click(); return; }
    }
  });
})();"""


def keys_script() -> str:
    """The script's source (JavaScript)."""
    return _SCRIPT


def keys_html() -> str:
    """The focus style and the keys' script, for a page's HTML (the navigation bar carries it)."""
    return FOCUS_STYLE + KEYBOARD_ONLY_STYLE + script_html("keys", keys_script())
