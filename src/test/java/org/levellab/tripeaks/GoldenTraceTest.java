package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Golden traces pin the rules: seeded games written out move by move (the state after each move).
 * Any change of behaviour changes a trace and fails here. To rewrite them after a deliberate rule
 * change, run with {@code -Dlevellab.regenerate=true} and review the diff by hand.
 */
class GoldenTraceTest {
  static final Path DIR = Path.of("src/test/resources/org/levellab/tripeaks");

  @Test
  void blogDealRandomGame() throws IOException {
    check("trace-blog-deal.txt", Level.microsoft(), Fixtures.blogDeal(), 1);
  }

  @Test
  void holdAndWallsGame() throws IOException {
    Level lvl = Level.builder(Layout.microsoft()).holdSlot(true).wall(13).wall(19).wall(25).build();
    check("trace-hold-walls.txt", lvl, Deal.random(lvl, new SplittableRandom(2)), 2);
  }

  @Test
  void golfGame() throws IOException {
    check("trace-golf.txt", Level.golf(), Deal.random(Level.golf(), new SplittableRandom(3)), 3);
  }

  static String trace(Level lvl, Deal deal, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    StringBuilder sb = new StringBuilder();
    sb.append("# level: ").append(lvl).append('\n');
    sb.append("# board: ").append(deal.formatBoard()).append('\n');
    sb.append("# stock: ").append(deal.formatStock()).append('\n');
    sb.append("# uniform random legal moves, SplittableRandom(").append(seed).append(")\n");
    TriPeaksState s = lvl.deal(deal);
    sb.append("start | ").append(describe(s)).append('\n');
    int i = 0;
    while (!s.isOver()) {
      List<Move> legal = s.legalMoves();
      Move m = legal.get(rng.nextInt(legal.size()));
      s.apply(m);
      i++;
      sb.append(String.format("%3d %-3s | ", i, m)).append(describe(s)).append('\n');
      if (i > 400) {
        break;
      }
    }
    sb.append("result: ").append(s.isWon() ? "won" : "lost").append(", cleared ").append(s.boardCleared())
        .append(", draws ").append(s.drawsUsed()).append(", longest chain ").append(s.longestChain())
        .append(", walls broken ").append(s.wallsBroken()).append(", hold uses ").append(s.holdUses()).append('\n');
    return sb.toString();
  }

  static String describe(TriPeaksState s) {
    StringBuilder sb = new StringBuilder();
    sb.append("waste ").append(label(s.wasteTop()));
    if (s.level().holdSlot()) {
      sb.append(" hold ").append(s.holdCard() == 0 ? "-" : label(s.holdCard()));
    }
    sb.append(" stock ").append(s.stockLeft()).append(" chain ").append(s.currentChain()).append(" | open");
    for (int slot = 0; slot < s.level().layout().size(); slot++) {
      if (s.isOpen(slot)) {
        sb.append(' ').append(slot).append('=').append(label(s.rankAt(slot)));
      }
    }
    for (int w : s.level().walls()) {
      sb.append(" | wall ").append(w).append(':').append(s.wallDamage(w));
    }
    return sb.toString();
  }

  private static String label(int r) {
    return org.levellab.cards.Rank.of(r).label();
  }

  private static void check(String file, Level lvl, Deal deal, long seed) throws IOException {
    String actual = trace(lvl, deal, seed);
    Path p = DIR.resolve(file);
    if (Boolean.getBoolean("levellab.regenerate")) {
      Files.writeString(p, actual, StandardCharsets.UTF_8);
    }
    assertEquals(Files.readString(p, StandardCharsets.UTF_8), actual, "golden trace " + file);
  }
}
