package org.levellab.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
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
 * once before it gives up. A listed factory that cannot serve, or that offers {@code random} or an
 * agent another factory offers for the same game (the engine's own come first), is named in one line
 * ({@link PlugIns#problems()}) and left out; an agent from a plug-in jar comes guarded (see {@link
 * PlugIns}).
 */
public final class Agents {
  /** The uniform random agent, which every game has. */
  public static final String RANDOM = "random";
  /** The exact agent, which every game without chance has (a game's own comes first). */
  public static final String EXACT = "exact";
  /** The generic exact agent's node budget per solve, unless {@code budget=N} says otherwise. */
  public static final long EXACT_BUDGET = 5_000_000L;
  /** The largest search budget an agent option may ask for: the command line's default solver budget. */
  public static final int MAX_BUDGET = 50_000_000;

  private static volatile List<Offer> factories;
  /** Whether each catalogue game (default rules) is free of chance, worked out once per name. */
  private static final Map<String, Boolean> CHANCE_FREE = new ConcurrentHashMap<>();

  private Agents() {}

  /**
   * A factory with the agents it offers, asked once when it joined: the catalogue never asks a
   * factory's {@code games()} or {@code agents(game)} again, so a plug-in's that throws later cannot
   * break the listing of every other game's agents.
   *
   * @param agents agent names by game, each game's weakest first
   */
  private record Offer(AgentFactory factory, Map<String, List<String>> agents) {
    List<String> of(String game) {
      return agents.getOrDefault(game, List.of());
    }
  }

  private static List<Offer> factories() {
    List<Offer> f = factories;
    if (f == null) {
      synchronized (Agents.class) {
        if (factories == null) {
          factories = List.copyOf(withServices(List.of()));
        }
        f = factories;
      }
    }
    return f;
  }

  /**
   * {@code current} and after it every service-listed factory whose class it does not hold yet. One
   * that cannot serve (see {@link PlugIns#load}), whose {@code games()} or {@code agents(game)} throws
   * or returns null, that names an agent {@code random} or one not written in trimmed lower case, or
   * that offers an agent another factory offers for the same game (the engine's first) is reported in
   * one line naming it, its jar and the reason, and left out whole.
   */
  private static List<Offer> withServices(List<Offer> current) {
    List<Offer> out = new ArrayList<>(current);
    Set<Class<?>> known = new HashSet<>();
    current.forEach(o -> known.add(o.factory().getClass()));
    for (AgentFactory f : Games.services(AgentFactory.class, Set.copyOf(known))) {
      if (!known.add(f.getClass())) {
        continue;
      }
      String origin = PlugIns.origin(f);
      String key = origin + "|" + AgentFactory.class.getName() + "|" + f.getClass().getName();
      String head = origin + ": agent factory " + f.getClass().getName() + " left out: ";
      Offer offer;
      try {
        offer = offer(f);
      } catch (IllegalArgumentException e) {
        PlugIns.report(key, head + e.getMessage());
        continue;
      }
      String clash = clash(out, offer);
      if (clash != null) {
        PlugIns.report(key, head + clash);
        continue;
      }
      out.add(offer);
    }
    return out;
  }

  /**
   * What {@code factory} offers, asked once and checked as {@link #register} checks it.
   *
   * @throws IllegalArgumentException saying what is wrong (a method that threw or returned null, a
   *     bad name, {@code random})
   */
  private static Offer offer(AgentFactory factory) {
    String type = factory.getClass().getName();
    List<String> games = call(() -> factory.games(), type, "games()");
    if (games.isEmpty()) {
      throw new IllegalArgumentException(type + " names no game");
    }
    Map<String, List<String>> agents = new LinkedHashMap<>();
    for (String g : games) {
      if (g == null || g.isBlank() || !g.equals(normal(g))) {
        throw new IllegalArgumentException("game name '" + g + "' of " + type + " must be non-blank, trimmed lower case");
      }
      List<String> names = call(() -> factory.agents(g), type, "agents(\"" + g + "\")");
      for (String a : names) {
        String agent = normal(a);
        if (a == null || !agent.equals(a) || agent.isEmpty() || agent.contains(":")) {
          throw new IllegalArgumentException("agent name '" + a + "' of " + type
              + " must be non-blank, trimmed lower case, without ':'");
        }
        if (agent.equals(RANDOM)) {
          throw new IllegalArgumentException("agent 'random' is every game's already; " + type
              + " cannot offer it for " + g);
        }
      }
      agents.merge(g, List.copyOf(new LinkedHashSet<>(names)), (x, y) -> x);
    }
    return new Offer(factory, Collections.unmodifiableMap(agents));
  }

  /** A list a factory returns, refused in words when the call throws or gives null. */
  private static List<String> call(java.util.function.Supplier<List<String>> method, String type, String name) {
    List<String> out;
    try {
      out = method.get();
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw new IllegalArgumentException(type + "." + name + " threw " + PlugInFailure.describe(e), e);
    }
    if (out == null) {
      throw new IllegalArgumentException(type + "." + name + " returned null");
    }
    return new ArrayList<>(out);
  }

  /**
   * Looks for service-listed agent factories again and adds those whose class is not in the catalogue
   * yet, after the factories it has (which stay, the same objects). {@link Games#reload} calls it. A
   * new factory that clashes with one the catalogue has, or cannot serve, is reported ({@link
   * PlugIns#problems()}) and left out whole.
   *
   * @return whether any factory joined
   */
  public static boolean reload() {
    synchronized (Agents.class) {
      List<Offer> current = factories();
      List<Offer> more = withServices(current);
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
   * clash is refused and nothing is added. The games need not be in the game catalogue yet. What the
   * factory offers is asked once, now.
   *
   * @throws NullPointerException for a null factory
   * @throws IllegalArgumentException when the factory names no game, names an agent {@code random},
   *     or clashes with another factory, naming the game, the agent and both factories
   */
  public static void register(AgentFactory factory) {
    Objects.requireNonNull(factory, "factory");
    synchronized (Agents.class) {
      List<Offer> current = factories();
      for (Offer o : current) {
        if (o.factory() == factory) {
          return;
        }
      }
      Offer offer = offer(factory);
      String clash = clash(current, offer);
      if (clash != null) {
        throw new IllegalArgumentException(clash);
      }
      List<Offer> more = new ArrayList<>(current);
      more.add(offer);
      factories = List.copyOf(more);
    }
  }

  /** Why {@code offer} cannot join {@code current} (an agent another factory offers for one game), or null. */
  private static String clash(List<Offer> current, Offer offer) {
    for (Map.Entry<String, List<String>> e : offer.agents().entrySet()) {
      String g = e.getKey();
      for (String agent : e.getValue()) {
        for (Offer o : current) {
          if (o.of(g).contains(agent)) {
            return "agent '" + agent + "' of game " + g + " is already offered by " + o.factory().getClass().getName()
                + " (" + PlugIns.origin(o.factory()) + "), so " + offer.factory().getClass().getName() + " ("
                + PlugIns.origin(offer.factory()) + ") cannot register it";
          }
        }
      }
    }
    return null;
  }

  /** Takes a registered factory out again; package-private for the same reason as {@link Games#unregister}. */
  static void unregister(AgentFactory factory) {
    synchronized (Agents.class) {
      List<Offer> less = new ArrayList<>(factories());
      less.removeIf(o -> o.factory() == factory);
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
    for (Offer o : factories()) {
      names.addAll(o.of(g));
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
    AgentFactory f = factoryFor(g, a).factory();
    String plugIn = PlugIns.plugInLocation(f);
    if (plugIn == null) {
      return f.describe(g, a);
    }
    String d;
    try {
      d = f.describe(g, a);
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw agentFailure(g, a, plugIn, "AgentFactory.describe", "threw " + PlugInFailure.describe(e), e);
    }
    return d == null ? a : d;
  }

  private static PlugInFailure agentFailure(String game, String agent, String location, String method, String what,
      Throwable cause) {
    if (cause instanceof PlugInFailure f) {
      return f;
    }
    return new PlugInFailure("plug-in agent '" + agent + "' of game '" + game + "'", game, location, method, what, "",
        cause);
  }

  /**
   * The agent written as {@code name} or {@code name:key=value:...} for {@code game}.
   *
   * @throws IllegalArgumentException for an unknown agent (listing the game's agents), an agent that
   *     does not apply to this game, or a bad option (naming it)
   */
  public static <S extends State> Agent<S> parse(Game<S> game, String text) {
    Objects.requireNonNull(game, "game");
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

  /**
   * The named agent for {@code game} with the given options. An agent from a plug-in jar comes guarded
   * (see {@link PlugIns}): it is given the plug-in game's own states, and an exception or an illegal
   * choice of it ends in a {@link PlugInFailure}.
   *
   * @throws IllegalArgumentException for an unknown agent or a bad option
   * @throws IllegalStateException when the agent's factory makes no agent (its create returns null),
   *     naming it; a {@link PlugInFailure} when a plug-in's factory throws anything but bad options
   */
  @SuppressWarnings("unchecked")
  public static <S extends State> Agent<S> create(Game<S> game, String agent, AgentOptions options) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(options, "options");
    String a = normal(agent);
    String g = game.name();
    if (a.equals(RANDOM)) {
      options.requireOnly(Set.of());
      return RandomAgent.create();
    }
    if (isGenericExact(g, a) && !game.hasChanceNodes()) {
      options.requireOnly(Set.of("budget"));
      return PlanAgent.solver(Budget.nodes(options.positiveInt("budget", (int) EXACT_BUDGET, MAX_BUDGET)), EXACT);
    }
    AgentFactory f = factoryFor(g, a).factory();
    String plugIn = PlugIns.plugInLocation(f);
    if (plugIn == null) {
      Agent<?> made = f.create(game, a, options);
      if (made == null) {
        throw new IllegalStateException("agent factory " + f.getClass().getName() + " (" + PlugIns.origin(f)
            + ") made no agent: its create returned null for agent '" + a + "' of " + g);
      }
      return (Agent<S>) made;
    }
    Agent<?> made;
    try {
      made = f.create(PlugIns.unwrap(game), a, options); // the plug-in's agents know its own game's classes
    } catch (IllegalArgumentException e) {
      throw e; // options the agent does not take: the user's input
    } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
      throw agentFailure(g, a, plugIn, "AgentFactory.create", "threw " + PlugInFailure.describe(e), e);
    }
    if (made == null) {
      throw agentFailure(g, a, plugIn, "AgentFactory.create", "returned null (" + f.getClass().getName()
          + " made no agent)", null);
    }
    return new PlugInAgent<>((Agent<State>) made, g, a, plugIn);
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
    } catch (PlugInFailure e) {
      free = false; // a plug-in game that cannot be made: using it says why, in one line
    }
    CHANCE_FREE.putIfAbsent(game, free);
    return free;
  }

  private static Offer ownFactory(String game, String agent) {
    for (Offer o : factories()) {
      if (o.of(game).contains(agent)) {
        return o;
      }
    }
    return null;
  }

  private static Offer factoryFor(String game, String agent) {
    Offer own = ownFactory(game, agent);
    if (own == null && reload()) {
      own = ownFactory(game, agent); // a jar that joined the class path since the catalogue was built
    }
    if (own != null) {
      return own;
    }
    List<String> elsewhere = new ArrayList<>();
    for (Offer o : factories()) {
      for (String g : o.agents().keySet()) {
        if (o.of(g).contains(agent) && !elsewhere.contains(g)) {
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
