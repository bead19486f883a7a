"""The rules book inside the program: one page per variant, in Chinese and English.

``model`` is what a page is made of; ``content`` holds the pages, one module per
game; ``examples`` builds card examples together with the engine question that
checks them; ``typeset`` lays a page out for a column width; ``scene`` shows the
book (``open_rules(app, variant, options)`` opens it from anywhere).
"""
