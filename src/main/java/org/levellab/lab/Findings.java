package org.levellab.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The findings box a notebook opens with: 3 to 5 results with their intervals and verdict counts,
 * rendered from the computed values. The box is shown at the top by the notebook's first cell ({@link
 * Lab#findings()}) while nothing is computed yet, and filled in by its last cell ({@link #show}), so a
 * reader meets the results first and the text is never typed: in a kernel the first cell's display is
 * updated in place (the saved notebook and its export carry the filled box at the top).
 */
public final class Findings {
  /** The HTML class of the box (the browser check looks for it in the first screen). */
  public static final String CLASS = "levellab-findings";
  private final String displayId;
  private final List<String> items = new ArrayList<>();

  Findings(String displayId) {
    this.displayId = displayId;
  }

  /** One finding: a {@link Prose} template and its values (numbers from the data). */
  public Findings add(String template, Object... values) {
    String html = Prose.render(template, values);
    // one list item: the paragraph Prose wraps a sentence in is dropped
    items.add(html.replace("<div class=\"levellab-prose\"><p>", "").replace("</p></div>", ""));
    return this;
  }

  /** One finding: a comparison's tally, headed by {@code what}. */
  public Findings tally(String what, Comparison c) {
    Objects.requireNonNull(c, "comparison");
    Comparison.Tally t = c.tally();
    items.add("<b>" + Html.escape(what) + "</b>: " + t.agree() + " agree, " + t.differ() + " differ, " + t.inconclusive()
        + " inconclusive" + (t.leftOut() > 0 ? " (" + t.leftOut() + " fitted or beside, not counted)" : "") + ".");
    return this;
  }

  /** The box with the findings so far; in a kernel it also replaces the placeholder at the top. */
  public HtmlView show() {
    if (items.isEmpty()) {
      throw new IllegalStateException("a findings box needs at least one finding");
    }
    HtmlView box = box(items);
    NotebookSupport.update(displayId, box);
    return new HtmlView("<p class=\"levellab-findings-note\"><i>The findings above are filled in from these "
        + "results.</i></p>");
  }

  /** The box as HTML. */
  static HtmlView box(List<String> items) {
    StringBuilder sb = new StringBuilder("<div class=\"" + CLASS + "\" style=\"border:1px solid #9ecae1;"
        + "background:#f1f7fc;padding:8px 14px;margin:4px 0 8px 0;border-radius:4px\"><b>Findings</b><ul style=\""
        + "margin:4px 0 0 0\">");
    for (String i : items) {
      sb.append("<li>").append(i).append("</li>");
    }
    return new HtmlView(sb.append("</ul></div>").toString());
  }

  /** The placeholder shown until the last cell fills the box in. */
  static HtmlView placeholder() {
    return new HtmlView("<div class=\"" + CLASS + "\" style=\"border:1px dashed #9ecae1;padding:8px 14px\"><b>"
        + "Findings</b>: filled in when the notebook's last cell has run.</div>");
  }
}
