"""The words of 牌局回放 (replays of finished hands): the list, the viewer and its review."""

PAIRS = {
    # where the replays are reached
    "menu.replays": ("牌局回放", "Replays"),
    "result.replay": ("回放", "Replay"),
    "stats.replays": ("牌局回放", "Replays"),
    # the list
    "menu.replays.title": ("牌局回放", "Replays"),
    "menu.replays.subtitle": ("每种玩法保留最近 {limit} 手打完的牌，可以一步步重看。",
                             "The last {limit} finished hands of each game, to watch again step by step."),
    "menu.replays.all": ("全部玩法", "All games"),
    "menu.replays.filter": ("玩法：{game}", "Game: {game}"),
    "menu.replays.hand": ("第 {n} 局", "Hand {n}"),
    "menu.replays.open": ("回放", "Watch"),
    "menu.replays.back": ("返回", "Back"),
    "menu.replays.none": ("还没有打完的牌局。打完一手牌，就能在这里回放。",
                         "No finished hands yet. Finish a hand and it can be watched here."),
    "menu.replays.keys": ("↑/↓ 选择 · ←/→ 换玩法 · Enter 回放 · Esc 返回",
                         "↑/↓ choose · ←/→ game · Enter watch · Esc back"),
    "menu.replays.computers": ("电脑×{count}", "{count} computer"),
    "menu.replays.computers_many": ("电脑×{count}", "{count} computers"),
    "menu.replays.you": ("你", "You"),
    "menu.replays.won": ("赢 {delta}", "Won {delta}"),
    "menu.replays.lost": ("输 {delta}", "Lost {delta}"),
    "menu.replays.drew": ("平 {delta}", "Drew {delta}"),
    "menu.replays.first_out": ("{name} {delta}", "{name} {delta}"),
    # the viewer
    "table.replay.title": ("回放 · {game} · 第 {n} 局", "Replay · {game} · hand {n}"),
    "table.replay.position": ("第 {n} / {total} 步", "Step {n} of {total}"),
    "table.replay.face_up": ("明牌", "Face up"),
    "table.replay.seat": ("换视角", "Next seat"),
    "table.replay.keys": ("←→ 一步 · ↑↓ 一轮 · 空格 播放 · P 接着打", "←→ step · ↑↓ round · Space play · P try"),
    "table.replay.menu_title": ("回放", "Replay"),
    # 练习: playing on from a moment of the hand, or its deal again
    "table.replay.try_here": ("从这里接着打", "Play on from here"),
    "table.replay.try_flag": ("从这里试试", "Try from here"),
    "table.replay.redeal": ("重打这手", "Replay this deal"),
    "table.practice.badge": ("练习 · 不计入统计", "Practice · not counted"),
    "table.practice.started_here": ("练习：从第 {n} 步接着打，不计入统计", "Practice from step {n}: not counted"),
    "table.practice.started_deal": ("练习：同一副牌重打，不计入统计", "Practice: the same deal again, not counted"),
    "table.practice.menu_title": ("练习", "Practice"),
    "table.practice.resume": ("继续练习", "Back to the practice"),
    "table.practice.again": ("从同一步再试一次", "Again from the same point"),
    "table.practice.leave": ("返回回放", "Back to the replay"),
    "table.practice.over": ("这手牌在这里已经打完了：往回退几步再接着打。", "The hand is over here: step back to play on."),
    "table.replay.resume": ("继续回放", "Back to the replay"),
    "table.replay.leave": ("退出回放", "Leave the replay"),
    "table.replay.result_close": ("返回回放", "Back to the replay"),
    "table.replay.status.step_said": ("{step}：{said}", "{step}: {said}"),
    "table.replay.status.next": ("{text} · 接下来：{names}", "{text} · next: {names}"),
    "table.replay.status.and": ("、", ", "),
    "table.replay.status.hints": ("{text} · {hints}", "{text} · {hints}"),
    "table.replay.hints": ("本局提示 {count} 次", "{count} hints this hand"),
    "table.replay.hints.one": ("本局提示 1 次", "1 hint this hand"),
    "table.replay.hints_of": ("{name}提示 {count} 次", "{name}: {count} hints"),
    "table.replay.hints_of.one": ("{name}提示 1 次", "{name}: 1 hint"),
    "table.replay.status.face_up": ("明牌回放：所有人的牌都亮着", "Face up: every hand is shown"),
    "table.replay.status.seat": ("{name} 当时看到的牌", "What {name} saw at the time"),
    "table.replay.damaged": ("这手牌无法回放（记录已损坏或来自不兼容的版本），已从列表中移除。",
                       "This hand cannot be replayed (its record is damaged or from an incompatible "
                       "version); it was taken off the list."),
    # 复盘: the review of a person's plays
    "table.replay.review.running": ("复盘中 {done}/{total}", "Reviewing {done}/{total}"),
    "table.replay.review.found": ("复盘：{count} 处可以打得更好", "Review: {count} better plays"),
    "table.replay.review.none": ("复盘：没有明显的失误", "Review: no clear mistakes"),
    "table.replay.review.flag": ("这里出 {better} 更好（你出了 {played}）：按你当时能看到的牌推算，赢面 {won_better}% 对 "
                                 "{won_played}%，平均多得 {cost} 分。",
                                 "{better} was better here (you played {played}): from what you could see, it wins "
                                 "{won_better}% of deals against {won_played}%, about {cost} points more on average."),
    "table.replay.review.exact": ("残局：以当时的实际牌面，出 {better} 必胜；你出的 {played} 就输了。",
                                  "Endgame: with the cards as they lay, {better} would have won; {played} lost it."),
    # 21点: exact with the casino banker; with the free banker, the exact values corrected on sampled
    # worlds by how this table's banker plays (ai/review/blackjack.py) — the words hold for both
    "table.replay.review.shoe": ("这里{better}更好（你选了{played}）：按你当时没见过的牌、照这一桌庄家的要牌方式推算，每下注 "
                                 "100 筹码，{better}平均得 {value_better}，{played}得 {value_played}；这一手平均少得 {cost} "
                                 "筹码。",
                                 "{better} was better here (you chose {played}): from the cards you had not seen, the "
                                 "banker drawing as this table's banker does, {better} returns {value_better} per 100 "
                                 "chips bet, {played} {value_played}; about {cost} chips lost on this hand."),
    "table.replay.review.call": ("这里{better}更好（你{played}）：按你当时能看到的牌推算，赢面 {won_better}% 对 {won_played}%，"
                                 "平均多得 {cost} 分。",
                                 "{better} was better here (you chose {played}): from what you could see, it wins "
                                 "{won_better}% of deals against {won_played}%, about {cost} points more on average."),
    "table.replay.review.points": ("这里出 {better} 更好（你出了 {played}）：按你当时能看到的牌推算，你这一方平均多得 {cost} 分。",
                                   "{better} was better here (you played {played}): from what you could see, your side "
                                   "takes about {cost} points more on average."),
    "table.replay.review.stakes": ("这里出 {better} 更好（你出了 {played}）：按你当时能看到的牌推算，赢面 {won_better}% 对 "
                                   "{won_played}%，平均多赢 {cost} 注。",
                                   "{better} was better here (you played {played}): from what you could see, it wins "
                                   "{won_better}% of deals against {won_played}%, about {cost} stakes more on average."),
    "table.replay.review.levels": ("这里{better}更好（你{played}）：按你当时能看到的牌推算，你这一方比对方平均多升 {cost} 级。",
                                   "{better} was better here (you chose {played}): from what you could see, your side "
                                   "goes up about {cost} levels more than the other side on average."),
    "table.replay.review.bury": ("这里扣 {better} 更好（你扣了 {played}）：按你当时能看到的牌推算，你这一方平均多得 {cost} 分。",
                                 "Burying {better} was better here (you buried {played}): from what you could see, your "
                                 "side takes about {cost} points more on average."),
    "table.replay.review.put_back": ("这里放回 {better} 更好（你放回了 {played}）：按你当时能看到的牌推算，赢面 {won_better}% 对 "
                                     "{won_played}%，平均多得 {cost} 分。",
                                     "Putting back {better} was better here (you put back {played}): from what you could "
                                     "see, it wins {won_better}% of deals against {won_played}%, about {cost} points more "
                                     "on average."),
    "table.replay.review.sj_declare": ("亮 {cards}", "declaring {cards}"),
    "table.replay.review.dp_trump": ("叫主{suit}", "naming {suit} trump"),
    "table.replay.review.mj_discard": ("打{tile}", "Discard {tile}"),
    "table.replay.review.stop": ("停止复盘", "Stop the review"),
    # shared hands: a hand exported as a file, and opened
    "table.replay.export": ("导出这手牌（分享）", "Export this hand (to share)"),
    "table.replay.exported": ("这手牌已存为 {name}，在数据文件夹的 exports 文件夹里：{folder}。把这个文件发给别人，"
                              "对方在「牌局回放 → 打开文件」里打开，或直接拖进牌友的窗口。",
                              "This hand was saved as {name} in the exports folder of the data folder: {folder}. "
                              "Send the file to someone: they open it from Replays → Open a file, or drop it on "
                              "Paiyou's window."),
    "table.replay.export_failed": ("这手牌没能导出（磁盘拒绝写入）。", "This hand could not be exported (the disk refused)."),
    "menu.replays.files": ("打开文件（分享的牌局）", "Open a file (shared hands)"),
    "menu.replays.files_folder": ("文件夹：{folder}", "Folder: {folder}"),
    "menu.replays.files_none": ("exports 文件夹里还没有牌局文件。回放时按 Esc 选「导出这手牌」，或把收到的牌局文件拖进窗口。",
                                "No hand files in the exports folder yet. In a replay, Esc → Export this hand; or drop "
                                "a hand file you were sent on the window."),
    "menu.replays.file_unread": ("读不出这个文件：打开时会说明原因", "This file does not read: opening it says why"),
    "menu.replays.file_open": ("打开", "Open"),
    "notice.shared_damaged": ("这个牌局文件已损坏或被改动过，无法打开；已移到一旁另存。",
                              "This hand file is damaged or was edited and cannot be opened; it was moved aside."),
    "notice.shared_foreign": ("这不是牌友的牌局文件，无法打开；已移到一旁另存。",
                              "This is not a Paiyou hand file and cannot be opened; it was moved aside."),
    "notice.shared_newer": ("这个牌局文件来自更新版本的牌友，无法打开；已移到一旁另存，没有改动。",
                            "This hand file comes from a newer version of Paiyou and cannot be opened; it was moved "
                            "aside unchanged."),
    "notice.shared_gone": ("这个牌局文件已经不在了。", "This hand file is no longer there."),
    "notice.dropped_damaged": ("这个牌局文件已损坏或被改动过，无法打开。文件没有被改动。",
                               "This hand file is damaged or was edited and cannot be opened. The file was left as it is."),
    "notice.dropped_foreign": ("这不是牌友的牌局文件，无法打开。文件没有被改动。",
                               "This is not a Paiyou hand file and cannot be opened. The file was left as it is."),
    "notice.dropped_newer": ("这个牌局文件来自更新版本的牌友，无法打开。文件没有被改动。",
                             "This hand file comes from a newer version of Paiyou and cannot be opened. The file was "
                             "left as it is."),
    # notices about the file of kept hands
    "notice.damaged_replays": ("牌局回放的文件已损坏，已移到一旁另存；之前的回放无法显示。",
                               "The replays file was damaged and has been moved aside; earlier replays "
                               "cannot be shown."),
    "notice.repaired_replays": ("牌局回放的文件有部分损坏：损坏的已移到一旁另存，其余的回放都保留了。",
                                "Part of the replays file was damaged: the damaged file was moved aside and "
                                "the good replays were kept."),
    "notice.replays_newer": ("牌局回放的文件来自更新的版本，已移到一旁另存，没有改动。",
                             "The replays file comes from a newer version; it was moved aside unchanged."),
}
