"""What the quiz page needs besides its widgets: one small script, shown once by the notebook
before the dashboard (``display(page_script())``), that

* makes the keys work **wherever the page has focus**: 1-9 and 0 press the card's numbered
  button (or the choice's, where the answer is a set of choices), Enter presses Check (while it
  shows) or else Next, exactly as a click would; keys typed into a text box or pressed on a
  focused button are left to them; on the class page (``notebooks/class.ipynb``, no quiz on it)
  1-9 press the class question's numbered answer and Enter sends it;
* in a class (:mod:`widgets.quiz.classes`), rejoins it by itself after a lost connection: once
  the server answers again the page reloads with the class's code, the name and the member's
  token (``.hc-rejoin``), which joins the same learner again;
* watches the connection to the tutor (the kernel's websocket, which the script sees being
  opened because it runs before Voilà's own script): when it is closed and not reopened within a
  few seconds, when the server says the kernel died or restarted, when the browser goes offline,
  or when a click finds no open connection, a banner says so in a sentence, offers to reload, and
  says whether the last answer was saved.

Whether an answer was saved is read off the page, from what the kernel said after saving: the
feedback carries ``data-saved`` (``yes``, ``no-name``, ``no``) and ``data-exercise``. A click on
the board that got no reply before the connection went is said too: it may not have counted.

A shared connection banner for every dashboard belongs in ``widgets/common`` (issue 9); until
one is there, the quiz keeps its own here.

>>> "hq-lost" in page_script().data and "keydown" in page_script().data
True
>>> lost_sentences()["saved"]
'Your last answer was saved.'
"""

from __future__ import annotations

import json
import os

from IPython.display import HTML
from hydra.core.i18n import _
from tutor.language import page_language

__all__ = ["page_script", "lost_sentences", "LOST_GRACE_MS"]

#: How long a closed connection may take to reopen before the page says it is lost.
LOST_GRACE_MS = 4000


def lost_sentences() -> dict[str, str]:
    """The banner's sentences (``{exercise}`` is filled in by the page)."""
    return {
        "lost": _("The connection to the tutor is lost, so this page no longer reacts to clicks."),
        "saved": _("Your last answer was saved."),
        "no-name": _("Your last answer was not saved: you had not typed a name."),
        "no": _("Your last answer was not saved: this server cannot save progress."),
        "none": _("You had not answered an exercise on this page yet, so nothing is missing."),
        "class-saved": _("Your answers in the class were saved."),
        "class-none": _("You had not answered a class question yet, so nothing is missing."),
        "pending": _("Your last click got no reply from the tutor, so that answer may not have been "
                    "saved: after reloading, your score shows what was."),
        "reload": _("Reload the page"),
        "after": _("Reloading starts the quiz again; with the same name your saved progress comes back."),
        "after-class": _("Reloading brings you back into the class, with your answers."),
        "rejoin": _("You are in a class: this page rejoins it by itself as soon as the tutor answers again "
                   "(your answers in the class are saved)."),
    }


_SCRIPT = """
(function () {
  if (window.__hydraQuizPage) { return; }
  window.__hydraQuizPage = true;
  var TEXT = __TEXT__, GRACE = __GRACE__;
  var sockets = [], lostShown = false, pending = false, timer = null, lastAnswer = null;

  // --- the kernel's websocket: watched from the moment Voilà opens it ---------------------------
  // Voilà's bundle may hold its own reference to WebSocket, so a socket is also taken up the first
  // time it sends (the kernel connection asks for kernel_info as soon as it is open).
  var Native = window.WebSocket;
  function isKernel(url) { return /\\/api\\/kernels\\/[^/]+\\/channels/.test(String(url)); }
  var nativeSend = Native.prototype.send;
  Native.prototype.send = function (data) {
    if (sockets.indexOf(this) < 0 && isKernel(this.url)) { watch(this); }
    return nativeSend.call(this, data);
  };
  function Watched(url, protocols) {
    var ws = protocols === undefined ? new Native(url) : new Native(url, protocols);
    if (isKernel(url)) { watch(ws); }
    return ws;
  }
  function watch(ws) {
    {
      sockets.push(ws);
      ws.addEventListener('open', function () { if (timer) { clearTimeout(timer); timer = null; } });
      ws.addEventListener('close', function () { soon(); });
      ws.addEventListener('message', function (ev) {
        var data = ev.data;
        if (typeof data !== 'string') {
          try { data = new TextDecoder().decode(data); } catch (e) { return; }
        }
        if (data.indexOf('execution_state') >= 0 &&
            /"execution_state"\\s*:\\s*"(dead|restarting)"/.test(data)) { lost(); }
      });
    }
  }
  Watched.prototype = Native.prototype;
  ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'].forEach(function (k) { Watched[k] = Native[k]; });
  window.WebSocket = Watched;

  function anyOpen() {
    return sockets.some(function (ws) { return ws.readyState === Native.OPEN; });
  }
  function soon() {
    if (timer || lostShown) { return; }
    timer = setTimeout(function () { timer = null; if (!anyOpen()) { lost(); } }, GRACE);
  }
  window.addEventListener('offline', function () { soon(); });

  // --- what the kernel last said about saving -----------------------------------------------
  function readFeedback() {
    var fb = document.querySelector('.hq-fb[data-saved]');
    if (fb) { lastAnswer = {saved: fb.getAttribute('data-saved'), exercise: fb.getAttribute('data-exercise')}; }
  }
  new MutationObserver(function () { pending = false; readFeedback(); })
    .observe(document.documentElement, {childList: true, subtree: true, characterData: true});

  function savedSentence() {
    if (pending) { return TEXT.pending; }
    if (!lastAnswer && document.querySelector('.hc-learner')) {
      // the class page (or a class panel): the class's answers are what this page saved
      return document.querySelector('.hc-learner .hc-sent') ? TEXT['class-saved'] : TEXT['class-none'];
    }
    if (!lastAnswer) { return TEXT.none; }
    var key = lastAnswer.saved === 'yes' ? 'saved' : (TEXT[lastAnswer.saved] ? lastAnswer.saved : 'no');
    return TEXT[key].replace('{exercise}', lastAnswer.exercise || '');
  }
  function lost() {
    if (lostShown) { return; }
    lostShown = true;
    var box = document.createElement('div');
    box.id = 'hq-lost';
    box.setAttribute('role', 'alert');
    var p = document.createElement('span');
    p.textContent = TEXT.lost + ' ' + savedSentence() + ' ';
    box.appendChild(p);
    var button = document.createElement('button');
    button.textContent = TEXT.reload;
    button.addEventListener('click', function () {
      // in a class, the way back (code, name, the member's token) is the address to reload with,
      // even where the page's address did not get the token yet
      var mark = document.querySelector('.hc-rejoin[data-query]');
      if (mark) { window.location.replace(window.location.pathname + '?' + mark.getAttribute('data-query')); }
      else { window.location.reload(); }
    });
    box.appendChild(button);
    var after = document.createElement('div');
    after.style.fontSize = '13px';
    after.textContent = document.querySelector('.hc-learner') ? TEXT['after-class'] : TEXT.after;
    box.appendChild(after);
    document.body.appendChild(box);
    document.querySelectorAll('.hq-app, .hc-learner').forEach(function (el) { el.style.opacity = '0.55'; });
    button.focus();
    rejoin(box);
  }

  // --- in a class ("Ask the class"): rejoin by itself once the tutor answers again -------------
  // The class panel carries the way back (code, name, the member's token) in .hc-rejoin; the page
  // asks the server for one of its own static files (no kernel is started) every two seconds.
  function rejoin(box) {
    var mark = document.querySelector('.hc-rejoin[data-query]');
    if (!mark) { return; }
    var query = mark.getAttribute('data-query');
    var note = document.createElement('div');
    note.className = 'hq-rejoin';
    note.textContent = TEXT.rejoin;
    box.appendChild(note);
    var probe = document.querySelector('script[src]');
    var url = probe ? probe.src : window.location.pathname;
    function again() {
      fetch(url, {cache: 'no-store'}).then(function (r) {
        if (r.ok) { window.location.replace(window.location.pathname + '?' + query); }
        else { setTimeout(again, 2000); }
      }, function () { setTimeout(again, 2000); });
    }
    setTimeout(again, 1000);
  }
  window.__hydraQuizSockets = function () { return sockets.map(function (ws) { return [ws.url, ws.readyState]; }); };
  window.__hydraQuizLost = function () { return lostShown ? document.getElementById('hq-lost').textContent : null; };

  // a click on the board: if no connection is open it cannot arrive, so say so at once
  document.addEventListener('click', function (ev) {
    var t = ev.target;
    if (!t.closest || !t.closest('.hq-app, .hc-learner') || !t.closest('button, .hq-slot, input, select')) { return; }
    if (sockets.length && !anyOpen()) { pending = true; lost(); return; }
    pending = true;
  }, true);

  // --- keys wherever the page has focus ----------------------------------------------------------
  function visible(el) { return el && el.offsetParent !== null && !el.disabled; }
  document.addEventListener('keydown', function (ev) {
    if (ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey || lostShown) { return; }
    var t = ev.target, tag = (t && t.tagName || '').toLowerCase();
    if (tag === 'input' || tag === 'textarea' || tag === 'select' || (t && t.isContentEditable)) { return; }
    var key = ev.key;
    if (!document.querySelector('.hq-app')) {
      // the class page: 1-9 press the class question's numbered answer, Enter sends it
      if (!document.querySelector('.hc-learner')) { return; }
      var pick = null;
      if (/^[1-9]$/.test(key)) { pick = document.querySelector('.hc-learner button.hc-option-' + key); }
      else if (key === 'Enter' && tag !== 'button' && tag !== 'a') {
        pick = document.querySelector('.hc-learner button.hc-send');
      }
      if (visible(pick)) { ev.preventDefault(); pick.click(); }
      return;
    }
    if (/^[0-9]$/.test(key)) {
      var n = key === '0' ? 10 : Number(key);
      var b = document.querySelector('.hq-slot-' + n + ' button');
      if (!visible(b)) { b = document.querySelector('.hq-select-choices button.hq-choice-' + n); }  // a choice's button
      if (visible(b)) { ev.preventDefault(); b.click(); }
      return;
    }
    if (key === 'Enter') {
      if (tag === 'button' || tag === 'a' || tag === 'summary') { return; }   // the focused control's own Enter
      var check = document.querySelector('button.hq-check'), next = document.querySelector('button.hq-next');
      var target = visible(check) ? check : next;
      if (visible(target)) { ev.preventDefault(); target.click(); }
    }
  });

  // a rule tag opens the rules' summaries under the board
  document.addEventListener('click', function (ev) {
    var a = ev.target.closest && ev.target.closest('a.hq-rule');
    if (!a) { return; }
    var d = document.querySelector('details.hq-rules');
    if (d) { d.open = true; }
  });
})();
"""


def page_script() -> HTML:
    """The quiz page's script (keys, the connection banner), as an output to display once, in the page's
    language (the notebook shows it first, so it sets the page's language: ?lang=, else the browser's)."""
    if os.environ.get("VOILA_PREHEAT", "False") in ("", "False"):
        page_language()
    script = (_SCRIPT.replace("__TEXT__", json.dumps(lost_sentences()))
              .replace("__GRACE__", str(LOST_GRACE_MS)))
    return HTML(f'<div class="hq-page-script" style="display:none"></div><script>{script}</script>')
