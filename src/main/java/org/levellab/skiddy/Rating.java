package org.levellab.skiddy;

/**
 * The article's 0-3 star rating of a level. Each star is checked only if the one before holds:
 * <ol>
 *   <li>no dead ends: every reachable state can still reach a win;
 *   <li>solvable both with a max-combo solution and with a non-combo solution;
 *   <li>no non-combo solution shorter than the shortest max-combo solution.
 * </ol>
 * A check that was not reached is {@code null}.
 *
 * @param stars 0 to 3
 * @param noDeadEnds star 1's check
 * @param maxComboAndNonCombo star 2's check (null when star 1 failed)
 * @param comboNotBeaten star 3's check (null when star 2 failed)
 * @param perfectIsShortest the stricter reading of rule 3, reported but not rated: the shortest
 *     solution of all (mixed ones included) is as long as the shortest max-combo one (null when star 2
 *     failed)
 * @param explanation one sentence per checked star
 */
public record Rating(int stars, Boolean noDeadEnds, Boolean maxComboAndNonCombo, Boolean comboNotBeaten,
    Boolean perfectIsShortest, String explanation) {

  /** Rates from the summary numbers; lengths are -1 when there is no solution of that class. */
  public static Rating of(int deadEnds, int shortest, int shortestMaxCombo, int shortestNonCombo) {
    StringBuilder why = new StringBuilder();
    boolean s1 = deadEnds == 0;
    if (!s1) {
      why.append("star 1 fails: ").append(deadEnds).append(" dead-end state")
          .append(deadEnds == 1 ? "" : "s").append(" reachable.");
      return new Rating(0, false, null, null, null, why.toString());
    }
    why.append("star 1: no dead ends. ");
    boolean s2 = shortestMaxCombo >= 0 && shortestNonCombo >= 0;
    if (!s2) {
      why.append("star 2 fails: ").append(shortestMaxCombo < 0 ? "no max-combo solution" : "")
          .append(shortestMaxCombo < 0 && shortestNonCombo < 0 ? " and " : "")
          .append(shortestNonCombo < 0 ? "no non-combo solution" : "").append('.');
      return new Rating(1, true, false, null, null, why.toString());
    }
    why.append("star 2: solvable with max-combo (").append(shortestMaxCombo)
        .append(" moves) and without (").append(shortestNonCombo).append(" moves). ");
    boolean s3 = shortestNonCombo >= shortestMaxCombo;
    boolean perfect = shortest == shortestMaxCombo;
    if (!s3) {
      why.append("star 3 fails: a non-combo solution (").append(shortestNonCombo)
          .append(") is shorter than every max-combo one (").append(shortestMaxCombo).append(").");
      return new Rating(2, true, true, false, perfect, why.toString());
    }
    why.append("star 3: no non-combo solution is shorter than the max-combo one.");
    return new Rating(3, true, true, true, perfect, why.toString());
  }
}
