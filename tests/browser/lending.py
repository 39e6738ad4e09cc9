"""Contexts and their pages lent again from one browser test to the next (``conftest.open_local_page``).

A test's context, once it closes it, waits in :data:`FREE_CONTEXTS` for the next test that asks for the same
options: its storage, cookies and permissions are cleared, but its HTTP cache stays (a page's hundred-odd
scripts come from memory). The page it was lent with comes back too, emptied: about:blank, none of the last
test's listeners, the context's window size, its tab's session storage cleared. Its renderer keeps the
scripts it compiled: a page load there cost the machine 1.0-1.1 CPU-s against 1.7-1.9 in a new page
(8 loads of the glossary, twice each way). A page whose test routed its requests, changed its media or added
scripts (:data:`PAGE_TAINTS`) is closed instead.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable

__all__ = ["FREE_CONTEXTS", "STORAGE_TYPES", "PAGE_TAINTS", "new_context", "lend_page"]

#: Contexts of :func:`open_local_page` a test closed, kept for the next test that asks for the same options (by
#: browser and options): see :func:`tests.browser.conftest.open_local_page`.
FREE_CONTEXTS: dict[tuple[int, str], list] = {}
#: What a context given back forgets of its test: every site's storage but the HTTP cache (a page's scripts).
STORAGE_TYPES = ("cookies,local_storage,indexeddb,websql,file_systems,service_workers,cache_storage,"
                 "shared_storage,storage_buckets")
#: What a test may do to its page that a page lent again would carry on: such a page is closed when its test
#: is done, not lent again (:func:`lend_page`).
PAGE_TAINTS = ("route", "route_web_socket", "emulate_media", "add_init_script", "expose_binding",
               "expose_function", "set_extra_http_headers")


def new_context(browser, options: dict, key: tuple[int, str], init_script: str, remember: Callable[[object], None]):
    """A new context with ``options``, running ``init_script`` in each of its pages, whose ``close`` gives it
    back to :data:`FREE_CONTEXTS` under ``key``; ``remember(page)`` is told of each page before it is emptied
    or closed (what a failed test's report shows)."""
    context = browser.new_context(**options)
    context.add_init_script(init_script)
    context.hydra_lent = False
    context.hydra_page = None                       # the page lent with it (see lend_page)
    close = context.close

    def give_back(*args, **kwargs):
        """The test is done with it: its storage is cleared, its pages are closed but the one it was lent
        with, which is emptied (about:blank, no listener of the test, the context's window size), and it
        waits in :data:`FREE_CONTEXTS` for the next test (closed for good where that fails)."""
        if not context.hydra_lent:                  # given back already (or never lent): nothing to do
            return None
        context.hydra_lent = False
        try:
            origins = set()
            for each in list(context.pages):
                remember(each)
                parts = urllib.parse.urlsplit(each.url)
                if parts.scheme in ("http", "https"):
                    origins.add(f"{parts.scheme}://{parts.netloc}")
            if origins:
                cdp = context.new_cdp_session(context.pages[0])
                for origin in origins:
                    cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": STORAGE_TYPES})
                cdp.detach()
            kept = context.hydra_page
            context.hydra_page = None
            if kept is not None and (kept.is_closed() or getattr(kept, "hydra_tainted", False)):
                kept = None
            if kept is not None:
                try:
                    # the tab's own storage; and no shutdown beacon from Voilà's page as it goes (its answer would
                    # set the server's cookie after the context's were cleared: seen once in CI)
                    kept.evaluate("() => { try { sessionStorage.clear(); } catch (e) {} "
                                  "navigator.sendBeacon = () => true; }")
                    for event, handler in kept.hydra_handlers:
                        kept.remove_listener(event, handler)
                    kept.goto("about:blank")
                    kept.set_viewport_size(options["viewport"])
                except Exception:                   # a crashed or stuck page: closed, not lent again
                    kept = None
            for each in list(context.pages):
                if each is not kept:
                    each.close()
            context.clear_cookies()
            context.clear_permissions()
            context.unroute_all(behavior="ignoreErrors")
            context.hydra_kept = kept
        except Exception:                           # a crashed or closed context: never lent again
            return close(*args, **kwargs)
        FREE_CONTEXTS.setdefault(key, []).append(context)
        return None
    context.close = give_back
    context.hydra_kept = None
    return context


def lend_page(context):
    """The context's page for a test: the one it was given back with (its renderer process, with the scripts
    it compiled, lives on: a new page's first load costs Chromium 0.7 CPU-s more than a load in a page that
    loaded the tutor before), else a new one. A page whose test routed its requests, changed its media or
    added scripts to it (:data:`PAGE_TAINTS`) is closed at the end instead."""
    page = context.hydra_kept
    context.hydra_kept = None
    if page is None or page.is_closed():
        page = context.new_page()
    page.hydra_tainted = False
    for name in PAGE_TAINTS:
        method = getattr(type(page), name, None)
        if method is None:
            continue

        def tainting(*args, _method=method, **kwargs):
            page.hydra_tainted = True
            return _method(page, *args, **kwargs)
        setattr(page, name, tainting)
    context.hydra_page = page
    return page
