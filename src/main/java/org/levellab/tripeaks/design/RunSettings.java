package org.levellab.tripeaks.design;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The {@code [run]} table of a level design configuration: how many players a simulation plays, and
 * its seed (player {@code i} plays with {@code RandomStreams.forTask(seed, i)}).
 *
 * <pre>
 * [run]
 * players = 1000    # default 1000, the article's
 * seed = 1          # default 1
 * </pre>
 */
public record RunSettings(int players, long seed) {
  /** The article's player count. */
  public static final int DEFAULT_PLAYERS = 1000;
  /** The seed when none is given. */
  public static final long DEFAULT_SEED = 1;

  public RunSettings {
    if (players < 1) {
      throw new IllegalArgumentException("players: must be at least 1, was " + players);
    }
  }

  /** 1000 players, seed 1. */
  public static RunSettings defaults() {
    return new RunSettings(DEFAULT_PLAYERS, DEFAULT_SEED);
  }

  /** Reads the table (missing keys take the defaults). */
  @JsonCreator
  static RunSettings read(@JsonProperty("players") Integer players, @JsonProperty("seed") Long seed) {
    return new RunSettings(players != null ? players : DEFAULT_PLAYERS, seed != null ? seed : DEFAULT_SEED);
  }
}
