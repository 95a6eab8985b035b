package org.levellab.lab;

import java.util.Objects;

/**
 * A piece of HTML (or inline SVG) that displays itself as rich output when it ends a notebook cell:
 * board pictures, solution drawings, formatted summaries.
 */
public record HtmlView(String html) {
  public HtmlView {
    Objects.requireNonNull(html, "html");
  }

  @Override
  public String toString() {
    return html;
  }
}
