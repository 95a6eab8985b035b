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
 * hold_rule = "keep"        # how the hold slot is used: "keep" (default) or "beneath"
 * </pre>
 */
public record PlayerSettings(double holdProbability, int maxIterations, HoldRule holdRule) {
  /**
   * How the player uses the hold slot; the article says only that players "set aside the first card
   * from the waste pile into the hold slot to create more consecutive matches".
   */
  public enum HoldRule {
    /**
     * Set the waste top aside before a draw (with probability p_hold), keeping it for a later group it
     * connects to, and bring it back (swap, or play back where the rules allow) when it matches an
     * open card.
     */
    KEEP,
    /**
     * Set the waste top aside (with probability p_hold) when the card beneath it matches an open card,
     * and play the held card back, emptying the slot, whenever the player is stuck and the rules let it
     * go onto the waste top; needs a level whose hold card plays back.
     */
    BENEATH;

    /** The TOML value: {@code keep} or {@code beneath}. */
    public String key() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    static HoldRule parse(String text) {
      for (HoldRule r : values()) {
        if (r.key().equals(text)) {
          return r;
        }
      }
      throw new IllegalArgumentException("hold_rule: must be \"keep\" or \"beneath\", was \"" + text + "\"");
    }
  }

  /** The article's iteration limit. */
  public static final int DEFAULT_MAX_ITERATIONS = 1000;

  public PlayerSettings {
    LevelTheory.checkProbability(holdProbability, "hold_probability");
    java.util.Objects.requireNonNull(holdRule, "hold_rule");
    if (maxIterations < 1) {
      throw new IllegalArgumentException("max_iterations: must be at least 1, was " + maxIterations);
    }
  }

  /** A player with the default hold rule ({@link HoldRule#KEEP}). */
  public PlayerSettings(double holdProbability, int maxIterations) {
    this(holdProbability, maxIterations, HoldRule.KEEP);
  }

  /** A player who uses the hold slot with probability {@code holdProbability}, giving up after 1000 moves. */
  public static PlayerSettings of(double holdProbability) {
    return new PlayerSettings(holdProbability, DEFAULT_MAX_ITERATIONS);
  }

  /** This player with another hold rule. */
  public PlayerSettings withHoldRule(HoldRule rule) {
    return new PlayerSettings(holdProbability, maxIterations, rule);
  }

  /** Reads the table (missing keys take the defaults). */
  @JsonCreator
  static PlayerSettings read(@JsonProperty("hold_probability") Double holdProbability,
      @JsonProperty("max_iterations") Integer maxIterations, @JsonProperty("hold_rule") String holdRule) {
    return new PlayerSettings(holdProbability != null ? holdProbability : 0,
        maxIterations != null ? maxIterations : DEFAULT_MAX_ITERATIONS,
        holdRule != null ? HoldRule.parse(holdRule) : HoldRule.KEEP);
  }
}
