"""The teacher's key in a cookie (:mod:`tutor.classroom.key`): the HTML that sets or removes it.

Drawn in a widget's HTML (the dashboard's address writer), a broken image's ``onerror`` runs each
time it is drawn (as :func:`widgets.common.query.address_html`): it sets each named cookie to its
value, or removes it where the value is None, for the folder of the page's address (the tutor's
pages, ``/voila/render/``; under JupyterHub ``/user/NAME/voila/render/``), ``SameSite=Strict``,
``Secure`` on https, for ``max_age`` seconds.

>>> html = key_cookie_html({"hydra-teacher-K7QM3": "9f3c", "hydra-teacher-ABCDE": None}, 3600)
>>> 'class="hydra-teacher-key"' in html and "9f3c" in html and "max-age=" in html
True
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping

__all__ = ["key_cookie_html"]

_COOKIE_JS = ("try{var c=JSON.parse(this.getAttribute('data-cookies'));var age=+this.getAttribute('data-age');"
              "var p=window.location.pathname;p=p.slice(0,p.lastIndexOf('/')+1)||'/';"
              "var tail='; path='+p+'; samesite=strict'+(window.location.protocol==='https:'?'; secure':'');"
              "for(var k in c){document.cookie=k+'='+(c[k]===null?'':encodeURIComponent(c[k]))"
              "+tail+'; max-age='+(c[k]===null?0:age)}}catch(e){}")


def key_cookie_html(cookies: Mapping[str, str | None], max_age: int) -> str:
    """HTML that sets ``cookies`` (name -> value; None removes it) for the page's folder."""
    data = html.escape(json.dumps(dict(cookies)), quote=True)
    return (f'<img class="hydra-teacher-key" src="data:," alt="" hidden style="display:none" '
            f'data-cookies="{data}" data-age="{int(max_age)}" onerror="{html.escape(_COOKIE_JS, quote=True)}">')
