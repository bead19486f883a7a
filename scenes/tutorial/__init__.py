"""新手教学: a guided first hand of a family, played on its real table (issue 31, item 2).

A lesson is data (:mod:`scenes.tutorial.lesson`, ``assets/tutorials/*.json``): a prepared deal
(variant, options, seed), the hand's whole line of play, and steps — at a moment of the hand, a
sentence and what the table points at. :mod:`scenes.tutorial.table` mixes a lesson into the
family's own table class, as the replay viewer does, so no table is copied.
"""
