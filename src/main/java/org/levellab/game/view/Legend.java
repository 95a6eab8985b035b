package org.levellab.game.view;

/**
 * A picture's legend ({@link GamePicture#legend()}): a row of small swatches, each an inline
 * {@code <svg>} drawn with the picture's own classes, and the words that say what it marks.
 */
public final class Legend {
  private final String rootClass;
  private final StringBuilder items = new StringBuilder();

  /** A legend whose swatches carry {@code rootClass}, the class that scopes the picture's CSS ({@code tp}). */
  public Legend(String rootClass) {
    this.rootClass = rootClass;
  }

  /**
   * One entry: a swatch {@code width x height} pixels holding {@code svgBody} (elements in the
   * picture's classes, coordinates in the swatch) and its meaning.
   */
  public Legend item(int width, int height, String svgBody, String meaning) {
    items.append("<span class=\"ll-legend-item\"><svg class=\"").append(rootClass).append("\" width=\"").append(width)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
        .append("\" aria-hidden=\"true\">").append(svgBody).append("</svg>").append(Markup.escape(meaning))
        .append("</span>");
    return this;
  }

  /** An entry without a swatch: words only. */
  public Legend note(String words) {
    items.append("<span class=\"ll-legend-item\">").append(Markup.escape(words)).append("</span>");
    return this;
  }

  /** The legend as HTML. */
  public String html() {
    return items.toString();
  }
}
