"""The tutor's own loading spinner for Voilà's pages: the spinner alone, without Voilà's "Running
NAME..." and "Executing 1 of 1" (issue 34: a learner needs no count of cells, and the page is there
within a second or two).

Voilà draws its spinner with the macros of ``spinner.macro.html.j2`` (voila/templates/base); a
template folder searched before Voilà's own with a file of that name replaces them.
:func:`template_dir` writes :data:`SPINNER_MACROS` into such a folder once per server, and
tutor/server/serve.py puts it first on Voilà's template path. Voilà writes its loading text into
``#loading_text``, which stays hidden here.

A page whose kernel died while it started (a port taken in between, memory running out) would spin
for ever: after :data:`SLOW_AFTER_MS` the spinner says so and offers to load the page again, in the
page's language (its ``?lang=``, else the browser's), so a learner is never left at a dead end.

A page whose kernel died and was started again after it drew the page but before the page had asked
it for its widgets shows ipywidgets' "Error displaying widget: model not found" instead of the page
(the new kernel has none of them; seen once in CI): the page loads itself again, once
(:data:`LOST_AGAIN_MS`); should it happen again at once, it says so with the same button. The same for a
page drawn without any of its outputs: Voilà waited for its kernel's messages in vain ("Timeout waiting
for IOPub output" in the server's log, seen once in CI: a blank page with nothing to tap).

>>> import os
>>> folder = template_dir()
>>> "loading_text" in open(os.path.join(folder, SPINNER_FILE)).read(), template_dir() == folder
(True, True)
"""

from __future__ import annotations

import json
import os
import tempfile

from hydra.core.i18n import N_, languages, translate

__all__ = ["SPINNER_MACROS", "SPINNER_FILE", "SLOW_AFTER_MS", "SLOW_WORDS", "LOST_WORDS", "LOST_AGAIN_MS",
           "MODEL_NOT_FOUND", "template_dir", "spinner_macros"]

#: How long a page may load before the spinner offers to load it again (a step page takes 2 s).
SLOW_AFTER_MS = 25_000

#: What the spinner says then: the sentence and the button's words.
SLOW_WORDS = (N_("This page is taking longer than it should."), N_("Load it again"))

#: What the page says when its kernel lost its widgets twice in a row: the sentence (the button is the
#: second of :data:`SLOW_WORDS`).
LOST_WORDS = (N_("This page lost its connection to the tutor."),)

#: What ipywidgets writes in place of a widget whose model its kernel does not have.
MODEL_NOT_FOUND = "Error displaying widget: model not found"

#: A page that lost its widgets loads itself again unless it did so for the same address this recently.
LOST_AGAIN_MS = 60_000

#: The file whose macros (``css()``, ``html()``) Voilà's page templates import for the spinner.
SPINNER_FILE = "spinner.macro.html.j2"

#: The macros, with the names and roles of Voilà's own.
SPINNER_MACROS = """{% macro css() %}
  <style>
    #loading {
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        height: 60vh;
        z-index: 100;
        position: relative;
    }
    #loading_text { display: none !important; }
    .spinner { animation: rotation 1.2s infinite linear; transform-origin: 50% 50%; }
    .spinner-container { width: 56px; max-width: 15%; }
    @keyframes rotation { from {transform: rotate(0deg);} to {transform: rotate(359deg);} }
    .voila-spinner-color1 { fill: #c8d6cc; }
    .voila-spinner-color2 { fill: #1f5e3a; }
  </style>
{% endmacro %}

{% macro html() %}
  <div id="loading" style="display: flex;" role="status" aria-label="loading">
    <div class="spinner-container">
      <svg class="spinner" version="1.1" viewBox="0 0 500 500" xmlns="http://www.w3.org/2000/svg">
        <path class="voila-spinner-color1" d="m250 405c-85.47 0-155-69.53-155-155s69.53-155 155-155
          155 69.53 155 155-69.53 155-155 155zm0-275.5a120.5 120.5 0 1 0 120.5 120.5
          120.6 120.6 0 0 0-120.5-120.5z"/>
        <path class="voila-spinner-color2" d="m250 405c-85.47 0-155-69.53-155-155a17.26 17.26 0 1 1
          34.51 0 120.6 120.6 0 0 0 120.5 120.5 17.26 17.26 0 1 1 0 34.51z"/>
      </svg>
    </div>
    <h2 id="loading_text"></h2>
    <div id="hydra-slow" hidden style="text-align: center; font: 16px/1.4 sans-serif; color: #1f3a2a;">
      <p id="hydra-slow-text"></p>
      <button type="button" id="hydra-slow-reload" onclick="location.reload()"></button>
    </div>
    {% raw %}<script>
    (function () {
      // the look of both Reload buttons: the spinner's, and the one of a page that lost its widgets, made
      // anew (by then Voila may have taken the spinner, and its button, out of the page)
      var BUTTON = 'min-height: 44px; min-width: 44px; padding: 8px 18px; font-size: 16px; border-radius: 6px;' +
                   ' border: 0; background: #1f5e3a; color: white;';
      document.getElementById('hydra-slow-reload').style.cssText = BUTTON;
      var words = __SLOW_WORDS__;
      var wanted = new URLSearchParams(location.search).get('lang') ||
                   ((navigator.languages || [navigator.language || 'en'])[0] || 'en');
      var said = words[String(wanted).slice(0, 2).toLowerCase()] || words.en;
      setTimeout(function () {
        var loading = document.getElementById('loading');
        if (!loading || getComputedStyle(loading).display === 'none' || !loading.isConnected) return;
        document.getElementById('hydra-slow-text').textContent = said[0];
        document.getElementById('hydra-slow-reload').textContent = said[1];
        document.getElementById('hydra-slow').hidden = false;
      }, __SLOW_AFTER_MS__);
      // A widget whose model the kernel lacks: the kernel was started again after it drew the page.
      var lost = __MODEL_NOT_FOUND__, key = 'hydra-reloaded:' + location.pathname + location.search;
      var says = function (node) {      // that sentence alone, as ipywidgets writes it into a widget's place
        if (node.nodeType === 3) return node.data === lost;
        return node.nodeType === 1 && node.childNodes.length === 1 && says(node.firstChild);
      };
      // A page whose cells' outputs never came: Voila waited for its kernel's messages in vain ("Timeout
      // waiting for IOPub output", seen once in CI) and drew the page without them. Once Voila has taken the
      // spinner out (all cells are there), a code cell and no output at all: checked once.
      var drawn = false;
      var empty = function () {
        if (drawn || document.getElementById('loading')) return false;
        drawn = true;
        var cells = document.querySelectorAll('#rendered_cells .jp-CodeCell').length;
        var outputs = document.querySelectorAll(
          '#rendered_cells script[type="application/vnd.voila.cell-output+json"]').length;
        return cells > 0 && outputs === 0;
      };
      var watch = new MutationObserver(function (records) {   // only what was added: cheap on every update
        var found = records.some(function (r) { return Array.prototype.some.call(r.addedNodes, says); });
        var why = found ? 'the kernel of this page has none of its widgets (it was started again)' :
                  empty() ? 'the kernel of this page sent none of its outputs' : '';
        if (!why) return;
        watch.disconnect();
        var last = Number(sessionStorage.getItem(key) || 0);
        console.error('hydra: ' + why + (Date.now() - last > __LOST_AGAIN_MS__ ? '; loading the page again' : ''));
        if (Date.now() - last > __LOST_AGAIN_MS__) {
          sessionStorage.setItem(key, String(Date.now()));
          location.reload();
          return;
        }
        Array.prototype.forEach.call(document.querySelectorAll('.jupyter-widgets'), function (el) {
          if (el.textContent === lost) el.style.display = 'none';   // ipywidgets' words: not a learner's
        });
        var box = document.createElement('div');
        box.id = 'hydra-broken';
        box.setAttribute('role', 'alert');
        box.style.cssText = 'text-align: center; font: 16px/1.4 sans-serif; color: #1f3a2a; padding: 24px;';
        var text = document.createElement('p');
        text.textContent = said[2];
        var again = document.createElement('button');
        again.type = 'button';
        again.id = 'hydra-broken-reload';
        again.style.cssText = BUTTON;
        again.textContent = said[1];
        again.onclick = function () { location.reload(); };
        box.appendChild(text);
        box.appendChild(again);
        document.body.insertBefore(box, document.body.firstChild);
      });
      watch.observe(document.documentElement, {childList: true, subtree: true});
    })();
    </script>{% endraw %}
  </div>
{% endmacro %}
"""

_MADE: dict[str, str] = {}


def spinner_macros(slow_after_ms: int = SLOW_AFTER_MS) -> str:
    """:data:`SPINNER_MACROS` with what the spinner says of a slow page in every language the tutor speaks.

    >>> macros = spinner_macros()
    >>> "Load it again" in macros, "__SLOW" in macros, "__LOST" in macros, "__MODEL" in macros
    (True, False, False, False)
    """
    words = {code: [translate(w, code) for w in SLOW_WORDS + LOST_WORDS] for code in languages()}
    return (SPINNER_MACROS.replace("__SLOW_WORDS__", json.dumps(words, ensure_ascii=False))
            .replace("__SLOW_AFTER_MS__", str(int(slow_after_ms)))
            .replace("__MODEL_NOT_FOUND__", json.dumps(MODEL_NOT_FOUND))
            .replace("__LOST_AGAIN_MS__", str(LOST_AGAIN_MS)))


def template_dir() -> str:
    """A folder holding :func:`spinner_macros` as :data:`SPINNER_FILE` (made once per process)."""
    if "dir" not in _MADE:
        folder = tempfile.mkdtemp(prefix="hydra-voila-template-")
        with open(os.path.join(folder, SPINNER_FILE), "w", encoding="utf-8") as out:
            out.write(spinner_macros())
        _MADE["dir"] = folder
    return _MADE["dir"]
