"""What every view of the tutor shares: HTML escaping and static snapshots
(:mod:`~widgets.common.base`), card faces (:mod:`~widgets.common.faces`) and clickable cards
and hands (:mod:`~widgets.common.cards`)."""
