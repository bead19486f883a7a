"""The pieces of the 21点 table: layout, view of the seats, controls, event feed, result panel."""
