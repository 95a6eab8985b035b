package org.levellab.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.levellab.search.Budget;
import org.levellab.search.PlanAgent;

/**
 * The catalogue of agents, by game and name: {@code random} for every game, whatever the registered
 * {@link AgentFactory} services offer, and {@code exact} for every game without chance nodes ({@link
 * Game#hasChanceNodes()} false) whose factories offer no {@code exact} of their own: it plays the
 * winning line of the game-independent exact solver ({@link org.levellab.search.GameSolver}), solving
 * again whenever play leaves the line, and plays the first legal action where the solver finds no win,
 * noting "no winning line from here" ({@link Agent#note()}, {@link PlanAgent#solver}). An agent is written {@code name} or {@code name:key=value:key=value}
 * ({@link #parse}). Factories defined at run time (a notebook cell, a test) join with {@link
 * #register}. Service-listed factories are found the way {@link Games} finds games, in the engine's
 * jar or any other on the class path; one whose jar joined a running JVM is found by {@link
 * Games#reload} (or {@link #reload}), and by a look-up of an agent no factory offers, which reloads
 * once before it gives up.
 */
public final class Agents {
  /** The uniform random agent, which every game has. */
  public static final String RANDOM = "random";
  /** The exact agent, which every game without chance has (a game's own comes first). */
  public static final String EXACT = "exact";
  /** The generic exact agent's node budget per solve, unless {@code budget=N} says otherwise. */
  public static final long EXACT_BUDGET = 5_000_000L;

  private static volatile List<AgentFactory> factories;
  /** Whether each catalogue game (default rules) is free of chance, worked out once per name. */
  private static final Map<String, Boolean> CHANCE_FREE = new ConcurrentHashMap<>();

  private Agents() {}

  private static List<AgentFactory> factories() {
    List<AgentFactory> f = factories;
    if (f == null) {
      synchronized (Agents.class) {
        if (factories == null) {
          factories = List.copyOf(Games.services(AgentFactory.class));
        }
        f = factories;
      }
    }
    return f;
  }

  /**
   * Looks for service-listed agent factories again and adds those whose class is not in the catalogue
   * yet, after the factories it has (which stay, the same objects). {@link Games#reload} calls it.
   *
   * @return whether any factory joined
   * @throws IllegalStateException when a new factory offers an agent that another offers for the same
   *     game, naming both (nothing is added then), or a listed factory cannot be loaded
   */
  public static boolean reload() {
    synchronized (Agents.class) {
      List<AgentFactory> current = factories();
      Set<Class<?>> known = new HashSet<>();
      current.forEach(f -> known.add(f.getClass()));
      List<AgentFactory> more = new ArrayList<>(current);
      for (AgentFactory f : Games.services(AgentFactory.class)) {
        if (known.add(f.getClass())) {
          String clash = clash(more, f);
          if (clash != null) {
            throw new IllegalStateException(clash);
          }
          more.add(f);
        }
      }
      if (more.size() == current.size()) {
        return false;
      }
      factories = List.copyOf(more);
      return true;
    }
  }

  /**
   * Adds {@code factory}'s agents to the catalogue of this JVM, after the service-listed ones. An
   * agent name may belong to one factory per game: {@code random} is every game's already, and a
   * factory may not offer an agent that another factory offers for the same game. It may offer
   * {@code exact} for a game without chance, replacing the generic exact agent with its own (as a
   * service-listed factory may). Registering the very same factory object again does nothing; any
   * clash is refused and nothing is added. The games need not be in the game catalogue yet.
   *
   * @throws IllegalArgumentException when the factory names no game, names an agent {@code random},
   *     or clashes with another factory, naming the game, the agent and both factories
   */
  public static void register(AgentFactory factory) {
    List<String> games = List.copyOf(factory.games());
    if (games.isEmpty()) {
      throw new IllegalArgumentException(factory.getClass().getName() + " names no game");
    }
    synchronized (Agents.class) {
      List<AgentFactory> current = factories();
      if (current.contains(factory)) {
        return;
      }
      for (String g : games) {
        for (String a : factory.agents(g)) {
          String agent = normal(a);
          if (!agent.equals(a) || agent.isEmpty() || agent.contains(":")) {
            throw new IllegalArgumentException("agent name '" + a + "' of " + factory.getClass().getName()
                + " must be non-blank, trimmed lower case, without ':'");
          }
          if (agent.equals(RANDOM)) {
            throw new IllegalArgumentException("agent 'random' is every game's already; "
                + factory.getClass().getName() + " cannot offer it for " + g);
          }
        }
      }
      String clash = clash(current, factory);
      if (clash != null) {
        throw new IllegalArgumentException(clash);
      }
      List<AgentFactory> more = new ArrayList<>(current);
      more.add(factory);
      factories = List.copyOf(more);
    }
  }

  /** Why {@code factory} cannot join {@code current} (an agent another factory offers for one game), or null. */
  private static String clash(List<AgentFactory> current, AgentFactory factory) {
    for (String g : factory.games()) {
      for (String a : factory.agents(g)) {
        String agent = normal(a);
        for (AgentFactory f : current) {
          if (f.games().contains(g) && f.agents(g).contains(agent)) {
            return "agent '" + agent + "' of game " + g + " is already offered by " + f.getClass().getName()
                + ", so " + factory.getClass().getName() + " cannot register it";
          }
        }
      }
    }
    return null;
  }

  /** Takes a registered factory out again; package-private for the same reason as {@link Games#unregister}. */
  static void unregister(AgentFactory factory) {
    synchronized (Agents.class) {
      List<AgentFactory> less = new ArrayList<>(factories());
      less.remove(factory);
      factories = List.copyOf(less);
    }
  }

  /** Forgets what was worked out about games whose catalogue entry just changed ({@link Games#register}). */
  static void forgetGames(List<String> games) {
    games.forEach(CHANCE_FREE::remove);
  }

  /** The agent names for {@code game}, {@code random} first, then each factory's, weakest first. */
  public static List<String> names(String game) {
    Set<String> names = new LinkedHashSet<>();
    names.add(RANDOM);
    String g = normal(game);
    for (AgentFactory f : factories()) {
      if (f.games().contains(g)) {
        names.addAll(f.agents(g));
      }
    }
    if (chanceFree(g)) {
      names.add(EXACT); // after the game's own agents; a no-op when one of them is its own exact
    }
    return new ArrayList<>(names);
  }

  /** The one-line description of an agent of {@code game}. */
  public static String describe(String game, String agent) {
    String a = normal(agent);
    if (a.equals(RANDOM)) {
      return "random: a uniformly random legal action";
    }
    String g = normal(game);
    if (isGenericExact(g, a) && chanceFree(g)) {
      return "exact[:budget=N]: plays the game-independent exact solver's winning line, solving again when"
          + " play leaves it (N nodes per solve, default " + EXACT_BUDGET + ")";
    }
    return factoryFor(g, a).describe(g, a);
  }

  /**
   * The agent written as {@code name} or {@code name:key=value:...} for {@code game}.
   *
   * @throws IllegalArgumentException for an unknown agent (listing the game's agents), an agent that
   *     does not apply to this game, or a bad option (naming it)
   */
  public static <S extends State> Agent<S> parse(Game<S> game, String text) {
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("no agent named (agents for " + game.name() + ": "
          + String.join(", ", names(game.name())) + ")");
    }
    AgentOptions.requireDistinct(text);
    String[] parts = text.trim().split(":");
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 1; i < parts.length; i++) {
      int eq = parts[i].indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("agent option '" + parts[i] + "' in '" + text.trim()
            + "' is not key=value (write e.g. pimc:k=32:budget=100000)");
      }
      options.put(parts[i].substring(0, eq), parts[i].substring(eq + 1));
    }
    return create(game, parts[0], AgentOptions.of(normal(parts[0]), options));
  }

  /** The named agent for {@code game} with the given options. */
  @SuppressWarnings("unchecked")
  public static <S extends State> Agent<S> create(Game<S> game, String agent, AgentOptions options) {
    String a = normal(agent);
    String g = game.name();
    if (a.equals(RANDOM)) {
      options.requireOnly(Set.of());
      return RandomAgent.create();
    }
    if (isGenericExact(g, a) && !game.hasChanceNodes()) {
      options.requireOnly(Set.of("budget"));
      return PlanAgent.solver(Budget.nodes(options.positiveInt("budget", (int) EXACT_BUDGET)), EXACT);
    }
    return (Agent<S>) factoryFor(g, a).create(game, a, options);
  }

  /** True when {@code agent} is {@code exact} and no factory of {@code game} makes its own. */
  private static boolean isGenericExact(String game, String agent) {
    return agent.equals(EXACT) && ownFactory(game, agent) == null;
  }

  /** True when the catalogue's game of that name (default rules) never reaches a chance node. */
  private static boolean chanceFree(String game) {
    Boolean known = CHANCE_FREE.get(game);
    if (known != null) {
      return known;
    }
    // not computeIfAbsent: a name the catalogue lacks makes Games reload, which clears entries of this map
    boolean free;
    try {
      free = !Games.byName(game).hasChanceNodes();
    } catch (IllegalArgumentException e) {
      free = false; // not in the catalogue: only its factories' agents are known
    }
    CHANCE_FREE.putIfAbsent(game, free);
    return free;
  }

  private static AgentFactory ownFactory(String game, String agent) {
    for (AgentFactory f : factories()) {
      if (f.games().contains(game) && f.agents(game).contains(agent)) {
        return f;
      }
    }
    return null;
  }

  private static AgentFactory factoryFor(String game, String agent) {
    AgentFactory own = ownFactory(game, agent);
    if (own == null && reload()) {
      own = ownFactory(game, agent); // a jar that joined the class path since the catalogue was built
    }
    if (own != null) {
      return own;
    }
    List<String> elsewhere = new ArrayList<>();
    for (AgentFactory f : factories()) {
      for (String g : f.games()) {
        if (f.agents(g).contains(agent) && !elsewhere.contains(g)) {
          elsewhere.add(g);
        }
      }
    }
    if (agent.equals(EXACT)) {
      for (String g : Games.names()) {
        if (chanceFree(g) && !elsewhere.contains(g)) {
          elsewhere.add(g);
        }
      }
    }
    String known = " (agents for " + game + ": " + String.join(", ", names(game)) + ")";
    if (!elsewhere.isEmpty()) {
      throw new IllegalArgumentException("agent '" + agent + "' does not apply to " + game + ", only to "
          + String.join(", ", elsewhere) + known);
    }
    throw new IllegalArgumentException("unknown agent '" + agent + "'" + known);
  }

  private static String normal(String name) {
    return name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
  }
}
