package org.levellab.game;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Plug-in jars that break, built at test time: sources compiled with the system compiler against the
 * engine, services files written, classes packed. {@link #FAULTY} is one game with a fault chosen by
 * the catalogue name it is made under, so one jar holds every broken promise; {@link #PROBE} runs
 * inside the engine's class loader and reports what each call gives, as text.
 */
final class FaultyPlugIns {
  private FaultyPlugIns() {}

  /**
   * A counting game (add 1 or 2, won on reaching exactly 6, over past it) whose fault is its name:
   * {@code faulty-<fault>}; {@code faulty-none} keeps every promise.
   */
  static final String FAULTY = """
      package plugin;
      import java.util.List;
      import org.levellab.game.*;
      public final class Faulty implements GameFactory {
        public static final List<String> FAULTS = List.of("none", "create-throws", "create-null", "start-throws",
            "start-null", "legal-throws", "none-legal", "out-of-range", "apply-throws", "apply-refuses", "key-null",
            "key-random", "copy-null", "notation-null", "level-throws");
        public List<String> names() {
          return FAULTS.stream().map(f -> "faulty-" + f).toList();
        }
        public Game<?> create(String name, String rules) {
          String fault = name.substring("faulty-".length());
          if (fault.equals("create-throws")) throw new IllegalStateException("boom in create");
          if (fault.equals("create-null")) return null;
          return new Counting(name, fault);
        }
        public record Counting(String name, String fault) implements Game<Count> {
          public String rules() { return ""; }
          public int maxActions() { return 3; }
          public boolean hasChanceNodes() { return false; }
          public Count newInitialState(long seed) {
            if (fault.equals("start-throws")) throw new IllegalStateException("boom in newInitialState");
            if (fault.equals("start-null")) return null;
            return new Count(this, 0);
          }
          public Count parseLevel(String text, String source) {
            if (fault.equals("level-throws")) throw new NullPointerException();
            return new Count(this, Integer.parseInt(text.strip()));
          }
        }
        public static final class Count implements ChanceFreeState {
          final Counting game;
          int n;
          static long keysGiven;
          Count(Counting game, int n) { this.game = game; this.n = n; }
          boolean is(String fault) { return game.fault().equals(fault); }
          public Game<?> game() { return game; }
          public boolean isTerminal() { return n >= 6; }
          public boolean isWon() { return n == 6; }
          public double score() { return n; }
          public int legalActions(int[] buffer) {
            if (is("legal-throws")) throw new ArrayIndexOutOfBoundsException("boom in legalActions");
            if (isTerminal() || is("none-legal") && n >= 1) return 0;
            buffer[0] = 0;
            buffer[1] = is("out-of-range") ? 9 : 1;
            return 2;
          }
          public void apply(int action) {
            if (action != 0 && action != 1 || isTerminal()) throw new IllegalActionException("" + action, "not legal");
            if (is("apply-throws") && n >= 2) throw new IllegalStateException("boom in apply");
            if (is("apply-refuses") && n >= 2) throw new IllegalActionException("" + action, "refused for no reason");
            n += action + 1;
          }
          public String actionToString(int action) { return is("notation-null") ? null : "+" + (action + 1); }
          public int parseAction(String notation) {
            if (notation.equals("+1")) return 0;
            if (notation.equals("+2")) return 1;
            throw new IllegalArgumentException("write +1 or +2, not " + notation);
          }
          public State copy() { return is("copy-null") ? null : new Count(game, n); }
          public StateKey key() {
            if (is("key-null")) return null;
            return StateKey.of(is("key-random") ? ++keysGiven : n);
          }
          public String levelText() { return Integer.toString(n); }
          public String toString() { return "count " + n; }
        }
      }
      """;

  /** Agents for {@code faulty-none}, each broken in its own way (its name). */
  static final String AGENTS = """
      package plugin;
      import java.util.List;
      import org.levellab.game.*;
      public final class FaultyAgents implements AgentFactory {
        public List<String> games() { return List.of("faulty-none"); }
        public List<String> agents(String game) { return List.of("thrower", "nothing", "illegal", "null-maker", "caster"); }
        public Agent<?> create(Game<?> game, String agent, AgentOptions options) {
          return switch (agent) {
            case "thrower" -> (s, rng) -> { throw new IllegalStateException("boom in act"); };
            case "nothing" -> (s, rng) -> -1;
            case "illegal" -> (s, rng) -> 2;
            case "null-maker" -> null;
            // the plug-in's own state class, as an agent of its own game may expect
            default -> (Agent<Faulty.Count>) (s, rng) -> s.n >= 5 ? 0 : 1;
          };
        }
      }
      """;

  /**
   * Runs in the engine's class loader of a test: each call a command makes, on each faulty game or
   * agent, with what it gave (a result, or the exception's class and message), and the same for a
   * healthy engine game played to its end.
   */
  static final String PROBE = """
      package plugin;
      import java.util.*;
      import java.util.concurrent.Callable;
      import org.levellab.game.*;
      import org.levellab.search.*;
      public final class Probe implements Callable<Object> {
        static String outcome(Callable<Object> c) {
          try {
            return "ok " + c.call();
          } catch (Exception e) {
            return e.getClass().getName() + ": " + e.getMessage();
          }
        }
        static Object play(String game, String agent, long seed) {
          Game<?> g = Games.byName(game);
          State start = g.newInitialState(seed);
          return playFrom(g, start, agent, seed);
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        static Object playFrom(Game g, State start, String agent, long seed) {
          Play.Result r = Play.from(start).agent(Agents.parse(g, agent), new Random(seed)).run();
          return r.state().isWon() + " after " + r.actions().size() + " moves";
        }
        public Object call() {
          Map<String, String> out = new LinkedHashMap<>();
          out.put("pair", outcome(() -> play("pair", "random", 3)));
          out.put("pair solve", outcome(() -> GameSolver.withBudget(Budget.nodes(20_000))
              .solve(Games.byName("pair").newInitialState(3)).winnable()));
          for (String fault : Faulty.FAULTS) {
            String name = "faulty-" + fault;
            out.put(name + " play", outcome(() -> play(name, "random", 5)));
            out.put(name + " solve", outcome(() -> GameSolver.unlimited().solve(Games.byName(name).newInitialState(5))
                .winnable()));
          }
          out.put("faulty-level-throws level", outcome(() -> Games.byName("faulty-level-throws").parseLevel("1", "l.txt")));
          out.put("faulty-none bad level", outcome(() -> Games.byName("faulty-none").parseLevel("x", "l.txt")));
          out.put("faulty-apply-refuses replay", outcome(() ->
              Replay.moves(Games.byName("faulty-apply-refuses").newInitialState(5), "+1 +2 +2 +3").error()));
          for (String agent : List.of("thrower", "nothing", "illegal", "null-maker", "caster", "exact")) {
            out.put("agent " + agent, outcome(() -> play("faulty-none", agent, 7)));
          }
          out.put("problems", String.join("\\n", PlugIns.problems()));
          out.put("games", String.join(",", Games.names()));
          out.put("pair agents", String.join(",", Agents.names("pair")));
          return out;
        }
      }
      """;

  /**
   * Compiles {@code sources} (class name to text) against {@code engine} into a jar with one services
   * file per entry of {@code services} (interface name to its lines). Classes named in {@code newer}
   * get a class-file version one past this JVM's, as if compiled for a newer Java.
   */
  static Path jar(Path jar, String engine, Map<String, String> sources, Map<String, String> services,
      List<String> newer) {
    try {
      Path work = Files.createTempDirectory(jar.getParent(), jar.getFileName() + ".");
      Path classes = work.resolve("classes");
      Files.createDirectories(classes);
      List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", engine, "--release", "17",
          "-encoding", "UTF-8", "-proc:none", "-Xlint:-options"));
      for (Map.Entry<String, String> s : sources.entrySet()) {
        Path file = work.resolve("src").resolve(s.getKey().replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, s.getValue());
        args.add(file.toString());
      }
      ByteArrayOutputStream messages = new ByteArrayOutputStream();
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      if (javac.run(null, messages, messages, args.toArray(String[]::new)) != 0) {
        throw new AssertionError("the plug-in's sources do not compile:\n" + messages.toString(StandardCharsets.UTF_8));
      }
      for (String name : newer) {
        Path file = classes.resolve(name.replace('.', '/') + ".class");
        byte[] b = Files.readAllBytes(file);
        int major = Runtime.version().feature() + 45; // Java 17 reads class files up to 61
        b[6] = (byte) (major >> 8);
        b[7] = (byte) major;
        Files.write(file, b);
      }
      Path listed = classes.resolve("META-INF/services");
      Files.createDirectories(listed);
      for (Map.Entry<String, String> s : services.entrySet()) {
        Files.writeString(listed.resolve(s.getKey()), s.getValue() + "\n");
      }
      List<Path> files;
      try (Stream<Path> walk = Files.walk(classes)) {
        files = walk.filter(Files::isRegularFile).sorted().toList();
      }
      try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out)) {
        for (Path f : files) {
          j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
          Files.copy(f, j);
          j.closeEntry();
        }
      }
      return jar;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A factory class whose source is {@code body} inside {@code public final class name implements GameFactory}. */
  static String gameFactory(String name, String body) {
    return "package plugin;\nimport java.util.List;\nimport org.levellab.game.*;\npublic final class " + name
        + " implements GameFactory {\n" + body + "\n}\n";
  }

  /** The body of a factory whose one game is {@code game}, made by the healthy {@code faulty-none}'s rules. */
  static String names(String... games) {
    return "public List<String> names() { return List.of(\"" + String.join("\", \"", games) + "\"); }\n"
        + "public Game<?> create(String name, String rules) { return new plugin.Faulty().create(\"faulty-none\", rules); }";
  }
}
