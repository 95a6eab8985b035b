package org.levellab.skiddy;

/**
 * The article's 0-3 star rating of a level. Each star is checked only if the one before holds:
 * <ol>
 *   <li>no dead ends: every reachable state can still reach a win;
 *   <li>solvable both with a max-combo solution and with a non-combo solution;
 *   <li>the perfect medal is reachable: read as {@link Rule3}, by default {@link
 *       Rule3#SHORTEST_IS_MAX_COMBO}.
 * </ol>
 * A check that was not reached is {@code null}. Both readings of rule 3 are always reported
 * ({@link #comboNotBeaten} and {@link #perfectIsShortest}); {@link #stars(Rule3)} gives the stars
 * under either.
 *
 * @param stars 0 to 3, under {@link #rule3}
 * @param noDeadEnds star 1's check
 * @param maxComboAndNonCombo star 2's check (null when star 1 failed)
 * @param comboNotBeaten rule 3 read as {@link Rule3#NON_COMBO_NOT_SHORTER}: no non-combo solution
 *     is shorter than the shortest max-combo one (null when star 2 failed)
 * @param perfectIsShortest rule 3 read as {@link Rule3#SHORTEST_IS_MAX_COMBO}: the shortest
 *     solution of all (mixed ones included) is as long as the shortest max-combo one (null when star
 *     2 failed)
 * @param explanation one sentence per checked star
 * @param rule3 the reading of rule 3 that {@link #stars} follows
 */
public record Rating(int stars, Boolean noDeadEnds, Boolean maxComboAndNonCombo, Boolean comboNotBeaten,
    Boolean perfectIsShortest, String explanation, Rule3 rule3) {

  /**
   * The two readings of rule 3, "a solution without combo cannot be shorter than the one with the
   * combo ... once the shortest solutions are found we must guarantee that at least one is a combo
   * solution".
   */
  public enum Rule3 {
    /**
     * The prose: a max-combo solution is among the shortest solutions of all kinds, so no solution
     * at all (a mixed one, clearing one colour at once and another one by one, included) is shorter
     * than the perfect one. It is also what the article's algorithm computes when its "Ok" win state
     * (every win that is not a max-combo) is the "without combo" class. The default: it is the
     * reading that keeps the perfect medal meaningful.
     */
    SHORTEST_IS_MAX_COMBO,
    /**
     * Compare only the shortest max-combo and the shortest non-combo (one skiddy at a time)
     * solutions; a shorter mixed solution does not count. Lets levels through whose shortest
     * solution is not a perfect one.
     */
    NON_COMBO_NOT_SHORTER
  }

  /** The reading of rule 3 that {@link #of(int, int, int, int)} rates by. */
  public static final Rule3 DEFAULT_RULE3 = Rule3.SHORTEST_IS_MAX_COMBO;

  /**
   * Rates from the summary numbers under {@link #DEFAULT_RULE3}; lengths are -1 when there is no
   * solution of that class.
   */
  public static Rating of(int deadEnds, int shortest, int shortestMaxCombo, int shortestNonCombo) {
    return of(deadEnds, shortest, shortestMaxCombo, shortestNonCombo, DEFAULT_RULE3);
  }

  /** Rates under the given reading of rule 3; lengths are -1 when there is no solution of that class. */
  public static Rating of(int deadEnds, int shortest, int shortestMaxCombo, int shortestNonCombo,
      Rule3 rule3) {
    StringBuilder why = new StringBuilder();
    boolean s1 = deadEnds == 0;
    if (!s1) {
      why.append("star 1 fails: ").append(deadEnds).append(" dead-end state")
          .append(deadEnds == 1 ? "" : "s").append(" reachable.");
      return new Rating(0, false, null, null, null, why.toString(), rule3);
    }
    why.append("star 1: no dead ends. ");
    boolean s2 = shortestMaxCombo >= 0 && shortestNonCombo >= 0;
    if (!s2) {
      why.append("star 2 fails: ").append(shortestMaxCombo < 0 ? "no max-combo solution" : "")
          .append(shortestMaxCombo < 0 && shortestNonCombo < 0 ? " and " : "")
          .append(shortestNonCombo < 0 ? "no non-combo solution" : "").append('.');
      return new Rating(1, true, false, null, null, why.toString(), rule3);
    }
    why.append("star 2: solvable with max-combo (").append(shortestMaxCombo)
        .append(" moves) and without (").append(shortestNonCombo).append(" moves). ");
    boolean nonComboNotShorter = shortestNonCombo >= shortestMaxCombo;
    boolean perfect = shortest == shortestMaxCombo;
    boolean s3 = rule3 == Rule3.SHORTEST_IS_MAX_COMBO ? perfect : nonComboNotShorter;
    if (!s3) {
      if (rule3 == Rule3.SHORTEST_IS_MAX_COMBO) {
        why.append("star 3 fails: a solution (").append(shortest).append(" moves) is shorter than every ")
            .append("max-combo one (").append(shortestMaxCombo).append(").");
      } else {
        why.append("star 3 fails: a non-combo solution (").append(shortestNonCombo)
            .append(") is shorter than every max-combo one (").append(shortestMaxCombo).append(").");
      }
      return new Rating(2, true, true, nonComboNotShorter, perfect, why.toString(), rule3);
    }
    why.append(rule3 == Rule3.SHORTEST_IS_MAX_COMBO
        ? "star 3: a max-combo solution is among the shortest."
        : "star 3: no non-combo solution is shorter than the max-combo one.");
    return new Rating(3, true, true, nonComboNotShorter, perfect, why.toString(), rule3);
  }

  /** The stars under the given reading of rule 3 (stars 1 and 2 do not depend on it). */
  public int stars(Rule3 reading) {
    if (stars < 2) {
      return stars;
    }
    boolean s3 = reading == Rule3.SHORTEST_IS_MAX_COMBO ? perfectIsShortest : comboNotBeaten;
    return s3 ? 3 : 2;
  }
}
