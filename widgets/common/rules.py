"""A rule in place (issue 34): where an explanation cites a rule, a small link that opens the rule where
it stands, with the rules text's own sentence (German) and what it says in English, never the bare id.

A ``<details>``: a tap (or a click, or Enter) opens and closes it, on a phone too, without a script;
its summary is a target of at least 44 px (reaching 12 px into the lines above and below, so that a
line with a rule grows by little: the hand on a phone's table stays on the first screen), its label
wraps. Only the summary's invisible padding reaches beyond the line: its 12 px above and below are padding
around the label, not a minimum height, so a label that wraps to two lines takes two lines' room and
never overlaps the words above it. Every game's ids work (``R2``, ``rules: Wer erhält den Stich``, ``D7``,
``hausrunde 3.1``, ``F9``, ``P7``): :func:`tutor.rulebook.rule_text` finds their sentences.
:data:`RULE_STYLE` is carried by every page's navigation bar and the step player.

>>> html = cited_html("Of two equal cards the first one played wins (R2).")
>>> "(R2)" in html, '<details class="hr-rule">' in html, "Werden zwei gleiche Karten" in html
(False, True, True)
>>> cited_html("a <b> (hausrunde 3.1)").startswith("a &lt;b&gt; <details")
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hydra.core.i18n import _, language
from tutor.rulebook import Cited, RuleText, citations, page_title, rule_text

from .base import esc

__all__ = ["RULE_STYLE", "rule_in_place_html", "rule_name", "cited_html", "rules_in_place_html", "rules_folded_html"]

RULE_STYLE = """<style>
details.hr-rule{display:inline-block;vertical-align:middle;max-width:100%;font-size:inherit;margin:-12px 0}
details.hr-rule[open]{display:block;margin:0}
details.hr-rule>summary{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;
 box-sizing:border-box;padding:12px 6px;margin:0 2px;cursor:pointer;list-style:none;color:#1a4f9c;font-size:14px;
 font-weight:600;vertical-align:middle;-webkit-tap-highlight-color:rgba(26,79,156,.2)}
details.hr-rule>summary::-webkit-details-marker{display:none}
details.hr-rule>summary>span{border:1px solid #9db4d8;background:#eef3fb;border-radius:12px;padding:2px 9px;
 line-height:1.3;white-space:normal;overflow-wrap:anywhere}
details.hr-rule[open]>summary>span{background:#1a4f9c;color:#fff}
details.hr-rule>summary:focus-visible{outline:3px solid #ffb300}
details.hr-rule .hr-say{display:block;margin:2px 0 8px 0;padding:6px 10px;background:#f4f7fb;color:#1d1d1d;
 border-left:4px solid #1a4f9c;border-radius:4px;font-size:15px;font-weight:400;line-height:1.4;max-width:40em;
 white-space:normal;text-align:left}
details.hr-rule .hr-de{font-style:italic}
details.hr-rule .hr-en{margin-top:4px}
</style>"""


def _label(rules: Sequence[RuleText]) -> str:
    titles = [t for t in dict.fromkeys(page_title(r) for r in rules) if t]
    if not titles:
        return _("Rule")
    if len(titles) == 1:
        return _("rule: {title}").format(title=titles[0])
    return _("rules: {titles}").format(titles=", ".join(titles))


def rule_name(rule: str) -> str:
    """A cited rule's name in the learner's language (see :func:`tutor.rulebook.page_title`).

    >>> rule_name("R2"), rule_name("rules: Bedienen")
    ('equal cards', 'following suit')
    """
    return page_title(rule_text(rule)) or _("Rule")


def _inner(sentence: str) -> str:
    """A sentence to quote: without the rules text's emphasis, its own quotes as quotes within a quote
    (‚Schweinen‘)."""
    return sentence.replace("*", "").translate(str.maketrans("„“”", "‚‚‘"))


def _say(rule: RuleText) -> str:
    """The rule's first sentence in the rules text (German, as written), then its English: a quote always has
    its English right after it (a ruling that rests on several sentences says them all in its English); on a
    German page the quote alone."""
    german = "".join(f'<span class="hr-de" lang="de" style="display:block">„{esc(_inner(g))}“</span>'
                     for g in rule.german[:1])
    english = f'<span class="hr-en" style="display:block">{esc(rule.english)}</span>' if rule.english else ""
    if german and language() != "en":
        english = ""                       # a German page quotes the rule as written, needing no translation
    return german + english


def rule_in_place_html(rules: Sequence[str | RuleText], label: str = "") -> str:
    """The link that opens ``rules`` (ids as cited, or their texts) in place: "rule: equal cards" (or
    ``label``)."""
    texts = [r if isinstance(r, RuleText) else rule_text(r) for r in rules]
    if not texts:
        return ""
    body = "".join(_say(r) for r in texts) or esc(_("The rules text says nothing more here."))
    return (f'<details class="hr-rule"><summary><span>{esc(label or _label(texts))}</span></summary>'
            f'<span class="hr-say">{body}</span></details>')


def cited_html(text: str, words: Callable[[str], str] = esc) -> str:
    """``text`` as HTML with each bracket of citations made a rule in place; the rest of the words
    through ``words`` (default: escaped; e.g. :func:`widgets.common.words.words_in_text`)."""
    out = []
    parts = citations(text)
    for i, part in enumerate(parts):
        if isinstance(part, Cited):
            rest = f" ({esc(part.rest)})" if part.rest else ""
            after = parts[i + 1] if i + 1 < len(parts) else ""
            stop = after[:1] if isinstance(after, str) and after[:1] in ".,;:!?" else ""
            out.append(rest + esc(stop) + " " + rule_in_place_html(part.rules))     # the link after the stop
        else:
            out.append(words(part[1:] if i and isinstance(parts[i - 1], Cited) and part[:1] in ".,;:!?" else part))
    return "".join(out)


def rules_in_place_html(rules: Sequence[str]) -> str:
    """One link per cited rule (a feedback's ``rules``), each opening in place."""
    return " ".join(rule_in_place_html([r]) for r in dict.fromkeys(rules))


def rules_folded_html(rules: Sequence[str]) -> str:
    """A finished trick's rules as one short link that opens them all in place, each rule once: "the rule"
    for one, "the 3 rules" for more (beside the trick's cards: the hand stays on a phone's first screen and
    a tap on the trick takes it away, never opens a long link by chance).

    >>> "the rule<" in rules_folded_html(["R2", "R2"]), "the 2 rules" in rules_folded_html(["R1", "R2"])
    (True, True)
    """
    texts = list({t.title: t for t in (rule_text(r) for r in dict.fromkeys(rules))}.values())
    if len(texts) < 2:
        return rule_in_place_html(texts, _("the rule"))
    return rule_in_place_html(texts, _("the {n} rules").format(n=len(texts)))
