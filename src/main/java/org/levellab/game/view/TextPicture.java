package org.levellab.game.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.levellab.game.Game;
import org.levellab.game.State;

/**
 * The picture of a game that has none of its own: its text in monospace. The player's view ({@link
 * State#observation()}) is drawn line by line, and each line that differs from the same line one step
 * earlier is marked {@value GamePicture#MOVED}, and within it the words that changed (compared
 * word by word, at the same place in the line) are drawn in bold. When the game hides something ({@link
 * Game#hasHiddenInformation()}), the observation is the {@value GamePicture#COVER} layer and the whole
 * state ({@link State#toString()}) the {@value GamePicture#HIDDEN} layer, so the page's reveal switch
 * shows what the player could not see.
 *
 * <p>Lines longer than {@value #WRAP} characters are wrapped at spaces (before the comparison is
 * drawn, so a wrap moving with a word's length marks only the words that changed), so that a state
 * written on one line still fits beside the move list.
 */
public final class TextPicture implements GamePicture {
  /** Longest line drawn before wrapping. */
  public static final int WRAP = 90;
  private static final double CHAR_WIDTH = 7.8;
  private static final int LINE_HEIGHT = 18;
  private static final int PAD = 8;
  private static final String CONTINUATION = "  ";

  private final boolean hidden;

  /** The text picture of {@code game}'s states. */
  public TextPicture(Game<?> game) {
    this.hidden = Objects.requireNonNull(game, "game").hasHiddenInformation();
  }

  @Override
  public String svg(Frame frame) {
    State before = frame.before();
    List<Row> seen = rows(frame.after().observation().toString(), before == null ? null : before.observation().toString());
    List<Row> whole = hidden ? rows(frame.after().toString(), before == null ? null : before.toString()) : List.of();
    int height = Math.max(1, Math.max(seen.size(), whole.size())) * LINE_HEIGHT + 2 * PAD;
    int width = (int) Math.ceil(Math.max(1, Math.max(columns(seen), columns(whole))) * CHAR_WIDTH) + 2 * PAD;
    StringBuilder sb = new StringBuilder(256 + 96 * (seen.size() + whole.size()));
    // no xmlns: the page inlines the svg in HTML, where the namespace is implied
    sb.append("<svg class=\"ll-text\" width=\"").append(width).append("\" height=\"").append(height)
        .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\">");
    if (hidden) {
      layer(sb, COVER, seen);
      layer(sb, HIDDEN, whole);
    } else {
      layer(sb, null, seen);
    }
    return sb.append("</svg>").toString();
  }

  /**
   * One drawn line: a piece of a text line, its words, which of them differ from the same word of
   * the same line one step earlier, and whether the line's ending changed (words dropped at its end).
   */
  record Row(boolean continuation, List<String> words, List<Boolean> changed, boolean moved) {
    int columns() {
      int n = continuation ? CONTINUATION.length() : 0;
      for (int i = 0; i < words.size(); i++) {
        n += (i > 0 ? 1 : 0) + words.get(i).codePointCount(0, words.get(i).length());
      }
      return n;
    }
  }

  private static int columns(List<Row> rows) {
    int max = 0;
    for (Row r : rows) {
      max = Math.max(max, r.columns());
    }
    return max;
  }

  /**
   * The text's rows, each line wrapped at spaces to at most {@link #WRAP} characters where it can be,
   * with its changes from {@code before} (null at the start: nothing changed).
   */
  static List<Row> rows(String text, String before) {
    List<String> lines = lines(text);
    List<String> old = before == null ? null : lines(before);
    List<Row> out = new ArrayList<>();
    for (int l = 0; l < lines.size(); l++) {
      String[] words = lines.get(l).split(" ", -1);
      String[] was = old == null ? words : l < old.size() ? old.get(l).split(" ", -1) : new String[0];
      boolean lineChanged = old != null && (l >= old.size() || !old.get(l).equals(lines.get(l)));
      int first = 0;
      while (first < words.length) {
        boolean continuation = first > 0;
        int columns = (continuation ? CONTINUATION.length() : 0) + width(words[first]);
        int end = first + 1;
        while (end < words.length && columns + 1 + width(words[end]) <= WRAP) {
          columns += 1 + width(words[end]);
          end++;
        }
        List<String> piece = new ArrayList<>();
        List<Boolean> changed = new ArrayList<>();
        boolean moved = false;
        for (int w = first; w < end; w++) {
          boolean c = old != null && (w >= was.length || !was[w].equals(words[w]));
          piece.add(words[w]);
          changed.add(c);
          moved |= c;
        }
        // a line that only lost words at its end still changed: its last row says so
        moved |= lineChanged && end == words.length;
        out.add(new Row(continuation, piece, changed, moved));
        first = end;
      }
    }
    return out;
  }

  private static int width(String word) {
    return word.codePointCount(0, word.length());
  }

  private static List<String> lines(String text) {
    String t = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    List<String> out = new ArrayList<>();
    for (String line : t.split("\r?\n", -1)) {
      out.add(line.stripTrailing());
    }
    return out;
  }

  private static void layer(StringBuilder sb, String cls, List<Row> rows) {
    sb.append(cls == null ? "<g>" : "<g class=\"" + cls + "\">");
    for (int i = 0; i < rows.size(); i++) {
      Row r = rows.get(i);
      sb.append("<text x=\"").append(PAD).append("\" y=\"").append(PAD + (i + 1) * LINE_HEIGHT - 5).append('"');
      if (r.moved()) {
        sb.append(" class=\"").append(MOVED).append('"');
      }
      sb.append('>');
      if (r.continuation()) {
        sb.append(CONTINUATION);
      }
      for (int w = 0; w < r.words().size(); w++) {
        if (w > 0) {
          sb.append(' ');
        }
        String word = Markup.escape(r.words().get(w));
        if (r.changed().get(w) && !word.isEmpty()) {
          sb.append("<tspan class=\"ll-changed\">").append(word).append("</tspan>");
        } else {
          sb.append(word);
        }
      }
      sb.append("</text>");
    }
    sb.append("</g>");
  }

  @Override
  public String css() {
    // a changed line is tinted, its changed words stand out; the page's generic outline is too loud for text
    return ".ll-text{font:13px 'DejaVu Sans Mono',Menlo,Consolas,monospace}"
        + ".ll-text text{white-space:pre;fill:#222;stroke:none}"
        + ".ll-text .ll-hidden text{fill:#1f4e8c}"
        + ".ll-text text.ll-moved{fill:#5c3a1e}"
        + ".ll-text .ll-changed{fill:#b83200;font-weight:700;stroke:#ffd8a8;stroke-width:3px;paint-order:stroke}"
        + ".ll-viewer .ll-text text.ll-moved{stroke:none}";
  }

  @Override
  public String legend() {
    Legend l = new Legend("ll-text")
        .item(46, 18, "<text x='2' y='13' class='ll-moved'>a <tspan class='ll-changed'>b</tspan> c</text>",
            "a line the move changed, its changed words in bold")
        .note("the text is the game's observation: what a player sees");
    if (hidden) {
      l.note("reveal hidden cards shows the whole state");
    }
    return l.html();
  }
}
