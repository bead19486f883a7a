"""A hint's sentence names the jokers in the player's language, also inside a list of cards
(a 干瞪眼 reason reads "5 小王→6 7": in English the joker must not stay Chinese)."""
from ai.reason import Reason
from scenes.i18n import Translator
from scenes.table.hint_note import reason_text as hint_sentence


def test_a_joker_inside_a_list_of_cards_is_named_in_english():
    reason = Reason.of("hint.keep_pair", rank="5 小王→6 大王")
    en = hint_sentence(reason, Translator("en"))
    zh = hint_sentence(reason, Translator("zh"))
    assert en is not None and "小王" not in en and "大王" not in en
    assert "Small joker" in en and "Big joker" in en
    assert "小王" in zh and "大王" in zh
