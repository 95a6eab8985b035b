package org.levellab.tripeaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.levellab.core.Progress;
import org.levellab.search.Budget;
import org.levellab.search.Verdict;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;
import org.levellab.tripeaks.solve.ExactSolver;
import org.levellab.tripeaks.solve.RandomRestartSolver;
import org.levellab.tripeaks.solve.SolverComparison;
import org.levellab.tripeaks.solve.SolverResult;
import org.levellab.tripeaks.solve.Winnability;
import org.levellab.tripeaks.view.BoardPicture;

/** Winnability and comparison runs: seeded, thread-count independent, consistent with single solves. */
class RunsTest {
  @Test
  void winnabilityIsTheSameWhateverTheThreadCount() {
    Winnability.Summary one = Winnability.run(Level.microsoft(), 80, 42, 1, Winnability.DEFAULT_BUDGET);
    Winnability.Summary two = Winnability.run(Level.microsoft(), 80, 42, 2, Winnability.DEFAULT_BUDGET);
    assertEquals(one.winnable(), two.winnable());
    assertEquals(one.perDeal().column("verdict").asList(), two.perDeal().column("verdict").asList());
    assertEquals(one.perDeal().column("nodes").asList(), two.perDeal().column("nodes").asList());
    assertEquals(80, one.winnable() + one.notWinnable() + one.unknown());
    assertTrue(one.share().lower() <= one.share().value() && one.share().value() <= one.share().upper());
    // deal 7 of the run is RandomStreams.forTask(42, 7): solving it alone gives the same verdict
    Deal d7 = Deal.random(Level.microsoft(), org.levellab.core.RandomStreams.forTask(42, 7));
    SolverResult r = ExactSolver.builder().minimizeDraws(false).build().solve(Level.microsoft(), d7);
    assertEquals(r.winnable().toJson().toString(), one.perDeal().stringColumn("verdict").get(7));
  }

  @Test
  void comparisonRowsAreConsistent() {
    Table t = SolverComparison.run(Level.microsoft(), 40, 3, RandomRestartSolver.of(0.01, 100), Budget.nodes(50_000_000));
    Table t2 = SolverComparison.run(Level.microsoft(), 40, 3, RandomRestartSolver.of(0.01, 100), Budget.nodes(50_000_000));
    assertEquals(40, t.rowCount());
    assertEquals(t.column("restartAttempts").asList(), t2.column("restartAttempts").asList());
    for (int i = 0; i < t.rowCount(); i++) {
      boolean winnable = t.booleanColumn("winnable").get(i);
      boolean solved = t.booleanColumn("restartsSolved").get(i);
      assertTrue(!solved || winnable, "restarts cannot solve a lost deal");
      if (solved) {
        assertTrue(t.intColumn("restartDraws").get(i) >= t.intColumn("fewestDraws").get(i),
            "restarts cannot beat the proven fewest draws");
      }
      assertEquals(winnable && !solved, t.booleanColumn("restartsGaveUpOnWinnable").get(i));
    }
    Table s = SolverComparison.summary(t);
    int winnable = t.booleanColumn("winnable").countTrue();
    assertEquals((double) winnable / 40, s.doubleColumn("value").get(0), 1e-12);
    assertTrue(s.doubleColumn("value_lo").get(0) <= s.doubleColumn("value").get(0)
        && s.doubleColumn("value").get(0) <= s.doubleColumn("value_hi").get(0), "the interval holds the share");
  }

  @Test
  void expectedAttemptsCountTheRunsThatGaveUp() {
    Table t = Table.create("runs", tech.tablesaw.api.BooleanColumn.create("solved",
        new boolean[] {true, true, false, false}), IntColumn.create("attempts", new int[] {10, 30, 100, 100}));
    org.levellab.core.Estimate e = SolverComparison.expectedAttempts(t, 0.95);
    // 2 wins in 240 attempts: p = 1/120, where the mean over solved runs would say 20
    assertEquals(120.0, e.value(), 1e-9);
    assertTrue(e.lower() < 120 && e.upper() > 120 && e.lower() > 20, e.toString());
    // geometric attempts with p = 0.05 (mean 20), censored at 1000: the estimate finds 20
    java.util.Random rng = new java.util.Random(7);
    int n = 4000;
    boolean[] solved = new boolean[n];
    int[] attempts = new int[n];
    for (int i = 0; i < n; i++) {
      int a = 1;
      while (rng.nextDouble() >= 0.05 && a < 1000) {
        a++;
      }
      attempts[i] = a;
      solved[i] = a < 1000;
    }
    org.levellab.core.Estimate g = SolverComparison.expectedAttempts(Table.create("g",
        tech.tablesaw.api.BooleanColumn.create("solved", solved), IntColumn.create("attempts", attempts)), 0.95);
    assertTrue(g.lower() < 20 && g.upper() > 20, g.toString());
  }

  @Test
  void restartRunsAreSeededAndSolveTheBlogDeal() {
    Table a = SolverComparison.restartRuns(Level.microsoft(), Fixtures.blogDeal(), 8, 5, RandomRestartSolver.blog());
    Table b = SolverComparison.restartRuns(Level.microsoft(), Fixtures.blogDeal(), 8, 5, RandomRestartSolver.blog());
    assertEquals(a.column("attempts").asList(), b.column("attempts").asList());
    assertEquals(8, a.rowCount());
    assertTrue(a.booleanColumn("solved").countTrue() > 0);
  }

  @Test
  void boardPictureIsWellFormedSvgWithOneBadgePerMove() throws Exception {
    Deal d = Fixtures.blogDeal();
    SolverResult r = ExactSolver.create().solve(Level.microsoft(), d);
    assertEquals(Verdict.TRUE, r.winnable());
    String svg = BoardPicture.solution(Level.microsoft(), d, r.moves());
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    NodeList rects = doc.getElementsByTagName("rect");
    assertEquals(1 + 28 + 24, rects.getLength(), "table + one rect per card");
    NodeList circles = doc.getElementsByTagName("circle");
    // one badge per board card and per stock card that reached the waste (the first one is step 0)
    assertEquals(28 + r.draws() + 1, circles.getLength());
    String state = BoardPicture.state(Level.microsoft().deal(d));
    DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(state.getBytes(StandardCharsets.UTF_8)));
    assertTrue(state.contains("face down"));
  }

  @Test
  void pictureRejectsIllegalMoves() {
    DealTest.assertError("move 1 (B12): slot 12 is covered",
        () -> BoardPicture.solution(Level.microsoft(), Fixtures.blogDeal(), List.of(Move.board(12))));
  }
}
