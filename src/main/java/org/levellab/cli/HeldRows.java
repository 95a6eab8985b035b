package org.levellab.cli;

/**
 * The up-front check of a command that must hold one row per trial (a report listing every game): a
 * count whose rows would not fit in half the JVM's heap is refused before any work, with one line
 * naming the option and the limit, instead of ending in an {@link OutOfMemoryError} hours later.
 */
final class HeldRows {
  private HeldRows() {}

  /**
   * The most rows of {@code bytesPerRow} bytes (a generous estimate: the row, its list slot and the
   * copies a report makes) that half the heap holds.
   */
  static long limit(long bytesPerRow) {
    return Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() / 2 / bytesPerRow);
  }

  /**
   * Refuses {@code count} trials of {@code rowsPerTrial} rows each when they would not fit.
   *
   * @param what what the command keeps, as "every game's row"
   */
  static void check(String option, long count, int rowsPerTrial, long bytesPerRow, String what) {
    long most = limit(bytesPerRow) / Math.max(1, rowsPerTrial);
    if (count > most) {
      throw new IllegalArgumentException(option + " " + count + " is more than this command can hold (at most "
          + most + " with this heap" + (rowsPerTrial > 1 ? " and " + rowsPerTrial + " agents" : "") + ": it keeps "
          + what + ")");
    }
  }
}
