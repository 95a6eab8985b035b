package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.example.GameJar;

/**
 * A game from outside the engine, the way a newcomer makes one: the Aces Up example's sources, copied
 * into a package of their own, compiled against {@code target/levellab.jar}, packed
 * with their {@code META-INF/services} files into a jar ({@link GameJar#acesUp}), and played through
 * {@code bin/levellab} with {@code LEVELLAB_CLASSPATH} pointing at that jar.
 *
 * <p>It needs the packaged jar, so the build runs it in the integration-test phase ({@code mvn -B
 * verify}: the surefire execution {@code game-jar} in pom.xml, after {@code package}); run alone with
 * {@code mvn -B -q -DskipTests package && mvn -B -q test -Dtest=GameJarIT}. Without the jar it is
 * skipped.
 */
class GameJarIT {
  private static final Path ROOT = Path.of("").toAbsolutePath();
  private static final Path ENGINE_JAR = ROOT.resolve("target/levellab.jar");
  private static final Path CDS_ARCHIVE = ROOT.resolve("target/levellab.jsa");
  private static final Path LEVELLAB = ROOT.resolve("bin/levellab");
  private static final String GAME = GameJar.ACES;
  /** The exact agent's node budget in the playtest, so that 20 deals take seconds, not minutes. */
  private static final int PLAYTEST_BUDGET = 100_000;

  @TempDir static Path dir;
  private static Path gameJar;

  @BeforeAll
  static void buildTheGameJar() {
    assumeTrue(Files.isRegularFile(ENGINE_JAR),
        "target/levellab.jar is not built: run 'mvn -B -DskipTests package' first (mvn -B verify runs this test after package)");
    assumeTrue(Files.isExecutable(LEVELLAB), "bin/levellab is not executable here");
    assumeTrue(GameJar.canCompile(), "no Java compiler in this runtime (a JRE, not a JDK)");
    gameJar = GameJar.acesUp(dir, ENGINE_JAR.toString());
  }

  private record Run(int code, String out, String err) {
    JsonNode json() throws IOException {
      assertEquals(0, code, err);
      return Json.mapper().readTree(out);
    }
  }

  /** bin/levellab as a subprocess, from the project folder, with {@code env} on top of this one's. */
  private static Run levellab(Map<String, String> env, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(LEVELLAB.toString());
    command.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(ROOT.toFile());
    pb.environment().remove("LEVELLAB_CLASSPATH");
    pb.environment().remove("LEVELLAB_JAVA_OPTS");
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    pb.environment().putAll(env);
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    pb.redirectOutput(out.toFile()).redirectError(err.toFile());
    Process p = pb.start();
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("bin/levellab " + String.join(" ", args) + " did not finish in 10 minutes");
    }
    return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  private static Run withGame(String... args) throws Exception {
    return levellab(Map.of("LEVELLAB_CLASSPATH", gameJar.toString()), args);
  }

  private static List<String> strings(JsonNode array) {
    List<String> s = new ArrayList<>();
    array.forEach(n -> s.add(n.asText()));
    return s;
  }

  @Test
  void theJarsGameIsDealtPlayedReplayedSolvedPlaytestedAndHinted() throws Exception {
    Path level = dir.resolve("acesup-1.txt");
    Run deal = withGame("deal", "--game", GAME, "--seed", "1", "--out", level.toString());
    assertEquals(0, deal.code(), deal.err());
    assertEquals(13, Files.readAllLines(level).stream().filter(l -> !l.isBlank() && !l.startsWith("#")).count(),
        "a level of 13 deals of 4 cards:\n" + Files.readString(level));

    JsonNode solved = withGame("solve", "--game", GAME, "--level", level.toString(), "--json").json();
    assertEquals(GAME, solved.get("game").asText());
    assertTrue(solved.get("winnable").asBoolean(), "deal 1 of the example is winnable: " + solved);
    List<String> winningLine = strings(solved.get("line"));

    Path trace = dir.resolve("acesup-1.trace");
    JsonNode played = withGame("play", "--game", GAME, "--level", level.toString(), "--agent", "exact",
        "--trace", trace.toString(), "--json").json();
    assertEquals("won", played.get("result").asText(), "the exact agent wins a level the solver proves winnable");
    assertEquals(winningLine, strings(played.get("line")), "the exact agent plays the solver's line");

    Run replay = withGame("replay", "--trace", trace.toString());
    assertEquals(0, replay.code(), replay.err());
    assertTrue(replay.out().startsWith(GAME + ": replayed " + winningLine.size() + " moves, every state as traced; won"),
        replay.out());

    Run hint = withGame("hint", "--game", GAME, "--level", level.toString(), "--agent", "exact");
    assertEquals(0, hint.code(), hint.err());
    assertTrue(hint.out().startsWith("exact plays " + winningLine.get(0) + " after 0 moves"), hint.out());

    String exact = "exact:budget=" + PLAYTEST_BUDGET;
    JsonNode playtest = withGame("playtest", "--game", GAME, "--agents", "random," + exact, "--deals", "20",
        "--json").json();
    assertEquals(20, playtest.get("games").asInt());
    JsonNode random = playtest.get("agents").get(0);
    JsonNode solver = playtest.get("agents").get(1);
    assertEquals("random", random.get("agent").asText());
    assertEquals(exact, solver.get("agent").asText());
    // the agent solves deal i from its start with the same budget as 'solve --deals' does, and follows
    // any line it finds, so it wins at least every deal that solve proves winnable
    JsonNode share = withGame("solve", "--game", GAME, "--deals", "20", "--max-nodes", "" + PLAYTEST_BUDGET,
        "--json").json();
    int proven = share.get("winnable").asInt();
    assertTrue(proven > 0, "some of the 20 deals are proven winnable within the budget: " + share);
    assertTrue(solver.get("wins").asInt() >= proven, "exact wins " + solver.get("wins") + " of 20, solve proves "
        + proven + " winnable");
    assertTrue(solver.get("wins").asInt() >= random.get("wins").asInt(), playtest.toString());
  }

  @Test
  void theJarsAgentsAreInTheCatalogue() throws Exception {
    Path level = dir.resolve("acesup-2.txt");
    assertEquals(0, withGame("deal", "--game", GAME, "--seed", "2", "--out", level.toString()).code());
    Run hint = withGame("hint", "--game", GAME, "--level", level.toString(), "--agent", "discarder");
    assertEquals(0, hint.code(), hint.err());
    assertTrue(hint.out().startsWith("discarder plays "), hint.out());
  }

  @Test
  void withoutTheJarTheGameIsUnknownAndAMissingEntryIsNamed() throws Exception {
    Run without = levellab(Map.of(), "deal", "--game", GAME, "--seed", "1", "--out", "-");
    assertEquals(2, without.code(), without.out());
    assertTrue(without.err().contains("unknown game '" + GAME + "'"), without.err());

    Path missing = dir.resolve("no-such.jar");
    Run bad = levellab(Map.of("LEVELLAB_CLASSPATH", gameJar + ":" + missing), "deal", "--game", GAME, "--out", "-");
    assertEquals(2, bad.code(), bad.out());
    assertTrue(bad.err().contains("LEVELLAB_CLASSPATH entry '" + missing + "'"), bad.err());

    // empty entries are dropped rather than read as the current folder
    Run padded = levellab(Map.of("LEVELLAB_CLASSPATH", ":" + gameJar + "::"), "deal", "--game", GAME, "--out", "-");
    assertEquals(0, padded.code(), padded.err());
  }

  @Test
  void theClassDataSharingArchiveStillServesTheEngine() throws Exception {
    assumeTrue(Files.isRegularFile(CDS_ARCHIVE), "no target/levellab.jsa (the build writes it at package)");
    Run run = levellab(Map.of("LEVELLAB_CLASSPATH", gameJar.toString(),
        "LEVELLAB_JAVA_OPTS", "-Xlog:class+load=info:stderr"), "deal", "--game", GAME, "--seed", "3", "--out", "-");
    assertEquals(0, run.code(), run.err());
    // the archive maps classes only while the run's class path begins with the archive's (the engine jar)
    assertTrue(run.err().contains("org.levellab.cli.LevelLabCommand source: shared objects file (top)"),
        "the engine's classes are not mapped from target/levellab.jsa");
    assertTrue(run.err().contains("org.example.aces.AcesFactory source: file:"), "the game's factory from its jar");
    assertNotNull(run.out());
    assertFalse(run.out().isBlank(), "the deal is written to stdout");
  }
}
