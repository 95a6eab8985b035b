package org.levellab.search;

/**
 * A class of solutions: the paths to a win that never take a transition carrying one of the
 * {@code forbiddenTags} (the game's own transition tags, see {@link PackedStateSpace#tags}). A game
 * defines its classes; {@link #ANY} allows every transition.
 */
public record SolutionClass(String name, int forbiddenTags) {
  /** Every solution. */
  public static final SolutionClass ANY = new SolutionClass("any", 0);

  public SolutionClass {
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException("solution class needs a name");
    }
  }

  /** True when a transition with these tags belongs to a solution of this class. */
  public boolean allows(int tags) {
    return (tags & forbiddenTags) == 0;
  }
}
