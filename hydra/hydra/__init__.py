"""Hydra's own rules: one game among the games, in its folder like the others (``hydra/<game>/``).

Its cards and deck, tricks, deal, parties, calls (solos and the Antrag), scoring, round, record,
match, players, the seat's knowledge, odds and its card pictures. The package ``hydra`` names the
stable public ones at its top (``hydra.Card``, ``hydra.parse_cards``, ``hydra.trick_winner``,
``hydra.legal_cards``, ``hydra.form_parties``, ``hydra.replay``, ``hydra.Round`` and the rest), as
the rulings' public interface promises.
"""
