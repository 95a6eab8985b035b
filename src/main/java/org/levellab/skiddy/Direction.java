package org.levellab.skiddy;

/** The four inputs, numbered as in the source article: up 0, right 1, down 2, left 3. */
public enum Direction {
  U(0, -1), R(1, 0), D(0, 1), L(-1, 0);

  private final int dx;
  private final int dy;

  Direction(int dx, int dy) {
    this.dx = dx;
    this.dy = dy;
  }

  public int dx() {
    return dx;
  }

  public int dy() {
    return dy;
  }

  /** A direction from its letter (U, R, D, L, either case). */
  public static Direction parse(String s) {
    if (s != null && s.length() == 1) {
      for (Direction d : values()) {
        if (Character.toUpperCase(s.charAt(0)) == d.name().charAt(0)) {
          return d;
        }
      }
    }
    throw new IllegalArgumentException("unknown move '" + s + "': expected U, R, D or L");
  }
}
