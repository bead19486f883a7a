"""双扣's overlay: partners opposite, places as players go out, each team's bomb multiplier.

Reads the viewer's ``ShuangkouObservation`` (the shared climbing fields plus ``teams``
— seat → team, partners opposite —, ``leader``: who led the hand, ``team_bombs``: the
翻倍 of each team's largest bomb so far) and the public ``ShuangkouResult``
(``outcome`` with ``places``, ``winners`` and 双扣/单扣/平扣, ``multiplier``, ``bomb``,
``lines`` ``sk_outcome`` / ``sk_bomb``, ``deltas``). Partners are always marked: from a
seat, its partner is 搭档 and the other two 对手; a spectator (or the table between two
people at one computer) sees 甲队 and 乙队. Places read 头游 … 末游 as players go out; at the end of a hand a seat's
place (where it has one) is its role on the result panel.
"""
from __future__ import annotations

from typing import Any, Callable

from ..table.view_model import Badge, Centre, Pill
from .overlay import FINISHED, ClimbingOverlay, place_badge

PLACE_KEYS = ("table.sk.place1", "table.sk.place2", "table.sk.place3", "table.sk.place4")


class ShuangkouOverlay(ClimbingOverlay):
    variants = ("shuangkou",)
    max_hand = 27
    deal_cards = 27
    centre_cards = 0
    sort_modes = ("rank", "group")
    show_places = True

    # the model ------------------------------------------------------------------------------
    def team_badge(self, obs: Any, seat: int) -> Badge | None:
        teams, viewer = obs.teams, obs.seat
        if viewer is None:
            return Badge("table.sk.team_a" if teams[seat] == 0 else "table.sk.team_b",
                         "green" if teams[seat] == 0 else "blue", role=True)
        if seat == viewer:
            return None
        if teams[seat] == teams[viewer]:
            return Badge("table.sk.partner", "green", role=True)
        return Badge("table.sk.opponent", "blue", role=True)

    def role(self, obs: Any, seat: int) -> str | None:
        return f"team{obs.teams[seat]}"

    def badges(self, obs: Any, seat: int) -> tuple[Badge, ...]:
        """The place (头游 …) where the seat has one, then the team (搭档 / 对手); a panel too narrow
        for both keeps the place. Once the hand is over the place is the seat's role (the result
        panel shows each seat's role)."""
        team = self.team_badge(obs, seat)
        over = obs.phase in FINISHED
        place = place_badge(obs, seat, PLACE_KEYS, "gold")
        if place is None:
            return () if team is None else (team,)
        if over:          # the place is the seat's role on the result panel
            return (place,) if team is None else (place, Badge(team.key, team.style, role=False))
        return (place,) if team is None else (place, team)

    def centre(self, obs: Any, viewer: int | None) -> Centre:
        """Each team's multiplier so far (×1 until a bomb of five or more): ours first."""
        bombs = obs.team_bombs
        if viewer is None:
            pills = (Pill("table.sk.team_a_bomb", bombs[0], "table.multiplier_value"),
                     Pill("table.sk.team_b_bomb", bombs[1], "table.multiplier_value"))
        else:
            ours = obs.teams[viewer]
            pills = (Pill("table.sk.our_bomb", bombs[ours], "table.multiplier_value"),
                     Pill("table.sk.their_bomb", bombs[1 - ours], "table.multiplier_value"))
        return Centre(pills=pills, flash=self._last_bomb_multiplier(obs))

    @staticmethod
    def _last_bomb_multiplier(obs: Any) -> int | None:
        """What the latest bomb's team now multiplies by (shown under the bomb's flash), if over ×1."""
        for seat, cards in reversed(obs.history):
            if len(cards) >= 4 and (len({c.rank for c in cards}) == 1 or all(c.is_joker for c in cards)):
                value = obs.team_bombs[obs.teams[seat]]
                return value if value > 1 else None
        return None

    def combo_text(self, kind: str, size: int | None, tr) -> str:
        if kind == "rocket":
            return tr("table.sk.rocket")
        if kind == "bomb" and size:
            return tr("table.sk.bomb_n", n=size)
        return super().combo_text(kind, size, tr)

    def bomb_word(self, kind: str) -> str:
        return "table.sk.rocket" if kind == "rocket" else "table.bomb"

    # events -----------------------------------------------------------------------------------
    def feed_event(self, feed: Any, event: Any, result: Any) -> bool:
        kind, seat, data = event.kind, event.seat, event.data
        tr = feed.tr
        if kind == "hand_started":
            feed.deal_started(data)
            leader = data.get("leader")
            if leader is not None:
                lot = data.get("drawn_by_lot", True)
                if leader == feed.viewer:
                    text = tr("table.sk.you_lead_by_lot" if lot else "table.sk.you_lead_first_out")
                else:
                    text = tr("table.sk.lead_by_lot" if lot else "table.sk.lead_first_out",
                              name=feed.name_of(leader))
                feed.log.append(text)
                result.note = text
            return True
        if kind == "went_out":
            place = int(data.get("place", 1))
            text = tr("table.sk.went_out", name=feed.name_of(seat), place=tr(PLACE_KEYS[min(place, 4) - 1]))
            feed.log.append(text)
            result.note = text
            return True
        return False

    # the result ------------------------------------------------------------------------------
    def result_summary(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str]:
        """"你、对家双扣" / "单扣" / "平扣", then "翻倍 ×3" when a bomb multiplied the hand."""
        outcome = result.outcome
        first, partner = outcome.winners
        words = [tr(f"result.sk.{outcome.outcome}", first=name_of(first), partner=name_of(partner))]
        if result.multiplier > 1:
            words.append(tr("result.sk.times", n=result.multiplier))
        return words

    def line_text(self, key: str, params: Any, factor: Any, tr, name_of: Callable[[int], str]) -> str:
        if key == "sk_outcome":
            return tr(f"line.sk_{params['outcome']}", first=name_of(params["first"]),
                      partner=name_of(params["partner"]), factor=factor)
        if key == "sk_bomb":
            name = name_of(params["seat"])
            if params.get("rocket"):
                return tr("line.sk_rocket", name=name, factor=factor)
            return tr("line.sk_bomb", name=name, size=params["size"], factor=factor)
        return super().line_text(key, params, factor, tr, name_of)
