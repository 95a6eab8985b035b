package org.levellab.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The meaningful lines of a data file (deals, layouts, level configurations): {@code #} starts a
 * comment, blank lines are skipped, and each line keeps its 1-based number for error messages.
 */
public final class DataLines {
  private DataLines() {}

  /** One meaningful line: its 1-based number in the file and its trimmed text without comment. */
  public record Line(int number, String text) {}

  public static List<Line> of(String text) {
    List<Line> out = new ArrayList<>();
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      int hash = line.indexOf('#');
      if (hash >= 0) {
        line = line.substring(0, hash);
      }
      line = line.trim();
      if (!line.isEmpty()) {
        out.add(new Line(i + 1, line));
      }
    }
    return out;
  }
}
