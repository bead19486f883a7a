"""The words of 新手教学 (the guided first hands, issue 31 item 2): the list of lessons
(``menu.tutorials*``), the lesson's box and pause menu (``table.tutorial.*``), each lesson's sentences
(``table.tutorial.<lesson>.<step>``), the score explained line by line (``table.tutorial.score.*``) and the
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
    "table.tutorial.name.doudizhu": ("斗地主", "Dou Dizhu"),
    "table.tutorial.name.blackjack": ("21点", "Blackjack"),
    "table.tutorial.name.shengji": ("升级", "Shengji"),
    "table.tutorial.name.sichuan": ("四川麻将", "Sichuan Mahjong"),
    "table.tutorial.name.big2": ("锄大地", "Big Two"),
    "table.tutorial.name.gandengyan": ("干瞪眼", "Gan Deng Yan"),
    "table.tutorial.name.shuangkou": ("双扣", "Shuang Kou"),
    "table.tutorial.name.chicangying": ("吃苍蝇", "Chi Cang Ying"),
    "table.tutorial.name.dapie": ("打撇", "Dapie"),
    "table.tutorial.about.doudizhu": ("叫分当地主，出顺子、三带一，跟牌，最后用火箭收尾。",
                                "Bid to be landlord, play straights and trios, follow, and finish with a rocket."),
    "table.tutorial.about.blackjack": ("下注、要牌、停牌，和庄家比点数。",
                                 "Bet, hit, stand, and compare points with the banker."),
    "table.tutorial.about.shengji": ("一副牌四个人：亮主当庄家，扣底，跟牌、毙牌、甩牌，数分升级。",
                               "One deck, four players: declare trump to become dealer, bury the kitty, follow, ruff, "
                               "throw, count points and go up a level."),
    "table.tutorial.about.sichuan": ("绵阳打法：飘不飘，打缺，摸一张打一张，碰，点炮胡牌。",
                               "Mianyang rules: float or not, the missing suit, draw and discard, pong, and win on a deal-in."),
    "table.tutorial.about.big2": ("对子跟对子，五张牌型比大小，同花顺最大，最后数剩牌。",
                            "Pairs on pairs, the five-card hands and their order up to the straight flush, "
                            "and the cards left counted."),
    "table.tutorial.about.gandengyan": ("只能大一点才压得住，2 和炸弹例外；大小王当任何牌；每圈摸牌。",
                                  "Beat only by one rank higher, save 2s and bombs; jokers stand for any card; "
                                  "everyone draws after each round."),
    "table.tutorial.about.shuangkou": ("两副牌，和对家一伙：连对、顺子、三张、炸弹比张数，接风，双扣。",
                                 "Two decks, partners across: pair straights, straights, triples, bombs by size, "
                                 "taking over the lead and the double win."),
    "table.tutorial.about.chicangying": ("翻牌定庄家和暗搭档，上混下混，只出同点数的牌，大贡二贡。",
                                   "The turned card picks the dealer and his secret partner, the high and low wild ranks, "
                                   "plays of one rank only, and the places."),
    "table.tutorial.about.dapie": ("一打三：叫分当打家，叫主，扣底，跟花色，毙牌，抓够叫的分。",
                             "One against three: bid to declare, name trump, bury, follow suit, ruff, and take "
                             "the points you bid."),
    # the lesson's box and pause menu
    "table.tutorial.callout.title": ("新手教学 · {name} · {n}/{total}", "Tutorial · {name} · {n}/{total}"),
    "table.tutorial.ok": ("知道了", "Got it"),
    "table.tutorial.done": ("完成", "Done"),
    "table.tutorial.broken": ("这个教学打不开。", "This tutorial cannot be opened."),
    "table.tutorial.menu.title": ("新手教学", "Tutorial"),
    "table.tutorial.corner": ("新手教学", "Tutorial"),
    "table.tutorial.menu.resume": ("继续", "Resume"),
    "table.tutorial.menu.restart": ("从头再来", "Start again"),
    "table.tutorial.menu.leave": ("退出教学", "Leave the tutorial"),
    # a move off the lesson's line
    "reason.tutorial.follow": ("这一步请按箭头指的做", "This time, do what the arrow shows"),
    "reason.tutorial.bid": ("这手牌很好，这一步请叫 3 分", "This hand is strong: bid 3 points"),
    "reason.tutorial.keep_rocket": ("火箭先留着，这一轮点不出", "Keep the rocket for later: pass this round"),
    "reason.tutorial.bet": ("这一局请下注 50", "Bet 50 this time"),
    "reason.tutorial.hit": ("这么少的点数，这一步请要牌", "So few points: hit this time"),
    "reason.tutorial.declare": ("这一步请亮黑桃 2", "Declare with the 2 of spades this time"),
    "reason.tutorial.bury": ("这一步请扣箭头指的六张牌", "Bury the six cards the arrow shows this time"),
    "reason.tutorial.piao": ("第一次玩，这一步请选不飘", "For a first game, choose No float"),
    "reason.tutorial.que": ("先把条子打掉：打箭头指的牌", "Clear the bamboos first: discard the tile the arrow shows"),
    "reason.tutorial.pong": ("这一步请碰", "Pong this time"),
    "reason.tutorial.win": ("这张牌能胡，请点胡", "This tile wins: click Win"),
    "reason.tutorial.bid40": ("这一步请叫 40 分", "Bid 40 this time"),
    "reason.tutorial.trump": ("你红桃最多，这一步请叫红桃", "Hearts are your longest suit: name hearts"),
    "reason.tutorial.put_back": ("这一步请扣箭头指的四张小牌", "Put back the four low cards the arrow shows"),
    "reason.tutorial.stand": ("19 点已经不错了，这一步请停牌", "19 is good: stand this time"),
    # the score, line by line
    "table.tutorial.score.won": ("这一局你赢了 {amount} 分。", "You won {amount} this hand."),
    "table.tutorial.score.lost": ("这一局你输了 {amount} 分。", "You lost {amount} this hand."),
    "table.tutorial.score.even": ("这一局不输不赢。", "You neither won nor lost this hand."),
    "table.tutorial.score.doudizhu.base": ("底分 {value}：每一局都从底分算起。", "Base {value}: every hand starts from the base."),
    "table.tutorial.score.doudizhu.bid": ("叫分 ×{factor}：地主叫了 {factor} 分，分数乘 {factor}。",
                                    "Bid ×{factor}: the landlord bid {factor}, so the score is multiplied by {factor}."),
    "table.tutorial.score.doudizhu.rocket": ("火箭 ×{factor}：出了火箭，分数翻倍。",
                                       "Rocket ×{factor}: a rocket was played, which doubles the score."),
    "table.tutorial.score.doudizhu.bombs": ("炸弹 ×{factor}：每出一个炸弹，分数翻一倍。",
                                      "Bombs ×{factor}: every bomb played doubles the score."),
    "table.tutorial.score.doudizhu.spring": ("春天 ×{factor}：农民一张牌也没出，分数再翻倍。",
                                       "Spring ×{factor}: the farmers never played a card, which doubles it again."),
    "table.tutorial.score.doudizhu.farmer": ("{name}是农民，输给地主 {amount} 分（1 × 3 × 2）。",
                                       "{name}, a farmer, pays the landlord {amount} (1 × 3 × 2)."),
    "table.tutorial.score.blackjack.win": ("你 {points} 点，庄家 {banker_points} 点，你更接近 21：赢，庄家赔你下注的 {stake}。",
                                     "You have {points}, the banker {banker_points}: you are closer to 21 and win; "
                                     "the banker pays your bet of {stake}."),
    "table.tutorial.score.blackjack.lose": ("你 {points} 点，庄家 {banker_points} 点：输掉下注的 {stake}。",
                                      "You have {points}, the banker {banker_points}: you lose your bet of {stake}."),
    "table.tutorial.score.blackjack.bust": ("你 {points} 点，超过 21 爆牌：输掉下注的 {stake}。",
                                      "You have {points}, over 21, a bust: you lose your bet of {stake}."),
    "table.tutorial.score.blackjack.push": ("你和庄家都是 {points} 点：平局，下注退回。",
                                      "You and the banker both have {points}: a push, your bet comes back."),
    # 斗地主
    "table.tutorial.doudizhu.welcome": (
        "斗地主三个人玩：一个地主对两个农民，两个农民是一伙的。谁先把手里的牌出完，谁那一边就赢。"
        "这一手牌已经安排好了，跟着箭头一步一步来。",
        "Dou Dizhu is played by three: one landlord against two farmers, who play together. The side of "
        "whoever gets rid of all their cards first wins. This hand is prepared for you: follow the arrow step by step."),
    "table.tutorial.doudizhu.hand": (
        "这是你的 17 张牌，已经按大小排好，左边大：最大的是大王，再是小王，然后是 2、A、K、Q、J、10 …"
        "一直到最小的 3。比大小只看点数，不看花色。",
        "These are your 17 cards, sorted with the highest on the left: the red joker, then the black joker, "
        "then 2, A, K, Q, J, 10 … down to 3, the lowest. Only the rank counts, never the suit."),
    "table.tutorial.doudizhu.kitty": (
        "上面扣着的三张是底牌。叫分叫到地主的人把这三张拿进手里，所以地主有 20 张牌。",
        "The three face-down cards at the top are the kitty. Whoever wins the bidding becomes the landlord "
        "and takes them, so the landlord has 20 cards."),
    "table.tutorial.doudizhu.bidding": (
        "先叫分，决定谁当地主：可以叫 1 分、2 分或 3 分，只能比前面的人叫得高，也可以不叫。"
        "中间亮着的明牌在下家手里，所以这一局下家先叫。",
        "First comes the bidding, which decides the landlord: bid 1, 2 or 3 points, each higher than the "
        "last, or pass. The card shown face up in the middle is in the right player's hand, so he bids first."),
    "table.tutorial.doudizhu.bid": (
        "下家和上家都不叫。你有大王、2 和好几张连着的牌，牌很好：叫 3 分当地主。叫得越高，输赢的分越多。",
        "Both other players passed. You hold the red joker, a 2 and a long run of cards, a strong hand: "
        "bid 3 points and be the landlord. The higher the bid, the more the hand is worth."),
    "table.tutorial.doudizhu.landlord": (
        "你是地主了！三张底牌亮给大家看，然后进了你的手里：5、7 和小王，现在你有 20 张，两张王都在你手里。"
        "地主先出牌。",
        "You are the landlord! The kitty is shown to everyone and goes into your hand: a 5, a 7 and the "
        "black joker. You have 20 cards now, both jokers among them. The landlord leads first."),
    "table.tutorial.doudizhu.straight": (
        "先出牌的人可以出任何牌型。五张或更多点数连着的单牌叫顺子（2 和王不能连）。"
        "点箭头指的 3 4 5 6 7 把它们抬起来，再点出牌。",
        "Whoever leads may play any combination. Five or more cards of consecutive ranks make a straight "
        "(2 and the jokers cannot be in one). Click 3 4 5 6 7, where the arrow points, to raise them, "
        "then click Play."),
    "table.tutorial.doudizhu.lead_again": (
        "两个农民都不出：他们没有更大的顺子。一圈下来别人都不出，最后出牌的人重新先出，又轮到你了。"
        "这次出 4 到 10 的七张顺子。",
        "Both farmers passed: neither has a higher straight. When everyone else passes, the last player to "
        "play leads again: you. This time play the seven-card straight from 4 to 10."),
    "table.tutorial.doudizhu.trio": (
        "三张点数一样的牌可以带一张单牌，叫三带一。出 J J J 带一张 10。",
        "Three cards of one rank may carry one single card: a triple with a single. Play J J J with a 10."),
    "table.tutorial.doudizhu.pass": (
        "上家出了 Q Q Q 带一张 3。要压它，得出同样的牌型、更大的三张：三带一只比三张的大小。"
        "你没有更大的三张。火箭（两张王）什么都能压，但先留着：点不出。",
        "The player on your left played Q Q Q with a 3. To beat it you need the same combination with a "
        "higher triple: a triple with a single is ranked by its triple, and you have none higher. Your rocket "
        "(both jokers) beats anything, but keep it for now: click Pass."),
    "table.tutorial.doudizhu.round_won": (
        "你不出，下家也不出：上家的三带一最大，这一圈他赢了，由他重新先出。",
        "You passed and so did the player on your right: the left player's triple with a single is the highest, he wins "
        "this round and leads the next."),
    "table.tutorial.doudizhu.follow": (
        "上家出了一张 4。别人出单张，你也要出单张，而且要更大：出 K。",
        "The left player led a single 4. To follow a single you play a single, and a higher one: play the K."),
    "table.tutorial.doudizhu.two": (
        "下家用 A 压住了你的 K。A 比 K 大，2 又比 A 大：出 2。",
        "The right player beat your K with an A. An A beats a K, and a 2 beats an A: play your 2."),
    "table.tutorial.doudizhu.rocket": (
        "两家都要不起 2，又轮到你先出。你只剩两张王：一起出叫火箭（王炸），是最大的炸弹，"
        "什么都能压，还让这一局的分翻倍。出火箭，牌就出完了！",
        "Neither farmer can beat a 2, so you lead again. Only the two jokers are left: played together "
        "they are the rocket, the highest bomb, which beats anything and doubles the score. Play the rocket "
        "and your hand is empty!"),
    "table.tutorial.doudizhu.score": ("你先出完，地主赢了。分数是这样算的：",
                                "You went out first: the landlord wins. The score is worked out like this:"),
    # 21点
    "table.tutorial.blackjack.welcome": (
        "21点：你和庄家比牌。手里的牌点数加起来越接近 21 越好，但超过 21 就叫爆牌，直接输。"
        "这一局已经安排好了，跟着箭头走。",
        "Blackjack: you play against the banker. The closer your cards add up to 21 the better, but over "
        "21 is a bust, which loses at once. This hand is prepared: follow the arrow."),
    "table.tutorial.blackjack.bet": (
        "先下注：点筹码 50，再点下注。赢了，庄家赔你同样多；输了，这些筹码归庄家。",
        "First place a bet: click the 50 chip, then Bet. If you win, the banker pays you as much; if you "
        "lose, the banker keeps it."),
    "table.tutorial.blackjack.cards": (
        "每人先发两张：一张暗牌只有自己看得见，一张明牌大家都看得见。你的是 4 和 8，共 12 点。"
        "2 到 10 按牌面算，J、Q、K 算 10 点，A 算 1 点或 11 点。",
        "Everyone gets two cards: a hole card only its owner sees, and a face-up card everyone sees. Yours "
        "are 4 and 8, 12 points. 2 to 10 count as marked, J, Q and K count 10, an ace 1 or 11."),
    "table.tutorial.blackjack.banker": (
        "庄家的明牌是 9，另一张扣着看不见。庄家很可能有 19 点左右。",
        "The banker shows a 9; his other card is face down. He may well have about 19."),
    "table.tutorial.blackjack.hit": ("12 点太少，比不过庄家。点要牌，再拿一张。",
                               "12 is too few to beat the banker. Click Hit to take another card."),
    "table.tutorial.blackjack.ace": (
        "拿到一张 A。A 要是算 11 就是 23 点，爆了，所以这里算 1 点：现在 13 点。还是太少，再要一张。",
        "You drew an ace. Counted as 11 it would make 23, a bust, so here it counts 1: you have 13. Still "
        "too few: hit again."),
    "table.tutorial.blackjack.stand": (
        "拿到 6，现在 19 点。再要牌很可能超过 21 爆牌，19 点已经不错了：点停牌。",
        "A 6: you have 19. Another card would likely take you over 21, and 19 is good: click Stand."),
    "table.tutorial.blackjack.banker_turn": (
        "你停牌了，轮到庄家。庄家翻开了暗牌：8 和 9，共 17 点。现在庄家决定要不要再拿牌。",
        "You stood; now it is the banker's turn. He turns his hole card over: 8 and 9, 17 points. Now he "
        "decides whether to take another card."),
    "table.tutorial.blackjack.score": ("庄家停在 17 点，比点数：", "The banker stands on 17. Compare the points:"),
    # 升级
    "table.tutorial.score.shengji.trick_points": ("闲家抓分 {points}：闲家赢的墩里的 5、10、K 加起来。",
                                            "Attackers' points {points}: the 5s, 10s and Ks in the tricks they won."),
    "table.tutorial.score.shengji.kitty_bonus": ("抠底：闲家赢了最后一墩，底牌的 {points} 分乘 {mult}，加 {bonus} 分。",
                                           "Kitty bonus: the attackers won the last trick, so the kitty's {points} points "
                                           "count {mult} times: {bonus} more."),
    "table.tutorial.score.shengji.kitty_kept": ("底牌：庄家这边赢了最后一墩，底牌的 {points} 分不给闲家。",
                                          "Kitty: your side won the last trick, so its {points} points stay yours."),
    "table.tutorial.score.shengji.total": ("闲家一共 {total} 分。", "The attackers have {total} points in all."),
    "table.tutorial.score.shengji.rise": ("不到 40 分，庄家这边守住了：20 到 39 分升 1 级，少于 20 分升 2 级，"
                                    "一分没有升 3 级。你们升了 {rise} 级：从打 {before} 升到打 {after}。",
                                    "Under 40, so your side held: 20 to 39 gains 1 level, under 20 gains 2, none "
                                    "at all gains 3. You go up {rise}: from {before} to {after}."),
    "table.tutorial.score.shengji.take_over": ("到了 40 分，闲家上台：下一局他们做庄家。",
                                         "40 or more: the attackers take over and deal the next hand."),
    "table.tutorial.shengji.welcome": (
        "升级四个人玩，对面坐的是你的搭档（对家）。一边做庄家，另一边是闲家：闲家抢分，抢够 40 分就上台；"
        "庄家守住了就升级。这一手牌已经安排好了，跟着箭头一步一步来。",
        "Shengji is played by four: the player across is your partner. One side deals and defends, the other "
        "side attacks and tries to take points; with 40 they take over the deal, and if the defenders hold "
        "them off, the defenders go up a level. This hand is prepared for you: follow the arrow step by step."),
    "table.tutorial.shengji.hand": (
        "牌发完了，每人 12 张，还剩 6 张底牌。这一局打 2：所有的 2 叫级牌，和大小王一起都是主牌，比别的牌都大。",
        "The cards are dealt: 12 each, and 6 left over as the kitty. This hand is played at 2: every 2 is a "
        "level card and, with the jokers, is trump, higher than any other card."),
    "table.tutorial.shengji.declare": (
        "现在轮流亮主：亮出一张 2，它的花色就成了主花色，这个花色的牌也都算主。你的黑桃最多（2、3、5、10、Q），"
        "亮黑桃 2，亮主的人做庄家。",
        "Now each player in turn may declare: show a 2, and its suit becomes trump, every card of it "
        "trump too. Spades are your longest suit (2, 3, 5, 10, Q): declare with the 2 of spades. Whoever "
        "declares becomes the dealer."),
    "table.tutorial.shengji.dealer": (
        "别人都不亮：黑桃是主，你是庄家，和对家一伙；左右两家是闲家。上面写着主的花色和两边的级。"
        "6 张底牌已经进了你的手里。",
        "Nobody else declared: spades are trump, you are the dealer, with your partner; the players on "
        "your left and right attack. The bar at the top shows the trump and both sides' levels. The 6 kitty "
        "cards are in your hand now."),
    "table.tutorial.shengji.bury": (
        "庄家要扣回 6 张作新的底牌。扣掉用不上的小副牌，别扣分牌（5、10、K）：点箭头指的六张，再点扣底。",
        "The dealer puts 6 cards back as the new kitty. Bury small cards of plain suits you will not need, "
        "never point cards (5, 10, K): click the six the arrow shows, then Bury."),
    "table.tutorial.shengji.lead_ace": (
        "庄家先出。红桃不是主，是副牌；副牌里 A 最大，这一墩稳赢：出红桃 A。",
        "The dealer leads. Hearts are not trump but a plain suit, and in a plain suit the ace is highest: "
        "this trick is yours. Lead the ace of hearts."),
    "table.tutorial.shengji.lead_again": (
        "别人出红桃就得跟红桃，你的 A 最大，这一墩归你。赢的人下一墩先出：出红桃 Q。",
        "When hearts are led everyone must follow with hearts if they can; your ace was highest, so you won "
        "and lead again. Lead the queen of hearts."),
    "table.tutorial.shengji.points": (
        "上家用红桃 K 赢了这一墩，收下 K 的 10 分。分牌只有三种：5 算 5 分，10 和 K 算 10 分。闲家抢到 40 分"
        "庄家就下台，抢得越少，庄家升得越多。",
        "The player on your left won that trick with the king of hearts and takes its 10 points. Only three "
        "ranks score: a 5 is worth 5, a 10 or a K 10. If the attackers take 40, the defenders lose the deal; "
        "the fewer they take, the more levels the defenders gain."),
    "table.tutorial.shengji.ruff": (
        "上家出梅花 3。有梅花就得跟梅花；你的梅花扣进了底，没有梅花了，就可以用主牌来“毙”：主牌比所有副牌都大。"
        "出黑桃 10，还带着 10 分。",
        "The left player leads the 3 of clubs. You must follow with clubs if you have any; yours went into "
        "the kitty, so you may ruff with a trump, which beats every plain card. Play the 10 of spades, "
        "worth 10 points too."),
    "table.tutorial.shengji.lead_five": (
        "你毙赢了这一墩，分没让闲家拿走。你先出：出掉最后一张红桃 5。",
        "Your ruff won the trick and kept its points from the attackers. Your lead: play your last heart, the 5."),
    "table.tutorial.shengji.discard": (
        "上家出红桃 6。你没有红桃了：这时可以用主牌毙，也可以垫一张别的花色。这次垫方块 5。",
        "The left player leads the 6 of hearts. You have no hearts left: you may ruff with a trump or "
        "discard a card of another suit. This time discard the 5 of diamonds."),
    "table.tutorial.shengji.throw": (
        "对家一次出了梅花 J、Q、A：这叫甩牌，只有每一张都是这个花色最大的才能甩。跟的人要出一样多的牌，"
        "先跟这个花色，没有了再垫别的。你没有梅花，对家这一墩赢定了：垫黑桃 3、黑桃 5 和方块 10，分都归自己这边。",
        "Your partner led J, Q and A of clubs at once: a throw, allowed only when each card is the highest "
        "of its suit still out. Followers play as many cards, of that suit first. You have no clubs and your "
        "partner has won this trick already: add 3 and 5 of spades and the 10 of diamonds, points for your side."),
    "table.tutorial.shengji.no_diamonds": (
        "对家出方块 J，上家用主牌黑桃 A 毙了。你没有方块副牌（方块 2 是级牌，算主）：出一张小主，黑桃 8。",
        "Your partner led the jack of diamonds and the left player ruffed with the ace of spades. You have "
        "no plain diamonds (the 2 of diamonds is a level card, so trump): play a low trump, the 8 of spades."),
    "table.tutorial.shengji.trump_lead": (
        "上家出红桃 2：级牌都是主，所以这是在出主。别人出主，有主必须跟主：出黑桃 Q。",
        "The left player leads the 2 of hearts: level cards are trump, so trump was led, and you must follow "
        "with trump: play the queen of spades."),
    "table.tutorial.shengji.trump_again": ("上家又出主（梅花 2）。跟主：出方块 2。",
                                     "Trump again (the 2 of clubs). Follow with trump: play the 2 of diamonds."),
    "table.tutorial.shengji.last_trick": (
        "最后一墩，只剩黑桃 2。最后一墩很要紧：闲家赢了它，底牌里的分就翻倍算给闲家，这叫抠底。出黑桃 2。",
        "The last trick; only the 2 of spades is left. The last trick matters: if the attackers win it, the "
        "kitty's points count double for them: the kitty bonus. Play the 2 of spades."),
    "table.tutorial.shengji.score": ("牌出完了。结算是这样的：", "All cards are played. The result:"),
    # 四川麻将
    "table.tutorial.score.mahjong.win_plain": ("{name}胡了：平胡，没有番，算 1 分。", "{name} won: a plain hand, no fan, worth 1."),
    "table.tutorial.score.mahjong.win_fans": ("{name}胡了：{fans} 番，每多一番，分数翻一倍。",
                                        "{name} won with {fans} fans; each fan doubles the score."),
    "table.tutorial.score.mahjong.win_fans.one": ("{name}胡了：{fans} 番，每多一番，分数翻一倍。",
                                            "{name} won with {fans} fan; each fan doubles the score."),
    "table.tutorial.score.mahjong.pay.win_discard": ("点炮：{payer}打出了胡的那张牌，由他一个人付给{payee} {amount} 分。",
                                               "Deal-in: {payer} discarded the winning tile, so he alone pays {payee} {amount}."),
    "table.tutorial.score.mahjong.pay.win_self": ("自摸：{payer}付给{payee} {amount} 分。",
                                            "Self-drawn win: {payer} pays {payee} {amount}."),
    "table.tutorial.score.mahjong.pay": ("{payer}付给{payee} {amount} 分。", "{payer} pays {payee} {amount}."),
    "table.tutorial.sichuan.welcome": (
        "四川麻将只用万、条、筒三种牌，每种 1 到 9 各四张，没有风牌、字牌，也不能吃。胡牌要凑成四组加一对（将）："
        "一组是三张一样的（刻子），或者同一种花色连着的三张（顺子）。这一手牌已经安排好了，跟着箭头走。",
        "Sichuan mahjong uses only three suits — characters (万), bamboos (条) and dots (筒), 1 to 9, four of "
        "each; no winds or dragons, and no chow. A winning hand is four sets and a pair: a set is three alike "
        "(a pong) or three in a row of one suit (a run). This hand is prepared: follow the arrow."),
    "table.tutorial.sichuan.hand": (
        "这是你的牌。你是庄家，有 14 张，先打一张；别人 13 张。绵阳的规矩：胡牌时手里只能有两种花色，"
        "叫打缺。你的条子最少，要先把条子打完。",
        "These are your tiles. You are the dealer, with 14, and discard first; the others have 13. The "
        "Mianyang rule: a winning hand holds only two suits; the third is the missing suit. Your bamboos are "
        "the fewest: clear them first."),
    "table.tutorial.sichuan.piao": (
        "开局先选飘不飘：飘了，这一局你收的和付的钱都翻倍。第一次玩，点不飘。",
        "First choose whether to float: if you do, everything you win or pay this hand is doubled. For a first "
        "game, choose No float."),
    "table.tutorial.sichuan.que": (
        "打牌：点一下箭头指的六条把它抬起来，再点一下就打出去了。打出的牌放在你面前的牌河里。",
        "To discard, click the 6 of bamboos the arrow shows to raise it, then click it again. Discards lie "
        "in the pond in front of you."),
    "table.tutorial.sichuan.draw": (
        "每轮到你，先自动摸一张牌（摸到的放在最右边），再打出一张，手里总是 13 张。接着打条子：打一条。",
        "On each turn you draw a tile first (it stands at the right end), then discard one, so you always "
        "keep 13. Go on with the bamboos: discard a 1 of bamboos."),
    "table.tutorial.sichuan.one_again": ("再打一张一条。", "Discard the other 1 of bamboos."),
    "table.tutorial.sichuan.three": ("摸到七筒，留着；打掉上一轮摸到的三条。这下手里一张条子都没有了，只剩万和筒。",
                               "You drew a 7 of dots: keep it, and discard the 3 of bamboos you drew last turn. "
                               "Now no bamboo is left, only characters and dots."),
    "table.tutorial.sichuan.pong": (
        "对家打出八万，你手里正好有两张八万：可以碰！碰就是拿别人打出的牌凑成三张一样的，亮在桌上，"
        "然后轮到你打牌。点碰。",
        "The player across discarded an 8 of characters and you hold two: you may pong! A pong takes the "
        "discard to make three alike, laid open on the table, and then you discard. Click Pong."),
    "table.tutorial.sichuan.after_pong": ("碰完不摸牌，直接打一张：打四万。",
                                    "After a pong you do not draw; just discard: the 4 of characters."),
    "table.tutorial.sichuan.nine": (
        "打九筒。打完以后你只差一张牌就能胡，这叫听牌：左下角会写出你在等哪几张。",
        "Discard the 9 of dots. After that one tile would complete your hand — you are ready, and the "
        "panel at the bottom left shows the tiles you are waiting for."),
    "table.tutorial.sichuan.win": (
        "上家打出了六筒，正是你等的牌：点胡！别人打出你要的牌就胡，叫点炮，打这张牌的人付钱。",
        "The player on your left discarded the 6 of dots, the tile you were waiting for: click Win! Winning "
        "on someone's discard is a deal-in: the discarder pays."),
    "table.tutorial.sichuan.score": ("你胡了，这一局结束。分数是这样算的：", "You won, and the hand is over. The score:"),
    # 锄大地
    "table.tutorial.score.big2.big2_points": ("{name}剩 {left} 张，乘 {factor}，算 {value} 分。",
                                        "{name} has {left} left, times {factor}: {value} points."),
    "table.tutorial.big2.welcome": (
        "锄大地四个人玩，每人 13 张，各打各的。谁先把牌出完谁赢，别人按手里剩下的牌扣分。"
        "这一手牌已经安排好了，跟着箭头一步一步来。",
        "Big Two is played by four, 13 cards each, every player for himself. The first to play out all his "
        "cards wins; the others lose points for the cards they still hold. This hand is prepared: follow "
        "the arrow step by step."),
    "table.tutorial.big2.hand": (
        "这是你的 13 张牌，左边大。点数从小到大：3、4 … 10、J、Q、K、A，最大是 2。点数一样时比花色：黑桃最大，"
        "然后红桃、梅花，方块最小。",
        "These are your 13 cards, highest on the left. By rank: 3, 4 … 10, J, Q, K, A, and 2 is the highest. "
        "When ranks tie the suit decides: spades highest, then hearts, clubs, and diamonds lowest."),
    "table.tutorial.big2.first_lead": (
        "谁有方块 3（最小的牌）谁先出，而且第一手必须带着它。方块 3 在下家手里，他先出。",
        "Whoever holds the 3 of diamonds, the lowest card, leads first, and the lead must include it. The "
        "player on your right has it, so he leads."),
    "table.tutorial.big2.pair": (
        "下家出对 3，对家出对 7，上家出对 8。跟牌要出同样张数、更大的牌：对子只能压对子。你出一对 K。",
        "The right player led a pair of 3s, then came a pair of 7s and a pair of 8s. You must follow with the "
        "same number of cards, higher: a pair only beats a pair. Play your pair of kings."),
    "table.tutorial.big2.pass": (
        "下家用对 A 压了你的 K，对家又出了对 2。2 最大，你压不过：点不出。不出以后，这一圈后面还能接着出。",
        "The right player beat your kings with aces, and the player across played a pair of 2s, the highest. "
        "You cannot beat it: pass. Passing does not stop you from playing later in the round."),
    "table.tutorial.big2.straight_flush": (
        "对家出顺子（五张连着的牌），上家用同花（五张同一花色）压了它。五张的牌型从小到大：顺子、同花、"
        "葫芦（三张带一对）、铁支（四张带一张）、同花顺。你的方块 10 J Q K A 是同花顺，最大：出它！",
        "The player across led a straight (five in a row) and the left player beat it with a flush (five of "
        "one suit). Five-card hands from low to high: straight, flush, full house (three and a pair), four "
        "of a kind with one card, straight flush. Your 10 J Q K A of diamonds is a straight flush, the highest: "
        "play it!"),
    "table.tutorial.big2.two": (
        "没人压得住，你先出。出单张红桃 2：比它大的只有黑桃 2，对家刚才已经出掉了。",
        "Nobody could beat it, so you lead. Play the 2 of hearts alone: only the 2 of spades is higher, and "
        "the player across has already played it."),
    "table.tutorial.big2.flush": (
        "又是你先出。最后五张 3、5、9、10、Q 都是黑桃：同花，一次出完就赢了！",
        "Your lead again. Your last five cards, 3 5 9 10 Q, are all spades: a flush. Play them and you are out!"),
    "table.tutorial.big2.score": (
        "你先出完，赢了。别人剩几张算几分，剩 8 张以上乘 2，10 张以上乘 3。每个人和另外三家比：你 0 分，"
        "从他们那里得 18 + 4 + 6 = 28 分。",
        "You went out first and won. The others score a point per card left, doubled from 8 cards and tripled "
        "from 10. Each player is compared with the other three: you have 0, so you gain 18 + 4 + 6 = 28."),
    # 干瞪眼
    "table.tutorial.score.gandengyan.gdy_base": ("底分 {base}。", "Base {base}."),
    "table.tutorial.score.gandengyan.gdy_bombs": ("出了 {count} 个三张的炸弹，每个翻一倍：×{factor}。",
                                            "{count} three-card bombs were played, each doubling: ×{factor}."),
    "table.tutorial.score.gandengyan.gdy_card_value": ("所以剩下的每张牌值 {value} 分。",
                                                 "So each card left is worth {value}."),
    "table.tutorial.score.gandengyan.gdy_loser": ("{name}剩 {left} 张 × {value} = 付 {amount} 分。",
                                            "{name} has {left} left × {value}: pays {amount}."),
    "table.tutorial.score.gandengyan.gdy_winner": ("{name}先出完，收下 {amount} 分。", "{name} went out first and collects {amount}."),
    "table.tutorial.gandengyan.welcome": (
        "干瞪眼：每人 5 张牌（庄家 6 张），先出完的人赢。最要紧的规矩：压牌只能正好大一点——3 只能用 4 压，"
        "不能用 7 压。只有 2 能压任何单张或对子，炸弹（三张或更多一样的）什么都能压。跟着箭头走。",
        "Gan Deng Yan: 5 cards each (6 for the dealer); the first to go out wins. The key rule: you may beat a "
        "play only with one exactly one rank higher — a 3 only with a 4, never a 7. Only a 2 beats any "
        "single or pair, and a bomb (three or more alike) beats anything. Follow the arrow."),
    "table.tutorial.gandengyan.hand": (
        "这是你的 5 张牌。下家是庄家，有 6 张，他先出。",
        "These are your 5 cards. The player on your right is the dealer, with 6, and leads."),
    "table.tutorial.gandengyan.one_higher": (
        "下家出了一张 3。要压它只能出正好大一点的 4：你有梅花 4，出它。",
        "The right player led a 3. Only a card exactly one higher, a 4, can beat it: play your 4 of clubs."),
    "table.tutorial.gandengyan.draw": (
        "没人压你的 4（要出 5、2 或炸弹才压得住），这一圈你赢了。每一圈结束，从赢的人开始大家各摸一张牌，赢的人先出"
        "——你摸到了方块 Q。出一对 6。",
        "Nobody beat your 4 (that takes a 5, a 2 or a bomb), so you won the round. After each round everyone "
        "draws a card, the winner first, and the winner leads — you drew the Q of diamonds. Lead your pair of 6s."),
    "table.tutorial.gandengyan.wild": (
        "又是你先出，这次你摸到了大王。三张或更多连着的牌叫连牌。大王和小王可以当任何一张牌：Q、大王、A 就是 Q K A。"
        "选这三张出。",
        "Your lead again, and this time you drew the big joker. Three or more cards in a row make a run, and a "
        "joker stands for any card you name: Q, joker, A is Q K A. Play those three."),
    "table.tutorial.gandengyan.bomb": (
        "上家用两张 5 加小王当三张 5，出了炸弹！炸弹什么都能压，每出一个炸弹，这一局的分翻一倍。你压不过：点不出。",
        "The left player used two 5s and a joker as three 5s: a bomb! A bomb beats anything, and every bomb "
        "doubles the hand's score. You cannot beat it: pass."),
    "table.tutorial.gandengyan.two": (
        "上家出了一张 3。2 可以压任何不是 2 的单张：出你的红桃 2。",
        "The left player led a 3. A 2 beats any single that is not a 2: play your 2 of hearts."),
    "table.tutorial.gandengyan.bomb_two": (
        "下家用三张 4 炸了你的 2：炸弹连 2 也能压。你没有更大的炸弹：点不出。",
        "The right player bombed your 2 with three 4s: a bomb beats even a 2. You have no bigger bomb: pass."),
    "table.tutorial.gandengyan.chain": (
        "下家出 5，上家用 6 压，正好大一点。轮到你：出 7。",
        "The right player led a 5 and the left player beat it with a 6, exactly one higher. Your turn: play the 7."),
    "table.tutorial.gandengyan.out": (
        "下家又用 8 压了你的 7。你出 9——这是你最后一张牌，出完就赢了！",
        "The right player beat your 7 with an 8. Play the 9: it is your last card, and then you are out!"),
    "table.tutorial.gandengyan.score": ("你先出完，赢了。分数是这样算的：", "You went out first and won. The score:"),
    # 双扣
    "table.tutorial.score.shuangkou.sk_outcome": ("你们拿了头游和二游，这叫双扣：赢的两家各得 {value} 分，输的两家各输 {value} 分。",
                                            "Your side went out first and second, a double win: {value} each for "
                                            "you two, {value} lost by each of the others."),
    "table.tutorial.score.shuangkou.sk_bomb": ("赢的一方出过 {size} 张的炸弹：输赢乘 {factor}。",
                                         "The winners played a {size}-card bomb: everything is multiplied by {factor}."),
    "table.tutorial.shuangkou.welcome": (
        "双扣四个人玩两副牌，对面坐的是你的搭档。出完牌的先后叫头游、二游……你们两个拿了头游和二游叫双扣，"
        "赢得最多。这一手牌已经安排好了，跟着箭头走。",
        "Shuang Kou is played by four with two decks; the player across is your partner. Going out first, "
        "second … are the places; if you two take first and second it is a double win, the best result. This "
        "hand is prepared: follow the arrow."),
    "table.tutorial.shuangkou.hand": (
        "每人 27 张。从小到大：3、4 … A、2，然后小王、大王。两副牌，所以同样的牌可能有两张。",
        "27 cards each. From low to high: 3, 4 … A, 2, then the small and the big joker. There are two decks, "
        "so a card may come twice."),
    "table.tutorial.shuangkou.pair_run": (
        "对家先出了 3 3 4 4 5 5：三对或更多连着的对子叫连对。要压它得出同样长、更大的连对，你没有：点不出。",
        "Your partner led 3 3 4 4 5 5: three or more pairs in a row make a pair straight. Beating it takes a pair "
        "straight as long and higher; you have none: pass."),
    "table.tutorial.shuangkou.opponents": (
        "下家用 9 9 10 10 J J 压了你的搭档，你也没有更大的连对：不出。",
        "The right player beat your partner with 9 9 10 10 J J; you have no higher pair straight either: pass."),
    "table.tutorial.shuangkou.pairs": (
        "下家出对 3，对家对 J，上家对 2。你的 2 和他一样大，一样大的压不住：不出。",
        "Pairs: the right player led 3s, your partner jacks, the left player 2s. Your 2s are only as high, and "
        "an equal play does not beat: pass."),
    "table.tutorial.shuangkou.pass_again": ("上家出连对 3 3 4 4 5 5，你还是没有更大的：不出。",
                                      "The left player led a pair straight 3 3 4 4 5 5; you have nothing higher: pass."),
    "table.tutorial.shuangkou.straight": (
        "上家出了 3 到 8 的六张顺子（五张或更多连着的单牌）。同样张数、更大的才能压：你出 6 到 J 的六张顺子。",
        "The left player played a six-card straight, 3 to 8 (five or more single cards in a row). Beat it with "
        "as many cards, higher: your six-card straight from 6 to J."),
    "table.tutorial.shuangkou.lead": ("大家都不要，又轮到你先出，什么牌型都可以。出箭头指的牌。",
                                "Nobody beat you, so you lead again, any combination you like. Play what the arrow shows."),
    "table.tutorial.shuangkou.partner": ("这是你搭档的牌。自己人的牌不用压：点不出。",
                                   "That is your partner's play. No need to beat your own side: pass."),
    "table.tutorial.shuangkou.big_joker": ("上家用 K 压了你搭档的 5。大王是最大的单张：出大王。",
                                     "The left player beat your partner's 5 with a K. The big joker is the highest "
                                     "single: play it."),
    "table.tutorial.shuangkou.straight5": ("你先出：五张顺子 3 4 5 6 7。", "Your lead: the five-card straight 3 4 5 6 7."),
    "table.tutorial.shuangkou.triple": ("三张一样的比点数：上家出了三个 A，你的三个 2 更大：出它。",
                                  "Triples compare by rank: the left player played three aces, your three 2s are "
                                  "higher: play them."),
    "table.tutorial.shuangkou.bomb": (
        "对家出了四张 6：这是炸弹！四张或更多一样的牌是炸弹，什么牌型都能压。这是自己人的炸弹：不出。",
        "Your partner played four 6s: a bomb! Four or more cards of one rank are a bomb, which beats any other "
        "combination. It is your own side's: pass."),
    "table.tutorial.shuangkou.bigger_bomb": (
        "下家用四张 Q 炸了回来。炸弹先比张数，张数一样再比点数：你有五张 9，五张的炸弹更大！出它。"
        "赢的一方出过五张以上的炸弹，这一局输赢还要翻倍。",
        "The right player bombed back with four queens. Bombs compare by the number of cards first, then by "
        "rank: your five 9s are bigger! Play them. If the winning side played a bomb of five or more, the "
        "hand's result is doubled too."),
    "table.tutorial.shuangkou.first_out": (
        "对家用一对 A 出完了牌：他是头游！你只剩三张 Q，压不了对子：不出。",
        "Your partner went out with a pair of aces: first place! You hold only three queens and cannot beat a "
        "pair: pass."),
    "table.tutorial.shuangkou.jiefeng": (
        "另外两家也都不要。出牌的人已经出完了，就由他的搭档接着先出，这叫接风：轮到你了！"
        "出最后的三张 Q，你就是二游。",
        "The other two passed as well. When the player who led has gone out, his partner leads next: that is "
        "taking over the lead, and it is you! Play your last three queens and you take second place."),
    "table.tutorial.shuangkou.score": ("你和对家拿了头游、二游，你们赢了。分数是这样算的：",
                                 "You and your partner took first and second place: you win. The score:"),
    # 吃苍蝇
    "table.tutorial.score.chicangying.ccy_team": ("你们一伙拿了大贡和二贡：赢的两家各得 {value} 分，输的两家各输 {value} 分。",
                                            "Your side went out first and second: {value} each for you two, {value} "
                                            "lost by each of the others."),
    "table.tutorial.chicangying.welcome": (
        "吃苍蝇四个人玩两副牌。开局翻开一张牌（这一局是方块 7），发牌后拿到它的人当庄家：这一局是下家。"
        "另一张方块 7 在谁手里，谁就是庄家的暗搭档；剩下两家一伙。你没有方块 7，所以你不是庄家这边的。",
        "Chi Cang Ying is played by four with two decks. A card is turned up first (here the 7 of diamonds); "
        "whoever is dealt it is the dealer — the player on your right. Whoever holds the other 7 of diamonds "
        "is his secret partner; the other two play together. You have no 7 of diamonds, so you are not on the "
        "dealer's side."),
    "table.tutorial.chicangying.hand": (
        "每人 27 张。翻开的是 7：比它大一点的 8 叫上混，小一点的 6 叫下混。这一局从大到小是大王、小王、8、6、"
        "A、K … 3，2 最小。花色不管用。",
        "27 cards each. The turned card is a 7: the rank above it, 8, is the high wild rank and the rank below, 6, "
        "the low wild rank. This hand runs from high to low: big joker, small joker, 8, 6, A, K … 3, and 2 is the "
        "lowest. Suits never matter."),
    "table.tutorial.chicangying.follow": (
        "只能出同一点数的牌：一张、两张……最多八张。跟牌要同样张数、更大的点数。上家出对 5，你出对 J。",
        "You only ever play cards of one rank: one, two … up to eight. Follow with as many cards of a higher "
        "rank. The left player played two 5s: play two jacks."),
    "table.tutorial.chicangying.equal": ("一样大的压不住，你也没有更大的：不出。",
                                   "An equal play does not beat, and you have nothing higher: pass."),
    "table.tutorial.chicangying.two_lowest": ("上家出对 2。这一局 2 最小，出对 4 就能压。",
                                        "The left player played two 2s. Here 2 is the lowest: two 4s beat them."),
    "table.tutorial.chicangying.four": ("上家出了四张 3。跟牌也要四张、更大：出四张 10。",
                                  "The left player played four 3s. Follow with four, higher: your four 10s."),
    "table.tutorial.chicangying.no_higher": ("你没有同样张数、更大的牌：不出。",
                                       "You have no play of as many cards, higher: pass."),
    "table.tutorial.chicangying.upper": ("上家出三张 A。你的三张 8 是上混，比 A 大：出它。",
                                   "The left player played three aces. Your three 8s are the high wild rank, above "
                                   "the ace: play them."),
    "table.tutorial.chicangying.lead_low": ("你先出，什么都可以出。先把小牌出掉：出箭头指的牌。",
                                      "Your lead; anything goes. Get rid of a low card first: play what the arrow shows."),
    "table.tutorial.chicangying.go_on": ("出一张更大的：出箭头指的牌。", "Play a higher one: what the arrow shows."),
    "table.tutorial.chicangying.jokers": ("王比混牌和 A 都大，你压不过：不出。",
                                    "A joker is above the wild ranks and the ace; you cannot beat it: pass."),
    "table.tutorial.chicangying.big_joker": ("上家出 10，你出大王，最大的牌。",
                                       "The left player played a 10: play your big joker, the highest card."),
    "table.tutorial.chicangying.lower": ("上家出 K。6 是下混，比 A 和 K 都大：出 6。",
                                   "The left player played a K. 6 is the low wild rank, above the ace and the king: "
                                   "play a 6."),
    "table.tutorial.chicangying.keep": ("你的三张 Q 压得住，但这一步先留着，等会儿有用：不出。",
                                  "Your three queens could beat it, but keep them for a moment: pass."),
    "table.tutorial.chicangying.out_first": (
        "对家出完了牌，他是大贡（第一个出完）。出完牌的人最后一手还能被压：出三张 Q。",
        "The player across has gone out: he takes first place. His last play can still be beaten: "
        "play your three queens."),
    "table.tutorial.chicangying.lead": ("你先出：出箭头指的牌。", "Your lead: play what the arrow shows."),
    "table.tutorial.chicangying.last": (
        "最后三张 9，出完你就是二贡。你和对家拿了前两名，原来他和你是一伙的！",
        "Your last three 9s: play them and you take second place. You and the player across took the first "
        "two places — he was on your side!"),
    "table.tutorial.chicangying.score": ("这一局结束了。分数是这样算的：", "The hand is over. The score:"),
    # 打撇
    "table.tutorial.score.dapie.dapie_base": ("底注 {base}。", "Base {base}."),
    "table.tutorial.score.dapie.dapie_fankan": ("叫的是 {contract} 分：不到 60 分不翻坎，×{factor}。",
                                          "The contract was {contract}: under 60 there is no extra factor, ×{factor}."),
    "table.tutorial.score.dapie.dapie_opponent": ("{name}是撇家，{stake} 倍：这一局记 {amount}。",
                                            "{name}, an opponent, stake ×{stake}: {amount} this hand."),
    "table.tutorial.dapie.welcome": (
        "打撇四个人玩：一个打家对三个撇家。只用 5 到 A 的 40 张牌，每人 9 张，剩 4 张底牌。分牌：5 算 5 分，"
        "10 和 K 算 10 分，一共 100 分。打家叫了多少分，就要自己抓到多少分。跟着箭头走。",
        "Dapie is one against three: a declarer against three opponents. Only 5 to A are used, 40 cards, 9 "
        "each and 4 in the kitty. A 5 is worth 5, a 10 or a K 10, 100 in all. The declarer must take at least "
        "the points he bid. Follow the arrow."),
    "table.tutorial.dapie.hand": (
        "这是你的 9 张牌。同一花色里 A 最大，然后 K、Q、J、10，一直到 5。你的红桃最多：7、8、10、J、K。",
        "These are your 9 cards. Within a suit the ace is highest, then K, Q, J, 10 down to 5. Hearts are "
        "your longest suit: 7, 8, 10, J, K."),
    "table.tutorial.dapie.bid": (
        "你先叫分：40 到 100，每次加 5，要比前面的高，也可以不叫。叫得最高的人当打家，叫的分就是他要抓够的分。"
        "叫 40。",
        "You bid first: 40 to 100 in steps of 5, higher than the last bid, or pass. The highest bidder declares, "
        "and his bid is what he must take. Bid 40."),
    "table.tutorial.dapie.trump": (
        "别人都不叫，你是打家。现在叫主：选一种花色当主，主牌比别的花色都大。你红桃最多：叫红桃。",
        "Nobody else bid: you declare. Now name trump: the suit you choose beats every other suit. Hearts are "
        "your longest: name hearts."),
    "table.tutorial.dapie.put_back": (
        "4 张底牌进了你的手里，再扣回 4 张。分牌（5、10、K）不能扣。扣掉没用的小牌：点箭头指的四张，再点扣底。",
        "The 4 kitty cards are in your hand; put 4 back. Point cards (5, 10, K) may not go back. Put back "
        "useless low cards: click the four the arrow shows, then confirm."),
    "table.tutorial.dapie.no_double": (
        "三个撇家每人都可以“倒”，把输赢加倍；这一局他们都没倒。打家先出牌。",
        "Each opponent could have doubled the stake; this time none did. The declarer leads."),
    "table.tutorial.dapie.lead": ("出梅花 Q。别人有梅花就得跟梅花。", "Lead the queen of clubs. The others must follow with clubs if they can."),
    "table.tutorial.dapie.follow": (
        "上一墩下家没有梅花，用主牌红桃 5 毙了你的 Q，这一墩的 25 分（梅花 K、10 和红桃 5）都归了撇家。"
        "现在下家出黑桃 6：有黑桃就得跟黑桃，出黑桃 A，最大。",
        "On the last trick the right player had no clubs and ruffed your queen with the 5 of hearts, trump: "
        "that trick's 25 points (the K and 10 of clubs and the 5 of hearts) went to the opponents. Now he "
        "leads the 6 of spades: follow with spades, your ace, the highest."),
    "table.tutorial.dapie.lead_ace": ("你赢了这一墩，你先出：出梅花 A。", "You won that trick and lead: the ace of clubs."),
    "table.tutorial.dapie.trump_lead": (
        "出主牌，把撇家手里的主逼出来，他们就毙不了你了：出红桃 7。",
        "Lead trump to draw the opponents' trumps, so they cannot ruff you later: the 7 of hearts."),
    "table.tutorial.dapie.ruff": ("上家出梅花 9。你没有梅花了，可以用主牌毙：出红桃 8。",
                            "The left player leads the 9 of clubs. You have no clubs left, so you may ruff: the 8 of hearts."),
    "table.tutorial.dapie.trump_again": ("再出主：出箭头指的红桃。", "Trump again: the heart the arrow shows."),
    "table.tutorial.dapie.ruff_points": ("对家出方块 6。你没有方块：用红桃 10 毙，10 分也归你。",
                                   "The player across leads the 6 of diamonds. You have none: ruff with the 10 of "
                                   "hearts, and its 10 points are yours."),
    "table.tutorial.dapie.last": ("最后一墩，出红桃 Q。", "The last trick: the queen of hearts."),
    "table.tutorial.dapie.score": ("你抓了 60 分，比叫的 40 分多：打家赢了。分数是这样算的：",
                             "You took 60 points, more than the 40 you bid: the declarer wins. The score:"),
}
