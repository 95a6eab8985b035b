package org.levellab.search;

/** The answer of an exact search: proven yes, proven no, or out of budget. */
public enum Verdict {
  TRUE, FALSE, UNKNOWN;

  public static Verdict of(boolean proven) {
    return proven ? TRUE : FALSE;
  }

  /** JSON-friendly: true, false or "unknown". */
  public Object toJson() {
    return this == UNKNOWN ? "unknown" : Boolean.valueOf(this == TRUE);
  }
}
