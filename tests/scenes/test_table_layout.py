"""Every table reads whole at its busiest moments, in both languages, at every size (issue 16).

For every registered variant (a game registered later is covered without touching this file) two
people and the computer play one seeded hand at one computer, the hot-seat way, and the real
frames are drawn at the moments a player found text cut or covered:

- the hand-off ("Pass the computer to Player 2"),
- each person's turn, with the other person's seat in 托管 so every badge a seat can carry is on
  (role, the game's tags, 托管), and the plays of the trick or round on the table,
- one turn with the person's own 托管 on (the corner button then reads "Stop autoplay"),
- the play log and the card tracker open (beside the table at 1920×1080, where no seat's name or
  badge may be covered; over its right side in the smaller windows),
- the result panel.

Each frame is checked as a player would look at it (what was drawn, recorded by
:mod:`tests.scenes.layout_probe`): no line was shortened with "…" to fit its box, every line of
text and every card or tile lies inside the window, and at a turn no card, tile, panel or pill
drawn later covers a seat's name or badge. Every moment is drawn at 1024×640 — the smallest
window, where English runs longest — and the hand-off, the result and every few turns also at
1280×800 and 1920×1080.
"""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec
from scenes.table.result_panel import ResultPanel
from scenes.tables import hotseat_options, table_for

from tests.scenes.layout_probe import ART, PANEL, TEXT, draw_frame, recording

VARIANTS = [spec.id for spec in all_specs()]
SMALL = (1024, 640)
LARGER = ((1280, 800), (1920, 1080))
SEED = 3
#: every how many turns the larger windows are drawn as well
LARGE_EVERY = 2
FRAMES = 30000


def _players(variant: str) -> tuple[SeatPlayer, ...]:
    """Two people with the names the setup gives them (玩家1 / Player 1 …), the rest computers."""
    count = get_spec(variant).seat_count()
    return (SeatPlayer("human", name=""), SeatPlayer("human", name="")) + tuple(
        SeatPlayer("bot", "normal") for _ in range(count - 2))


def _protected_words(table) -> set[str]:
    """What a player reads off each seat: its name and its badges (the words of the game's tags)."""
    tr = table.app.tr
    words = {table.name_of(seat) for seat in range(len(table.match.players))}
    words.add(tr("table.autoplay"))
    for seat in getattr(getattr(table, "model", None), "seats", ()) or ():
        for badge in getattr(seat, "badges", ()) or ():
            text = getattr(badge, "text", None)
            if callable(text):
                words.add(text(tr))
    return {w for w in words if w}


def _seat_words(table) -> Counter:
    """How many times each badge word is on the seats now (a seat's role and tags, 托管 on a seat
    other than the viewer's), plus the buttons showing the same word: the least a frame must draw."""
    tr = table.app.tr
    words: Counter = Counter()
    for seat in getattr(getattr(table, "model", None), "seats", ()) or ():
        for badge in getattr(seat, "badges", ()) or ():
            if callable(getattr(badge, "text", None)):
                words[badge.text(tr)] += 1
        for tag in getattr(seat, "tags", ()) or ():
            if isinstance(tag, tuple) and tag and isinstance(tag[0], str):
                words[tag[0]] += 1
        if getattr(seat, "is_dealer", False):
            words[tr("table.sj.dealer")] += 1
        if getattr(seat, "autoplay", False) and getattr(seat, "seat", None) != table.viewer:
            words[tr("table.autoplay")] += 1
    buttons = [*getattr(table, "corner", {}).values(), *getattr(getattr(table, "bar", None), "buttons", ())]
    for button in buttons:
        if words.get(button.text):
            words[button.text] += 1
    return words


def _check(probe, size, moment: str, covered_words: set[str] | None,
           seat_words: Counter | None = None) -> list[tuple[str, str]]:
    where = f"{size[0]}×{size[1]}"
    window = pygame.Rect(0, 0, *size)
    problems = [f"{where}: {text!r} was cut to {shown!r}" for text, shown in probe.shortened]
    for blit in probe.blits:
        if blit.kind == TEXT and blit.text.strip() and not window.contains(blit.rect):
            problems.append(f"{where}: text {blit.text!r} runs out of the window at {tuple(blit.rect)}")
        elif blit.kind == ART and not window.contains(blit.rect):
            problems.append(f"{where}: a card or tile runs out of the window at {tuple(blit.rect)}")
    if seat_words:
        drawn = Counter(blit.text for blit in probe.blits if blit.kind == TEXT)
        for word, wanted in seat_words.items():
            if drawn[word] < wanted:
                problems.append(f"{where}: a seat's badge {word!r} was left out ({drawn[word]} of {wanted} drawn)")
    if covered_words:
        for i, blit in enumerate(probe.blits):
            if blit.kind != TEXT or blit.text not in covered_words:
                continue
            inner = blit.rect.inflate(-4, -4)
            for later in probe.blits[i + 1:]:
                if later.kind in (ART, PANEL) and later.rect.size != size and later.rect.colliderect(inner):
                    problems.append(f"{where}: {blit.text!r} at {tuple(blit.rect)} is covered by a "
                                    f"{'card or tile' if later.kind == ART else 'panel or pill'} drawn over it")
                    break
    return [(moment, problem) for problem in problems]


def _look(app, table, rec, moment: str, sizes, covered: bool) -> list[tuple[str, str]]:
    problems = []
    for size in sizes:
        probe = draw_frame(app, size, rec)
        problems += _check(probe, size, moment, _protected_words(table) if covered else None,
                           _seat_words(table) if covered else None)
    return problems


def _with_every_badge(table, other: int | None):
    """The other person's seat in 托管 for one look (the 托管 badge beside the game's own)."""
    controller = table.controller
    if other is None or other in controller.autoplay:
        return lambda: None
    controller.autoplay.add(other)
    table.refresh(force=True)

    def undo() -> None:
        controller.autoplay.discard(other)
        table.refresh(force=True)
    return undo


def play_and_look(variant: str, language: str, scale: int = 100,
                  windows: tuple[tuple[int, int], ...] = (SMALL, *LARGER),
                  ) -> tuple[list[tuple[str, str]], dict[str, int]]:
    """One hot-seat hand of ``variant`` at interface scale ``scale`` (per cent); the problems found
    and how many moments were looked at. Every moment is drawn in ``windows[0]``, the smallest
    window that scale allows, and the hand-off, the result and every few turns in all of them."""
    from scenes import theme
    from scenes.app import App

    small, larger = windows[0], tuple(windows[1:])
    app = App(small)
    app.settings.ui_scale = scale
    theme.use_look(app.settings)
    try:
        return _play_and_look(app, variant, language, small, larger, windows)
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())


def _play_and_look(app, variant, language, small, larger, windows):
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    app.audio.set_enabled(False)
    spec = get_spec(variant)
    match = Match.new(variant, hotseat_options(spec), seed=SEED, players=_players(variant))
    table = table_for(match)
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None     # the autosave (a file synced per move) is not what is tested
    problems: list[tuple[str, str]] = []
    seen = {"handoff": 0, "turn": 0, "own autoplay": 0, "result": 0}
    with recording() as rec:
        for _ in range(FRAMES):
            top = app.stack.top
            if isinstance(top, ResultPanel):
                problems += _look(app, table, rec, "result", (small, *larger), covered=False)
                seen["result"] += 1
                if top.viewable:        # 看牌: the panel folded into a strip, the hands face up
                    top.toggle_view()
                    problems += _look(app, table, rec, "result folded (看牌)", (small, *larger), covered=True)
                    top.toggle_view()
                break
            if top is not table:        # nothing else should open during a hand
                raise AssertionError(f"{variant}: {type(top).__name__} opened over the table")
            if table.hotseat.handing_to is not None:
                if not seen["handoff"]:
                    problems += _look(app, table, rec, "hand-off", (small, *larger), covered=False)
                seen["handoff"] += 1
                table.confirm_handoff()
            elif table.my_turn() and not table.anims.busy:
                viewer = table.viewer
                other = next((p for p in table.hotseat.people if p != viewer), None)
                undo = _with_every_badge(table, other)
                sizes = (small, *larger) if seen["turn"] % LARGE_EVERY == LARGE_EVERY // 2 else (small,)
                problems += _look(app, table, rec, f"turn {seen['turn'] + 1}", sizes, covered=True)
                undo()
                if not seen["own autoplay"]:
                    table.toggle_autoplay()
                    problems += _look(app, table, rec, "own 托管", (small, *larger[:1]), covered=False)
                    table.toggle_autoplay()
                    seen["own autoplay"] += 1
                if seen["turn"] == 1 and table.SIDE_PANEL:     # 出牌记录 and 记牌器 open beside it
                    for tab in ("log", "tracker"):
                        table.toggle_side(tab)
                        for window in windows:      # docked beside the table, no seat may be covered
                            problems += _look(app, table, rec, f"{tab} open", (window,),
                                              covered=table.docked_width(window) > 0)
                    table.toggle_side("tracker")
                    seen["side panel"] = 1
                seen["turn"] += 1
                action = table.controller.hint(viewer)
                assert action is not None, f"{variant}: no hint at a person's turn"
                table.act(action)
            table.update(1 / 20)
    return problems, seen


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_table_reads_whole_at_its_busiest_moments(data_dir, variant, language):
    problems, seen = play_and_look(variant, language)
    assert seen["handoff"] and seen["turn"] and seen["result"], f"{variant}: the hand missed a moment: {seen}"
    assert seen.get("side panel") or variant == "blackjack", f"{variant}: the log and tracker were not looked at"
    assert not problems, f"{variant} ({language}):\n" + summary(problems)


def summary(problems: list[tuple[str, str]]) -> str:
    """One line per problem, with the moments it was seen at (a label cut at every turn is one line)."""
    moments: dict[str, list[str]] = {}
    for moment, problem in problems:
        seen = moments.setdefault(problem, [])
        if moment not in seen:
            seen.append(moment)
    return "\n".join(f"{problem}  [{', '.join(seen[:4])}{' …' if len(seen) > 4 else ''}]"
                     for problem, seen in moments.items())


def test_the_checks_see_a_cut_label_text_off_the_window_a_covered_name_and_a_missing_badge(app):
    """The probe itself: each kind of problem drawn on purpose is reported (so a pass means something)."""
    from scenes import widgets
    from scenes.table.view_model import Badge

    with recording() as rec:
        probe = rec.probe(SMALL)
        widgets.Button(pygame.Rect(10, 10, 60, 30), "A label far too long for its button").draw(probe)
        widgets.draw_text(probe, "Dealer", (-5, 200), 16)
        widgets.draw_text(probe, "Player 1", (300, 300), 16)
        widgets.draw_panel(probe, pygame.Rect(290, 290, 80, 60))        # a panel drawn over the name
        probe.shortened = list(rec.shortened)
        farmer = Badge("table.farmer", "green", role=True).text(app.tr)
        problems = [p for _, p in _check(probe, SMALL, "test", {"Player 1"}, Counter({farmer: 1}))]
    assert any("was cut to" in p for p in problems)
    assert any("'Dealer' runs out of the window" in p for p in problems)
    assert any("'Player 1'" in p and "covered" in p for p in problems)
    assert any(f"badge {farmer!r} was left out" in p for p in problems)
    assert len(problems) == 4, problems
