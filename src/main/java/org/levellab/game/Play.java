package org.levellab.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Plays one game: an agent at decision nodes, a chance policy at chance nodes, until the game ends
 * or a move limit is reached (then the play says it stopped, it never ends silently). The result
 * holds the final state and the {@link Playthrough}, the game written out move by move.
 *
 * <pre>{@code
 * Play.Result<PairState> r = Play.from(game.newInitialState(7))
 *     .agent(RandomAgent.create(), RandomStreams.of(7))
 *     .run();
 * r.state().isWon();  r.playthrough().format();
 * }</pre>
 *
 * @param <S> the game's state type
 */
public final class Play<S extends State> {
  private final S start;
  private Agent<? super S> agent;
  private RandomGenerator agentRng;
  private ChancePolicy<? super S> chance = ChancePolicy.sampled();
  private RandomGenerator chanceRng;
  private int maxMoves = 100_000;
  private boolean record = true;
  private String agentLabel;

  private Play(S start) {
    this.start = Objects.requireNonNull(start, "start state");
  }

  /** A play from (a copy of) {@code start}. */
  public static <S extends State> Play<S> from(S start) {
    return new Play<>(start);
  }

  /** The player and its own random stream. */
  public Play<S> agent(Agent<? super S> agent, RandomGenerator rng) {
    this.agent = Objects.requireNonNull(agent, "agent");
    this.agentRng = Objects.requireNonNull(rng, "agent stream");
    return this;
  }

  /** Who picks chance outcomes, with its stream (default: the game's distribution, sampled). */
  public Play<S> chance(ChancePolicy<? super S> policy, RandomGenerator rng) {
    this.chance = Objects.requireNonNull(policy, "chance policy");
    this.chanceRng = Objects.requireNonNull(rng, "chance stream");
    return this;
  }

  /** Most player moves before the play stops (default 100,000). */
  public Play<S> maxMoves(int maxMoves) {
    if (maxMoves < 0) {
      throw new IllegalArgumentException("move limit must be 0 or more, was " + maxMoves);
    }
    this.maxMoves = maxMoves;
    return this;
  }

  /** Whether to write the state after every move into the playthrough (default true). */
  public Play<S> record(boolean record) {
    this.record = record;
    return this;
  }

  /** The agent's description in the playthrough (default: the agent's label). */
  public Play<S> label(String label) {
    this.agentLabel = label;
    return this;
  }

  /**
   * The final state, the player's actions, and the playthrough.
   *
   * @param stopped true when the move limit ended the play before the game was over
   */
  public record Result<S extends State>(S state, List<Integer> actions, Playthrough playthrough, boolean stopped) {}

  /** Plays the game. */
  @SuppressWarnings("unchecked")
  public Result<S> run() {
    if (agent == null) {
      throw new IllegalStateException("no agent: call agent(agent, rng) first");
    }
    S s = (S) start.copy();
    List<Playthrough.Step> steps = new ArrayList<>();
    List<Integer> actions = new ArrayList<>();
    RandomGenerator cr = chanceRng != null ? chanceRng : agentRng;
    String level = s.levelText();
    List<String> ch = resolveChance(s, cr);
    steps.add(new Playthrough.Step(0, Playthrough.START, ch, record ? s.toString() : ""));
    boolean stopped = false;
    while (!s.isTerminal()) {
      if (actions.size() >= maxMoves) {
        stopped = true;
        break;
      }
      int a = agent.act(s, agentRng);
      String notation = s.actionToString(a);
      String why = s.whyIllegal(a);
      if (why != null) {
        throw new IllegalStateException("agent " + label() + " chose an illegal move " + notation + " at move "
            + (actions.size() + 1) + ": " + why);
      }
      s.apply(a);
      actions.add(a);
      ch = resolveChance(s, cr);
      steps.add(new Playthrough.Step(actions.size(), notation, ch, record ? s.toString() : ""));
    }
    Playthrough.End end = Playthrough.End.of(s, actions.size(), stopped ? "move limit " + maxMoves : null);
    Game<?> g = s.game();
    Playthrough p = new Playthrough(g.name(), g.rules(), level, label(), steps, end);
    return new Result<>(s, List.copyOf(actions), p, stopped);
  }

  private String label() {
    return agentLabel != null ? agentLabel : agent.label();
  }

  /**
   * The trace of a given line of moves from {@code start} (a solver's solution, a hand-written
   * golden line): each move in the state's notation, checked as it is played.
   *
   * @param label what played, written into the trace (for example "exact solver")
   * @throws IllegalArgumentException naming the first move that is not legal, or a chance node on
   *     the way (a line of moves cannot say how chance falls; play it with {@link #from} and a chance
   *     policy instead)
   */
  public static Playthrough line(State start, List<String> moves, String label) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(moves, "moves");
    State s = start.copy();
    if (s.isChanceNode()) {
      throw new IllegalArgumentException("the start is a chance node: a line of moves cannot say how chance falls");
    }
    List<Playthrough.Step> steps = new ArrayList<>();
    steps.add(new Playthrough.Step(0, Playthrough.START, List.of(), s.toString()));
    int n = 0;
    for (String move : moves) {
      Objects.requireNonNull(move, "move " + (n + 1));
      String why = Replay.applyNotation(s, move);
      if (why != null) {
        throw new IllegalArgumentException("move " + (n + 1) + " (" + move + "): " + why);
      }
      n++;
      if (s.isChanceNode()) {
        throw new IllegalArgumentException("move " + n + " (" + move + ") leads to a chance node: a line of moves"
            + " cannot say how chance falls");
      }
      steps.add(new Playthrough.Step(n, move, List.of(), s.toString()));
    }
    Game<?> g = s.game();
    return new Playthrough(g.name(), g.rules(), start.levelText(), label == null ? "" : label, steps,
        Playthrough.End.of(s, n, s.isTerminal() ? null : "end of the line"));
  }

  private List<String> resolveChance(S s, RandomGenerator rng) {
    if (!s.isChanceNode()) {
      return List.of();
    }
    if (rng == null) {
      throw new IllegalStateException("a chance node needs a stream: call chance(policy, rng)");
    }
    List<String> out = new ArrayList<>();
    while (s.isChanceNode()) {
      int o = chance.choose(s, rng);
      String n = s.actionToString(o);
      String why = s.whyIllegal(o);
      if (why != null) {
        throw new IllegalStateException("the chance policy chose an impossible outcome " + n + ": " + why);
      }
      String note = chance.note();
      s.apply(o);
      out.add(note == null ? n : n + "[" + note + "]");
    }
    return out;
  }
}
