package org.levellab.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.levellab.core.TextFiles;

/**
 * Golden traces: {@link Playthrough} files that pin a game's behaviour, compared line by line. A
 * golden trace is checked two ways, each returning its problems (one line each, naming the file and
 * the line): against a game played now ({@link #compare}: the engine's own golden tests, which play a
 * seeded game and compare it with its file), and against the rules alone ({@link #check}: the trace
 * must replay, and written anew from the rules, state by state, it must be the file's text exactly).
 * {@link #checkFolder} checks every {@code *.trace} of a game under a folder ({@code levellab contract
 * --goldens DIR}).
 *
 * <p>A golden file is rewritten after a deliberate change of behaviour (the engine's tests do so with
 * {@code -Dlevellab.golden.update=true}) and its diff read by hand: the comparison says what changed,
 * never whether the change was meant.
 */
public final class GoldenTraces {
  private GoldenTraces() {}

  /**
   * What {@link #checkFolder} found.
   *
   * @param traces the game's traces checked
   * @param otherGames traces of other games in the folder, left alone
   * @param problems one line each
   */
  public record Folder(int traces, int otherGames, List<String> problems) {
    public Folder {
      problems = List.copyOf(problems);
    }

    /** True when no problem was found. */
    public boolean ok() {
      return problems.isEmpty();
    }
  }

  /**
   * Compares a game played now with its golden file: the file must exist, have the played trace's text
   * exactly, and replay on its own through the rules (its game rebuilt from its header), so that it is
   * checked against the rules, not only against the code that wrote it.
   */
  public static List<String> compare(Path file, Playthrough played) {
    Objects.requireNonNull(file, "file");
    String actual = Objects.requireNonNull(played, "played").format();
    if (!Files.isRegularFile(file)) {
      return List.of("missing golden trace " + file);
    }
    String expected;
    try {
      expected = TextFiles.read(file, "golden trace");
    } catch (IllegalArgumentException e) {
      return List.of(e.getMessage());
    }
    List<String> problems = new ArrayList<>();
    String difference = firstDifference(expected, actual, "the file has", "the game played now writes");
    if (difference != null) {
      problems.add("golden trace " + file + " differs from the game played now: " + difference);
    }
    problems.addAll(replays(file, expected));
    return problems;
  }

  /**
   * Checks a golden file against the rules alone: it reads, it replays (every move legal, every state
   * as recorded, the end as the rules give it), and the trace written anew by the rules from its moves
   * and chance outcomes ({@link #rewritten}) is its text exactly.
   */
  public static List<String> check(Path file) {
    Objects.requireNonNull(file, "file");
    String text;
    try {
      text = TextFiles.read(file, "golden trace");
    } catch (IllegalArgumentException e) {
      return List.of(e.getMessage());
    }
    List<String> problems = replays(file, text);
    if (!problems.isEmpty()) {
      return problems;
    }
    try {
      String anew = rewritten(Playthrough.parse(text, file.toString())).format();
      String difference = firstDifference(text, anew, "the file has", "the rules write");
      return difference == null ? List.of() : List.of("golden trace " + file + " is not as the rules write it: "
          + difference);
    } catch (RuntimeException e) {
      return List.of("golden trace " + file + ": the game threw " + e.getClass().getSimpleName() + ": "
          + e.getMessage());
    }
  }

  /**
   * The trace as the rules write it now: the same game, level, agent, moves and chance outcomes (with
   * their notes), and every state, the rules text, the level text and the end from the game.
   *
   * @throws IllegalArgumentException naming the step whose move or outcome the rules refuse
   */
  public static Playthrough rewritten(Playthrough trace) {
    Game<?> g = Games.create(trace.game(), trace.rules());
    State start = g.parseLevel(trace.level(), "the trace's level");
    State s = start.copy();
    List<Playthrough.Step> steps = new ArrayList<>();
    int moves = 0;
    for (Playthrough.Step st : trace.steps()) {
      String at = "step " + st.number() + " (" + st.action() + ")";
      if (st.number() > 0) {
        refuse(at, Replay.applyNotation(s, st.action()));
        moves++;
      }
      for (String c : st.chance()) {
        refuse(at + ", chance " + c, Replay.applyNotation(s, c.replaceFirst("\\[[^\\]]*]$", "")));
      }
      steps.add(new Playthrough.Step(st.number(), st.action(), st.chance(), s.toString()));
    }
    return new Playthrough(g.name(), g.rules(), start.levelText(), trace.agent(), steps,
        Playthrough.End.of(s, moves, trace.end().reason()));
  }

  private static void refuse(String at, String why) {
    if (why != null) {
      throw new IllegalArgumentException(at + ": " + why);
    }
  }

  /**
   * Every {@code *.trace} file of {@code game} under {@code folder} (its subfolders too), in path
   * order, checked against the rules ({@link #check}). Traces of other games are counted and left
   * alone.
   *
   * @throws IllegalArgumentException when the folder is not one, or holds no trace of the game (naming
   *     the games it holds traces of)
   */
  public static Folder checkFolder(Path folder, String game) {
    Objects.requireNonNull(folder, "folder");
    Objects.requireNonNull(game, "game");
    if (!Files.isDirectory(folder)) {
      throw new IllegalArgumentException(folder + " is not a folder of golden traces");
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(folder)) {
      files = walk.filter(p -> p.getFileName().toString().endsWith(".trace") && Files.isRegularFile(p))
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + folder + ": " + e.getMessage(), e);
    } catch (UncheckedIOException e) {
      throw new UncheckedIOException("cannot list " + folder + ": " + e.getCause().getMessage(), e.getCause());
    }
    List<String> problems = new ArrayList<>();
    TreeSet<String> others = new TreeSet<>();
    int traces = 0;
    int otherGames = 0;
    for (Path file : files) {
      String named = gameOf(file);
      if (named != null && !named.equals(game)) {
        otherGames++;
        others.add(named);
        continue;
      }
      traces++;
      problems.addAll(check(file));
    }
    if (traces == 0) {
      throw new IllegalArgumentException(folder + " holds no *.trace file of game " + game + (files.isEmpty()
          ? "" : " (" + files.size() + " of other games: " + String.join(", ", others) + ")"));
    }
    return new Folder(traces, otherGames, problems);
  }

  /** The game a trace file names in its {@code game:} line, or null when it cannot be read (checked as the game's). */
  private static String gameOf(Path file) {
    try {
      for (String line : TextFiles.read(file, "golden trace").split("\r?\n")) {
        if (line.startsWith("game:")) {
          return line.substring("game:".length()).strip();
        }
      }
    } catch (RuntimeException e) {
      return null;
    }
    return null;
  }

  /** The replay's problem, if any: one line naming the file and the step. */
  private static List<String> replays(Path file, String text) {
    try {
      Playthrough.Check c = Playthrough.parse(text, file.toString()).replay();
      return c.ok() ? List.of() : List.of("golden trace " + file + " does not replay through the rules: " + c.error());
    } catch (IllegalArgumentException e) {
      return List.of("golden trace " + file + ": " + e.getMessage());
    } catch (RuntimeException e) {
      return List.of("golden trace " + file + ": the game threw " + e.getClass().getSimpleName() + ": "
          + e.getMessage());
    }
  }

  /** The first line where two texts differ (line endings aside), or null when they are the same. */
  static String firstDifference(String expected, String actual, String expectedSays, String actualSays) {
    String[] e = expected.replace("\r\n", "\n").split("\n", -1);
    String[] a = actual.replace("\r\n", "\n").split("\n", -1);
    for (int i = 0; i < Math.max(e.length, a.length); i++) {
      String x = i < e.length ? e[i] : null;
      String y = i < a.length ? a[i] : null;
      if (!Objects.equals(x, y)) {
        return "line " + (i + 1) + ": " + expectedSays + " " + quoted(x) + ", " + actualSays + " " + quoted(y);
      }
    }
    return null;
  }

  private static String quoted(String line) {
    return line == null ? "nothing (the text ends)" : "'" + line + "'";
  }
}
