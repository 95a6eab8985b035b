package org.levellab.search;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A game seen as a graph of object states: the convenient interface for games whose states do not
 * pack into a long (card games, layouts). {@link #packed()} adapts it to the analyzer by numbering
 * states as they are discovered, so any game with states, moves and a win test can be verified.
 *
 * @param <S> an immutable state with value {@code equals} and {@code hashCode}
 */
public interface StateSpace<S> {
  /** One legal move: its name, the state it leads to, and its tags (see {@link PackedStateSpace}). */
  record Move<S>(String name, S next, int tags) {
    public Move {
      Objects.requireNonNull(name, "move name");
      Objects.requireNonNull(next, "next state");
    }
  }

  S initial();

  /** The legal moves of a state, in a fixed order (the analyzer's tie-breaks follow it). */
  List<Move<S>> moves(S state);

  boolean isWin(S state);

  /**
   * This game as a {@link PackedStateSpace}: a state's packed value is its discovery number. The
   * adapter keeps every discovered state in memory (a hash map), so it suits small graphs; a game
   * that needs speed implements {@link PackedStateSpace} directly. Not thread-safe.
   */
  default PackedStateSpace packed() {
    return new Adapter<>(this);
  }

  /** Numbers object states as they appear; caches the move list of the state last expanded. */
  final class Adapter<S> implements PackedStateSpace {
    private final StateSpace<S> game;
    private final Map<S, Integer> ids = new HashMap<>();
    private final List<S> states = new ArrayList<>();
    private final int maxMoves;
    private long cachedId = -1;
    private List<Move<S>> cachedMoves;

    Adapter(StateSpace<S> game) {
      this.game = Objects.requireNonNull(game, "game");
      id(game.initial());
      // The analyzer needs a bound on move numbers; an unusually wide state raises it lazily below.
      this.maxMoves = 256;
    }

    /** The object state behind a packed value. */
    public S state(long packed) {
      return states.get((int) packed);
    }

    private long id(S s) {
      Integer id = ids.get(s);
      if (id == null) {
        id = states.size();
        ids.put(s, id);
        states.add(s);
      }
      return id;
    }

    private List<Move<S>> movesOf(long state) {
      if (state != cachedId) {
        cachedMoves = game.moves(states.get((int) state));
        if (cachedMoves.size() > maxMoves) {
          throw new IllegalArgumentException("a state has " + cachedMoves.size()
              + " moves; the analyzer supports at most " + maxMoves);
        }
        cachedId = state;
      }
      return cachedMoves;
    }

    @Override
    public long initial() {
      return 0;
    }

    @Override
    public int maxMoves() {
      return maxMoves;
    }

    @Override
    public int moveCount(long state) {
      return movesOf(state).size();
    }

    @Override
    public long next(long state, int move) {
      List<Move<S>> m = movesOf(state);
      return move < m.size() ? id(m.get(move).next()) : NONE;
    }

    @Override
    public boolean isWin(long state) {
      return game.isWin(states.get((int) state));
    }

    @Override
    public int tags(long from, int move, long to) {
      return movesOf(from).get(move).tags();
    }

    @Override
    public String moveName(long state, int move) {
      return movesOf(state).get(move).name();
    }
  }
}
