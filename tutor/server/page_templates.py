"""Voilà's page templates compiled once per server (issue 23: a tenth of the server's CPU per lesson
page) and before the first page (issue 34: the first learner waited half a second for them on a busy
machine). ``python -m tutor.server.serve`` calls both before it serves.

The templates are also read **without the icon font's stylesheets from a CDN** (:func:`without_cdn`):
Voilà's lab template asks cdn.jsdelivr.net for Font Awesome's stylesheets in the page's head, which
holds the page's first paint until the CDN answers or fails: on a class's network without the
internet, or a slow phone connection, that was the whole wait. Voilà's own scripts bring the same icons
(Font Awesome 4, which the widgets' ``icon=`` names), so nothing is lost.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

__all__ = ["share_compiled_templates", "precompile_templates", "without_cdn", "CDN_STYLESHEET"]

#: A ``<link rel="stylesheet">`` to a CDN, on a line of its own (Voilà's lab and reveal templates).
CDN_STYLESHEET = re.compile(r'^[ \t]*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/[^"]*"[^>]*>[ \t]*\n?',
                            re.M)


def without_cdn(source: str) -> str:
    r"""A template's ``source`` without its stylesheets from a CDN.

    >>> without_cdn('<style></style>\n  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/x/all.min.css" '
    ...             'type="text/css" />\n  {{ super() }}\n')
    '<style></style>\n  {{ super() }}\n'
    """
    return CDN_STYLESHEET.sub("", source)


def share_compiled_templates(exporter_class: type) -> None:
    """Make every ``exporter_class`` (Voilà's ``VoilaExporter``, one made for every page) keep the
    Jinja templates it compiles in one in-memory bytecode cache shared by all of them: Voilà made a
    new Jinja environment per page and compiled its templates again. A template whose source changes
    is compiled again (Jinja checks the source's checksum)."""
    import jinja2

    class MemoryBytecodeCache(jinja2.BytecodeCache):
        def __init__(self) -> None:
            self.codes: dict[str, bytes] = {}

        def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
            code = self.codes.get(bucket.key)
            if code is not None:
                bucket.bytecode_from_string(code)

        def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
            self.codes[bucket.key] = bucket.bytecode_to_string()

    if exporter_class in _SHARING:
        return
    cache = MemoryBytecodeCache()
    # nbconvert's public property: the exporter's Jinja environment, made on first use; its templates
    # are loaded through it (a plain ``type`` to mypy, hence the ignore)
    made = exporter_class.environment  # type: ignore[attr-defined]
    assert isinstance(made, property)

    class LocalLoader(jinja2.BaseLoader):
        """The exporter's loader, its templates' sources :func:`without_cdn`."""

        def __init__(self, loader: jinja2.BaseLoader) -> None:
            self.loader = loader

        # environment: Jinja's; the result: (source, filename, uptodate) as the loader gave them
        def get_source(self, environment: jinja2.Environment,
                       template: str) -> tuple[str, str | None, Callable[[], bool] | None]:
            source, filename, uptodate = self.loader.get_source(environment, template)
            return without_cdn(source), filename, uptodate

        def list_templates(self) -> list[str]:
            return self.loader.list_templates()

    # self: an instance of exporter_class, any nbconvert exporter; the value: its Jinja environment
    def environment(self: Any) -> Any:
        env = made.fget(self) if made.fget is not None else None
        if env is not None and env.bytecode_cache is None:   # before the first template is loaded
            env.bytecode_cache = cache
            if env.loader is not None and not isinstance(env.loader, LocalLoader):
                env.loader = LocalLoader(env.loader)
        return env

    exporter_class.environment = property(environment)  # type: ignore[attr-defined]  # as above
    _SHARING.add(exporter_class)


#: The exporter classes whose templates :func:`share_compiled_templates` already shares.
_SHARING: set[type] = set()


# Any: Voilà's exporter (nbconvert's TemplateExporter), untyped here
def precompile_templates(exporter: Any) -> list[str]:
    """Compile ``exporter``'s page template and every template it extends, imports or includes (by a
    constant name), as the first page would, so that the first learner does not wait for it (half a
    second on a busy machine, issue 34); with :func:`share_compiled_templates` they land in the cache
    every later exporter reads. Returns the names compiled; a name that cannot be loaded is left to
    the page (which says so as Voilà does)."""
    from jinja2 import meta

    env = exporter.environment
    todo, done = [exporter.template_file], []
    while todo:
        name = todo.pop()
        if not name or name in done:
            continue
        try:
            source = env.loader.get_source(env, name)[0]
            env.get_template(name)
        except Exception:                        # e.g. a name only the page's own context can resolve
            continue
        done.append(name)
        todo.extend(meta.find_referenced_templates(env.parse(source)))
    return done
