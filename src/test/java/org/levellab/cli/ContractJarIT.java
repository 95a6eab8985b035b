package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.example.GameJar;

/**
 * A newcomer's game in a jar of its own (the Aces Up example packed by {@link GameJar#acesUp}, its
 * state a {@code HiddenCards}) is contract-tested with {@code target/levellab.jar} alone: {@code
 * bin/levellab contract}, with no test classes and no JUnit on the class path, runs every check,
 * hidden-card twins included (through the guard a plug-in's game comes in), and a golden trace that
 * {@code bin/levellab play} wrote. Run after {@code package} ({@code mvn -B verify}); skipped without
 * the jar.
 */
class ContractJarIT {
  private static final Path ROOT = Path.of("").toAbsolutePath();
  private static final Path ENGINE_JAR = ROOT.resolve("target/levellab.jar");
  private static final Path LEVELLAB = ROOT.resolve("bin/levellab");

  @TempDir Path dir;

  private record Run(int code, String out, String err) {}

  private Run levellab(Path gameJar, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of(LEVELLAB.toString()));
    command.addAll(Arrays.asList(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(ROOT.toFile());
    pb.environment().remove("LEVELLAB_JAVA_OPTS");
    pb.environment().put("LEVELLAB_CLASSPATH", gameJar.toString());
    pb.environment().put("LEVELLAB_PROGRESS", "0");
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("bin/levellab " + String.join(" ", args) + " did not finish in 10 minutes");
    }
    return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  @Test
  void aGameFromItsOwnJarIsContractTestedWithTheEngineJarAlone() throws Exception {
    assumeTrue(Files.isRegularFile(ENGINE_JAR), "target/levellab.jar is not built: run 'mvn -B -DskipTests package'");
    assumeTrue(Files.isExecutable(LEVELLAB), "bin/levellab is not executable here");
    assumeTrue(GameJar.canCompile(), "no Java compiler in this runtime (a JRE, not a JDK)");
    Path gameJar = GameJar.acesUp(dir, ENGINE_JAR.toString());
    Path goldens = Files.createDirectories(dir.resolve("goldens"));
    Run play = levellab(gameJar, "play", "--game", GameJar.ACES, "--seed", "13", "--agent", "exact:budget=100000",
        "--trace", goldens.resolve("seed-13-exact.trace").toString());
    assertEquals(0, play.code(), play.out() + play.err());

    Run r = levellab(gameJar, "contract", "--game", GameJar.ACES, "--games", "40", "--goldens", goldens.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    String line = r.out().strip();
    assertTrue(line.matches(GameJar.ACES + ": the contract holds \\(seeded starts of seed 1\\): 40 random games, .*"
        + "hidden cards [\\d,]+ twins \\([\\d,]+ differing\\).*tampered trace refused; 1 golden trace"), line);

    // the same golden trace with a state changed by hand
    Path changed = goldens.resolve("seed-13-exact.trace");
    List<String> lines = new ArrayList<>(Files.readAllLines(changed));
    int state = 1 + lines.indexOf(lines.stream().filter(l -> l.startsWith("1 ")).findFirst().orElseThrow());
    lines.set(state, lines.get(state) + " X");
    Files.write(changed, lines);
    Run broken = levellab(gameJar, "contract", "--game", GameJar.ACES, "--games", "2", "--goldens", goldens.toString());
    assertEquals(1, broken.code(), broken.out() + broken.err());
    assertTrue(broken.out().startsWith(GameJar.ACES + ": golden traces: golden trace " + changed
        + " does not replay through the rules: step 1 "), broken.out());
  }
}
