package org.levellab.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The catalogue of agents, by game and name: {@code random} for every game, and whatever the
 * registered {@link AgentFactory} services offer. An agent is written {@code name} or
 * {@code name:key=value:key=value} ({@link #parse}).
 */
public final class Agents {
  /** The uniform random agent, which every game has. */
  public static final String RANDOM = "random";

  private static volatile List<AgentFactory> factories;

  private Agents() {}

  private static List<AgentFactory> factories() {
    List<AgentFactory> f = factories;
    if (f == null) {
      synchronized (Agents.class) {
        if (factories == null) {
          List<AgentFactory> list = new ArrayList<>();
          ServiceLoader.load(AgentFactory.class, AgentFactory.class.getClassLoader()).forEach(list::add);
          factories = List.copyOf(list);
        }
        f = factories;
      }
    }
    return f;
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
    return new ArrayList<>(names);
  }

  /** The one-line description of an agent of {@code game}. */
  public static String describe(String game, String agent) {
    String a = normal(agent);
    if (a.equals(RANDOM)) {
      return "random: a uniformly random legal action";
    }
    return factoryFor(normal(game), a).describe(normal(game), a);
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
    return (Agent<S>) factoryFor(g, a).create(game, a, options);
  }

  private static AgentFactory factoryFor(String game, String agent) {
    for (AgentFactory f : factories()) {
      if (f.games().contains(game) && f.agents(game).contains(agent)) {
        return f;
      }
    }
    List<String> elsewhere = new ArrayList<>();
    for (AgentFactory f : factories()) {
      for (String g : f.games()) {
        if (f.agents(g).contains(agent) && !elsewhere.contains(g)) {
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
