"""A table's own Doppelkopf rule card: a rule set, its options, the named readings it plays.

A plain model (no widgets): what a table may choose (:func:`choices`), the share link's text
(:meth:`RuleCard.to_param` / :func:`parse_param`, the ``?rules=...`` of the rule card page) and
the card's rows, each marked where it differs from the other rule set. Every rule comes from
``hydra.doppelkopf`` (its rulings and :mod:`hydra.doppelkopf.compare`).

>>> card = RuleCard("hausrunde", schweine=True, picks=(("D4", "alternating"),))
>>> card.to_param()
'hausrunde~schweine~D4:alternating'
>>> parse_param(card.to_param()) == card
True
>>> parse_param("turnier")
RuleCard(rules='turnier', schweine=False, picks=())
>>> parse_param("skat")
Traceback (most recent call last):
...
ValueError: "skat" is not a rule set: the card can be for the Hausrunde (hausrunde) or the Turnier (turnier).
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.doppelkopf import RULE_SETS, RULINGS, card_name, get_game
from hydra.doppelkopf.compare import SET_NAMES, Difference, differences
from hydra.doppelkopf.compare_calls import announcements_said
from hydra.doppelkopf.compare_tricks import SCHWEINE_SAID
from hydra.core.i18n import N_, _

__all__ = ["Choice", "RuleCard", "Row", "choices", "parse_param", "read_param", "rows", "other_set", "from_query",
           "VIEWS", "shown", "share_query"]

#: The differences page's views: which rule sets a difference must set apart to be shown.
VIEWS = {"all": (N_("All differences"), ()), "dk": (N_("Hausrunde and Turnier"), ("hausrunde", "turnier")),
         "hydra": (N_("Doppelkopf and Hydra"), ("turnier", "hydra"))}


def shown(diffs: tuple[Difference, ...], view: str) -> tuple[Difference, ...]:
    """The differences a view shows: those where its two rule sets say different things.

    >>> from hydra.doppelkopf.compare import differences
    >>> len(shown(differences(), "all")) > len(shown(differences(), "dk"))
    True
    """
    pair = VIEWS[view][1]
    if not pair:
        return diffs
    return tuple(d for d in diffs if d.says_for(pair[0]) != d.says_for(pair[1]))


def share_query(card: RuleCard, name: str | None = None) -> str:
    """The query string of the card's share link.

    >>> share_query(RuleCard("hausrunde", True), "Ada")
    'rules=hausrunde~schweine&name=Ada'
    """
    import urllib.parse
    query = {"rules": card.to_param()} | ({"name": name} if name else {})
    return urllib.parse.urlencode(query, safe="~:")


@dataclass(frozen=True)
class Choice:
    """A point the text leaves open: the ruling, and the readings a table may pick (first: the
    engine's)."""
    key: str            # "D4", or "D42.2" for a ruling's second question
    ruling: str
    title: str
    options: tuple[tuple[str, str], ...]    # (reading name, its sentence)

    @property
    def default(self) -> str:
        return self.options[0][0]


def choices(rules: str) -> tuple[Choice, ...]:
    """The named readings a table of ``rules`` may choose between (rulings with two readings).

    >>> [c.key for c in choices("turnier")][:3]
    ['D20', 'D21', 'D26']
    >>> choices("hausrunde")[0].options[0][0]
    'damen-over-buben'
    """
    out = []
    for r in RULINGS.values():
        if rules not in r.rule_sets or not r.readings:
            continue
        groups = [r.readings[i:i + 2] for i in range(0, len(r.readings), 2)]
        for n, group in enumerate(groups):
            # a reading written for the other rule set ("turnier: ...") is no choice of this one
            mine = [x for x in group if not x.text.startswith(other_set(rules))]
            if len(mine) < 2:
                continue
            ordered = sorted(mine, key=lambda x: not x.chosen)
            out.append(Choice(r.id if n == 0 else f"{r.id}.{n + 1}", r.id, r.title,
                              tuple((x.name, x.text) for x in ordered)))
    return tuple(out)


@dataclass(frozen=True)
class RuleCard:
    """A table's choice: the rule set, Schweine (hausrunde only, D6), and the readings picked where
    they are not the engine's (``picks``: (choice key, reading name), sorted)."""
    rules: str = "turnier"
    schweine: bool = False
    picks: tuple[tuple[str, str], ...] = ()

    def pick(self, key: str) -> str:
        """The reading the table plays for a choice."""
        chosen = dict(self.picks).get(key)
        if chosen is not None:
            return chosen
        return {c.key: c.default for c in choices(self.rules)}[key]

    def to_param(self) -> str:
        """The text of the share link's ``rules=`` (readable, no spaces)."""
        parts = [self.rules] + (["schweine"] if self.schweine else [])
        return "~".join(parts + [f"{k}:{v}" for k, v in self.picks])

    @classmethod
    def make(cls, rules: str, schweine: bool, picks: dict[str, str]) -> RuleCard:
        """A card keeping only the picks that differ from the engine's reading."""
        defaults = {c.key: c.default for c in choices(rules)}
        kept = tuple(sorted((k, v) for k, v in picks.items() if k in defaults and v != defaults[k]))
        return cls(rules, bool(schweine) and rules == "hausrunde", kept)


def parse_param(text: str) -> RuleCard:
    """The card of a share link's ``rules=`` value; ValueError with a sentence for a learner."""
    card, problems = read_param(text)
    if problems:
        raise ValueError(problems[0])
    return card


def read_param(text: str) -> tuple[RuleCard, list[str]]:
    """The card of a share link's ``rules=`` value with every part that could be read, and a sentence for
    each part that could not (those are left out); ValueError if it names no rule set.

    >>> card, problems = read_param("hausrunde~schweine~D4:diagonal")
    >>> card.rules, card.schweine, problems[0].startswith('"diagonal" is not a reading of D4')
    ('hausrunde', True, True)
    """
    parts = [p for p in text.strip().split("~") if p]
    if not parts:
        raise ValueError(_("The link names no rule set: it should start with hausrunde or turnier."))
    rules = parts[0].lower()
    if rules not in RULE_SETS:
        raise ValueError(_('"{part}" is not a rule set: the card can be for the Hausrunde (hausrunde) '
                           "or the Turnier (turnier).").format(part=parts[0]))
    by_key = {c.key: c for c in choices(rules)}
    schweine = False
    picks: dict[str, str] = {}
    problems = []
    for part in parts[1:]:
        if part.lower() == "schweine":
            if rules != "hausrunde":
                problems.append(_("The link asks for Schweine, but the Turnier plays without them "
                                  "(„Schweinchen … gibt es nicht“: there are no Schweinchen, D6)."))
            schweine = rules == "hausrunde"
            continue
        key, _sep, name = part.partition(":")
        choice = by_key.get(key.upper())
        if choice is None and _other_sets_reading(key.upper(), name):
            continue                # an older link's pick that never applied to this rule set
        if choice is None:
            problems.append(_('"{part}" in the link is no option of the {rules}: options are '
                              "schweine (Hausrunde only) and the rulings with two readings.").format(
                                  part=part, rules=SET_NAMES[rules]))
        elif name not in dict(choice.options):
            problems.append(_('"{name}" is not a reading of {ruling} ({title}): it can be read {readings}.').format(
                name=name, ruling=choice.ruling, title=_(choice.title),
                readings=_(" or ").join(n for n, _said in choice.options)))
        else:
            picks[choice.key] = name
    return RuleCard.make(rules, schweine, picks), problems


def _other_sets_reading(ruling: str, name: str) -> bool:
    """Whether ``name`` is a reading of ``ruling`` that the card does not offer for its rule set
    (e.g. D29's turnier-normal on a Hausrunde link made before it was left out)."""
    r = RULINGS.get(ruling)
    return r is not None and any(x.name == name for x in r.readings)


def from_query(query: str | None) -> tuple[RuleCard, str | None]:
    """The card a page's query string asks for (``rules=...``), and a sentence if the link was
    bad (then the default card).

    >>> from_query("rules=hausrunde~schweine")[0].schweine
    True
    >>> print(from_query("rules=tunier")[1])  # doctest: +NORMALIZE_WHITESPACE
    This link could not be read. "tunier" is not a rule set: the card can be for the Hausrunde
    (hausrunde) or the Turnier (turnier). Here is the Turnier card instead.
    """
    from tutor.links import query_value
    value = query_value(query or "", "rules")
    if value is None:
        return RuleCard(), None
    try:
        card, problems = read_param(value)
    except ValueError as err:
        return RuleCard(), _("This link could not be read. {why} Here is the Turnier card instead.").format(why=err)
    if not problems:
        return card, None
    kept = (_("{rules} with Schweine") if card.schweine else "{rules}").format(rules=SET_NAMES[card.rules])
    return card, _("This link could not be read in full. {why} Here is the card of the rest of the "
                   "link: the {kept}.").format(why=" ".join(problems), kept=kept)


def other_set(rules: str) -> str:
    return "turnier" if rules == "hausrunde" else "hausrunde"


@dataclass(frozen=True)
class Row:
    """One line of the card: a topic, what this table plays, the rules, and whether (and how) the
    other rule set differs."""
    topic: str
    text: str
    rules: tuple[str, ...]
    differs: bool
    other: str


def rows(card: RuleCard) -> tuple[Row, ...]:
    """The card's lines, from the differences (Hydra's side left out) and the table's options.

    >>> [r.topic for r in rows(RuleCard("turnier")) if r.differs][:2]
    ['Two equal cards', 'Schweine (both Karo-Asse in one hand)']
    >>> [r.differs for r in rows(RuleCard("turnier")) if r.topic == "The deck"]
    [False]
    >>> rows(RuleCard("hausrunde", schweine=True))[1].text[:50]
    'with Schweine, from the top: Karo-As (SD) > Herz-1'
    """
    other = other_set(card.rules)
    out: list[Row] = []
    d: Difference
    for d in differences():
        mine, theirs = d.says_for(card.rules), d.says_for(other)
        if d.key == "normal-trumps" and card.schweine:           # D6: both Karo-Asse on top
            ladder = get_game("normal", "hausrunde", schweine=True).ladder()
            mine = _("with Schweine, from the top: {ladder}").format(ladder=" > ".join(card_name(c) for c in ladder))
        if d.key == "mixed-solo" and card.rules == "hausrunde":    # D4: the table's reading
            pick = card.pick("D4")
            mine = _("all Damen and Buben are trumps; our reading ({pick}): {said}").format(pick=pick, said=_(dict(
                next(c for c in choices("hausrunde") if c.key == "D4").options)[pick]))
        if d.key == "announcements":                              # D13: the table's reading
            mine = announcements_said(card.rules, card.pick("D13") if card.rules == "hausrunde" else "trick")
        if d.key == "schweine" and card.rules == "hausrunde":
            mine = (_("played at this table: {schweine}").format(schweine=_(SCHWEINE_SAID)) if card.schweine
                    else _("not played at this table"))
        ids = tuple(r for r in d.rules if not r.startswith("R"))
        out.append(Row(d.topic, mine, ids, mine != theirs, theirs))
    return tuple(out)
