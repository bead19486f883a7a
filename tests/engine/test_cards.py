"""Cards as values: equal cards are interchangeable wherever a rule or a bot keeps them."""
import copy
import dataclasses
import pickle

from engine.cards import BIG_JOKER, Card, Suit, full_deck


def test_equal_cards_hash_alike_however_they_were_made():
    card = Card(12, Suit.HEARTS, 1)
    twins = [Card(12, Suit.HEARTS, 1), Card.from_code("HQ#1"), copy.copy(card), copy.deepcopy(card),
             pickle.loads(pickle.dumps(card)), dataclasses.replace(Card(3, Suit.HEARTS, 1), rank=12)]
    for twin in twins:
        assert twin == card and hash(twin) == hash(card)
    assert len({card, *twins}) == 1


def test_the_kept_hash_is_the_value_hash_so_sets_keep_their_order():
    for card in full_deck(0) + full_deck(2):
        assert hash(card) == hash((card.rank, card.suit, card.deck))


def test_cards_compare_and_print_by_rank_suit_and_deck_only():
    assert Card(5, Suit.SPADES) < Card(6, Suit.SPADES) < Card(6, Suit.SPADES, 1)
    assert repr(Card(BIG_JOKER, Suit.JOKER)) == "Card(rank=16, suit=<Suit.JOKER: 'J'>, deck=0)"
    assert [f.name for f in dataclasses.fields(Card) if f.compare] == ["rank", "suit", "deck"]
