package org.levellab.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * An agent that plays as the agent it wraps and keeps what that agent notes of its moves ({@link
 * Agent#note()}), for a command to print after a game: one entry where a note starts or changes, so a
 * game played to its end without hope reads "move 12 on: no winning line from here" rather than one
 * line per move. One per game, like the agent it wraps.
 *
 * @param <S> the states it plays
 */
public final class AgentNotes<S extends State> implements Agent<S> {
  /**
   * A note and the first move it was said of.
   *
   * @param move the move's number in the game, 1 for the first move the agent plays
   * @param note what the agent said of that move and of the moves after it until the next entry (or a
   *     move it said nothing of)
   */
  public record Note(int move, String note) {}

  private final Agent<S> agent;
  private final List<Note> notes = new ArrayList<>();
  private int moves;
  private String last;

  private AgentNotes(Agent<S> agent) {
    this.agent = Objects.requireNonNull(agent, "agent");
  }

  /** {@code agent}, its notes kept. */
  public static <S extends State> AgentNotes<S> recording(Agent<S> agent) {
    return new AgentNotes<>(agent);
  }

  @Override
  public int act(S state, RandomGenerator rng) {
    int a = agent.act(state, rng);
    moves++;
    String n = agent.note();
    if (n != null && !n.equals(last)) {
      notes.add(new Note(moves, n));
    }
    last = n;
    return a;
  }

  @Override
  public String note() {
    return agent.note();
  }

  @Override
  public String label() {
    return agent.label();
  }

  /** The notes so far, in move order. */
  public List<Note> notes() {
    return List.copyOf(notes);
  }
}
