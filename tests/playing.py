"""Whole hands between computer players, for tests: ``play_hands(Match.new("big2", seed=7), bots)``.

Why one driver: every game's bot tests play whole seeded hands and check each
decision, and they used to carry their own copy of this loop. Here the loop is
written once, through a :class:`~engine.match.Match` (so every action lands in
its record), and each bot sees only what a person in its seat may see: its
seat's observation and legal list, as at the table.

Several seats may be asked at once (升级's deal: anyone with a trump may
declare before the next card is dealt): they answer in turn, the first that
does something other than pass is applied, and when all have passed the table
moves on (deals the next card). Between hands the table deals the next hand.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from engine.actions import Action, NextHand
from engine.game import TABLE, GameState
from engine.match import Match

HAND_ENDS = ("hand_over", "match_over")

#: Called as ``watch(state, seat, observation, action)`` before each bot's action is applied.
Watch = Callable[[GameState, int, Any, Action], None]


def play_hands(match: Match, bots: Sequence, hands: int = 1, *, rng: random.Random | None = None,
               as_list: bool = False, listed: bool = True, watch: Watch | None = None,
               deal_next: bool = False) -> Match:
    """Play ``hands`` more hands of ``match`` (fewer if the match ends first) with ``bots[seat]``
    deciding for each seat, and return the match. A match at a hand's end first deals the next.

    ``rng``: the generator every bot draws from (default: one seeded with the match's seed).
    ``as_list``: bots get the legal actions as a plain list, not the engine's own sequence.
    ``listed``: each chosen action must be an entry of the list it was given (the very object
    unless ``as_list``); 升级 leaves some legal throws out of its list, so its tests pass False
    and the rules alone judge. ``watch``: the test's own look at each decision.
    ``deal_next``: after the last hand, deal the next one too (as 下一局 does at the table).
    """
    state = match.state
    rng = random.Random(match.seed) if rng is None else rng
    for _ in range(hands):
        if state.is_match_over:
            break
        if state.phase == "hand_over":
            match.apply(TABLE, _next_hand(state))
        _play_hand(match, bots, rng, as_list, listed, watch)
    if deal_next and state.phase == "hand_over":
        match.apply(TABLE, _next_hand(state))
    return match


def _play_hand(match: Match, bots: Sequence, rng: random.Random, as_list: bool, listed: bool,
               watch: Watch | None) -> None:
    """Play the current hand to its end (``hand_over`` or ``match_over``)."""
    state = match.state
    waiting: tuple[tuple[int, ...], set[int]] = ((), set())   # seats asked at once, and who passed
    while state.phase not in HAND_ENDS:
        acting = state.to_act()
        passed = waiting[1] if waiting[0] == acting else set()
        seat = next((s for s in acting if s not in passed and s != TABLE), TABLE)
        if seat == TABLE:
            action = state.legal_actions(TABLE)[0]
        else:
            action = _decision(state, bots[seat], seat, rng, as_list, listed, watch)
        events = match.apply(seat, action)
        waiting = (acting, set() if events else passed | {seat})


def _decision(state: GameState, bot, seat: int, rng: random.Random, as_list: bool, listed: bool,
              watch: Watch | None) -> Action:
    """What ``bot`` does in ``seat``, seeing that seat's observation and legal list only."""
    observation = state.observe(seat)
    legal = state.legal_actions(seat)
    if as_list:
        legal = list(legal)
    action = bot.choose(observation, legal, rng)
    if listed:
        assert action in legal, (state.phase, seat, action)
        if not as_list:
            assert any(action is entry for entry in legal), (state.phase, seat, action)
    if watch is not None:
        watch(state, seat, observation, action)
    return action


def _next_hand(state: GameState) -> Action:
    """The table's move between hands: the next hand (21点 also lists leaving the table)."""
    legal = state.legal_actions(TABLE)
    return next((a for a in legal if isinstance(a, NextHand)), legal[0])


def decide(bot, state: GameState, seat: int, seed: int = 0) -> Action:
    """What ``bot`` does in ``seat`` of a hand-made position, checked to be an action the engine
    lists for that seat (a test's one-off question, where :func:`play_hands` plays whole hands)."""
    legal = state.legal_actions(seat)
    action = bot.choose(state.observe(seat), legal, random.Random(seed))
    assert action in legal, (state.phase, seat, action)
    return action


def ranks_of(action: Action) -> list[int]:
    """The ranks an action plays, low to high (nothing for a pass or a call)."""
    cards = getattr(action, "cards", None)
    return sorted(card.rank for card in cards) if cards else []
