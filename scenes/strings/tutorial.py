"""The words of 新手教学 (the guided first hands, issue 31 item 2): the list of lessons
(``menu.tutorials*``), the lesson's box and pause menu (``tutorial.*``), each lesson's sentences
(``tutorial.<lesson>.<step>``), the score explained line by line (``tutorial.score.*``) and the
short reasons for a move off the lesson's line (``reason.tutorial.*``)."""

PAIRS = {
    # the main menu's entry, the list of lessons, the rules book's button
    "menu.tutorials": ("新手教学", "Tutorials"),
    "menu.tutorials.title": ("新手教学", "Tutorials"),
    "menu.tutorials.subtitle": ("跟着箭头打一手安排好的牌，每条规则在用到的时候讲，大约十分钟。",
                                "Play one prepared hand following the arrow; each rule is explained "
                                "the moment it matters. About ten minutes."),
    "menu.tutorials.keys": ("↑/↓ 选择 · Enter 开始 · Esc 返回", "↑/↓ choose · Enter start · Esc back"),
    "menu.tutorials.back": ("返回", "Back"),
    "menu.tutorials.none": ("没有找到新手教学。", "No tutorials were found."),
    "rules.tutorial": ("新手教学", "Tutorial"),
    "tutorial.name.doudizhu": ("斗地主", "Dou Dizhu"),
    "tutorial.name.blackjack": ("21点", "Blackjack"),
    "tutorial.about.doudizhu": ("叫分当地主，出顺子、三带一，跟牌，最后用火箭收尾。",
                                "Bid to be landlord, play straights and trios, follow, and finish with a rocket."),
    "tutorial.about.blackjack": ("下注、要牌、停牌，和庄家比点数。",
                                 "Bet, hit, stand, and compare points with the banker."),
    # the lesson's box and pause menu
    "tutorial.callout.title": ("新手教学 · {name} · {n}/{total}", "Tutorial · {name} · {n}/{total}"),
    "tutorial.ok": ("知道了", "Got it"),
    "tutorial.done": ("完成", "Done"),
    "tutorial.broken": ("这个教学打不开。", "This tutorial cannot be opened."),
    "tutorial.menu.title": ("新手教学", "Tutorial"),
    "tutorial.menu.resume": ("继续", "Resume"),
    "tutorial.menu.restart": ("从头再来", "Start again"),
    "tutorial.menu.leave": ("退出教学", "Leave the tutorial"),
    # a move off the lesson's line
    "reason.tutorial.follow": ("这一步请按箭头指的做", "This time, do what the arrow shows"),
    "reason.tutorial.bid": ("这手牌很好，这一步请叫 3 分", "This hand is strong: bid 3 points"),
    "reason.tutorial.keep_rocket": ("火箭先留着，这一轮点不出", "Keep the rocket for later: pass this round"),
    "reason.tutorial.bet": ("这一局请下注 50", "Bet 50 this time"),
    "reason.tutorial.hit": ("这么少的点数，这一步请要牌", "So few points: hit this time"),
    "reason.tutorial.stand": ("19 点已经不错了，这一步请停牌", "19 is good: stand this time"),
    # the score, line by line
    "tutorial.score.won": ("这一局你赢了 {amount} 分。", "You won {amount} this hand."),
    "tutorial.score.lost": ("这一局你输了 {amount} 分。", "You lost {amount} this hand."),
    "tutorial.score.even": ("这一局不输不赢。", "You neither won nor lost this hand."),
    "tutorial.score.doudizhu.base": ("底分 {value}：每一局都从底分算起。", "Base {value}: every hand starts from the base."),
    "tutorial.score.doudizhu.bid": ("叫分 ×{factor}：地主叫了 {factor} 分，分数乘 {factor}。",
                                    "Bid ×{factor}: the landlord bid {factor}, so the score is multiplied by {factor}."),
    "tutorial.score.doudizhu.rocket": ("火箭 ×{factor}：出了火箭，分数翻倍。",
                                       "Rocket ×{factor}: a rocket was played, which doubles the score."),
    "tutorial.score.doudizhu.bombs": ("炸弹 ×{factor}：每出一个炸弹，分数翻一倍。",
                                      "Bombs ×{factor}: every bomb played doubles the score."),
    "tutorial.score.doudizhu.spring": ("春天 ×{factor}：农民一张牌也没出，分数再翻倍。",
                                       "Spring ×{factor}: the farmers never played a card, which doubles it again."),
    "tutorial.score.doudizhu.farmer": ("{name}是农民，输给地主 {amount} 分（1 × 3 × 2）。",
                                       "{name}, a farmer, pays the landlord {amount} (1 × 3 × 2)."),
    "tutorial.score.blackjack.win": ("你 {points} 点，庄家 {banker_points} 点，你更接近 21：赢，庄家赔你下注的 {stake}。",
                                     "You have {points}, the banker {banker_points}: you are closer to 21 and win; "
                                     "the banker pays your bet of {stake}."),
    "tutorial.score.blackjack.lose": ("你 {points} 点，庄家 {banker_points} 点：输掉下注的 {stake}。",
                                      "You have {points}, the banker {banker_points}: you lose your bet of {stake}."),
    "tutorial.score.blackjack.bust": ("你 {points} 点，超过 21 爆牌：输掉下注的 {stake}。",
                                      "You have {points}, over 21, a bust: you lose your bet of {stake}."),
    "tutorial.score.blackjack.push": ("你和庄家都是 {points} 点：平局，下注退回。",
                                      "You and the banker both have {points}: a push, your bet comes back."),
    # 斗地主
    "tutorial.doudizhu.welcome": (
        "斗地主三个人玩：一个地主对两个农民，两个农民是一伙的。谁先把手里的牌出完，谁那一边就赢。"
        "这一手牌已经安排好了，跟着箭头一步一步来。",
        "Dou Dizhu is played by three: one landlord against two farmers, who play together. The side of "
        "whoever gets rid of all their cards first wins. This hand is prepared for you: follow the arrow step by step."),
    "tutorial.doudizhu.hand": (
        "这是你的 17 张牌，已经按大小排好，左边大：最大的是大王，再是小王，然后是 2、A、K、Q、J、10 …"
        "一直到最小的 3。比大小只看点数，不看花色。",
        "These are your 17 cards, sorted with the highest on the left: the red joker, then the black joker, "
        "then 2, A, K, Q, J, 10 … down to 3, the lowest. Only the rank counts, never the suit."),
    "tutorial.doudizhu.kitty": (
        "上面扣着的三张是底牌。叫分叫到地主的人把这三张拿进手里，所以地主有 20 张牌。",
        "The three face-down cards at the top are the kitty. Whoever wins the bidding becomes the landlord "
        "and takes them, so the landlord has 20 cards."),
    "tutorial.doudizhu.bidding": (
        "先叫分，决定谁当地主：可以叫 1 分、2 分或 3 分，只能比前面的人叫得高，也可以不叫。"
        "中间亮着的明牌在下家手里，所以这一局下家先叫。",
        "First comes the bidding, which decides the landlord: bid 1, 2 or 3 points, each higher than the "
        "last, or pass. The card shown face up in the middle is in the right player's hand, so he bids first."),
    "tutorial.doudizhu.bid": (
        "下家和上家都不叫。你有大王、2 和好几张连着的牌，牌很好：叫 3 分当地主。叫得越高，输赢的分越多。",
        "Both other players passed. You hold the red joker, a 2 and a long run of cards, a strong hand: "
        "bid 3 points and be the landlord. The higher the bid, the more the hand is worth."),
    "tutorial.doudizhu.landlord": (
        "你是地主了！三张底牌亮给大家看，然后进了你的手里：5、7 和小王，现在你有 20 张，两张王都在你手里。"
        "地主先出牌。",
        "You are the landlord! The kitty is shown to everyone and goes into your hand: a 5, a 7 and the "
        "black joker. You have 20 cards now, both jokers among them. The landlord leads first."),
    "tutorial.doudizhu.straight": (
        "先出牌的人可以出任何牌型。五张或更多点数连着的单牌叫顺子（2 和王不能连）。"
        "点箭头指的 3 4 5 6 7 把它们抬起来，再点出牌。",
        "Whoever leads may play any combination. Five or more cards of consecutive ranks make a straight "
        "(2 and the jokers cannot be in one). Click 3 4 5 6 7, where the arrow points, to raise them, "
        "then click Play."),
    "tutorial.doudizhu.lead_again": (
        "两个农民都不出：他们没有更大的顺子。一圈下来别人都不出，最后出牌的人重新先出，又轮到你了。"
        "这次出 4 到 10 的七张顺子。",
        "Both farmers passed: neither has a higher straight. When everyone else passes, the last player to "
        "play leads again: you. This time play the seven-card straight from 4 to 10."),
    "tutorial.doudizhu.trio": (
        "三张点数一样的牌可以带一张单牌，叫三带一。出 J J J 带一张 10。",
        "Three cards of one rank may carry one single card: a trio with a single. Play J J J with a 10."),
    "tutorial.doudizhu.pass": (
        "上家出了 Q Q Q 带一张 3。要压它，得出同样的牌型、更大的三张：三带一只比三张的大小。"
        "你没有更大的三张。火箭（两张王）什么都能压，但先留着：点不出。",
        "The player on your left played Q Q Q with a 3. To beat it you need the same combination with a "
        "higher trio: a trio with a single is ranked by its trio, and you have none higher. Your rocket "
        "(both jokers) beats anything, but keep it for now: click Pass."),
    "tutorial.doudizhu.round_won": (
        "你不出，下家也不出：上家的三带一最大，这一圈他赢了，由他重新先出。",
        "You passed and so did the player on your right: the left player's trio is the highest, he wins "
        "this round and leads the next."),
    "tutorial.doudizhu.follow": (
        "上家出了一张 4。别人出单张，你也要出单张，而且要更大：出 K。",
        "The left player led a single 4. To follow a single you play a single, and a higher one: play the K."),
    "tutorial.doudizhu.two": (
        "下家用 A 压住了你的 K。A 比 K 大，2 又比 A 大：出 2。",
        "The right player beat your K with an A. An A beats a K, and a 2 beats an A: play your 2."),
    "tutorial.doudizhu.rocket": (
        "两家都要不起 2，又轮到你先出。你只剩两张王：一起出叫火箭（王炸），是最大的炸弹，"
        "什么都能压，还让这一局的分翻倍。出火箭，牌就出完了！",
        "Neither farmer can beat a 2, so you lead again. Only the two jokers are left: played together "
        "they are the rocket, the highest bomb, which beats anything and doubles the score. Play the rocket "
        "and your hand is empty!"),
    "tutorial.doudizhu.score": ("你先出完，地主赢了。分数是这样算的：",
                                "You went out first: the landlord wins. The score is worked out like this:"),
    # 21点
    "tutorial.blackjack.welcome": (
        "21点：你和庄家比牌。手里的牌点数加起来越接近 21 越好，但超过 21 就叫爆牌，直接输。"
        "这一局已经安排好了，跟着箭头走。",
        "Blackjack: you play against the banker. The closer your cards add up to 21 the better, but over "
        "21 is a bust, which loses at once. This hand is prepared: follow the arrow."),
    "tutorial.blackjack.bet": (
        "先下注：点筹码 50，再点下注。赢了，庄家赔你同样多；输了，这些筹码归庄家。",
        "First place a bet: click the 50 chip, then Bet. If you win, the banker pays you as much; if you "
        "lose, the banker keeps it."),
    "tutorial.blackjack.cards": (
        "每人先发两张：一张暗牌只有自己看得见，一张明牌大家都看得见。你的是 4 和 8，共 12 点。"
        "2 到 10 按牌面算，J、Q、K 算 10 点，A 算 1 点或 11 点。",
        "Everyone gets two cards: a hole card only its owner sees, and a face-up card everyone sees. Yours "
        "are 4 and 8, 12 points. 2 to 10 count as marked, J, Q and K count 10, an ace 1 or 11."),
    "tutorial.blackjack.banker": (
        "庄家的明牌是 9，另一张扣着看不见。庄家很可能有 19 点左右。",
        "The banker shows a 9; his other card is face down. He may well have about 19."),
    "tutorial.blackjack.hit": ("12 点太少，比不过庄家。点要牌，再拿一张。",
                               "12 is too few to beat the banker. Click Hit to take another card."),
    "tutorial.blackjack.ace": (
        "拿到一张 A。A 要是算 11 就是 23 点，爆了，所以这里算 1 点：现在 13 点。还是太少，再要一张。",
        "You drew an ace. Counted as 11 it would make 23, a bust, so here it counts 1: you have 13. Still "
        "too few: hit again."),
    "tutorial.blackjack.stand": (
        "拿到 6，现在 19 点。再要牌很可能超过 21 爆牌，19 点已经不错了：点停牌。",
        "A 6: you have 19. Another card would likely take you over 21, and 19 is good: click Stand."),
    "tutorial.blackjack.banker_turn": (
        "你停牌了，轮到庄家。庄家翻开了暗牌：8 和 9，共 17 点。现在庄家决定要不要再拿牌。",
        "You stood; now it is the banker's turn. He turns his hole card over: 8 and 9, 17 points. Now he "
        "decides whether to take another card."),
    "tutorial.blackjack.score": ("庄家停在 17 点，比点数：", "The banker stands on 17. Compare the points:"),
}
