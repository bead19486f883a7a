"""Fit 打撇's bidding, 倒 and answer on seeded play-outs (run on purpose, minutes)::

    nice python -m ai.dapie.fit_bids [--deals N] [--write]

1. **Play-outs.** Seeded random deals; for every deal and every seat, that seat declares
   with the trump its bid estimate prefers, takes the kitty, puts back as the normal player
   does and the hand is played out by the normal rules, every seat playing on what it could
   count (:func:`.rollout.play_out`). The card play never looks at the contract or the
   stakes, so one play-out per (deal, declarer) says how the hand ends under any bidding.
2. **Lines.** Least squares of the declarer's points on the bid estimate (before the kitty)
   and on the play estimate (after it), and — on the auctions replayed below — of the
   declarer's points on what a 撇家 sees (:func:`.bidding.defence_features`).
3. **Auctions replayed.** A first hand is up to three consecutive deals with one dealer:
   the four seats bid (by :mod:`.bidding` or by the old rules kept in :class:`Old`), four
   passes deal again, the third deal's dealer must bid; the 撇家 倒 in turn, the declarer
   answers, and the engine's own score (:func:`engine.dapie.score.settle`) pays the hand
   from the play-out's points. So any rule's payments are known without playing again.
4. **Floors.** The pass floors and the 倒 threshold are searched one at a time (two
   rounds) for the largest gain of one new seat against three old ones on the same deals,
   keeping the share of forced third deals with four new players at most 15 %.

``--write`` rewrites :mod:`.bid_model` with what was found.
"""
from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, replace
from dataclasses import fields as fields_of
from pathlib import Path

from engine.dapie.position import Position
from engine.dapie.rules import KIND_A, KIND_B, MIN_BID, SEATS, DapieRules
from engine.dapie.score import concede, settle
from engine.tricks.points import card_points

from . import bid_model, bidding
from .choices import OLD_DOUBLE_ROOM, old_answer, old_bid
from .estimate import best_trump, estimate
from .fit import least_squares
from .hands import choose_put_back, defender_view
from .rollout import play_out


@dataclass(frozen=True)
class AsDeclarer:
    """One seat made declarer on one deal, and how the play-out ended."""

    trump: object
    bid_estimate: float
    play_estimate: float
    points: int
    opponent_points: int


@dataclass(frozen=True)
class Deal:
    hands: tuple
    seats: tuple  # AsDeclarer per seat
    #: (declarer, 撇家) → (the 撇家's :func:`.hands.defender_view`, his hand's play estimate) for the
    #: declarer's trump: what the new and the old 倒 read.
    views: dict


def playouts(rules: DapieRules, deals: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    deck = list(rules.deck)
    size = rules.hand_size
    out = []
    for _ in range(deals):
        rng.shuffle(deck)
        hands = tuple(tuple(deck[s * size:(s + 1) * size]) for s in range(SEATS))
        kitty = deck[SEATS * size:]
        seats = []
        for s in range(SEATS):
            trump, value = best_trump(hands[s], rules, "bid")
            full = list(hands[s]) + kitty
            back = choose_put_back(full, trump, rules, lambda rest, t: estimate(rest, t, rules, "play"))
            rest = [c for c in full if c not in back]
            held = [list(h) for h in hands]
            held[s] = rest
            pos = play_out(Position(rules.context(trump), s, held), True)
            seats.append(AsDeclarer(trump, value, estimate(rest, trump, rules, "play"),
                                    pos.declarer_points() + card_points(back), pos.opponent_points()))
        views = {(s, o): (defender_view(hands[o], seats[s].trump, rules),
                          estimate(hands[o], seats[s].trump, rules, "play"))
                 for s in range(SEATS) for o in range(SEATS) if o != s}
        out.append(Deal(hands, tuple(seats), views))
    return out


# --- the players replayed ------------------------------------------------------------------------

class New:
    """The bidding of :mod:`.bidding` with a model (the one shipped unless given)."""

    def __init__(self, variant: str, model=None) -> None:
        self.variant = variant
        self.model = model

    def _use(self):
        if self.model is not None:
            bid_model.MODELS[self.variant] = self.model

    def bid(self, seat: AsDeclarer, high, must, dealer, redeals) -> int:
        self._use()
        return bidding.choose_bid(seat.bid_estimate, self.variant, high, must, dealer, redeals).bid

    def double(self, view, contract, lone) -> bool:
        self._use()
        features = bidding.defence_features(*view[0], contract, lone)
        return bidding.choose_double(features, self.variant, contract).double

    def answer(self, seat: AsDeclarer, contract, doubled, declarer) -> str:
        self._use()
        return bidding.choose_answer(seat.play_estimate, self.variant, contract, doubled, declarer).answer


class Old:
    """The bidding before issue 30 (a margin for contracts made)."""

    def __init__(self, variant: str) -> None:
        self.rules = KIND_A if variant == "dapie" else KIND_B

    def bid(self, seat: AsDeclarer, high, must, dealer, redeals) -> int:
        return old_bid(seat.bid_estimate, high, must)

    def double(self, view, contract, lone) -> bool:
        return view[1] >= 100 - contract + OLD_DOUBLE_ROOM

    def answer(self, seat: AsDeclarer, contract, doubled, declarer) -> str:
        return old_answer(seat.play_estimate, contract, doubled, declarer, self.rules)




@dataclass
class Hand:
    deltas: tuple
    forced: bool
    declarer: int
    contract: int
    lone: bool
    deal: Deal | None


def first_hand(deals: list[Deal], dealer: int, players, rules) -> Hand:
    """Up to three deals with ``dealer``: bid, 倒, answer, pay from the play-outs."""
    for redeals, deal in enumerate(deals[:3]):
        high, high_seat, bids = 0, None, []
        for k in range(1, SEATS + 1):
            seat = (dealer + k) % SEATS
            must = redeals >= 2 and seat == dealer and not high
            value = players[seat].bid(deal.seats[seat], high, must, seat == dealer, redeals)
            if value > high:
                high, high_seat = value, seat
            bids.append(value)
        if high:
            break
    else:
        raise AssertionError("the third deal always has a declarer")
    declarer, contract = high_seat, high
    forced = redeals >= 2 and declarer == dealer and sum(1 for b in bids if b) == 1
    lone = declarer == dealer and sum(1 for b in bids if b) == 1 and contract == MIN_BID
    me = deal.seats[declarer]
    doubled = [None] * SEATS
    order = []
    for k in range(1, SEATS):
        o = (declarer + k) % SEATS
        doubled[o] = players[o].double(deal.views[(declarer, o)], contract, lone)
        if doubled[o]:
            order.append(o)
    answer = players[declarer].answer(me, contract, doubled, declarer) if order else "play_on"
    if answer == "concede":
        result = concede(declarer=declarer, contract=contract, base=1, first_doubler=order[0], kitty=())
    else:
        result = settle(declarer=declarer, contract=contract, base=1, doubled=doubled,
                        redoubled=answer == "redouble", declarer_points=me.points,
                        opponent_points=me.opponent_points, laid_down=False, failed=False, kitty=())
    return Hand(result.deltas, forced, declarer, contract, lone, deal)


def replay(deals, rules, make_players, hands: int, seed: int = 5):
    """(hand per first hand) with the players ``make_players(dealer)`` returns."""
    rng = random.Random(seed)
    out = []
    for h in range(hands):
        dealer = rng.randrange(SEATS)
        out.append(first_hand(deals[3 * h:3 * h + 3], dealer, make_players(h, dealer), rules))
    return out


def paired_gain(deals, rules, variant, model, hands) -> tuple[float, float]:
    """One new seat (each seat in turn) against three old, minus all four old: mean, SE per hand."""
    new, old = New(variant, model), Old(variant)
    base = replay(deals, rules, lambda h, d: [old] * SEATS, hands)
    diffs = []
    for seat in range(SEATS):
        mixed = replay(deals, rules, lambda h, d: [new if s == seat else old for s in range(SEATS)], hands)
        diffs += [m.deltas[seat] - b.deltas[seat] for m, b in zip(mixed, base)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    return mean, (var / n) ** 0.5


def forced_share(deals, rules, variant, model, hands) -> float:
    new = New(variant, model)
    return sum(h.forced for h in replay(deals, rules, lambda h, d: [new] * SEATS, hands)) / hands


# --- fits ----------------------------------------------------------------------------------------

def line(xs, ys):
    w, rmse = least_squares([(1.0, x) for x in xs], ys)
    return w[0], w[1], rmse


def fit_defence(deals, rules, variant, model, hands):
    """The declarer's points on a 撇家's view, over the auctions the new and old bidding make."""
    rows, ys = [], []
    for make in (lambda h, d: [New(variant, model)] * SEATS, lambda h, d: [Old(variant)] * SEATS):
        for hand in replay(deals, rules, make, hands):
            me = hand.deal.seats[hand.declarer]
            for k in range(1, SEATS):
                o = (hand.declarer + k) % SEATS
                rows.append(bidding.defence_features(*hand.deal.views[(hand.declarer, o)][0], hand.contract,
                                                     hand.lone))
                ys.append(me.points)
    w, rmse = least_squares(rows, ys)
    return tuple(round(v, 3) for v in w), round(rmse, 2)


def fit_doubled_offset(deals, rules, variant, model, hands, a, b):
    """The mean shortfall of the play line per 撇家 who doubled, on the new players' auctions."""
    new = New(variant, model)
    num = den = 0.0
    for hand in replay(deals, rules, lambda h, d: [new] * SEATS, hands):
        me = hand.deal.seats[hand.declarer]
        k = sum(1 for o in range(SEATS) if o != hand.declarer and
                new.double(hand.deal.views[(hand.declarer, o)], hand.contract, hand.lone))
        if k:
            num += (me.points - a - b * me.play_estimate) * k
            den += k * k
    return num / den if den else 0.0


def search(deals, rules, variant, model, hands, max_forced=0.15):
    def score(m):
        if forced_share(deals, rules, variant, m, hands) > max_forced:
            return -99.0
        return paired_gain(deals, rules, variant, m, hands)[0]

    grids = {"pass_floor": [-0.5, 0.0, 0.25, 0.5, 0.75, 1.0],
             "dealer_floor": [(x, y) for x in (-1.0, -0.25, 0.5) for y in (-2.0, -1.0, 0.0)],
             "double_below": [0.3, 0.35, 0.4, 0.45, 0.5, 0.55]}
    best = score(model)
    for _ in range(1):
        for name, grid in grids.items():
            for value in grid:
                trial = replace(model, **{name: value})
                s = score(trial)
                if s > best + 1e-9:
                    best, model = s, trial
            print(f"  {name} -> {getattr(model, name)}  gain {best:+.3f}", flush=True)
    return model


def fit_variant(rules, deals_n, seed):
    variant = rules.variant
    deals = playouts(rules, deals_n, seed)
    hands = deals_n // 3
    a, b, sd = line([s.bid_estimate for d in deals for s in d.seats], [s.points for d in deals for s in d.seats])
    pa, pb, psd = line([s.play_estimate for d in deals for s in d.seats], [s.points for d in deals for s in d.seats])
    model = replace(bid_model.MODELS[variant], bid_line=(round(a, 2), round(b, 3), round(sd, 2)),
                    play_line=(round(pa, 2), round(pb, 3), 0.0, round(psd, 2)))
    print(f"{variant}: bid line {model.bid_line}, play line {model.play_line}", flush=True)
    for _ in range(1):
        defence, spread = fit_defence(deals, rules, variant, model, hands)
        model = replace(model, defence=defence, defence_spread=spread)
        offset = fit_doubled_offset(deals, rules, variant, model, hands, pa, pb)
        model = replace(model, play_line=(model.play_line[0], model.play_line[1], round(offset, 2),
                                          model.play_line[3]))
        print(f"  defence {defence} ± {spread}; doubled offset {offset:+.2f}", flush=True)
        model = search(deals, rules, variant, model, hands)
    gain, error = paired_gain(deals, rules, variant, model, hands)
    print(f"{variant}: {model}\n  on the fit deals: one new seat vs three old {gain:+.3f} ± {error:.3f} SE per hand; "
          f"forced third deals {forced_share(deals, rules, variant, model, hands):.3f} (four new), "
          f"old {sum(h.forced for h in replay(deals, rules, lambda h, d: [Old(variant)] * SEATS, hands)) / hands:.3f}",
          flush=True)
    return model


def write(models) -> None:
    path = Path(__file__).with_name("bid_model.py")
    text = path.read_text(encoding="utf-8")
    head = text[:text.index("MODELS = {")]
    body = "MODELS = {\n"
    for variant, model in models.items():
        fields = ",\n".join(f"        {f.name}={getattr(model, f.name)!r}" for f in fields_of(model))
        body += f'    "{variant}": BidModel(\n{fields}),\n'
    body += "}\n"
    path.write_text(head + body, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=6000)
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--variant", choices=["dapie", "dapie-noace", "both"], default="both")
    args = parser.parse_args()
    models = dict(bid_model.MODELS)
    for rules in (KIND_A, KIND_B):
        if args.variant in (rules.variant, "both"):
            models[rules.variant] = fit_variant(rules, args.deals, 11 if rules is KIND_A else 12)
    if args.write:
        write(models)


if __name__ == "__main__":
    main()
