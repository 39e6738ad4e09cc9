"""Every page's watch on its connection to the tutor (issue 11), shown by the navigation bar.

When the kernel's connection closes and does not come back within a few seconds, when the kernel
dies or is restarted (the page's widgets are then gone from it), when the browser goes offline, or
when a click finds no connection, a banner says so in a sentence, offers to reload, and says
whether the last click reached the tutor: a click on a widget whose message got no reply from the
kernel before the connection went may not have counted.

The script asks Voilà's own kernel connection (``window.jupyterapp.widgetManager.kernel``: its
status, connection status and every message sent and received), so it works however late it
starts. It is carried by the bar's HTML: a widget's HTML does not run ``<script>`` tags, so the
source sits in a ``<script type="text/plain">`` and a broken ``<img>`` runs it (:func:`script_html`).
It runs only on a Voilà page (``<body data-voila>``), once per page, and stays quiet on the quiz,
which shows its own banner (``widgets/quiz/page.py``).

A page that saves progress says how it stands on any element: ``data-hydra-saved`` = ``yes``,
``no-name``, ``no`` or ``unfinished`` (:func:`saved_attr`); the banner then says whether the progress was saved.

>>> "hydra-lost" in connection_html() and 'type="text/plain"' in connection_html()
True
>>> lost_sentences()["pending"].startswith("Your last click got no reply")
True
>>> saved_attr(True, True)
'data-hydra-saved="yes"'
"""

from __future__ import annotations

import json

from .base import esc

__all__ = ["connection_html", "connection_script", "lost_sentences", "saved_attr", "script_html",
           "LOST_GRACE_MS", "POLL_MS", "CONNECTION_STYLE"]

#: How long a closed connection may take to come back before the page says it is lost.
LOST_GRACE_MS = 4000
#: How often the page asks the server whether its kernel still exists (a shut-down or culled kernel
#: leaves the websocket open); also asked when a click has no reply after LOST_GRACE_MS.
POLL_MS = 10000

CONNECTION_STYLE = """<style>
#hydra-lost{position:fixed;top:8px;left:8px;right:8px;z-index:10000;max-width:760px;margin:0 auto;
 background:#fff3e0;color:#3a1f00;border:2px solid #b34700;border-radius:10px;padding:10px 14px;
 font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.25);
 overflow-wrap:break-word}
#hydra-lost b{display:block;font-size:17px}
#hydra-lost button{margin:8px 8px 0 0;font:inherit;font-weight:700;padding:4px 14px;border-radius:6px;
 border:2px solid #b34700;background:#fff;color:#3a1f00;cursor:pointer;white-space:normal}
#hydra-lost button:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
#hydra-lost .hydra-lost-after{font-size:14px;margin-top:4px}
@media print{#hydra-lost{display:none}}
</style>"""


def lost_sentences() -> dict[str, str]:
    """The banner's sentences."""
    return {
        "title": "The connection to the tutor is lost.",
        "lost": "This page no longer reacts to clicks.",
        "pending": ("Your last click got no reply from the tutor before the connection went, so it may not "
                    "have counted."),
        "replied": "Your last click reached the tutor and was answered, so everything before it counted.",
        "none": "You had not clicked anything on this page yet, so nothing is missing.",
        "yes": "Your progress up to then is saved under your name.",
        "unfinished": ("What you finished is saved under your name; the round you were playing was not "
                       "finished, so it is not."),
        "no-name": "It was not saved, though: you had not typed a name.",
        "no": "It was not saved, though: this server cannot save progress.",
        "reload": "Reload the page",
        "after": "Reloading opens this page again; with the same name your saved progress comes back.",
    }


def saved_attr(store: bool, named: bool, unfinished: bool = False) -> str:
    """The attribute a page's HTML carries so the banner can say whether progress was saved;
    ``unfinished``: a page that saves only what is finished (a round) has something unfinished."""
    state = "yes" if store and named else ("no" if not store else "no-name")
    if state == "yes" and unfinished:
        state = "unfinished"
    return f'data-hydra-saved="{state}"'


_SCRIPT = """(function () {
  if (window.__hydraConnection || !document.body || !document.body.hasAttribute('data-voila')) { return; }
  window.__hydraConnection = true;
  var TEXT = __TEXT__, GRACE = __GRACE__, POLL = __POLL__;
  var kernel = null, lostShown = false, timer = null, clicked = false, waiting = {};
  function quiz() { return window.__hydraQuizPage || document.getElementById('hq-lost'); }
  function connected() { return !kernel || kernel.connectionStatus === 'connected'; }
  function soon() {
    if (timer || lostShown) { return; }
    timer = setTimeout(function () { timer = null; if (!connected() || !navigator.onLine) { lost(); } }, GRACE);
  }
  function pending() { return Object.keys(waiting).length > 0; }
  function sentence() {
    if (pending()) { return TEXT.pending; }
    if (!clicked) { return TEXT.none; }
    var said = TEXT.replied, marks = document.querySelectorAll('[data-hydra-saved]');
    if (marks.length) {
      var state = marks[marks.length - 1].getAttribute('data-hydra-saved');
      if (TEXT[state]) { said += ' ' + TEXT[state]; }
    }
    return said;
  }
  function lost() {
    if (lostShown || quiz()) { return; }
    lostShown = true;
    var box = document.createElement('div');
    box.id = 'hydra-lost';
    box.setAttribute('role', 'alert');
    var title = document.createElement('b');
    title.textContent = TEXT.title;
    box.appendChild(title);
    var p = document.createElement('span');
    p.className = 'hydra-lost-said';
    p.textContent = ' ' + TEXT.lost + ' ' + sentence() + ' ';
    box.appendChild(p);
    var row = document.createElement('div');
    var button = document.createElement('button');
    button.textContent = TEXT.reload;
    button.addEventListener('click', function () { window.location.reload(); });
    row.appendChild(button);
    box.appendChild(row);
    var after = document.createElement('div');
    after.className = 'hydra-lost-after';
    after.textContent = ' ' + TEXT.after;
    box.appendChild(after);
    document.body.appendChild(box);
    var cells = document.getElementById('rendered_cells');
    if (cells) { cells.style.opacity = '0.55'; }
    button.focus();
  }
  function attach(k) {
    kernel = k;
    k.connectionStatusChanged.connect(function (_k, status) {
      if (status === 'connected') { if (timer) { clearTimeout(timer); timer = null; } }
      else if (status === 'disconnected') { lost(); }
      else { soon(); }
    });
    k.statusChanged.connect(function (_k, status) {
      if (status === 'dead' || status === 'restarting' || status === 'autorestarting') { lost(); }
    });
    k.anyMessage.connect(function (_k, args) {
      var msg = args.msg || {}, header = msg.header || {};
      var method = msg.content && msg.content.data && msg.content.data.method;
      if (args.direction === 'send' && header.msg_type === 'comm_msg' && method !== 'request_state') {
        waiting[header.msg_id] = true;
        setTimeout(function () { if (waiting[header.msg_id]) { check(); } }, GRACE);
      }
      if (args.direction === 'recv' && header.msg_type === 'status' && msg.content &&
          msg.content.execution_state === 'idle' && msg.parent_header) {
        delete waiting[msg.parent_header.msg_id];
      }
    });
    if (!connected() || k.status === 'dead') { soon(); }
  }
  // A kernel shut down by the server (or culled) leaves the websocket open: ask the server.
  function check() {
    if (lostShown || !kernel) { return; }
    var el = document.getElementById('jupyter-config-data'), cfg = {};
    try { cfg = JSON.parse(el.textContent); } catch (e) { return; }
    if (!cfg.kernelId) { return; }
    fetch((cfg.baseUrl || '/') + 'api/kernels/' + cfg.kernelId, {cache: 'no-store', credentials: 'same-origin'})
      .then(function (r) { if (r.status === 404 || r.status === 410) { lost(); } })
      .catch(function () { soon(); });
  }
  setInterval(function () { if (document.visibilityState !== 'hidden') { check(); } }, POLL);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') { check(); }
  });
  (function find() {
    var app = window.jupyterapp, wm = app && app.widgetManager, k = wm && wm.kernel;
    if (k && k.connectionStatusChanged && k.anyMessage) { attach(k); } else { setTimeout(find, 300); }
  })();
  window.addEventListener('offline', soon);
  document.addEventListener('click', function (ev) {
    var t = ev.target;
    if (!t.closest || !t.closest('.jupyter-widgets') || !t.closest('button, input, select')) { return; }
    if (t.closest('#hydra-lost')) { return; }
    clicked = true;
    if (kernel && !connected()) { waiting.click = true; lost(); }
  }, true);
  window.__hydraWaiting = function () { return Object.keys(waiting).length; };   // clicks without reply
  window.__hydraLost = function () {
    var box = document.getElementById('hydra-lost');
    return box ? box.textContent : null;
  };
})();"""


def connection_script() -> str:
    """The script's source (JavaScript)."""
    return (_SCRIPT.replace("__TEXT__", json.dumps(lost_sentences()))
            .replace("__GRACE__", str(LOST_GRACE_MS)).replace("__POLL__", str(POLL_MS)))


def script_html(name: str, source: str) -> str:
    """HTML that runs ``source`` once per page, also inside a widget's HTML (where ``<script>`` tags
    do not run): the source in a ``<script type="text/plain">``, run by a broken image's onerror."""
    if "</script" in source.lower():
        raise ValueError("a script's source may not contain </script>")
    flag = "__hydraScript_" + "".join(ch for ch in name if ch.isalnum())
    run = (f"if(!window.{flag}){{window.{flag}=1;var s=document.createElement('script');"
           "s.textContent=this.previousElementSibling.textContent;document.head.appendChild(s)}")
    return (f'<script type="text/plain" class="hydra-script" data-name="{esc(name)}">{source}</script>'
            f'<img src="data:," alt="" hidden style="display:none" onerror="{esc(run)}">')


def connection_html() -> str:
    """The banner's style and script, for a page's HTML (the navigation bar carries it)."""
    return CONNECTION_STYLE + script_html("connection", connection_script())
