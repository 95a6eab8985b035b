package org.levellab.game;

/** One outcome of a chance node (an id among the state's legal actions) and its probability. */
public record ChanceOutcome(int outcome, double probability) {
  public ChanceOutcome {
    if (!(probability > 0 && probability <= 1)) {
      throw new IllegalArgumentException("a chance outcome's probability must be in (0, 1], was " + probability);
    }
  }
}
