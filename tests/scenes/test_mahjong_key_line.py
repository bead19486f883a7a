"""The mahjong key line names only what the player can do now: at a claim prompt only the claims
offered (a line saying "H 胡 · K 杠" when only 碰 is offered sends a player pressing dead keys), and
at the 飘 prompt Enter is 不飘 (the primary button since 飘 became the safe default)."""
import pytest

from engine.mahjong.actions import Kong, PassClaim, Pong, Win
from scenes.i18n import Translator
from scenes.mahjong.controls import piao_buttons
from scenes.mahjong_table import claim_keys


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_pong_only_prompt_names_pong_hint_and_pass(language):
    tr = Translator(language)
    line = claim_keys(tr, [Pong(), PassClaim()])
    assert tr("table.mj.keys.claim.pong") in line and tr("table.mj.keys.claim.pass") in line
    assert tr("table.mj.keys.claim.hint") in line
    assert tr("table.mj.keys.claim.win") not in line and tr("table.mj.keys.claim.kong") not in line


def test_a_win_prompt_names_win_and_not_the_hint():
    tr = Translator("zh")
    line = claim_keys(tr, [Win(), PassClaim()])
    assert line.startswith("H 胡") and "提示" not in line and "碰" not in line


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_float_prompt_line_says_enter_keeps_the_stake(language):
    import pygame
    tr = Translator(language)
    primary = [b for b in piao_buttons(pygame.Rect(0, 0, 800, 60), _sizes(), tr) if b.primary]
    assert len(primary) == 1 and not primary[0].action.yes
    line = tr("table.mj.keys.piao")
    assert line.startswith("Enter " + tr("table.mj.no_piao"))


def _sizes():
    from scenes import theme
    return theme.sizes(640)
