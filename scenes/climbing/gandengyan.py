"""干瞪眼's overlay (家家摸牌 ``gandengyan`` and 赢家摸牌 ``gandengyan-winner``): 2 to 6 seats.

Reads the viewer's ``GandengyanObservation`` (the shared climbing fields plus ``rules,
dealer, stock_count, base, bombs, doublings, card_value, plays, shut_out,
history_readings``) and the public ``GandengyanResult`` (``winner, left, base, bombs,
doublings, card_value, shut_out, paid, lines, deltas``).

What it adds to the shared table:

- the top centre: the stock as a back with its count, the bombs played (× what they
  multiply) and the current card value (base × 2^N);
- 庄 on the dealer (6 cards, leads); at the end of the hand 先出完 on the winner, 关墩墩 on
  a shut-out loser in 赢家摸牌 (pays double), 剩一张 on a one-card loser in 家家摸牌 (pays 0);
- the beat-by-one rule in the status line when the viewer must answer a play ("要 8 或 2
  才能管 7，或者炸弹"), from the lead's rank, so the player never has to guess;
- the jokers: a play with jokers is read through the reading chooser, from the engine's
  ``state.readings(seat, cards)`` (``(reading, Combo)`` pairs, a reading naming one natural
  rank per joker), each option showing what the jokers stand for (王→8);
- the draws: a card flies from the stock to each seat that draws (animation ``draw``),
  the log says how many are left;
- the result: who went out first, the doublings, each loser's cards × value (the
  engine's ``gdy_*`` lines, their words in ``scenes/strings/climbing_table.py``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.actions import Play
from engine.cards import RANK_LABELS
from engine.climbing.variants.gandengyan_moves import GANDENGYAN_ORDER, TOP, TWO

from ..table import animation as anim
from ..table.view_model import Badge, Centre, Pill, SeatView, TableModel
from .overlay import ClimbingOverlay

FINISHED = ("hand_over", "match_over")
JOKERS = (15, 16)
DEALER = Badge("table.gdy.dealer", "gold", role=True)
WINNER = Badge("table.gdy.winner", "green", role=True)
SHUT_OUT = Badge("table.gdy.shut_out", "red")
ONE_CARD = Badge("table.gdy.one_card", "blue")
#: How long a card takes to fly from the stock to a seat that draws it.
DRAW_SECONDS = 0.22


def rank_label(natural: int) -> str:
    return RANK_LABELS.get(natural, str(natural))


@dataclass(frozen=True)
class GandengyanInfo:
    """干瞪眼's facts on the model (``model.stock_count``, ``model.card_value`` …)."""

    dealer: int
    stock_count: int
    base: int
    bombs: int
    doublings: int
    card_value: int
    winner_draws: bool          # 赢家摸牌 (only the round's winner draws; 关墩墩 pays double)
    lead_key: int | None        # the order index of the play to beat (its top for a chain)
    lead_chain: int             # ranks in it (1: a single, a pair or a bomb)
    has_joker: bool             # the viewer holds a joker


class GandengyanOverlay(ClimbingOverlay):
    variants = ("gandengyan", "gandengyan-winner")
    #: The layout sizes the cards for this many; longer hands (many draws) take two rows.
    max_hand = 14
    deal_cards = 6
    centre_cards = 1            # the stock, one back with its count beside it
    sort_modes = ("rank", "group")
    show_places = False
    wild_ranks = JOKERS

    # the model ------------------------------------------------------------------------------
    def info(self, obs: Any, viewer: int | None) -> GandengyanInfo:
        lead = obs.lead
        return GandengyanInfo(
            dealer=obs.dealer, stock_count=obs.stock_count, base=obs.base, bombs=len(obs.bombs),
            doublings=obs.doublings, card_value=obs.card_value,
            winner_draws=bool(getattr(obs.rules, "draws", "") == "winner"
                              or getattr(obs.rules, "variant", "") == "gandengyan-winner"),
            lead_key=lead.key if lead is not None else None, lead_chain=lead.chain if lead is not None else 0,
            has_joker=any(c.rank in JOKERS for c in obs.hand))

    def role(self, obs: Any, seat: int) -> str | None:
        return "dealer" if seat == obs.dealer else None

    def badges(self, obs: Any, seat: int) -> tuple[Badge, ...]:
        """庄 on the dealer; once the hand is over 先出完 on the winner (his role on the result),
        关墩墩 / 剩一张 where the variant's rule applied to the seat."""
        result = obs.result if obs.phase in FINISHED else None
        if result is None:
            return (DEALER,) if seat == obs.dealer else ()
        badges = []
        if seat == result.winner:
            badges.append(WINNER)
            if seat == obs.dealer:
                badges.append(Badge(DEALER.key, DEALER.style, role=False))
            return tuple(badges)
        if seat == obs.dealer:
            badges.append(DEALER)
        keys = {key for key, params, _f in result.lines if isinstance(params, dict) and params.get("seat") == seat}
        if "gdy_shut_out" in keys:
            badges.append(SHUT_OUT)
        elif "gdy_one_card" in keys:
            badges.append(ONE_CARD)
        return tuple(badges)

    def centre(self, obs: Any, viewer: int | None) -> Centre:
        """The stock (a back while cards are left), its count, the bombs and the card value."""
        pills = [Pill("table.gdy.stock", obs.stock_count)]
        if obs.bombs:
            pills.append(Pill("table.gdy.bombs", f"{len(obs.bombs)} ×{2 ** obs.doublings}"))
        pills.append(Pill("table.gdy.card_value", obs.card_value))
        return Centre(hidden=1 if obs.stock_count else 0, pills=tuple(pills),
                      flash=2 ** obs.doublings if obs.doublings else None)

    # combinations ---------------------------------------------------------------------------
    def combo_text(self, kind: str, size: int | None, tr) -> str:
        if kind == "straight":
            return tr("table.gdy.combo.straight", n=size) if size else tr("table.gdy.combo.straight_any")
        if kind == "pair_straight" and size:
            return tr("table.gdy.combo.pair_straight", n=size // 2)
        if kind == "bomb" and size:
            return tr("table.gdy.combo.bomb", n=size)
        return super().combo_text(kind, size, tr)

    def need_text(self, kind: str, size: int | None, played: int | None, tr) -> str | None:
        """A run's name says its length (3张连牌), so the refusal says the count once."""
        if kind == "straight" and size:
            return tr("table.gdy.need.straight", n=size)
        if kind == "pair_straight" and size:
            return tr("table.gdy.need.pair_straight", n=size // 2)
        return None

    # the status line: the beat-by-one rule --------------------------------------------------
    def status(self, model: TableModel, acting: SeatView, mine: bool, tr) -> tuple[str, bool] | None:
        game = model.game
        if model.phase != "play" or not mine or game is None:
            return None
        if game.lead_key is None:
            return tr("table.gdy.status.lead" if game.has_joker else "table.gdy.status.lead_plain"), True
        return self.beat_rule(model.lead_kind, game.lead_key, game.lead_chain, model.lead_size, tr), True

    def beat_rule(self, kind: str | None, key: int, chain: int, size: int, tr) -> str:
        """What beats the play on the table, in one sentence (the rule of exactly one higher)."""
        natural = GANDENGYAN_ORDER.natural
        if kind == "bomb":
            return tr("table.gdy.status.bomb")
        if chain > 1 or kind in ("straight", "pair_straight"):
            words = self.combo_text(kind, size, tr)
            if key >= TOP:
                return tr("table.gdy.status.chain_top", kind=words)
            start = natural(key - chain + 2)
            start_word = rank_label(start)
            return tr("table.gdy.status.chain", start=start_word, kind=words)
        if key >= TWO:
            return tr("table.gdy.status.two")
        lead, pair = rank_label(natural(key)), kind == "pair"
        if key + 1 >= TWO:
            return tr("table.gdy.status.pair_ace" if pair else "table.gdy.status.single_ace")
        return tr("table.gdy.status.pair" if pair else "table.gdy.status.single",
                  need=rank_label(natural(key + 1)), lead=lead)

    # the jokers: the reading chooser ----------------------------------------------------------
    def readings(self, table: Any, cards: tuple) -> list[tuple] | None:
        """Every way the raised cards with jokers may be played now, each labelled with what the
        jokers stand for (王→8); None when no joker is raised (the cards are played as they are)."""
        if table.viewer is None or not any(c.rank in JOKERS for c in cards):
            return None
        tr = table.app.tr
        return [(self.reading_label(cards, reading), Play(cards, reading), self.reading_title(combo, tr))
                for reading, combo in table.controller.readings(table.viewer, cards)]

    def reading_title(self, combo: Any, tr) -> str:
        """A reading named by its ranks, short enough for the chooser's narrow options: a chain by
        its range ("8–10"; the cards under it show the kind), else the kind and rank ("对子 K")."""
        natural = GANDENGYAN_ORDER.natural
        top = rank_label(natural(combo.key))
        if combo.chain > 1:
            return f"{rank_label(natural(combo.key - combo.chain + 1))}–{top}"
        return f"{tr.combo(combo.kind)} {top}"

    #: Which refusal explains best why no reading of the jokers can be played (most telling first).
    REFUSALS = ("joker_alone_not_last", "not_one_higher", "not_one_higher_chain", "kind_mismatch", "cannot_beat",
                "not_a_combination")

    def reading_refusal(self, table: Any, cards: tuple):
        """Why raised cards with jokers cannot be played whatever the jokers stand for: the engine's
        most telling refusal over every reading (要 6 或 2 …), instead of "name the jokers"."""
        from itertools import combinations_with_replacement

        from engine.errors import RuleError

        jokers = sum(c.rank in JOKERS for c in cards)
        if not jokers or jokers > 3 or table.viewer is None:
            return None
        found: dict[str, RuleError] = {}
        for reading in combinations_with_replacement(GANDENGYAN_ORDER.naturals[:TWO + 1], jokers):
            error = table.check(Play(tuple(cards), reading))
            if error is None:
                return None
            found.setdefault(error.reason, error)
        for code in self.REFUSALS:
            if code in found:
                return found[code]
        return next(iter(found.values()), None)

    @staticmethod
    def reading_label(cards, reading) -> tuple:
        """The cards in the order they stand for, each joker as ``(card, rank)``: 5 6 [王→7] 8."""
        naturals = [c for c in cards if c.rank not in JOKERS]
        jokers = sorted((c for c in cards if c.rank in JOKERS), key=lambda c: -c.rank)
        strength = GANDENGYAN_ORDER.index
        items = [(c, strength(c.rank)) for c in naturals]
        items += [((card, rank), strength(rank)) for card, rank in zip(jokers, reading)]
        items.sort(key=lambda item: item[1])
        return tuple(item for item, _strength in items)

    # events ------------------------------------------------------------------------------------
    def feed_event(self, feed: Any, event: Any, result: Any) -> bool:
        kind, seat, data = event.kind, event.seat, event.data
        tr = feed.tr
        if kind == "hand_started":
            feed.deal_started(data)
            dealer = data.get("dealer", 0)
            stock = data.get("stock", "")
            if dealer == feed.viewer:
                text = tr("table.gdy.log.you_deal", stock=stock)
            else:
                text = tr("table.gdy.log.hand_started", name=feed.name_of(dealer), stock=stock)
            feed.log.append(text)
            result.note = text
            return True
        if kind == "drew":
            stock = data.get("stock", "")
            feed.log.append(tr("table.gdy.log.drew", name=feed.name_of(seat), stock=stock))
            feed.queue.push("draw", DRAW_SECONDS, seat)
            feed.play_sound("click")
            return True
        if kind == "bomb":
            feed._bomb = None
            size = data.get("size")
            words = self.combo_text("bomb", size, tr)
            multiplier = data.get("multiplier", "")
            feed.log.append(tr("table.gdy.log.bomb", name=feed.name_of(seat), kind=words, multiplier=multiplier))
            feed.queue.push("bomb", anim.BOMB, seat, combo="bomb", multiplier=multiplier)
            feed.play_sound("bomb")
            return True
        return False

    # the result --------------------------------------------------------------------------------
    def result_summary(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str]:
        """"某某先出完", then "翻 2 番 ×4" when bombs doubled the cards, "关墩墩 ×2" when it cost."""
        words = [tr("result.gdy.won", name=name_of(result.winner))]
        if result.doublings:
            words.append(tr("result.gdy.doubled", n=result.doublings, factor=2 ** result.doublings))
        if any(key == "gdy_shut_out" for key, _p, _f in result.lines):
            words.append(tr("result.gdy.shut_out"))
        return words


__all__ = ["GandengyanInfo", "GandengyanOverlay"]
