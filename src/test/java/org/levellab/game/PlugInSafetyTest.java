package org.levellab.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A faulty plug-in fails alone and says so. Jars that break in every way a catalogue meets (a listed
 * class that is missing, cannot be made, throws while made, is no factory, was compiled for a newer
 * Java, names nothing, claims a name another has) and a game and agents that break every promise of
 * the contract are built at test time and loaded, with the engine, in a class loader of their own
 * (as {@link CatalogueFromJarTest} does). Each broken entry is named in one line and left out while
 * the engine's games and the healthy plug-in's keep working in the same JVM; each broken call ends in
 * one line naming the game, its jar, the method and where known the seed and step.
 */
class PlugInSafetyTest {
  private static final String ENGINE = Path.of("target/classes").toAbsolutePath().toString();
  private static final String GAME_SERVICES = "(listed in META-INF/services/org.levellab.game.GameFactory) left out: ";
  private static final String AGENT_SERVICES = "(listed in META-INF/services/org.levellab.game.AgentFactory) left out: ";

  @TempDir static Path dir;
  private static Path broken;
  private static Path other;
  private static Path faulty;
  /** What the probe saw inside the engine's loader: call to outcome. */
  private static Map<String, String> seen;
  private static List<String> problems;

  @BeforeAll
  @SuppressWarnings("unchecked")
  static void loadTheBrokenJarsWithTheEngine() throws Exception {
    assumeTrue(javax.tools.ToolProvider.getSystemJavaCompiler() != null, "no Java compiler in this runtime (a JRE, not a JDK)");
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put("plugin.Hidden", FaultyPlugIns.gameFactory("Hidden", "private Hidden() {}\n" + FaultyPlugIns.names("hidden")));
    sources.put("plugin.CtorThrows", FaultyPlugIns.gameFactory("CtorThrows",
        "public CtorThrows() { throw new IllegalStateException(\"boom in constructor\"); }\n" + FaultyPlugIns.names("ctor")));
    sources.put("plugin.StaticThrows", FaultyPlugIns.gameFactory("StaticThrows",
        "static final int ZERO = 1 / Integer.parseInt(\"0\");\n" + FaultyPlugIns.names("static")));
    sources.put("plugin.NotAFactory", "package plugin;\npublic final class NotAFactory {}\n");
    sources.put("plugin.NamesNull", FaultyPlugIns.gameFactory("NamesNull",
        "public List<String> names() { return null; }\n"
            + "public Game<?> create(String name, String rules) { return null; }"));
    sources.put("plugin.NamesThrows", FaultyPlugIns.gameFactory("NamesThrows",
        "public List<String> names() { throw new UnsupportedOperationException(\"boom in names\"); }\n"
            + "public Game<?> create(String name, String rules) { return null; }"));
    sources.put("plugin.Newer", FaultyPlugIns.gameFactory("Newer", FaultyPlugIns.names("newer")));
    sources.put("plugin.PairAgain", FaultyPlugIns.gameFactory("PairAgain", FaultyPlugIns.names("solo", "pair")));
    sources.put("plugin.Healthy", FaultyPlugIns.gameFactory("Healthy", FaultyPlugIns.names("healthy")));
    sources.put("plugin.Faulty", FaultyPlugIns.FAULTY);
    sources.put("plugin.AgentsRandom", agentFactory("AgentsRandom", "List.of(\"healthy\")", "List.of(\"random\")", ""));
    sources.put("plugin.AgentsGreedy", agentFactory("AgentsGreedy", "List.of(\"pair\")", "List.of(\"greedy\")", ""));
    sources.put("plugin.AgentsThrow", agentFactory("AgentsThrow", "List.of(\"healthy\")", "List.of(\"x\")",
        "public AgentsThrow() { throw new IllegalArgumentException(\"boom in agents' constructor\"); }"));
    sources.put("plugin.AgentsNull", agentFactory("AgentsNull", "null", "List.of(\"x\")", ""));
    broken = FaultyPlugIns.jar(dir.resolve("broken.jar"), ENGINE, sources, Map.of(
        "org.levellab.game.GameFactory", String.join("\n", "plugin.Missing", "plugin.Hidden", "plugin.CtorThrows",
            "plugin.StaticThrows", "plugin.NotAFactory", "plugin.NamesNull  # a comment", "plugin.NamesThrows",
            "plugin.Newer", "plugin.PairAgain", "plugin.Healthy", "not a class name"),
        "org.levellab.game.AgentFactory", String.join("\n", "plugin.AgentsRandom", "plugin.AgentsGreedy",
            "plugin.AgentsThrow", "plugin.AgentsNull")),
        List.of("plugin.Newer"));
    other = FaultyPlugIns.jar(dir.resolve("other.jar"), ENGINE, Map.of("plugin.Faulty", FaultyPlugIns.FAULTY,
        "plugin.other.HealthyAgain",
        "package plugin.other;\nimport java.util.List;\nimport org.levellab.game.*;\n"
            + "public final class HealthyAgain implements GameFactory {\n" + FaultyPlugIns.names("healthy") + "\n}\n"),
        Map.of("org.levellab.game.GameFactory", "plugin.other.HealthyAgain"), List.of());
    faulty = FaultyPlugIns.jar(dir.resolve("faulty.jar"), ENGINE, Map.of("plugin.Faulty", FaultyPlugIns.FAULTY,
        "plugin.FaultyAgents", FaultyPlugIns.AGENTS, "plugin.Probe", FaultyPlugIns.PROBE),
        Map.of("org.levellab.game.GameFactory", "plugin.Faulty", "org.levellab.game.AgentFactory", "plugin.FaultyAgents"),
        List.of());
    // the faulty jar first: the healthy factories of the others make its game, from its copy of the class
    try (CatalogueFromJarTest.KernelLoader kernel = new CatalogueFromJarTest.KernelLoader(Path.of(ENGINE), faulty,
        broken, other)) {
      Thread t = Thread.currentThread();
      ClassLoader before = t.getContextClassLoader();
      t.setContextClassLoader(kernel);
      try {
        seen = (Map<String, String>) ((Callable<Object>) kernel.loadClass("plugin.Probe").getConstructor().newInstance())
            .call();
      } finally {
        t.setContextClassLoader(before);
      }
    }
    problems = List.of(seen.get("problems").split("\n"));
  }

  private static String agentFactory(String name, String games, String agents, String more) {
    return "package plugin;\nimport java.util.List;\nimport org.levellab.game.*;\npublic final class " + name
        + " implements AgentFactory {\n" + more + "\npublic List<String> games() { return " + games + "; }\n"
        + "public List<String> agents(String game) { return " + agents + "; }\n"
        + "public Agent<?> create(Game<?> game, String agent, AgentOptions options) { return RandomAgent.create(); }\n}\n";
  }

  /** The one problem line that contains every one of {@code parts}; fails when none or more do. */
  private static String problem(String... parts) {
    List<String> lines = new ArrayList<>();
    for (String p : problems) {
      if (List.of(parts).stream().allMatch(p::contains)) {
        lines.add(p);
      }
    }
    assertEquals(1, lines.size(), "one line with " + List.of(parts) + " among\n" + String.join("\n", problems));
    return lines.get(0);
  }

  @Test
  void eachBrokenServiceEntryIsNamedInOneLineWithItsJarAndReason() {
    String jar = broken.toString();
    assertEquals(jar + ": plugin.Missing " + GAME_SERVICES + "no such class in the jar or on the class path",
        problem("plugin.Missing"));
    assertEquals(jar + ": plugin.Hidden " + GAME_SERVICES + "it has no public constructor without arguments",
        problem("plugin.Hidden"));
    assertEquals(jar + ": plugin.CtorThrows " + GAME_SERVICES
        + "its constructor threw java.lang.IllegalStateException: boom in constructor", problem("plugin.CtorThrows"));
    assertEquals(jar + ": plugin.StaticThrows " + GAME_SERVICES
        + "its static initializer threw java.lang.ArithmeticException: / by zero", problem("plugin.StaticThrows"));
    assertEquals(jar + ": plugin.NotAFactory " + GAME_SERVICES + "it does not implement org.levellab.game.GameFactory",
        problem("plugin.NotAFactory"));
    assertTrue(problem("plugin.Newer").startsWith(jar + ": plugin.Newer " + GAME_SERVICES
        + "it was compiled for a newer Java than this one (Java " + Runtime.version().feature() + "): "),
        problem("plugin.Newer"));
    assertEquals(jar + ": 'not a class name' " + GAME_SERVICES + "it is not a class name", problem("not a class name"));
  }

  @Test
  void aFactoryWhoseNamesBreakOrClashIsLeftOutWholeNamingBothJars() {
    String jar = broken.toString();
    assertEquals(jar + ": game factory plugin.NamesNull left out: names() returned null", problem("plugin.NamesNull"));
    assertEquals(jar + ": game factory plugin.NamesThrows left out: names() threw"
        + " java.lang.UnsupportedOperationException: boom in names", problem("plugin.NamesThrows"));
    assertEquals(jar + ": game factory plugin.PairAgain left out: game name 'pair' is already claimed by"
        + " org.levellab.pair.PairSolitaireFactory (built-in)", problem("plugin.PairAgain"));
    assertEquals(other + ": game factory plugin.other.HealthyAgain left out: game name 'healthy' is already"
        + " claimed by plugin.Healthy (" + jar + ")", problem("plugin.other.HealthyAgain"));
    List<String> games = List.of(seen.get("games").split(","));
    assertTrue(games.containsAll(List.of("tripeaks", "golf", "pair", "skiddy", "blackhole", "healthy", "faulty-none")),
        games.toString());
    assertFalse(games.contains("solo"), "a clashing factory adds none of its names: " + games);
    assertEquals(games.size(), games.stream().distinct().count(), games.toString());
  }

  @Test
  void agentFactoriesFollowTheSameRulesAndCannotClaimAnEngineAgent() {
    String jar = broken.toString();
    assertEquals(jar + ": agent factory plugin.AgentsRandom left out: agent 'random' is every game's already;"
        + " plugin.AgentsRandom cannot offer it for healthy", problem("plugin.AgentsRandom"));
    assertEquals(jar + ": agent factory plugin.AgentsGreedy left out: agent 'greedy' of game pair is already offered"
        + " by org.levellab.pair.PairAgents (built-in), so plugin.AgentsGreedy (" + jar + ") cannot register it",
        problem("plugin.AgentsGreedy"));
    assertEquals(jar + ": plugin.AgentsThrow " + AGENT_SERVICES
        + "its constructor threw java.lang.IllegalArgumentException: boom in agents' constructor",
        problem("plugin.AgentsThrow"));
    assertEquals(jar + ": agent factory plugin.AgentsNull left out: plugin.AgentsNull.games() returned null",
        problem("plugin.AgentsNull"));
    assertEquals("random,greedy,exact", seen.get("pair agents"));
    assertEquals(15, problems.size(), "one line per broken entry, no more:\n" + String.join("\n", problems));
  }

  @Test
  void theEnginesGamesStillPlayAndSolveInTheSameJvm() {
    assertTrue(seen.get("pair").matches("ok (true|false) after \\d+ moves"), seen.get("pair"));
    assertTrue(seen.get("pair solve").matches("ok (TRUE|FALSE|UNKNOWN)"), seen.get("pair solve"));
    assertTrue(seen.get("faulty-none play").matches("ok (true|false) after \\d+ moves"), seen.get("faulty-none play"));
    assertEquals("ok TRUE", seen.get("faulty-none solve"));
    assertEquals("ok true after 3 moves", seen.get("agent caster"), "a plug-in agent is given its game's own states");
    assertTrue(seen.get("agent exact").matches("ok true after \\d+ moves"), seen.get("agent exact"));
  }

  /** The outcome of {@code call} is a one-line plug-in failure of {@code game} from the faulty jar, saying {@code what}. */
  private static void fails(String call, String game, String what) {
    String line = seen.get(call);
    assertFalse(line.contains("\n"), line);
    String head = "org.levellab.game.PlugInFailure: plug-in game '" + game + "' (" + faulty + "): ";
    assertEquals(head + what, line, call);
  }

  @Test
  void aPlugInGameThatThrowsOrReturnsNullEndsInOneLineNamingGameJarMethodSeedAndStep() {
    fails("faulty-create-throws play", "faulty-create-throws",
        "GameFactory.create threw java.lang.IllegalStateException: boom in create");
    fails("faulty-create-null play", "faulty-create-null", "GameFactory.create returned null (plugin.Faulty made no game)");
    fails("faulty-start-throws play", "faulty-start-throws",
        "Game.newInitialState threw java.lang.IllegalStateException: boom in newInitialState (seed 5)");
    fails("faulty-start-null solve", "faulty-start-null", "Game.newInitialState returned null (seed 5)");
    fails("faulty-legal-throws play", "faulty-legal-throws",
        "State.legalActions threw java.lang.ArrayIndexOutOfBoundsException: boom in legalActions (seed 5, step 0)");
    fails("faulty-copy-null play", "faulty-copy-null", "State.copy returned null (seed 5, step 0)");
    fails("faulty-notation-null play", "faulty-notation-null", "State.actionToString returned null (seed 5, step 0)");
    fails("faulty-level-throws level", "faulty-level-throws",
        "Game.parseLevel threw java.lang.NullPointerException (level l.txt)");
    String apply = seen.get("faulty-apply-throws play");
    assertTrue(apply.matches("org\\.levellab\\.game\\.PlugInFailure: plug-in game 'faulty-apply-throws' \\("
        + java.util.regex.Pattern.quote(faulty.toString()) + "\\): State\\.apply threw java\\.lang\\.IllegalStateException:"
        + " boom in apply \\(seed 5, step [12]\\)"), apply);
  }

  @Test
  void aPlugInGameThatBreaksAPromiseEndsInOneLineSayingWhich() {
    fails("faulty-none-legal play", "faulty-none-legal",
        "State.legalActions listed no legal action in a state that is not over (isTerminal is false) (seed 5, step 1)");
    assertTrue(seen.get("faulty-out-of-range solve").endsWith(
        "State.legalActions listed action 9, outside 0..2 (Game.maxActions is 3) (seed 5, step 0)"),
        seen.get("faulty-out-of-range solve"));
    fails("faulty-key-null solve", "faulty-key-null", "State.key returned null (seed 5, step 0)");
    fails("faulty-key-random solve", "faulty-key-random", "State.key gave two different keys for the same state (seed 5, step 0)");
    fails("faulty-apply-refuses replay", "faulty-apply-refuses",
        "State.apply refused action 1, which whyIllegal calls legal: illegal move 1: refused for no reason (seed 5, step 2)");
    // what the contract lets a game throw stays the user's error, not the plug-in's
    assertEquals("java.lang.NumberFormatException: For input string: \"x\"", seen.get("faulty-none bad level"));
  }

  @Test
  void aPlugInAgentThatThrowsOrChoosesNoLegalActionEndsInOneLine() {
    String head = "org.levellab.game.PlugInFailure: plug-in agent '%s' of game 'faulty-none' (" + faulty + "): ";
    assertEquals(head.formatted("thrower") + "Agent.act threw java.lang.IllegalStateException: boom in act (seed 7, step 0)",
        seen.get("agent thrower"));
    assertEquals(head.formatted("nothing") + "Agent.act returned no action (-1) (seed 7, step 0)", seen.get("agent nothing"));
    assertEquals(head.formatted("illegal") + "Agent.act chose action 2, which is not legal here: not a legal move here: +3"
        + " (seed 7, step 0)", seen.get("agent illegal"));
    assertEquals(head.formatted("null-maker") + "AgentFactory.create returned null (plugin.FaultyAgents made no agent)",
        seen.get("agent null-maker"));
  }

  @Test
  void classPathEntriesThatTheJvmWouldSkipAreNamed() throws Exception {
    Path text = Files.writeString(dir.resolve("notes.jar"), "not a zip");
    List<String> p = PlugIns.classPathProblems(text.toString());
    assertEquals(1, p.size(), p.toString());
    assertTrue(p.get(0).startsWith("LEVELLAB_CLASSPATH entry '" + text + "' is left out: it is not a jar (zip) file"),
        p.get(0));
    assertEquals(List.of(), PlugIns.classPathProblems(faulty.toString()));
    assertEquals(List.of(), PlugIns.classPathProblems(dir.toString()), "a folder is an entry like a jar");
    List<String> all = PlugIns.classPathProblems(dir + "/*");
    assertEquals(1, all.size(), all.toString());
    assertTrue(all.get(0).startsWith("LEVELLAB_CLASSPATH jar '" + text + "' (from '" + dir + "/*') is left out"), all.get(0));
  }

  @Test
  void nullArgumentsAreNamedAtTheCatalogueEntryPoints() {
    assertEquals("factory", assertThrows(NullPointerException.class, () -> Games.register(null)).getMessage());
    assertEquals("factory", assertThrows(NullPointerException.class, () -> Agents.register(null)).getMessage());
    assertEquals("game", assertThrows(NullPointerException.class, () -> Agents.parse(null, "random")).getMessage());
    assertEquals("game", assertThrows(NullPointerException.class,
        () -> Agents.create(null, "random", AgentOptions.of("random", Map.of()))).getMessage());
    assertEquals("entry", assertThrows(NullPointerException.class, () -> PlugIns.classPathProblems(null)).getMessage());
  }

  @Test
  void aFactoryThatMakesNoGameOrAgentIsRefusedByName() {
    GameFactory nothing = new GameFactory() {
      @Override
      public List<String> names() {
        return List.of("makes-nothing-test");
      }

      @Override
      public Game<?> create(String name, String rules) {
        return null;
      }
    };
    Games.register(nothing);
    try {
      IllegalStateException e = assertThrows(IllegalStateException.class, () -> Games.byName("makes-nothing-test"));
      assertTrue(e.getMessage().startsWith("game factory " + nothing.getClass().getName() + " ("), e.getMessage());
      assertTrue(e.getMessage().endsWith(") made no game: its create returned null for 'makes-nothing-test'"),
          e.getMessage());
    } finally {
      Games.unregister(nothing);
    }
  }
}
