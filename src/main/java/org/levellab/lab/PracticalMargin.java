package org.levellab.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A practical margin a notebook declares before its runs: how far from a source's number ours may lie
 * and still count as agreeing, in the quantity's own units, with the reason for that width. Without a
 * declared margin a {@link Comparison} takes the source's own precision (its printed digit or its
 * sampling error). A notebook states its margins once, in one table at its top ({@link #table}).
 *
 * @param name what the margin is for, as rows and the table name it
 * @param value the half-width, in the quantity's units (a share's in 0..1)
 * @param reason why this width: a source's stated tolerance, a designer's threshold
 * @param percent whether the quantity is a share shown in percent
 */
public record PracticalMargin(String name, double value, String reason, boolean percent) {
  public PracticalMargin {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(reason, "reason");
    if (!(value > 0) || Double.isInfinite(value)) {
      throw new IllegalArgumentException("a margin is a finite number above 0, was " + value + " for '" + name + "'");
    }
    if (reason.isBlank()) {
      throw new IllegalArgumentException("a declared margin gives its reason: '" + name + "' has none");
    }
  }

  /** A margin in the quantity's own units. */
  public static PracticalMargin of(String name, double value, String reason) {
    return new PracticalMargin(name, value, reason, false);
  }

  /** A margin of a share, {@code points} percentage points (shown in percent). */
  public static PracticalMargin ofPoints(String name, double points, String reason) {
    return new PracticalMargin(name, points / 100, reason, true);
  }

  /** The width as a reader sees it: {@code ±2 points}, {@code ±0.3}. */
  public String text() {
    return "±" + (percent ? Numbers.plain(100 * value) + " points" : Numbers.plain(value));
  }

  /** The notebook's margins as one table, each with its reason: the one place they are declared. */
  public static HtmlView table(PracticalMargin... margins) {
    List<PracticalMargin> list = new ArrayList<>(List.of(margins));
    StringBuilder sb = new StringBuilder("<div class=\"levellab-margins\"><table style=\"border-collapse:collapse\">"
        + "<caption style=\"text-align:left;font-weight:bold\">Margins declared before the runs</caption>"
        + "<thead><tr><th style=\"text-align:left;padding:2px 8px\">quantity</th>"
        + "<th style=\"text-align:right;padding:2px 8px\">margin</th>"
        + "<th style=\"text-align:left;padding:2px 8px\">why this width</th></tr></thead><tbody>");
    for (PracticalMargin m : list) {
      sb.append("<tr data-margin=\"").append(Html.escape(m.name())).append("\"><td style=\"padding:2px 8px\">")
          .append(Html.escape(m.name())).append("</td><td style=\"padding:2px 8px;text-align:right;white-space:nowrap\">")
          .append(Html.escape(m.text())).append("</td><td style=\"padding:2px 8px\">").append(Html.escape(m.reason()))
          .append("</td></tr>");
    }
    return new HtmlView(sb.append("</tbody></table></div>").toString());
  }
}
