package org.levellab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.levellab.game.AgentOptions;
import org.levellab.game.Games;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.Replay;
import org.levellab.game.State;
import org.levellab.pair.PairDeal;
import org.levellab.pair.PairSolver;
import org.levellab.pair.PairState;
import org.levellab.tripeaks.Deal;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.study.ExperimentResult;
import org.levellab.tripeaks.study.TriPeaksExperiment;
import org.levellab.tripeaks.design.LevelConfig;
import tech.tablesaw.api.Table;

/**
 * The Java API as a notebook calls it: a null or a bad argument at a public entry point is refused
 * at once, in words that name it, rather than deep inside the work or not at all.
 */
class ApiArgumentChecksTest {
  private static final double[] DATA = {1, 2, 3, 4, 5, 6, 7, 8};

  /** The call throws a NullPointerException from an explicit check, whose message is {@code name}. */
  private static void refusesNull(String name, Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertEquals(name, e.getMessage());
  }

  private static IllegalArgumentException refuses(String expected, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(expected), e.getMessage());
    return e;
  }

  @Test
  void nullArgumentsAreNamedAtTheGameEntryPoints() {
    State golf = Games.byName("golf").newInitialState(1);
    refusesNull("start", () -> Replay.moves(null, List.of()));
    refusesNull("start", () -> Replay.moves(null, "D"));
    refusesNull("moves", () -> Replay.moves(golf, (List<String>) null));
    refusesNull("actions", () -> Replay.actions(golf, null));
    refusesNull("start state", () -> Play.from(null));
    refusesNull("trace", () -> Playthrough.parse(null, "x"));
    refusesNull("file", () -> Playthrough.load(null));
    refusesNull("state", () -> Playthrough.End.of(null, 0, null));
    refusesNull("level", () -> Deal.random(null, RandomStreams.of(1)));
    refusesNull("rng", () -> Deal.random(Level.microsoft(), null));
    refusesNull("deal text", () -> Deal.parseFile(null, "x"));
    refusesNull("file", () -> Deal.load(null));
    refusesNull("level text", () -> org.levellab.skiddy.Level.parse(null, "x"));
    refusesNull("source", () -> org.levellab.skiddy.Level.parse("######", null));
    PairSolver solver = PairSolver.builder().build();
    refusesNull("deal", () -> solver.solve((PairDeal) null));
    refusesNull("state", () -> solver.solve((PairState) null));
  }

  @Test
  void aNullMoveTextIsNotTakenAsNoMoves() {
    State golf = Games.byName("golf").newInitialState(1);
    refusesNull("moves", () -> Replay.moves(golf, (String) null));
    // the empty text is the way to say no moves
    assertEquals(0, Replay.moves(golf, "").applied());
  }

  @Test
  void nullArgumentsAreNamedInStatsAndMonteCarlo() {
    Table t = Table.create("t", tech.tablesaw.api.DoubleColumn.create("x", DATA));
    refusesNull("values", () -> Stats.mean(null, 0.95));
    refusesNull("values", () -> Stats.meanOfShares(null, 0.95));
    refusesNull("a", () -> Stats.pairedDifference(null, DATA, 0.95));
    refusesNull("b", () -> Stats.pairedDifference(DATA, null, 0.95));
    refusesNull("values", () -> Stats.median(null, 0.95));
    refusesNull("table", () -> Stats.mean(null, "x", 0.95));
    refusesNull("column", () -> Stats.mean(t, null, 0.95));
    refusesNull("table", () -> Stats.median(null, "x", 0.95));
    refusesNull("column", () -> Stats.median(t, null, 0.95));
    refusesNull("table", () -> Stats.proportion(null, "x", 0.95));
    refusesNull("booleanColumn", () -> Stats.proportion(t, null, 0.95));
    refusesNull("values", () -> Stats.percentile(null, 0.5));
    refusesNull("values", () -> Stats.histogram(null, 3));
    refusesNull("values", () -> Stats.integerHistogram(null, 0.95));
    refusesNull("successes", () -> Stats.proportionsSimultaneous(null, new long[] {1}, 0.95));
    refusesNull("n", () -> Stats.proportionsSimultaneous(new long[] {1}, null, 0.95));
    refusesNull("pValues", () -> Stats.holm(null));
    refusesNull("x", () -> Stats.linearFit(null, DATA, 0.95));
    refusesNull("y", () -> Stats.linearFit(DATA, null, 0.95));
  }

  @Test
  void statsKeepsRefusingTooFewValuesAndNaN() {
    refuses("at least 2", () -> Stats.mean(new double[] {1}, 0.95));
    refuses("NaN", () -> Stats.mean(new double[] {1, Double.NaN, 3}, 0.95));
  }

  @Test
  void aSizeBeyondWhatATableCanHoldIsAnIllegalArgumentNamingTheLimit() {
    // values far apart: max - min + 1 overflows an int, and even when it does not, the table would
    // need a row per integer in between
    IllegalArgumentException far = refuses("more than the " + Stats.MAX_HISTOGRAM_ROWS + " rows",
        () -> Stats.integerHistogram(new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE}, 0.95));
    assertTrue(far.getMessage().contains("4294967296 integers"), far.getMessage());
    refuses("more than the " + Stats.MAX_HISTOGRAM_ROWS, () -> Stats.integerHistogram(new int[] {0, 2_000_000_000},
        0.95));
    refuses("at most " + Stats.MAX_HISTOGRAM_ROWS, () -> Stats.histogram(DATA, Integer.MAX_VALUE));
    // the limit itself is not refused for what fits
    assertEquals(3, Stats.integerHistogram(new int[] {5, 7}, 0.95).rowCount());
  }

  @Test
  void aShareBetweenARangeTheWrongWayRoundIsRefused() {
    LevelConfig c = LevelConfig.load(Path.of("datasets/tripeaks/sim1-groups.toml"));
    ExperimentResult r = TriPeaksExperiment.of(c).players(20).seed(1).threads(1)
        .progress(ProgressListener.NONE).run();
    refuses("range [7.0, 5.0] is the wrong way round", () -> r.shareBetween("stockUsed", 7, 5));
    refuses("wrong way round", () -> r.shareBetweenAmongWinners("stockUsed", 7, 5));
    refuses("wrong way round", () -> r.shareBetween("stockUsed", Double.NaN, 5));
    assertEquals(20, r.shareBetween("stockUsed", 0, 1000).n());
  }

  @Test
  void anAgentOptionGivenTwiceIsRefused() {
    refuses("agent pimc option k is given twice in 'pimc:k=1:k=2'", () -> AgentOptions.requireDistinct("pimc:k=1:k=2"));
    refuses("option k is given twice", () -> AgentOptions.requireDistinct("pimc:K=1: k =2"));
    AgentOptions.requireDistinct("pimc:k=1:budget=2");
    refuses("agent pimc option k is given twice", () -> AgentOptions.of("pimc", Map.of("k", "1", "K", "2")));
  }

  @Test
  void anAgentsWorkOptionsAreBoundedSoThatOneMoveCannotTakeHours() {
    var golf = Games.byName("golf");
    refuses("must be at most 10,000, got 2147483647", () -> org.levellab.game.Agents.parse(golf, "pimc:k=2147483647"));
    refuses("must be at most 50,000,000", () -> org.levellab.game.Agents.parse(golf, "exact:budget=60000000"));
    refuses("must be at most 1,000,000", () -> org.levellab.game.Agents.parse(golf, "ismcts:iterations=1000001"));
    refuses("must be at most 50,000,000", () -> org.levellab.game.Agents.parse(Games.byName("pair"),
        "exact:budget=2147483647"));
    org.levellab.game.Agents.parse(golf, "pimc:k=10000:budget=50000000");
  }

  @Test
  void monteCarloReadsTheThreadsVariableOnlyWhenNoCountIsGiven() {
    // with a count given the run never consults the default; the child-process case in
    // BadInputCasesTest checks the variable itself
    long sum = MonteCarlo.trials(100).seed(3).threads(2).reduce((i, rng) -> (long) i, () -> new long[1],
        (acc, i) -> acc[0] += i, (a, b) -> a[0] += b[0])[0];
    assertEquals(4950, sum);
  }

  @Test
  void textFilesNameUtf16AndKeepCallingBinaryFilesBinary() {
    byte[] utf16 = "board: 5 9\n".getBytes(StandardCharsets.UTF_16LE);
    refuses("deal file x is UTF-16 text (write the file as UTF-8)", () -> TextFiles.decode(utf16, "deal file x"));
    byte[] utf32 = {(byte) 0xFF, (byte) 0xFE, 0, 0, 'a', 0, 0, 0};
    refuses("is UTF-32 text", () -> TextFiles.decode(utf32, "f"));
    byte[] binary = {'P', 'K', 3, 4, 0, 0, 0, 0, 8, 0, 1, 2, 0, 7};
    refuses("a binary file?", () -> TextFiles.decode(binary, "f"));
    assertEquals("ok", TextFiles.decode("\uFEFFok".getBytes(StandardCharsets.UTF_8), "f"));
  }
}
