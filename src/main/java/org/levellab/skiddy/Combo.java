package org.levellab.skiddy;

import java.util.List;
import org.levellab.search.SolutionClass;

/**
 * What a combo is, for the analyzer: the tags {@link SkiddyGame#tags} puts on a move, and the two
 * classes of solutions the star {@link Rating} compares (see the package rules). A colour with one
 * skiddy left satisfies both classes when it leaves.
 */
public final class Combo {
  /** Tag of a move that removes some, but not all, of a colour's remaining skiddies (a partial clear). */
  public static final int BREAKS_MAX_COMBO = 1;

  /** Tag of a move that removes two or more skiddies of one colour at once (a combo). */
  public static final int BREAKS_NON_COMBO = 2;

  /** Solutions in which every colour is cleared in one move (no partial clear). */
  public static final SolutionClass MAX_COMBO = new SolutionClass("max-combo", BREAKS_MAX_COMBO);

  /** Solutions that clear skiddies one by one (never two of a colour in one move). */
  public static final SolutionClass NON_COMBO = new SolutionClass("non-combo", BREAKS_NON_COMBO);

  /** The classes a verification analyzes, in this order. */
  public static final List<SolutionClass> CLASSES = List.of(MAX_COMBO, NON_COMBO);

  private Combo() {}
}
