package org.levellab.match3.agents;

import java.util.Locale;
import java.util.Objects;
import org.levellab.match3.GemGemState;

/**
 * An immutable description of an agent; {@link #create()} makes a fresh {@link Agent} (one per
 * thread). Weights matter to HGS and L-BFS, the uncertainty limit U to L-BFS, samples and horizon to
 * the Monte Carlo agent.
 */
public record AgentSpec(Kind kind, Weights weights, double uncertainty, int samples, int horizon,
    LbfsRules lbfsRules) {
  /**
   * How L-BFS searches. {@link #TEXT} is the paper's text and the default (every seeded number of
   * the project uses it); the paper's published code differs in three ways (seen by running it side by
   * side with this engine), each an option here: it keeps a set of visited boards (searched breadth first, a
   * board met again by any path is not expanded again); it prefers the shortest path that reaches the
   * target (a path stops where its points reach the points still needed, and the first swap of the
   * shortest such path is played, ties by heuristic value); and it scores swaps between a known gem and
   * a cleared cell. The third is our reading of a one-line description (the code was not available
   * to read): in the look-ahead, a known gem next to a cleared cell may move into it ({@link
   * org.levellab.match3.Board#emptySwaps}), a swap a real board never offers.
   */
  public record LbfsRules(boolean visitedSet, boolean shortestToTarget, boolean emptySwaps) {
    /** The paper's text: every path expanded, the best leaf value wins. */
    public static final LbfsRules TEXT = new LbfsRules(false, false, false);
    /** The code's visited set and shortest path (the two differences read from its behaviour). */
    public static final LbfsRules CODE = new LbfsRules(true, true, false);
    /** All three differences of the code, the empty-cell swaps included. */
    public static final LbfsRules CODE_ALL = new LbfsRules(true, true, true);

    /** Visited set and shortest path as given, no empty-cell swaps. */
    public LbfsRules(boolean visitedSet, boolean shortestToTarget) {
      this(visitedSet, shortestToTarget, false);
    }

    /** "", or the options on joined by "+" ("visited", "shortest", "empty"), for labels. */
    public String label() {
      java.util.List<String> on = new java.util.ArrayList<>();
      if (visitedSet) {
        on.add("visited");
      }
      if (shortestToTarget) {
        on.add("shortest");
      }
      if (emptySwaps) {
        on.add("empty");
      }
      return String.join("+", on);
    }
  }

  /** An agent with the paper's text's L-BFS ({@link LbfsRules#TEXT}). */
  public AgentSpec(Kind kind, Weights weights, double uncertainty, int samples, int horizon) {
    this(kind, weights, uncertainty, samples, horizon, LbfsRules.TEXT);
  }

  /** The agent families. */
  public enum Kind {
    /** Stupid Greedy Search: best direct score of the swap alone. */
    SGS,
    /** Heuristic Greedy Search: best weighted heuristics after the known cascade. */
    HGS,
    /** Limited BFS: look-ahead until game over or u = d / s^2 passes U. */
    LBFS,
    /** Flat Monte Carlo over sampled refills (beyond the paper). */
    MC
  }

  /** The paper's uncertainty limit. */
  public static final double DEFAULT_U = 0.2;

  public AgentSpec {
    Objects.requireNonNull(kind, "agent kind");
    Objects.requireNonNull(weights, "weights");
    Objects.requireNonNull(lbfsRules, "L-BFS rules");
    checkUncertainty(uncertainty);
    checkSamples(samples);
    checkHorizon(horizon);
  }

  /** Rejects an uncertainty limit U outside [0, 1]. */
  public static double checkUncertainty(double u) {
    if (!(u >= 0 && u <= 1)) {
      throw new IllegalArgumentException("uncertainty limit U must be in [0, 1], was " + u);
    }
    return u;
  }

  /** Rejects fewer than one Monte Carlo sample per swap. */
  public static int checkSamples(int samples) {
    if (samples < 1) {
      throw new IllegalArgumentException("Monte Carlo samples must be at least 1, was " + samples);
    }
    return samples;
  }

  /** Rejects a negative Monte Carlo horizon. */
  public static int checkHorizon(int horizon) {
    if (horizon < 0) {
      throw new IllegalArgumentException("Monte Carlo horizon must be 0 or more, was " + horizon);
    }
    return horizon;
  }

  public static AgentSpec sgs() {
    return new AgentSpec(Kind.SGS, Weights.SCORE, DEFAULT_U, 1, 0);
  }

  public static AgentSpec hgs(Weights w) {
    return new AgentSpec(Kind.HGS, w, DEFAULT_U, 1, 0);
  }

  public static AgentSpec lbfs(Weights w) {
    return lbfs(w, DEFAULT_U);
  }

  public static AgentSpec lbfs(Weights w, double uncertaintyLimit) {
    return new AgentSpec(Kind.LBFS, w, uncertaintyLimit, 1, 0);
  }

  /** Flat Monte Carlo: {@code samples} refill samples per swap, then {@code horizon} greedy swaps. */
  public static AgentSpec monteCarlo(int samples, int horizon) {
    return new AgentSpec(Kind.MC, Weights.SCORE, DEFAULT_U, samples, horizon);
  }

  /**
   * From a name (sgs, hgs, lbfs, mc; case-insensitive), weights and U. Unknown names are rejected
   * with the list of known ones.
   */
  public static AgentSpec parse(String name, Weights w, double uncertaintyLimit) {
    checkUncertainty(uncertaintyLimit); // for every agent, so a bad value is never silently ignored
    String k = name == null ? "" : name.trim().toLowerCase(Locale.ROOT).replace("-", "");
    switch (k) {
      case "sgs":
        return sgs();
      case "hgs":
        return hgs(w);
      case "lbfs":
        return lbfs(w, uncertaintyLimit);
      case "mc":
        return monteCarlo(32, 1);
      default:
        throw new IllegalArgumentException("unknown agent '" + name + "': expected sgs, hgs, lbfs or mc");
    }
  }

  public AgentSpec withWeights(Weights w) {
    return new AgentSpec(kind, w, uncertainty, samples, horizon, lbfsRules);
  }

  public AgentSpec withUncertainty(double u) {
    return new AgentSpec(kind, weights, u, samples, horizon, lbfsRules);
  }

  /** The same agent with other L-BFS rules (only L-BFS uses them). */
  public AgentSpec withLbfsRules(LbfsRules rules) {
    return new AgentSpec(kind, weights, uncertainty, samples, horizon, rules);
  }

  /** A new agent with its own scratch buffers. */
  public Agent create() {
    switch (kind) {
      case SGS:
        return new Agents.Sgs();
      case HGS:
        return new Agents.Lookahead(weights, uncertainty, true);
      case LBFS:
        return lbfsRules.equals(LbfsRules.TEXT) ? new Agents.Lookahead(weights, uncertainty, false)
            : new Agents.BreadthFirst(weights, uncertainty, lbfsRules);
      default:
        return new Agents.MonteCarlo(samples, horizon);
    }
  }

  /**
   * A new agent of this kind as a player of the common API ({@link GemGemState}): it chooses on the
   * state's board, with the points still needed, as in the experiments.
   */
  public org.levellab.game.Agent<GemGemState> player() {
    return new Player(create(), label());
  }

  /** A short label for tables and figures, e.g. "HGS [1, 0, 0, 1, 0]" or "L-BFS U=0.2 [1, 0, 0, 0, 0]". */
  public String label() {
    switch (kind) {
      case SGS:
        return "SGS";
      case HGS:
        return "HGS " + weights;
      case LBFS:
        return String.format(Locale.ROOT, "L-BFS U=%s %s", trim(uncertainty), weights)
            + (lbfsRules.label().isEmpty() ? "" : " " + lbfsRules.label());
      default:
        return "MC " + samples + "x" + horizon;
    }
  }

  private static String trim(double x) {
    String s = String.format(Locale.ROOT, "%.3f", x);
    return s.replaceAll("0+$", "").replaceAll("\\.$", "");
  }
}
