package org.levellab.game;

/**
 * What a player sees of a state. Two states that differ only in what is hidden from the player (the
 * order of the stock, the ranks of face-down cards) have equal observations; {@link #toString()}
 * writes it. For games with nothing hidden the observation is the whole state ({@link #of}).
 */
public interface Observation {
  /** The observation as text, deterministic. */
  @Override
  String toString();

  /** An observation that is exactly the given text (for games without hidden information). */
  static Observation of(String text) {
    return new Text(text);
  }

  /** An observation given as text. */
  record Text(String text) implements Observation {
    @Override
    public String toString() {
      return text;
    }
  }
}
