"""The 四川麻将 table's parts: layout, tile placement, painter, controls, feed, result panel."""
