"""The learner's name, and the language the address chose (``?lang=de``, issue 33), travel with every
link (issue 19, "never lost").

The links the tutor builds in Python carry ``?name=`` already (:func:`tutor.course.page_url`). A
notebook's Markdown cannot know the learner, so its links (``[the glossary](glossary.ipynb#stich)``)
are written without a name; this script, carried by every page with the navigation bar, adds the
learner's name to every relative link to one of the tutor's pages that has none, keeping its
``#anchor``. The name is the page's own ``?name=``, or the one the learner typed in (an element with
``data-hydra-name``, see :func:`name_mark`); the page's own address then gets it too, each time the mark
changes (not again while it stays: a page may write a new name into its address a moment before its mark
says it), so a reload, Back or a bookmark keeps the learner. Links with a name of their own, and links to
other sites, are left alone. The page's ``?lang=`` goes the same way into every such link that has none; the language
switch's links (``data-hydra-lang``) become this page's own address, all of it, in their language.

>>> name_mark("Ada Lovelace")
'<span hidden data-hydra-name="Ada Lovelace"></span>'
>>> name_mark(None)
''
"""

from __future__ import annotations

from .base import esc
from .connection import script_html

__all__ = ["keep_name_html", "keep_name_script", "name_mark"]

_SCRIPT = r"""(function () {
  if (window.__hydraKeepName) { return; }
  window.__hydraKeepName = true;
  var PAGE = /^[A-Za-z0-9_.\-]+\.ipynb(?:[?#]|$)/;
  function marked() {               /* the name the learner typed in, as the page's mark says it ('' if none) */
    var marks = document.querySelectorAll('[data-hydra-name]');
    for (var i = marks.length - 1; i >= 0; i--) {
      var v = marks[i].getAttribute('data-hydra-name');
      if (v) { return v; }
    }
    return '';
  }
  function learner() {
    var v = marked();
    if (v) { return v; }
    try { return new URLSearchParams(window.location.search).get('name') || ''; } catch (e) { return ''; }
  }
  var written = '';                 /* the mark's name this script last put into the address */
  function chosenLanguage() {      /* the learner's ?lang= (issue 33): every link keeps it */
    try { return new URLSearchParams(window.location.search).get('lang') || ''; } catch (e) { return ''; }
  }
  function withQuery(href, values) {
    var hash = '', k = href.indexOf('#');
    if (k >= 0) { hash = href.slice(k); href = href.slice(0, k); }
    var q = href.indexOf('?'), path = q >= 0 ? href.slice(0, q) : href;
    var params = new URLSearchParams(q >= 0 ? href.slice(q + 1) : ''), changed = false;
    for (var key in values) {
      if (values[key] && !params.get(key)) { params.set(key, values[key]); changed = true; }
    }
    return changed ? path + '?' + params.toString() + hash : null;
  }
  function switches(name) {        /* the language switch: this very page, all of its address, in the other language */
    var links = document.querySelectorAll('a[data-hydra-lang]');
    for (var i = 0; i < links.length; i++) {
      try {
        var here = new URLSearchParams(window.location.search);
        if (name) { here.set('name', name); }
        here.set('lang', links[i].getAttribute('data-hydra-lang'));
        links[i].setAttribute('href', '?' + here.toString() + window.location.hash);
      } catch (e) { /* the link as the page made it */ }
    }
  }
  function keep() {
    var name = learner(), lang = chosenLanguage();
    switches(name);
    if (!name && !lang) { return; }
    // the address follows the mark when the mark changes: a page that writes its own address
    // (widgets.common.query.address_html) may do so a moment before its mark is drawn again, and the mark's
    // old name then must not take the address back
    var mark = marked();
    if (mark && mark !== written) {
      written = mark;
      try {
        var here = new URLSearchParams(window.location.search);
        if (here.get('name') !== mark) {
          here.set('name', mark);
          window.history.replaceState(window.history.state, '',
            window.location.pathname + '?' + here.toString() + window.location.hash);
        }
      } catch (e) { /* an address that cannot change keeps its own */ }
    }
    var links = document.querySelectorAll('a[href]');
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute('href') || '';
      if (!PAGE.test(href) || links[i].hasAttribute('data-hydra-lang')) { continue; }
      var next = withQuery(href, {name: name, lang: lang});
      if (next !== null) { links[i].setAttribute('href', next); }
    }
  }
  var timer = null;
  function soon() { if (timer === null) { timer = setTimeout(function () { timer = null; keep(); }, 50); } }
  keep();
  new MutationObserver(soon).observe(document.documentElement, {childList: true, subtree: true});
  document.addEventListener('click', function (ev) {          // a link made a moment ago
    var a = ev.target && ev.target.closest ? ev.target.closest('a[href]') : null;
    if (a) { keep(); }
  }, true);
  window.__hydraLearner = learner;
})();"""


def keep_name_script() -> str:
    """The script's source (JavaScript)."""
    return _SCRIPT


def keep_name_html() -> str:
    """The script, for a page's HTML (the navigation bar carries it)."""
    return script_html("keep-name", keep_name_script())


def name_mark(name: str | None) -> str:
    """A hidden mark of the learner's name, for a page whose learner typed it in (no ``?name=``)."""
    return f'<span hidden data-hydra-name="{esc(name)}"></span>' if name else ""
