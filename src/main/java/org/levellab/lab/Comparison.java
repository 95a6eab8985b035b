package org.levellab.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.levellab.core.Estimate;
import org.levellab.core.Tables;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * The source's numbers next to ours: one row per quantity, with the source's value as printed and
 * the range the source itself allows ({@link Source}), ours with its interval, the verdict, and a
 * note. Every verdict is computed by one rule, which the table states in its header ({@link
 * #rule()}); a notebook cannot type one.
 *
 * <ul>
 *   <li>An <b>estimate</b> of ours ({@link #add}) agrees when the source's range meets our interval,
 *       widened by the margin declared for the row ({@link #margin}, 0 unless declared).
 *   <li>An <b>exact</b> value of ours (theory, a count, a proof; {@link #exact}) agrees when it lies
 *       in the source's range, widened by the margin.
 *   <li>A <b>fact</b> ({@link #fact}) agrees when what we found is what the source says.
 *   <li>A <b>claim</b> with no number ({@link #claim}) is shown as {@code n/a}: not comparable.
 *   <li>A row that holds <b>by construction</b> ({@link #byConstruction}: the generator's own input,
 *       a parameter calibrated to the source's value) is shown and left out of the tally; so is a
 *       figure shown <b>beside</b> ours that it is not a test of ({@link #beside}).
 * </ul>
 *
 * <p>The {@link #tally()} counts agreements and disagreements and says how many disagreements chance
 * alone would give: each estimate row's interval misses a true value at most 5% of the time, so with
 * k such rows about 0.05 k disagree even when the source is right.
 *
 * <pre>{@code
 * Comparison cmp = Comparison.titled("Simulation 1: the article against ours");
 * cmp.section("1").add("longest chain 5 to 7 (share)", Source.share("0.77", 1000), share, "");
 * cmp.exact("theory: consecutive matches", "1.1", theory.expectedConsecutiveMatches(), "");
 * cmp.html();
 * }</pre>
 */
public final class Comparison {
  /** How a row is judged. */
  public enum Kind { ESTIMATE, EXACT, FACT, CLAIM, BESIDE, BY_CONSTRUCTION }

  /** The verdict of a row that agrees. */
  public static final String YES = "yes";
  /** The verdict of a claim with no number. */
  public static final String NOT_COMPARABLE = "n/a";
  /** The verdict of a row left out of the tally because it holds by construction. */
  public static final String CONSTRUCTION = "by construction";
  /** The verdict of another figure shown beside ours. */
  public static final String BESIDE = "beside, not compared";

  /**
   * One row. {@code agrees}: {@value #YES}, {@code no: source above|below|differs}, {@value
   * #NOT_COMPARABLE}, {@value #CONSTRUCTION} or {@value #BESIDE}.
   */
  public record Row(String section, String quantity, String source, double sourceLo, double sourceHi, double ours,
      double oursLo, double oursHi, double margin, String agrees, String note, Kind kind) {}

  /**
   * The count of verdicts: rows that agree and disagree, claims that cannot be compared, rows left
   * out (by construction, or beside); {@code intervalRows} of the compared rows rest on an interval,
   * and {@code expectedByChance} disagreements among them are what chance alone gives at most when
   * every source value is right ({@code pAtLeastObserved}: the chance of seeing at least as many).
   */
  public record Tally(int agree, int disagree, int notComparable, int leftOut, int intervalRows, int intervalDisagree,
      double expectedByChance, double pAtLeastObserved) {
    /** The tally in one sentence. */
    public String sentence() {
      String s = String.format(Locale.ROOT, "%d of %d compared rows agree, %d disagree", agree, agree + disagree,
          disagree);
      if (notComparable > 0) {
        s += String.format(Locale.ROOT, "; %d claim%s without a number", notComparable, notComparable == 1 ? "" : "s");
      }
      if (leftOut > 0) {
        s += String.format(Locale.ROOT, "; %d row%s left out (by construction, or shown beside)", leftOut,
            leftOut == 1 ? "" : "s");
      }
      if (intervalRows > 0) {
        s += String.format(Locale.ROOT, ". Of the %d rows resting on our intervals, %d disagree; chance alone gives "
            + "at most %s such disagreements when every source value is right (at least %d by chance: p = %s)",
            intervalRows, intervalDisagree, Html.number(expectedByChance), intervalDisagree,
            Html.number(pAtLeastObserved));
      }
      return s + ".";
    }
  }

  private final String title;
  private final List<Row> rows = new ArrayList<>();
  private String section = "";
  private double margin;

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

  /**
   * The margin, in each quantity's own units, by which rows added from now on widen our side before
   * they are judged (0 by default): what the comparison declares close enough, before the run.
   */
  public Comparison margin(double margin) {
    if (!(margin >= 0) || Double.isInfinite(margin)) {
      throw new IllegalArgumentException("a margin is a finite number of at least 0, was " + margin);
    }
    this.margin = margin;
    return this;
  }

  /** A quantity we estimated, against the source's printed value (its printed precision). */
  public Comparison add(String quantity, String source, Estimate ours, String note) {
    return add(quantity, Source.printed(source), ours, note);
  }

  /** As {@link #add(String, String, Estimate, String)} with the source's value as a number. */
  public Comparison add(String quantity, double source, Estimate ours, String note) {
    return add(quantity, Source.printed(plain(source)), ours, note);
  }

  /** A quantity we estimated, against the source's value and the range it allows. */
  public Comparison add(String quantity, Source source, Estimate ours, String note) {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(ours, "ours");
    String agrees;
    if (!source.hasNumber()) {
      agrees = NOT_COMPARABLE;
    } else if (source.high() < ours.lower() - margin) {
      agrees = "no: source below";
    } else if (source.low() > ours.upper() + margin) {
      agrees = "no: source above";
    } else {
      agrees = YES;
    }
    rows.add(new Row(section, quantity, source.text(), source.low(), source.high(), ours.value(), ours.lower(),
        ours.upper(), margin, agrees, note(note), source.hasNumber() ? Kind.ESTIMATE : Kind.CLAIM));
    return this;
  }

  /** An exact value of ours (theory, a count, a proof), against the source's printed value. */
  public Comparison exact(String quantity, String source, double ours, String note) {
    return exact(quantity, Source.printed(source), ours, note);
  }

  /** As {@link #exact(String, String, double, String)} with the source's value as a number. */
  public Comparison exact(String quantity, double source, double ours, String note) {
    return exact(quantity, Source.printed(plain(source)), ours, note);
  }

  /** An exact value of ours against the source's value and the range it allows. */
  public Comparison exact(String quantity, Source source, double ours, String note) {
    Objects.requireNonNull(source, "source");
    String agrees;
    if (!source.hasNumber()) {
      agrees = NOT_COMPARABLE;
    } else if (ours < source.low() - margin - 1e-12) {
      agrees = "no: source above";
    } else if (ours > source.high() + margin + 1e-12) {
      agrees = "no: source below";
    } else {
      agrees = YES;
    }
    rows.add(new Row(section, quantity, source.text(), source.low(), source.high(), ours, Double.NaN, Double.NaN,
        margin, agrees, note(note), source.hasNumber() ? Kind.EXACT : Kind.CLAIM));
    return this;
  }

  /**
   * A yes-or-no finding: the source says {@code sourceHolds} of the quantity, our data says {@code
   * oursHolds} (computed, as {@code oursText} describes). They agree when the two are the same.
   */
  public Comparison fact(String quantity, String source, boolean sourceHolds, boolean oursHolds, String oursText,
      String note) {
    Objects.requireNonNull(source, "source");
    rows.add(new Row(section, quantity, source, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0,
        sourceHolds == oursHolds ? YES : "no: source differs", withOurs(note, oursText), Kind.FACT));
    return this;
  }

  /** A claim of the source's with no number to compare: shown with ours, never judged. */
  public Comparison claim(String quantity, String source, String oursText, String note) {
    Objects.requireNonNull(source, "source");
    rows.add(new Row(section, quantity, source, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0,
        NOT_COMPARABLE, withOurs(note, oursText), Kind.CLAIM));
    return this;
  }

  /**
   * Our estimate beside a figure it is not a test of (another game's, say): shown in the table,
   * never counted.
   */
  public Comparison beside(String quantity, String source, Estimate ours, String note) {
    Objects.requireNonNull(ours, "ours");
    rows.add(new Row(section, quantity, source, Double.NaN, Double.NaN, ours.value(), ours.lower(), ours.upper(), 0,
        BESIDE, note(note), Kind.BESIDE));
    return this;
  }

  /**
   * A row that matches the source because we made it so ({@code why}: the generator's input, a
   * parameter calibrated to the source's value): shown, left out of the tally.
   */
  public Comparison byConstruction(String quantity, String source, Estimate ours, String why) {
    Objects.requireNonNull(ours, "ours");
    rows.add(new Row(section, quantity, source, Double.NaN, Double.NaN, ours.value(), ours.lower(), ours.upper(), 0,
        CONSTRUCTION, note(why), Kind.BY_CONSTRUCTION));
    return this;
  }

  /** As {@link #byConstruction(String, String, Estimate, String)} for an exact value. */
  public Comparison byConstruction(String quantity, String source, double ours, String why) {
    rows.add(new Row(section, quantity, source, Double.NaN, Double.NaN, ours, Double.NaN, Double.NaN, 0,
        CONSTRUCTION, note(why), Kind.BY_CONSTRUCTION));
    return this;
  }

  /** The rows so far. */
  public List<Row> rows() {
    return List.copyOf(rows);
  }

  /** The rows of one section. */
  public List<Row> rows(String onlySection) {
    return rows.stream().filter(r -> r.section().equals(onlySection)).toList();
  }

  /** The verdict of the one row named {@code quantity} (in any section). */
  public String verdict(String quantity) {
    List<Row> found = rows.stream().filter(r -> r.quantity().equals(quantity)).toList();
    if (found.size() != 1) {
      throw new IllegalArgumentException((found.isEmpty() ? "no row" : found.size() + " rows") + " named '" + quantity
          + "'");
    }
    return found.get(0).agrees();
  }

  /** The tally of every row. */
  public Tally tally() {
    return tally(rows);
  }

  /** The tally of one section's rows. */
  public Tally tally(String onlySection) {
    return tally(rows(onlySection));
  }

  private static Tally tally(List<Row> rows) {
    int agree = 0;
    int disagree = 0;
    int na = 0;
    int out = 0;
    int intervalRows = 0;
    int intervalDisagree = 0;
    for (Row r : rows) {
      switch (r.kind()) {
        case CLAIM -> na++;
        case BESIDE, BY_CONSTRUCTION -> out++;
        default -> {
          boolean yes = r.agrees().equals(YES);
          agree += yes ? 1 : 0;
          disagree += yes ? 0 : 1;
          if (r.kind() == Kind.ESTIMATE) {
            intervalRows++;
            intervalDisagree += yes ? 0 : 1;
          }
        }
      }
    }
    double expected = 0.05 * intervalRows;
    double p = atLeastByChance(intervalRows, intervalDisagree);
    return new Tally(agree, disagree, na, out, intervalRows, intervalDisagree, expected, p);
  }

  /**
   * P(at least {@code disagree} of {@code rows} 95% intervals miss a right source value): the binomial
   * upper tail, summed term by term, since one minus the distribution function rounds a tail below
   * about 1e-16 to 0.
   */
  static double atLeastByChance(int rows, int disagree) {
    if (rows == 0 || disagree == 0) {
      return 1;
    }
    BinomialDistribution b = new BinomialDistribution(null, rows, 0.05);
    double tail = 0;
    for (int k = rows; k >= disagree; k--) {
      tail += b.probability(k);
    }
    return Math.min(1, tail);
  }

  /** The rule every verdict of this table follows, as its header states it. */
  public String rule() {
    boolean margins = rows.stream().anyMatch(r -> r.margin() > 0);
    return "Agrees: an estimate of ours when the source's range (its printed precision, or its own sampling error "
        + "where it reports its sample size, or its stated margin: column 'source range') meets our 95% interval"
        + (margins ? " widened by the row's declared margin" : "")
        + "; an exact value of ours when it lies in the source's range" + (margins ? " widened by the margin" : "")
        + "; a finding when ours is what the source says. n/a: the source gives no number. Rows by construction "
        + "or beside are not counted.";
  }

  /** The comparison as a table: section (when used), quantity, source, source range, ours with its interval, agrees, note. */
  public Table table() {
    return table(null);
  }

  /** The rows of one section only. */
  public Table table(String onlySection) {
    boolean sections = rows.stream().anyMatch(r -> !r.section().isEmpty());
    boolean margins = rows.stream().anyMatch(r -> r.margin() > 0);
    Table t = Table.create(title);
    if (sections && onlySection == null) {
      t.addColumns(StringColumn.create("section"));
    }
    t.addColumns(StringColumn.create("quantity"), StringColumn.create("source"), StringColumn.create("source range"));
    t.addColumns(Tables.estimateColumns("ours"));
    if (margins) {
      t.addColumns(DoubleColumn.create("margin"));
    }
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
      t.stringColumn("source range").append(range(r));
      appendOrMissing(t.doubleColumn("ours"), r.ours());
      appendOrMissing(t.doubleColumn("ours_lo"), r.oursLo());
      appendOrMissing(t.doubleColumn("ours_hi"), r.oursHi());
      if (margins) {
        t.doubleColumn("margin").append(r.margin());
      }
      t.stringColumn("agrees").append(r.agrees());
      t.stringColumn("note").append(r.note());
    }
    return t;
  }

  /** The table as HTML, every row shown, under its rule and over its tally. */
  public HtmlView html() {
    return html(null);
  }

  /** One section's rows as HTML, under the rule and over that section's tally. */
  public HtmlView html(String onlySection) {
    Table t = table(onlySection);
    Tally tally = onlySection == null ? tally() : tally(onlySection);
    return new HtmlView("<div class=\"levellab-comparison\"><p style=\"margin:0 0 4px 0;color:#444;font-size:0.85em\">"
        + Html.escape(rule()) + "</p>" + Html.table(t, Math.max(1, t.rowCount()))
        + "<p style=\"margin:4px 0 0 0;font-size:0.9em\"><b>Tally.</b> " + Html.escape(tally.sentence()) + "</p></div>");
  }

  private static String range(Row r) {
    if (Double.isNaN(r.sourceLo())) {
      return "";
    }
    if (r.sourceLo() == r.sourceHi()) {
      return Html.number(r.sourceLo());
    }
    if (Double.isInfinite(r.sourceHi())) {
      return "≥ " + Html.number(r.sourceLo());
    }
    if (Double.isInfinite(r.sourceLo())) {
      return "≤ " + Html.number(r.sourceHi());
    }
    return "[" + Html.number(r.sourceLo()) + ", " + Html.number(r.sourceHi()) + "]";
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

  private static String withOurs(String note, String ours) {
    String n = note(note);
    if (ours == null || ours.isEmpty()) {
      return n;
    }
    return "ours: " + ours + (n.isEmpty() ? "" : "; " + n);
  }

  private static String plain(double v) {
    String s = String.format(Locale.ROOT, "%.10g", v);
    return s.contains(".") ? s.replaceFirst("0+$", "").replaceFirst("\\.$", "") : s;
  }
}
