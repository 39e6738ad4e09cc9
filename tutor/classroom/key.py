"""Where the teacher's key of an open class is kept: a cookie of the tutor's pages, not the address.

The teacher's dashboard continues an open class after a reload (F5) only with the class's code and
the teacher's key (:meth:`tutor.classroom.ClassStore.resume`). The code is in the page's address
(``teacher.ipynb?scenario=...&class=K7QM3``), which a projector shows to the room; the key is not:
the dashboard keeps it in a cookie named for the class (:func:`cookie_name`), scoped to the folder
of the tutor's pages, ``SameSite=Strict``, for the class's lifetime. The browser sends it with the
reload's request, Voilà passes the request's ``Cookie`` header to the page's kernel as
``HTTP_COOKIE`` (``--VoilaConfiguration.http_header_envs`` in scripts/voila-flags) and the dashboard
reads the key from it (:func:`key_from_cookies`). Another browser, a learner's phone opening the
same address, has no such cookie: it cannot push, reveal or end the class. An old link with
``&teacher=KEY`` still works: the dashboard takes the key, keeps it in the cookie and takes it out
of the address.

>>> header = f"_xsrf=2|ab; {cookie_name('K7QM3')}=9f3c1e2d4b5a6978; other=1"
>>> key_from_cookies(header, "k7qm3")
'9f3c1e2d4b5a6978'
>>> key_from_cookies(header, "ZZZZZ"), key_from_cookies("", "K7QM3"), key_from_cookies("garbage;;=", "K7QM3")
('', '', '')
"""

from __future__ import annotations

__all__ = ["COOKIE_PREFIX", "COOKIE_ENV", "KEY_MAX", "cookie_name", "key_from_cookies"]

#: The cookie of the class ``CODE`` is ``hydra-teacher-CODE``.
COOKIE_PREFIX = "hydra-teacher-"
#: Where Voilà puts the request's ``Cookie`` header in the kernel's environment (RFC 3875, 4.1.18).
COOKIE_ENV = "HTTP_COOKIE"
#: A teacher's key is 16 hex digits (:meth:`tutor.classroom.ClassStore.open_class`); longer is cut.
KEY_MAX = 32


def cookie_name(code: str) -> str:
    """The cookie that keeps the teacher's key of the class ``code`` (upper case, as codes are shown).

    >>> cookie_name("k7qm3")
    'hydra-teacher-K7QM3'
    """
    return COOKIE_PREFIX + "".join(ch for ch in code.upper() if ch.isalnum())[:12]


def key_from_cookies(header: str, code: str) -> str:
    """The teacher's key of the class ``code`` in a ``Cookie`` header, "" if it has none."""
    wanted = cookie_name(code)
    for part in (header or "").split(";"):
        name, sep, value = part.strip().partition("=")
        if sep and name == wanted:
            value = value.strip().strip('"')
            if value.isalnum():
                return value[:KEY_MAX]
    return ""
