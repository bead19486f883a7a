"""One conformance test for every registered variant (DESIGN.md § tests, § Growing …).

Seeded play-outs through :class:`engine.match.Match`. Each case (a variant; where the seat
count varies, its fewest and its most seats) plays one match per entry of ``PLANS``: the
default options, and every option at once at its next choices (so that settings such
as the hot-seat forms, 升级's ``declare_timing`` "after" or 四川麻将's ``claim_asking``
"everyone", are played too); chosen either uniformly among the legal actions, or by the
variant's normal computer players (``ai.registry``) from their observations — uniform play
alone almost never wins a mahjong hand, so winners' views, 躺 and 抢杠 would go unchecked.
The decider is the first seat of ``to_act()`` (``TABLE`` when nobody is to act; a seat whose
answer changed nothing and announced nothing — 升级's "not now" while the cards are dealt
— is passed over until something happens, so claim windows and all-at-once choices are
answered one seat after another). Checked:

- ``inventory()`` holds the same cards or tiles after every action;
- every listed legal action validates (the first hands; per decision the first
  ``VALIDATE_HEAD`` and a random ``VALIDATE_SAMPLE`` of the rest);
- for every seat and a spectator, neither the observation nor the events the seat may see
  show anything of ``secrets(seat)`` (after every action of the first hand, then every
  ``LEAK_EVERY`` actions and at each hand's end). ``secrets`` returns a set (cards are
  physical: membership) or a Counter (mahjong tiles are kinds: for each kind, no one
  place — one tuple, list or set; a lone value counts 1 — may show more copies than
  the inventory holds minus the secret ones);
- for a ``zero_sum`` variant every hand's deltas (``hand_over``'s ``deltas`` or
  ``result.deltas``) sum to 0, and so does the change of ``state.scores`` over the hand;
- the match record, through JSON, replays to identical observations for every seat: whole,
  and halfway with ``upto=``;
- where ``spec.sample_world`` is set: a world sampled at a decision shows the deciding seat
  the very observation it came from, holds the same inventory, and lists as many legal
  actions, each accepted by the other side (a sampler may refuse a phase it does not
  serve with ValueError, as 升级's does during the deal; each case must sample worlds).

A variant whose state does not implement ``inventory`` / ``secrets`` fails here. A failure
names its seed and plan; ``playouts.run_playout(variant, seats, seed, plan, found)`` plays
that match again.

The machinery is in ``playouts.py``. The cases alternate between this file and
``test_conformance_more.py``: pytest.ini runs xdist with ``--dist loadfile``, which keeps
a file's tests on one worker, so two files let the two workers share the load.
"""
import pytest

from .playouts import cases, check_case, check_sampled_worlds, sampled_variants

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("variant, seats", cases()[0::2])
def test_playouts_keep_the_invariants(variant, seats):
    check_case(variant, seats)


@pytest.mark.parametrize("variant", sampled_variants())
def test_sampled_worlds_agree_with_their_observation(variant):
    check_sampled_worlds(variant)
