package org.levellab.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.levellab.core.Estimate;
import org.levellab.core.Tables;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The source's numbers next to ours: one row per quantity, with the source's value as printed, ours
 * with its 95% interval ({@code ours}, {@code ours_lo}, {@code ours_hi}), whether they agree, and a
 * note on why they differ. Every notebook's comparison table is one of these.
 *
 * <p><b>Agreement.</b> The source's value is read from its text (the first number in it, "about 20"
 * gives 20) together with its printed precision (half a unit of its last digit: "0.77" is 0.765 to
 * 0.775). It agrees with an estimate when the two ranges overlap, and with an exact value (theory,
 * a count) when the exact value rounds to it. A source without a number ("not given") agrees with
 * nothing: the row says {@code n/a}. Rows may state agreement themselves ({@link #text}).
 *
 * <pre>{@code
 * Comparison cmp = Comparison.titled("Simulation 1: the article against ours");
 * cmp.section("1").add("groups: longest chain 5 to 7 (share)", "0.77", share, "why it is lower");
 * cmp.exact("theory: consecutive matches", "1.1", theory.expectedConsecutiveMatches(), "");
 * cmp.table();   // or cmp.html()
 * }</pre>
 */
public final class Comparison {
  private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(?:[.,]\\d+)?|\\.\\d+)(%)?");

  /** One row. {@code agrees}: yes, no (with the direction), or n/a. */
  public record Row(String section, String quantity, String source, double ours, double oursLo, double oursHi,
      String agrees, String note) {}

  private final String title;
  private final List<Row> rows = new ArrayList<>();
  private String section = "";

  private Comparison(String title) {
    this.title = Objects.requireNonNull(title, "title");
  }

  /** An empty comparison with a table title. */
  public static Comparison titled(String title) {
    return new Comparison(title);
  }

  /** Rows added from now on belong to this section (a simulation, a figure); "" for none. */
  public Comparison section(String name) {
    this.section = name == null ? "" : name;
    return this;
  }

  /** A quantity estimated with an interval, against the source's printed value. */
  public Comparison add(String quantity, String source, Estimate ours, String note) {
    Objects.requireNonNull(ours, "ours");
    Printed p = Printed.of(source);
    String agrees;
    if (p == null) {
      agrees = "n/a";
    } else if (p.high() < ours.lower()) {
      agrees = "no: source below";
    } else if (p.low() > ours.upper()) {
      agrees = "no: source above";
    } else {
      agrees = "yes";
    }
    rows.add(new Row(section, quantity, source, ours.value(), ours.lower(), ours.upper(), agrees, note(note)));
    return this;
  }

  /**
   * Our estimate beside a figure it is not a test of (another game's, say): shown in the table,
   * never counted as agreeing or not ("n/a").
   */
  public Comparison beside(String quantity, String source, Estimate ours, String note) {
    Objects.requireNonNull(ours, "ours");
    rows.add(new Row(section, quantity, source, ours.value(), ours.lower(), ours.upper(), "n/a", note(note)));
    return this;
  }

  /** As {@link #add(String, String, Estimate, String)} with the source's value as a number. */
  public Comparison add(String quantity, double source, Estimate ours, String note) {
    return add(quantity, plain(source), ours, note);
  }

  /** An exact value of ours (theory, a count, a proof), against the source's printed value. */
  public Comparison exact(String quantity, String source, double ours, String note) {
    Printed p = Printed.of(source);
    String agrees;
    if (p == null) {
      agrees = "n/a";
    } else if (ours < p.low() - 1e-12) {
      agrees = "no: source above";
    } else if (ours > p.high() + 1e-12) {
      agrees = "no: source below";
    } else {
      agrees = "yes";
    }
    rows.add(new Row(section, quantity, source, ours, Double.NaN, Double.NaN, agrees, note(note)));
    return this;
  }

  /** As {@link #exact(String, String, double, String)} with the source's value as a number. */
  public Comparison exact(String quantity, double source, double ours, String note) {
    return exact(quantity, plain(source), ours, note);
  }

  /**
   * A qualitative row: the source's claim, ours in words, and whether they agree as judged by the
   * notebook (null: not comparable).
   */
  public Comparison text(String quantity, String source, String ours, Boolean agrees, String note) {
    rows.add(new Row(section, quantity, source, Double.NaN, Double.NaN, Double.NaN,
        agrees == null ? "n/a" : agrees ? "yes" : "no", note(note) + (ours == null || ours.isEmpty() ? ""
            : (note == null || note.isEmpty() ? "" : "; ") + "ours: " + ours)));
    return this;
  }

  /** The rows so far. */
  public List<Row> rows() {
    return List.copyOf(rows);
  }

  /** Rows that agree, disagree and cannot be compared: {yes, no, n/a}. */
  public int[] tally() {
    int[] t = new int[3];
    for (Row r : rows) {
      t[r.agrees().equals("yes") ? 0 : r.agrees().startsWith("no") ? 1 : 2]++;
    }
    return t;
  }

  /** The comparison as a table: section (when used), quantity, source, ours, ours_lo, ours_hi, agrees, note. */
  public Table table() {
    return table(null);
  }

  /** The rows of one section only. */
  public Table table(String onlySection) {
    boolean sections = rows.stream().anyMatch(r -> !r.section().isEmpty());
    Table t = Table.create(title);
    if (sections && onlySection == null) {
      t.addColumns(StringColumn.create("section"));
    }
    t.addColumns(StringColumn.create("quantity"), StringColumn.create("source"));
    t.addColumns(Tables.estimateColumns("ours"));
    t.addColumns(StringColumn.create("agrees"), StringColumn.create("note"));
    for (Row r : rows) {
      if (onlySection != null && !r.section().equals(onlySection)) {
        continue;
      }
      if (sections && onlySection == null) {
        t.stringColumn("section").append(r.section());
      }
      t.stringColumn("quantity").append(r.quantity());
      t.stringColumn("source").append(r.source());
      appendOrMissing(t.doubleColumn("ours"), r.ours());
      appendOrMissing(t.doubleColumn("ours_lo"), r.oursLo());
      appendOrMissing(t.doubleColumn("ours_hi"), r.oursHi());
      t.stringColumn("agrees").append(r.agrees());
      t.stringColumn("note").append(r.note());
    }
    return t;
  }

  /** The table as HTML, every row shown. */
  public HtmlView html() {
    return new HtmlView(Html.table(table(), Math.max(1, rows.size())));
  }

  private static void appendOrMissing(DoubleColumn c, double v) {
    if (Double.isNaN(v)) {
      c.appendMissing();
    } else {
      c.append(v);
    }
  }

  private static String note(String note) {
    return note == null ? "" : note;
  }

  private static String plain(double v) {
    String s = String.format(Locale.ROOT, "%.10g", v);
    return s.contains(".") ? s.replaceFirst("0+$", "").replaceFirst("\\.$", "") : s;
  }

  /** A printed number and the range it stands for (half a unit of its last digit either side). */
  record Printed(double value, double low, double high) {
    static Printed of(String text) {
      if (text == null) {
        return null;
      }
      Matcher m = NUMBER.matcher(text.replace("−", "-"));
      if (!m.find()) {
        return null;
      }
      String digits = m.group(1).replace(',', '.');
      boolean percent = m.group(2) != null;
      double v = Double.parseDouble((m.group().startsWith("-") ? "-" : "") + digits);
      int dot = digits.indexOf('.');
      int decimals = dot < 0 ? 0 : digits.length() - dot - 1;
      double half = 0.5 * Math.pow(10, -decimals);
      double scale = percent ? 0.01 : 1;
      return new Printed(v * scale, (v - half) * scale, (v + half) * scale);
    }
  }
}
