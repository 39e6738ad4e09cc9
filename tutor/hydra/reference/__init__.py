"""The rules reference (issue 34): every rule of Hydra's official rules text, grouped by topic, each with
its German sentence, its English translation and an example the engine works out; searchable in
either language. The data is in :mod:`.texts`, the ways to find a rule in :mod:`.rules`, the examples
are the engine's (:mod:`.examples`); ``widgets/reference`` only draws them.

>>> [t.key for t in TOPICS][:3]
['cards', 'dealing', 'tricks']
>>> rule("hydra-on-a-fail-trick").topic
'trumps'
>>> [r.key for r in search("Stich gewinnt")] == [r.key for r in search("stich gewinnt")]
True
"""

from __future__ import annotations

from .rules import CITATIONS, RULES, TOPICS, Rule, Topic, cited, fold, rule, rule_address, rules_of, search, topic

__all__ = ["RULES", "TOPICS", "CITATIONS", "Rule", "Topic", "cited", "fold", "rule", "rule_address", "rules_of",
           "search", "topic"]
