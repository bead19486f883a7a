"""The family's words: people, their avatars, where they sit, their own statistics (issue 32)."""

PAIRS = {
    "notice.people_newer": ("家人名单文件来自更新版本的牌友，这个版本读不了。文件已移到一旁保留，名单和座位从头开始。",
                            "The family file comes from a newer version of Paiyou and cannot be read by this "
                            "one. It was moved aside and kept; the names and seating start afresh."),
    # the compass of a hot-seat table (scenes/table/hotseat.py)
    "table.hotseat.compass.you": ("你", "you"),
    "table.hotseat.compass.title": ("座位", "Seats"),
    # the statistics per person (scenes/stats_scene.py)
    "stats.streak": ("最长连胜", "Best streak"),
    "stats.everyone": ("全部", "Everyone"),
}
