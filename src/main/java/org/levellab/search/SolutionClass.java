package org.levellab.search;

/**
 * A class of solutions: the paths to a win that never take a transition carrying one of the
 * {@code forbiddenTags}. {@link #ANY} allows every transition.
 */
public record SolutionClass(String name, int forbiddenTags) {
  /** Every solution. */
  public static final SolutionClass ANY = new SolutionClass("any", 0);

  /** Solutions in which every group is cleared in one move (no partial clear). */
  public static final SolutionClass MAX_COMBO =
      new SolutionClass("max-combo", PackedStateSpace.BREAKS_MAX_COMBO);

  /** Solutions that clear pieces one by one (never two of a group in one move). */
  public static final SolutionClass NON_COMBO =
      new SolutionClass("non-combo", PackedStateSpace.BREAKS_NON_COMBO);

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
