package org.levellab.lab;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.levellab.core.Estimate;

/**
 * Prose that states numbers, rendered from the computed values so that text and table cannot part:
 * a template in a small markdown ({@code **bold**}, {@code *italic*}, {@code `code`}, paragraphs
 * split by blank lines, lines starting {@code * } as a list) whose {@code {}} placeholders take the
 * values in order. Numbers are written in the notebooks' one style ({@link Numbers}: three
 * significant digits, whole numbers with separators from 10,000 up), an {@link Estimate} as {@code
 * 25.7 [24.8, 26.6]} (a share in percent). A notebook's conclusion that states a
 * number is one of these, never a markdown cell.
 *
 * <pre>{@code
 * Lab.say("**Every stack?** No: {} of {} shuffles are beatable, {}.", beatable, shuffles, Lab.pct(share))
 * }</pre>
 */
public final class Prose {
  private static final Pattern INLINE = Pattern.compile("\\*\\*(.+?)\\*\\*|\\*(.+?)\\*|`(.+?)`");

  private Prose() {}

  /**
   * The template with its {@code {}} placeholders filled by {@code values}, as HTML.
   *
   * @throws IllegalArgumentException when the placeholders and the values differ in number, or a
   *     value is null
   */
  public static String render(String template, Object... values) {
    Objects.requireNonNull(template, "template");
    Objects.requireNonNull(values, "values");
    // placeholders are replaced by markers first, so that a value's text is never read as markdown
    StringBuilder marked = new StringBuilder();
    String[] filled = new String[values.length];
    int used = 0;
    int from = 0;
    while (true) {
      int at = template.indexOf("{}", from);
      if (at < 0) {
        break;
      }
      if (used >= values.length) {
        throw new IllegalArgumentException("the template has more {} than the " + values.length + " values given: "
            + clip(template));
      }
      filled[used] = Html.escape(format(values[used], used));
      marked.append(template, from, at).append('\u0000').append(used).append('\u0001');
      used++;
      from = at + 2;
    }
    if (used != values.length) {
      throw new IllegalArgumentException("the template has " + used + " {} for " + values.length + " values: "
          + clip(template));
    }
    marked.append(template.substring(from));
    String html = blocks(marked.toString());
    for (int i = 0; i < filled.length; i++) {
      html = html.replace("\u0000" + i + "\u0001", filled[i]);
    }
    return "<div class=\"levellab-prose\">" + html + "</div>";
  }

  /** One value as prose writes it. */
  static String format(Object v, int index) {
    if (v == null) {
      throw new IllegalArgumentException("value " + (index + 1) + " of the template is null");
    }
    if (v instanceof Estimate e) {
      return Html.estimate(e);
    }
    if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
      return Numbers.whole(((Number) v).longValue());
    }
    if (v instanceof Number n) {
      return Numbers.plain(n.doubleValue());
    }
    return v.toString();
  }

  private static String blocks(String text) {
    StringBuilder out = new StringBuilder();
    for (String block : text.strip().split("\\n\\s*\\n")) {
      String[] lines = block.split("\\n");
      boolean list = lines[0].startsWith("* ") || lines[0].startsWith("- ");
      if (list) {
        out.append("<ul>");
        StringBuilder item = null;
        for (String line : lines) {
          if (line.startsWith("* ") || line.startsWith("- ")) {
            if (item != null) {
              out.append("<li>").append(inline(item.toString())).append("</li>");
            }
            item = new StringBuilder(line.substring(2));
          } else {
            item.append(' ').append(line.strip());
          }
        }
        out.append("<li>").append(inline(item.toString())).append("</li></ul>");
      } else {
        out.append("<p>").append(inline(String.join(" ", lines).strip())).append("</p>");
      }
    }
    return out.toString();
  }

  private static String inline(String s) {
    String escaped = Html.escape(s);
    Matcher m = INLINE.matcher(escaped);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String rep = m.group(1) != null ? "<b>" + m.group(1) + "</b>"
          : m.group(2) != null ? "<i>" + m.group(2) + "</i>" : "<code>" + m.group(3) + "</code>";
      m.appendReplacement(sb, Matcher.quoteReplacement(rep));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static String clip(String s) {
    String one = s.replaceAll("\\s+", " ");
    return one.length() > 80 ? one.substring(0, 77) + "..." : one;
  }
}
