"""Numbers as the learner's language writes them (issue 33), through Babel's formatting: ``0.5`` is
"0.5" in English and "0,5" in German, ``12345`` is "12,345" and "12.345", a share of 0.123 is "12.3%" and
"12,3 %". The language is the page's (``hydra.core.i18n.language()``, set by :func:`tutor.language.page_language`).

>>> from hydra.core.i18n import set_language
>>> set_language("en"); decimal(4.5, 1), whole(12345), percent(0.1234, 2)
'en'
('4.5', '12,345', '12.34%')
>>> set_language("de"); decimal(4.5, 1), whole(12345), percent(0.1234, 2)
'de'
('4,5', '12.345', '12,34\\xa0%')
>>> set_language("en")
'en'
"""

from __future__ import annotations

from babel import Locale
from babel.numbers import format_decimal, format_percent

from hydra.core.i18n import language

__all__ = ["decimal", "whole", "percent"]


def _pattern(digits: int) -> str:
    return "#,##0" + ("." + "0" * digits if digits > 0 else "")


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with exactly ``digits`` decimals (thousands grouped), in the learner's language."""
    return str(format_decimal(value, format=_pattern(digits), locale=language(), decimal_quantization=True))


def whole(value: int) -> str:
    """A whole number with its thousands grouped, in the learner's language."""
    return str(format_decimal(value, format="#,##0", locale=language()))


def percent(share: float, digits: int = 1) -> str:
    """A share (0.25 is a quarter) as a percentage with ``digits`` decimals, in the learner's language (its
    own pattern: German puts a space before the sign)."""
    pattern = Locale.parse(language()).percent_formats[None].pattern            # "#,##0%", "#,##0\xa0%"
    if digits > 0:
        pattern = pattern.replace("0", "0." + "0" * digits, 1)
    return str(format_percent(share, format=pattern, locale=language(), decimal_quantization=True))
