package org.levellab.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The options of one named agent, such as {@code k=32} and {@code budget=100000} for a sampling
 * planner: text keys and values, read and checked by the agent's factory. Written on the command line
 * after the agent's name, as in {@code pimc:k=32:budget=100000}.
 */
public final class AgentOptions {
  private static final AgentOptions NONE = new AgentOptions("", Map.of());

  private final String agent;
  private final Map<String, String> values;

  private AgentOptions(String agent, Map<String, String> values) {
    this.agent = agent;
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /** No options: every agent's defaults. */
  public static AgentOptions none() {
    return NONE;
  }

  /** The given options for the named agent (the name only appears in error messages). */
  public static AgentOptions of(String agent, Map<String, String> values) {
    Map<String, String> m = new LinkedHashMap<>();
    values.forEach((k, v) -> {
      String key = k.trim().toLowerCase(Locale.ROOT);
      if (m.put(key, v.trim()) != null) {
        throw new IllegalArgumentException("agent " + agent + " option " + key + " is given twice");
      }
    });
    return new AgentOptions(agent, m);
  }

  /**
   * Refuses an agent written with one option twice ({@code pimc:k=1:k=2}), which would otherwise
   * keep one of the two values without a word.
   *
   * @param spec the agent as written, {@code name[:key=value...]}
   * @throws IllegalArgumentException naming the agent and the repeated option
   */
  public static void requireDistinct(String spec) {
    if (spec == null) {
      return;
    }
    String[] parts = spec.trim().split(":");
    Set<String> seen = new TreeSet<>();
    for (int i = 1; i < parts.length; i++) {
      int eq = parts[i].indexOf('=');
      String key = (eq < 0 ? parts[i] : parts[i].substring(0, eq)).trim().toLowerCase(Locale.ROOT);
      if (!seen.add(key)) {
        throw new IllegalArgumentException("agent " + parts[0].trim() + " option " + key + " is given twice in '"
            + spec.trim() + "'");
      }
    }
  }

  /** This agent's value of {@code key}, or null when it was not given. */
  public String get(String key) {
    return values.get(key);
  }

  /** Every option given, in the order given. */
  public Map<String, String> values() {
    return values;
  }

  /**
   * The integer option {@code key}, at least 1, or {@code otherwise} when not given.
   *
   * @throws IllegalArgumentException naming the agent and the option for a value that is not a
   *     positive integer
   */
  public int positiveInt(String key, int otherwise) {
    return positiveInt(key, otherwise, Integer.MAX_VALUE);
  }

  /**
   * The integer option {@code key} in {@code [1, max]}, or {@code otherwise} when not given. An agent
   * bounds its work options this way, so that a mistyped size ({@code k=2147483647}) is refused at
   * once instead of making one move take hours.
   *
   * @throws IllegalArgumentException naming the agent, the option and the range for a value outside it
   */
  public int positiveInt(String key, int otherwise, int max) {
    String v = values.get(key);
    if (v == null) {
      return otherwise;
    }
    long x;
    try {
      x = (long) Double.parseDouble(v.replace("_", ""));
      if (x != Double.parseDouble(v.replace("_", ""))) {
        throw new NumberFormatException();
      }
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(where(key) + " must be a whole number, got '" + v + "'");
    }
    if (x < 1) {
      throw new IllegalArgumentException(where(key) + " must be at least 1, got " + v);
    }
    if (x > max) {
      throw new IllegalArgumentException(where(key) + " must be at most " + String.format(java.util.Locale.ROOT,
          "%,d", max) + ", got " + v);
    }
    return (int) x;
  }

  /**
   * The number option {@code key} in {@code [min, max]}, or {@code otherwise} when not given.
   *
   * @throws IllegalArgumentException naming the agent and the option for a value out of range
   */
  public double number(String key, double min, double max, double otherwise) {
    String v = values.get(key);
    if (v == null) {
      return otherwise;
    }
    double x;
    try {
      x = Double.parseDouble(v.replace("_", ""));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(where(key) + " must be a number, got '" + v + "'");
    }
    if (!(x >= min && x <= max)) {
      throw new IllegalArgumentException(where(key) + " must be in [" + min + ", " + max + "], got " + v);
    }
    return x;
  }

  /**
   * Refuses options the agent does not read, so a misspelt option is never silently ignored.
   *
   * @throws IllegalArgumentException naming the unknown option and the known ones
   */
  public AgentOptions requireOnly(Set<String> known) {
    for (String k : values.keySet()) {
      if (!known.contains(k)) {
        throw new IllegalArgumentException("agent " + agent + " has no option '" + k + "'"
            + (known.isEmpty() ? " (it takes none)" : " (its options: " + String.join(", ", new TreeSet<>(known)) + ")"));
      }
    }
    return this;
  }

  private String where(String key) {
    return "agent " + agent + " option " + key;
  }

  @Override
  public String toString() {
    StringBuilder b = new StringBuilder();
    values.forEach((k, v) -> b.append(':').append(k).append('=').append(v));
    return b.toString();
  }
}
