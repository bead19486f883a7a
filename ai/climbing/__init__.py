"""Bot plumbing every climbing game shares (斗地主, 锄大地, 双扣, 干瞪眼 …).

:mod:`.plumbing`: the phase dispatch of a climbing bot and the way back from
a chosen move to the very action the engine listed (:func:`~.plumbing.as_legal`).
:mod:`.search`: the hard players' search loop over sampled worlds and the
play-out of a :class:`~engine.climbing.round.Round` with a policy.

What a game's bots know of its cards (decomposition, counting, the lead and
follow policy) lives beside this, in the game's own package (``ai/big2/`` …).
"""
from .plumbing import ClimbingBot, as_legal
from .search import SearchOutcome, SearchSettings, current_settings, play_out, search

__all__ = ["ClimbingBot", "as_legal", "SearchSettings", "SearchOutcome", "current_settings", "search", "play_out"]
