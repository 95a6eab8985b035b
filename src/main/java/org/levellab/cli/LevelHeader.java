package org.levellab.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The comment line {@code deal} writes above a level ({@code # game: blackhole}), and its check
 * when a level file is read for a game: a file that names another game is refused in one line, so
 * that a Black Hole deal is not taken for a Pair Solitaire stack (both are lists of cards). Every
 * level format skips {@code #} comments, so the line costs a reader nothing; a file without it is
 * read as before.
 */
final class LevelHeader {
  private static final Pattern HEADER = Pattern.compile("#\\s*game:\\s*(\\S+)\\s*");

  private LevelHeader() {}

  /** The header line for a level of {@code game}, with its line break. */
  static String line(String game) {
    return "# game: " + game + "\n";
  }

  /**
   * Refuses {@code text} when its first non-blank line names a game other than {@code game}, and
   * otherwise gives it to the game with that line left blank: a plug-in's level format need not know
   * {@code #} comments, and the other lines keep their numbers for its errors.
   *
   * @throws IllegalArgumentException naming the file, the line and both games
   */
  static String check(String text, String game, String source) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i].strip();
      if (l.isEmpty()) {
        continue;
      }
      Matcher m = HEADER.matcher(l);
      if (!m.matches()) {
        return text;
      }
      if (!m.group(1).equalsIgnoreCase(game)) {
        throw new IllegalArgumentException(source + " line " + (i + 1) + ": a level of " + m.group(1)
            + ", not of " + game + " (its first line says '" + l + "')");
      }
      lines[i] = "";
      return String.join("\n", lines);
    }
    return text;
  }
}
