package org.levellab.tripeaks.design;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The {@code [player]} table of a level design configuration: the simulated player of the article
 * ({@link org.levellab.tripeaks.study.PlayerModel}).
 *
 * <pre>
 * [player]
 * hold_probability = 0.5    # chance of each hold slot use the rules offer, in [0, 1] (default 0);
 *                           #   above 0 needs a level with a hold slot
 * max_iterations = 1000     # moves before the player gives up (default 1000, the article's)
 * </pre>
 */
public record PlayerSettings(double holdProbability, int maxIterations) {
  /** The article's iteration limit. */
  public static final int DEFAULT_MAX_ITERATIONS = 1000;

  public PlayerSettings {
    LevelTheory.checkProbability(holdProbability, "hold_probability");
    if (maxIterations < 1) {
      throw new IllegalArgumentException("max_iterations: must be at least 1, was " + maxIterations);
    }
  }

  /** A player who uses the hold slot with probability {@code holdProbability}, giving up after 1000 moves. */
  public static PlayerSettings of(double holdProbability) {
    return new PlayerSettings(holdProbability, DEFAULT_MAX_ITERATIONS);
  }

  /** Reads the table (missing keys take the defaults). */
  @JsonCreator
  static PlayerSettings read(@JsonProperty("hold_probability") Double holdProbability,
      @JsonProperty("max_iterations") Integer maxIterations) {
    return new PlayerSettings(holdProbability != null ? holdProbability : 0,
        maxIterations != null ? maxIterations : DEFAULT_MAX_ITERATIONS);
  }
}
