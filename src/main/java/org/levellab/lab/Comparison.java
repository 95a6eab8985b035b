package org.levellab.lab;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.levellab.core.Estimate;
import org.levellab.core.Seeds;
import org.levellab.core.Stats;

/**
 * The source's numbers next to ours, each verdict a test: one row per quantity, with the source's
 * value and what it says of its own precision ({@link Source}), ours with its 95% interval, the
 * difference with its interval, the margin, and the verdict.
 *
 * <ul>
 *   <li><b>differs</b>: a test of the difference (ours − source, with the source's own sampling error
 *       where it has one, and its printed rounding otherwise: a difference inside the rounding is no
 *       difference) rejects at 5%, Holm-adjusted over the rows of this comparison;
 *   <li><b>agrees within ±m</b>: two one-sided tests at 5% show the difference inside ±m, where m is
 *       the source's own precision (its 95% sampling error, or one unit of its last printed digit) or
 *       a {@link PracticalMargin} declared with its reason before the run;
 *   <li><b>inconclusive</b>: neither; the row says how many trials of ours would decide it, or that
 *       none would (the source's own error is wider than the difference).
 * </ul>
 * A range the source gives is tested the same way against its ends, a bound one-sidedly; a finding
 * without a number ({@link #fact}) agrees when ours is what the source says; a claim without a number
 * ({@link #claim}) is shown as n/a; a figure shown {@link #beside} is never tested.
 *
 * <p>Where ours comes from decides whether a verdict may be stated: an estimate must come from runs
 * on {@linkplain Seeds.Purpose#CONFIRMATION confirmation} seeds ({@link Estimate#on}), or the row is
 * refused. An estimate fitted to reproduce a source's number ({@link Estimate#fitted}) is kept out of
 * the tally when it agrees ("fitted") and counts as a miss when it still differs.
 *
 * <pre>{@code
 * Comparison cmp = Comparison.titled("Simulation 1: the article against ours");
 * cmp.add("longest chain 5 to 7", Source.share("77%", 1000), share.on(CONFIRMATION), "");
 * cmp.exact("theory: consecutive matches", "1.1", theory.expectedConsecutiveMatches(), "");
 * cmp.html();
 * }</pre>
 */
public final class Comparison {
  /** How a row is judged. */
  public enum Kind { ESTIMATE, EXACT, FACT, CLAIM, BESIDE }

  /** A row's verdict. */
  public enum Verdict {
    AGREES("agrees", true),
    DIFFERS("differs", true),
    INCONCLUSIVE("inconclusive", true),
    /** A fitted quantity that reproduces its source: shown, not counted. */
    FITTED("fitted to the source", false),
    /** A fitted quantity that still misses its source: counted as a miss. */
    FITTED_DIFFERS("fitted, still differs", true),
    NOT_COMPARABLE("n/a", false),
    BESIDE("beside, not tested", false);

    private final String text;
    private final boolean counted;

    Verdict(String text, boolean counted) {
      this.text = text;
      this.counted = counted;
    }

    /** The verdict in words. */
    public String text() {
      return text;
    }

    /** True when the row counts in the tally. */
    public boolean counted() {
      return counted;
    }
  }

  /** A test at this level: 5%. */
  static final double ALPHA = 0.05;
  private static final double Z90 = 1.6448536269514722;
  private static final NormalDistribution NORMAL = new NormalDistribution(null, 0, 1);

  /**
   * One row as entered: what was compared, and (from {@link #rows()}) its test. {@code ours} is NaN
   * for facts and claims; {@code oursLo}/{@code oursHi} are NaN for exact values.
   */
  public record Row(String section, String quantity, Source source, double ours, double oursLo, double oursHi,
      long n, boolean oursInPercent, boolean constant, Kind kind, Seeds.Purpose purpose, String fittedTo,
      PracticalMargin declared, boolean factSame, String note, double domainMin, Test test) {
    /** The verdict. */
    public Verdict verdict() {
      return test.verdict();
    }

    /** The verdict as the table writes it: {@code agrees within ±0.5}, {@code differs}, ... */
    public String agrees() {
      return test.verdictText();
    }

    /** The margin used for the equivalence test, in the quantity's units (NaN when none applies). */
    public double margin() {
      return test.margin();
    }
  }

  /**
   * A row's test: the difference ours − source with its 95% interval, the margin and where it comes
   * from, the two-sided p of the difference (raw and Holm-adjusted), the equivalence p (the larger of
   * the two one-sided tests), the verdict, and what more would decide an inconclusive row.
   */
  public record Test(double difference, double differenceLo, double differenceHi, double margin, String marginBasis,
      double p, double pHolm, double pEquivalence, Verdict verdict, String verdictText, String decides) {}

  /**
   * The count of verdicts: agree, differ (fitted rows that still miss among them), inconclusive; claims
   * without a number; rows left out (fitted and agreeing, or shown beside); and how many counted
   * verdicts change when every margin is halved and when it is doubled.
   */
  public record Tally(int agree, int differ, int inconclusive, int notComparable, int leftOut, int changedAtHalf,
      int changedAtDouble) {
    /** The tally in one sentence. */
    public String sentence() {
      int compared = agree + differ + inconclusive;
      String s = String.format(Locale.ROOT, "Of %d tested row%s, %d agree%s within their margins, %d differ%s and %d "
          + "%s inconclusive", compared, compared == 1 ? "" : "s", agree, agree == 1 ? "s" : "", differ,
          differ == 1 ? "s" : "", inconclusive, inconclusive == 1 ? "is" : "are");
      if (differ > 0) {
        s += " (Holm-adjusted: the chance that any 'differs' here is wrong is at most 5%)";
      }
      if (notComparable > 0) {
        s += String.format(Locale.ROOT, "; %d claim%s without a number", notComparable, notComparable == 1 ? "" : "s");
      }
      if (leftOut > 0) {
        s += String.format(Locale.ROOT, "; %d row%s left out (fitted to the source, or shown beside)", leftOut,
            leftOut == 1 ? "" : "s");
      }
      s += String.format(Locale.ROOT, ". Halving every margin changes %d verdict%s, doubling it %d.", changedAtHalf,
          changedAtHalf == 1 ? "" : "s", changedAtDouble);
      return s;
    }
  }

  private final String title;
  private final List<Row> entered = new ArrayList<>();
  private String section = "";
  private PracticalMargin margin;

  private Comparison(String title) {
    this.title = Objects.requireNonNull(title, "title");
  }

  /** An empty comparison with a table title. */
  public static Comparison titled(String title) {
    return new Comparison(title);
  }

  /** The table's title. */
  public String title() {
    return title;
  }

  /** Rows added from now on belong to this section (a simulation, a figure); "" for none. */
  public Comparison section(String name) {
    this.section = name == null ? "" : name;
    return this;
  }

  /**
   * The practical margin of the rows added from now on (null: each source's own precision). A margin
   * is declared with its reason ({@link PracticalMargin}) in the notebook's table of margins.
   */
  public Comparison margin(PracticalMargin declared) {
    this.margin = declared;
    return this;
  }

  /** A quantity we estimated, against the source's printed value (its printed precision). */
  public Comparison add(String quantity, String source, Estimate ours, String note) {
    return add(quantity, Source.printed(source), ours, note);
  }

  /** A quantity we estimated, against the source's value and what it says of its precision. */
  public Comparison add(String quantity, Source source, Estimate ours, String note) {
    Objects.requireNonNull(quantity, "quantity");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(ours, "ours");
    if (!source.hasNumber()) {
      return claim(quantity, source.text(), Numbers.estimate(ours), note);
    }
    if (ours.purpose() != Seeds.Purpose.CONFIRMATION) {
      throw new IllegalArgumentException("'" + quantity + "': a verdict needs an estimate from confirmation seeds, "
          + "this one " + (ours.purpose() == null ? "declares no purpose (Estimate.on(Seeds.Purpose.CONFIRMATION) for "
              + "runs on seeds from Seeds.confirmation)" : "came from " + ours.purpose().name().toLowerCase(Locale.ROOT)
              + " seeds, which chose or explored: confirm on fresh seeds"));
    }
    boolean percent = ours.kind() == Estimate.Kind.SHARE || source.inPercent();
    enter(new Row(section, quantity, source.within(ours.kind().min(), ours.kind().max()), ours.value(), ours.lower(),
        ours.upper(), ours.n(), percent, ours.isConstant(), Kind.ESTIMATE, ours.purpose(), ours.fittedTo(), margin,
        false, note(note), ours.kind().min(), null));
    return this;
  }

  /** An exact value of ours (theory, a count, a proof), against the source's printed value. */
  public Comparison exact(String quantity, String source, double ours, String note) {
    return exact(quantity, Source.printed(source), ours, note);
  }

  /** An exact value of ours against the source's value and what it says of its precision. */
  public Comparison exact(String quantity, Source source, double ours, String note) {
    return exact(quantity, source, ours, null, note);
  }

  /**
   * An exact value of ours that a parameter was fitted to make reproduce the source ({@code
   * fittedTo}: which source row, which parameter): out of the tally when it agrees, a miss when not.
   */
  public Comparison exactFitted(String quantity, Source source, double ours, String fittedTo, String note) {
    return exact(quantity, source, ours, Objects.requireNonNull(fittedTo, "fittedTo"), note);
  }

  private Comparison exact(String quantity, Source source, double ours, String fittedTo, String note) {
    Objects.requireNonNull(quantity, "quantity");
    Objects.requireNonNull(source, "source");
    if (!source.hasNumber()) {
      return claim(quantity, source.text(), Numbers.plain(ours), note);
    }
    // a quantity non-negative on both sides (a count, a time) has no source range below 0
    Source within = ours >= 0 && source.value() >= 0 ? source.within(0, Double.POSITIVE_INFINITY) : source;
    enter(new Row(section, quantity, within, ours, Double.NaN, Double.NaN, 0, source.inPercent(), false, Kind.EXACT,
        null, fittedTo, margin, false, note(note), ours >= 0 && source.value() >= 0 ? 0 : Double.NEGATIVE_INFINITY,
        null));
    return this;
  }

  /**
   * A yes-or-no finding: the source says {@code sourceHolds} of the quantity, our data says {@code
   * oursHolds} (computed, as {@code oursText} describes). They agree when the two are the same.
   */
  public Comparison fact(String quantity, String source, boolean sourceHolds, boolean oursHolds, String oursText,
      String note) {
    Objects.requireNonNull(source, "source");
    enter(new Row(section, quantity, Source.claim(source), Double.NaN, Double.NaN, Double.NaN, 0, false, false,
        Kind.FACT, null, null, null, sourceHolds == oursHolds, withOurs(note, oursText), Double.NEGATIVE_INFINITY,
        null));
    return this;
  }

  /** A claim of the source's with no number to compare: shown with ours, never judged. */
  public Comparison claim(String quantity, String source, String oursText, String note) {
    Objects.requireNonNull(source, "source");
    enter(new Row(section, quantity, Source.claim(source), Double.NaN, Double.NaN, Double.NaN, 0, false, false,
        Kind.CLAIM, null, null, null, false, withOurs(note, oursText), Double.NEGATIVE_INFINITY, null));
    return this;
  }

  /** Our estimate beside a figure it is not a test of (another game's, say): shown, never counted. */
  public Comparison beside(String quantity, String source, Estimate ours, String note) {
    Objects.requireNonNull(ours, "ours");
    enter(new Row(section, quantity, Source.claim(source), ours.value(), ours.lower(), ours.upper(), ours.n(),
        ours.kind() == Estimate.Kind.SHARE, ours.isConstant(), Kind.BESIDE, ours.purpose(), null, null, false,
        note(note), ours.kind().min(), null));
    return this;
  }

  private void enter(Row r) {
    Objects.requireNonNull(r.quantity(), "quantity");
    entered.add(r);
  }

  /** The rows with their tests (Holm's adjustment over every tested row of this comparison). */
  public List<Row> rows() {
    return judged(1);
  }

  /** The rows of one section, judged with the whole comparison. */
  public List<Row> rows(String onlySection) {
    return rows().stream().filter(r -> r.section().equals(onlySection)).toList();
  }

  /** The verdict text of the one row named {@code quantity} (in any section). */
  public String verdict(String quantity) {
    return row(quantity).agrees();
  }

  /** The one row named {@code quantity}. */
  public Row row(String quantity) {
    List<Row> found = rows().stream().filter(r -> r.quantity().equals(quantity)).toList();
    if (found.size() != 1) {
      throw new IllegalArgumentException((found.isEmpty() ? "no row" : found.size() + " rows") + " named '" + quantity
          + "'");
    }
    return found.get(0);
  }

  /** The rows judged with every margin scaled by {@code marginScale} (1: as declared). */
  private List<Row> judged(double marginScale) {
    List<Test> first = new ArrayList<>(entered.size());
    for (Row r : entered) {
      first.add(test(r, marginScale));
    }
    // Holm over the rows whose difference was tested with a p-value
    List<Integer> tested = new ArrayList<>();
    for (int i = 0; i < entered.size(); i++) {
      if (!Double.isNaN(first.get(i).p())) {
        tested.add(i);
      }
    }
    double[] ps = tested.stream().mapToDouble(i -> first.get(i).p()).toArray();
    double[] adjusted = ps.length == 0 ? ps : Stats.holm(ps);
    double[] holm = new double[entered.size()];
    Arrays.fill(holm, Double.NaN);
    for (int k = 0; k < tested.size(); k++) {
      holm[tested.get(k)] = adjusted[k];
    }
    List<Row> out = new ArrayList<>(entered.size());
    for (int i = 0; i < entered.size(); i++) {
      Row r = entered.get(i);
      Test t = decide(r, first.get(i), holm[i]);
      out.add(new Row(r.section(), r.quantity(), r.source(), r.ours(), r.oursLo(), r.oursHi(), r.n(), r.oursInPercent(),
          r.constant(), r.kind(), r.purpose(), r.fittedTo(), r.declared(), r.factSame(), r.note(), r.domainMin(), t));
    }
    return out;
  }

  /** The difference, margin and raw p-values of a row; its verdict waits for Holm's adjustment. */
  private static Test test(Row r, double scale) {
    Source s = r.source();
    switch (r.kind()) {
      case CLAIM, BESIDE -> {
        return new Test(Double.NaN, Double.NaN, Double.NaN, Double.NaN, "", Double.NaN, Double.NaN, Double.NaN,
            null, "", "");
      }
      case FACT -> {
        // a finding is the same or not: no p-value, and nothing for Holm's adjustment to count
        return new Test(Double.NaN, Double.NaN, Double.NaN, Double.NaN, "", Double.NaN, Double.NaN, Double.NaN,
            null, "", "");
      }
      default -> { }
    }
    boolean exact = r.kind() == Kind.EXACT;
    double o = r.ours();
    if (r.constant()) {
      // values all alike give no interval: neither a difference nor an agreement can be shown
      return new Test(o - s.value(), Double.NaN, Double.NaN, Double.NaN, "", Double.NaN, Double.NaN, 1, null, "", "");
    }
    // our standard error on each side of the value, read off its (possibly skewed) 95% interval
    double seLo = exact || r.constant() ? 0 : Math.max(0, o - r.oursLo()) / Source.Z95;
    double seHi = exact || r.constant() ? 0 : Math.max(0, r.oursHi() - o) / Source.Z95;
    double h = s.halfUnit();
    double ses = s.se();
    double m;
    String basis;
    if (r.declared() != null) {
      m = r.declared().value();
      basis = "declared: " + r.declared().name();
    } else if (s.shape() != Source.Shape.POINT) {
      m = 0;
      basis = s.shape() == Source.Shape.RANGE ? "the source's range" : "the source's bound";
    } else if (ses > 0) {
      m = Source.Z95 * ses + h;
      basis = "the source's 95% sampling error";
    } else {
      m = 2 * h;
      basis = h > 0 ? "the source's last printed digit" : "exact";
    }
    m *= scale;
    double ref;
    double p;
    double pEq;
    switch (s.shape()) {
      case POINT -> {
        ref = s.value();
        double d = o - ref;
        double dOut = Math.max(0, Math.abs(d) - h);
        double se = Math.hypot(d >= 0 ? seLo : seHi, ses);
        p = se == 0 ? (dOut > 1e-12 ? 0 : 1) : 2 * (1 - NORMAL.cumulativeProbability(dOut / se));
        if (exact || r.constant()) {
          pEq = Math.abs(d) + h < m || (m == 0 && Math.abs(d) < 1e-12) ? 0 : 1;
        } else {
          double upper = seHi == 0 ? (m - h - d > 0 ? 0 : 1) : 1 - NORMAL.cumulativeProbability((m - h - d) / seHi);
          double lower = seLo == 0 ? (m - h + d > 0 ? 0 : 1) : 1 - NORMAL.cumulativeProbability((m - h + d) / seLo);
          pEq = Math.max(upper, lower);
        }
      }
      case RANGE -> {
        ref = Math.max(s.low(), Math.min(s.high(), o));
        double dOut = o < s.low() ? s.low() - o : o > s.high() ? o - s.high() : 0;
        double se = o < s.low() ? seHi : seLo;
        p = se == 0 ? (dOut > 1e-12 ? 0 : 1) : 2 * (1 - NORMAL.cumulativeProbability(dOut / se));
        double upper = seHi == 0 ? (s.high() + m - o > 0 ? 0 : 1)
            : 1 - NORMAL.cumulativeProbability((s.high() + m - o) / seHi);
        double lower = seLo == 0 ? (o - s.low() + m > 0 ? 0 : 1)
            : 1 - NORMAL.cumulativeProbability((o - s.low() + m) / seLo);
        pEq = Math.max(upper, lower);
      }
      case AT_LEAST -> {
        ref = s.low();
        double below = ref - o;
        p = seLo == 0 ? (below > 1e-12 ? 0 : 1) : 1 - NORMAL.cumulativeProbability(below / seLo);
        pEq = seLo == 0 ? (below < 0 ? 0 : 1) : 1 - NORMAL.cumulativeProbability(-below / seLo);
      }
      case AT_MOST -> {
        ref = s.high();
        double above = o - ref;
        p = seHi == 0 ? (above > 1e-12 ? 0 : 1) : 1 - NORMAL.cumulativeProbability(above / seHi);
        pEq = seHi == 0 ? (above < 0 ? 0 : 1) : 1 - NORMAL.cumulativeProbability(-above / seHi);
      }
      default -> throw new IllegalStateException("no test for " + s.shape());
    }
    double dLo = exact ? o - ref : r.oursLo() - ref;
    double dHi = exact ? o - ref : r.oursHi() - ref;
    return new Test(o - ref, dLo, dHi, m, basis, p, Double.NaN, pEq, null, "", "");
  }

  private static Test decide(Row r, Test t, double pHolm) {
    Verdict v;
    String text;
    String decides = "";
    switch (r.kind()) {
      case CLAIM -> {
        return new Test(t.difference(), t.differenceLo(), t.differenceHi(), t.margin(), t.marginBasis(), t.p(), pHolm,
            t.pEquivalence(), Verdict.NOT_COMPARABLE, Verdict.NOT_COMPARABLE.text(), "");
      }
      case BESIDE -> {
        return new Test(t.difference(), t.differenceLo(), t.differenceHi(), t.margin(), t.marginBasis(), t.p(), pHolm,
            t.pEquivalence(), Verdict.BESIDE, Verdict.BESIDE.text(), "");
      }
      case FACT -> {
        v = r.factSame() ? Verdict.AGREES : Verdict.DIFFERS;
        return new Test(t.difference(), t.differenceLo(), t.differenceHi(), t.margin(), t.marginBasis(), t.p(), pHolm,
            t.pEquivalence(), v, r.factSame() ? "agrees" : "differs", "");
      }
      default -> { }
    }
    if (pHolm < ALPHA) {
      v = Verdict.DIFFERS;
      text = "differs";
    } else if (r.constant()) {
      v = Verdict.INCONCLUSIVE;
      text = "inconclusive";
      decides = "an observed constant has no interval: more trials, or a bounded method";
    } else if (t.pEquivalence() < ALPHA) {
      v = Verdict.AGREES;
      text = t.margin() > 0 ? "agrees within " + marginText(t.margin(), r.oursInPercent()) : "agrees";
    } else {
      v = Verdict.INCONCLUSIVE;
      text = "inconclusive";
      decides = moreTrials(r, t);
    }
    if (r.fittedTo() != null) {
      v = v == Verdict.DIFFERS ? Verdict.FITTED_DIFFERS : Verdict.FITTED;
      text = v.text();
    }
    return new Test(t.difference(), t.differenceLo(), t.differenceHi(), t.margin(), t.marginBasis(), t.p(), pHolm,
        t.pEquivalence(), v, text, decides);
  }

  /** What would decide an inconclusive row: about how many trials of ours, or that none would. */
  static String moreTrials(Row r, Test t) {
    if (r.kind() == Kind.EXACT) {
      return "the source's own error leaves it open: no run of ours decides it";
    }
    if (r.n() < 2) {
      return "";
    }
    double se = Math.max(r.ours() - r.oursLo(), r.oursHi() - r.ours()) / Source.Z95;
    Source s = r.source();
    double h = s.shape() == Source.Shape.POINT ? s.halfUnit() : 0;
    double d = Math.abs(t.difference());
    double room = t.margin() - h - d;
    if (room > 0 && se > 0) {
      double factor = Math.pow(Z90 * se / room, 2);
      return String.format(Locale.ROOT, "about %s trials would show agreement if the difference stays",
          Numbers.whole((long) Math.ceil(r.n() * Math.max(1, factor))));
    }
    double dOut = Math.max(0, d - h);
    double need = dOut / Source.Z95;
    if (dOut == 0 || need <= s.se()) {
      return "no run of ours decides it: " + (dOut == 0 ? "the difference is inside the source's rounding"
          : "the source's own error is wider than the difference");
    }
    double target = Math.sqrt(need * need - s.se() * s.se());
    double factor = Math.pow(se / target, 2);
    return String.format(Locale.ROOT, "about %s trials would show a difference if it stays",
        Numbers.whole((long) Math.ceil(r.n() * Math.max(1, factor))));
  }

  private static String marginText(double m, boolean percent) {
    return "±" + (percent ? Numbers.plain(round3(100 * m)) + " points" : Numbers.plain(round3(m)));
  }

  private static double round3(double v) {
    if (v == 0 || !Double.isFinite(v)) {
      return v;
    }
    return new java.math.BigDecimal(v).round(new java.math.MathContext(2)).doubleValue();
  }

  /** The tally of every row. */
  public Tally tally() {
    return tally(null);
  }

  /** The tally of one section's rows (judged with the whole comparison). */
  public Tally tally(String onlySection) {
    List<Row> now = judged(1);
    List<Row> half = judged(0.5);
    List<Row> twice = judged(2);
    int agree = 0;
    int differ = 0;
    int open = 0;
    int na = 0;
    int out = 0;
    int changedHalf = 0;
    int changedTwice = 0;
    for (int i = 0; i < now.size(); i++) {
      Row r = now.get(i);
      if (onlySection != null && !r.section().equals(onlySection)) {
        continue;
      }
      Verdict v = r.verdict();
      switch (v) {
        case AGREES -> agree++;
        case DIFFERS, FITTED_DIFFERS -> differ++;
        case INCONCLUSIVE -> open++;
        case NOT_COMPARABLE -> na++;
        default -> out++;
      }
      if (v.counted()) {
        changedHalf += half.get(i).verdict() != v ? 1 : 0;
        changedTwice += twice.get(i).verdict() != v ? 1 : 0;
      }
    }
    return new Tally(agree, differ, open, na, out, changedHalf, changedTwice);
  }

  /**
   * How a verdict is reached, once per notebook in normal type, with a worked example: the first
   * row of {@code example} that was tested with a number.
   */
  public static HtmlView rule(Comparison example) {
    Row ex = example.rows().stream().filter(r -> r.kind() == Kind.ESTIMATE && r.verdict().counted()).findFirst()
        .orElse(null);
    StringBuilder sb = new StringBuilder("<div class=\"levellab-rule\"><p><b>How a verdict is reached.</b> For each "
        + "number of a source we test the difference ours − source. <b>Differs</b>: the test of that difference "
        + "rejects at 5% (with the source's own sampling error where it reports its sample, and a difference "
        + "inside its printed rounding counting as none), Holm-adjusted over the rows of the table. <b>Agrees "
        + "within ±m</b>: two one-sided tests at 5% show the difference is inside ±m, where m is the source's own "
        + "precision (its 95% sampling error, or one unit of its last printed digit) or a margin declared with its "
        + "reason before the runs. <b>Inconclusive</b>: neither; the row says how many trials would decide it. "
        + "Ours must come from confirmation runs (seeds that chose nothing); a quantity fitted to the source is "
        + "shown but not counted when it agrees, and counted as a miss when it still differs.</p>");
    if (ex != null) {
      Test t = ex.test();
      boolean pct = ex.oursInPercent();
      sb.append("<p><i>Worked example</i> (").append(Html.escape(ex.quantity())).append("): the source says ")
          .append(Html.escape(ex.source().text())).append(", ours is ")
          .append(Html.escape(Numbers.interval(ex.ours(), ex.oursLo(), ex.oursHi(), pct)))
          .append(". The difference is ").append(Html.escape(difference(t, pct))).append(", ")
          .append(Html.escape(Numbers.p(t.pHolm()))).append(" after Holm's adjustment; the margin is ")
          .append(Html.escape(marginText(t.margin(), pct))).append(" (").append(Html.escape(t.marginBasis()))
          .append("), so the verdict is <b>").append(Html.escape(ex.agrees())).append("</b>.</p>");
    }
    return new HtmlView(sb.append("</div>").toString());
  }

  /** The one-line reminder over a table. */
  static final String REMINDER = "Verdicts by test: differs (5%, Holm-adjusted), agrees within ±m (two one-sided "
      + "tests), otherwise inconclusive. Ours from confirmation runs; fitted rows apart.";

  /** The comparison as a table (section when used, quantity, source, ours, difference, margin, verdict, note). */
  public tech.tablesaw.api.Table table() {
    return table(null);
  }

  /** One section's rows as a table. */
  public tech.tablesaw.api.Table table(String onlySection) {
    List<Row> rows = rows();
    boolean sections = rows.stream().anyMatch(r -> !r.section().isEmpty()) && onlySection == null;
    tech.tablesaw.api.Table t = tech.tablesaw.api.Table.create(title);
    List<String> names = new ArrayList<>();
    if (sections) {
      names.add("section");
    }
    names.addAll(List.of("quantity", "source", "ours [95%]", "ours − source [95%]", "margin", "verdict", "note"));
    for (String n : names) {
      t.addColumns(tech.tablesaw.api.StringColumn.create(n));
    }
    for (Row r : rows) {
      if (onlySection != null && !r.section().equals(onlySection)) {
        continue;
      }
      String[] cells = cells(r);
      int c = 0;
      if (sections) {
        t.stringColumn("section").append(r.section());
      }
      for (String n : names.subList(sections ? 1 : 0, names.size())) {
        t.stringColumn(n).append(cells[c++]);
      }
    }
    return t;
  }

  /** The cells a reader sees: quantity, source, ours, difference, margin, verdict, note. */
  private static String[] cells(Row r) {
    Test t = r.test();
    boolean pct = r.oursInPercent();
    String ours;
    if (Double.isNaN(r.ours())) {
      ours = "";
    } else if (r.constant()) {
      ours = (pct ? Numbers.percent(r.ours()) : Numbers.plain(r.ours())) + " in all " + Numbers.whole(r.n());
    } else if (Double.isNaN(r.oursLo())) {
      ours = pct ? Numbers.percent(r.ours()) : Numbers.plain(r.ours());
    } else {
      ours = Numbers.interval(r.ours(), r.oursLo(), r.oursHi(), pct);
    }
    String source = r.source().text();
    if (r.source().se() > 0 && !r.source().basis().isEmpty()) {
      source += " (" + r.source().basis() + ")";
    }
    String diff = Double.isNaN(t.difference()) ? "" : difference(t, pct);
    String margin = Double.isNaN(t.margin()) || t.margin() == 0 ? "" : marginText(t.margin(), pct);
    String note = r.note();
    if (!t.decides().isEmpty()) {
      note = note.isEmpty() ? t.decides() : note + "; " + t.decides();
    }
    if (r.fittedTo() != null) {
      note = "fitted: " + r.fittedTo() + (note.isEmpty() ? "" : "; " + note);
    }
    if (!Double.isNaN(t.pHolm())) {
      note = Numbers.p(t.pHolm()) + (note.isEmpty() ? "" : "; " + note);
    }
    return new String[] {r.quantity(), source, ours, diff, margin, r.agrees(), note};
  }

  private static String difference(Test t, boolean pct) {
    if (t.differenceLo() == t.differenceHi()) {
      return pct ? signedPoints(t.difference()) : Numbers.plain(t.difference());
    }
    if (pct) {
      String s = Numbers.interval(t.difference(), t.differenceLo(), t.differenceHi(), true);
      return s.replace("%", "") + " points";
    }
    return Numbers.interval(t.difference(), t.differenceLo(), t.differenceHi(), false);
  }

  private static String signedPoints(double d) {
    return Numbers.plain(round3(100 * d)) + " points";
  }

  /** The table as HTML: a one-line reminder of the rule, every row, the tally; rows carry their verdict as data. */
  public HtmlView html() {
    return html(null);
  }

  /** One section's rows as HTML, over that section's tally. */
  public HtmlView html(String onlySection) {
    List<Row> rows = rows();
    boolean sections = rows.stream().anyMatch(r -> !r.section().isEmpty()) && onlySection == null;
    StringBuilder sb = new StringBuilder("<div class=\"levellab-comparison\" data-rule=\"test\">");
    sb.append("<p style=\"margin:0 0 4px 0\"><i>").append(Html.escape(REMINDER)).append("</i></p>");
    sb.append("<table style=\"border-collapse:collapse\"><caption style=\"text-align:left;font-weight:bold\">")
        .append(Html.escape(title + (onlySection == null ? "" : " · " + onlySection))).append("</caption><thead><tr>");
    List<String> heads = new ArrayList<>();
    if (sections) {
      heads.add("section");
    }
    heads.addAll(List.of("quantity", "source", "ours [95%]", "ours − source [95%]", "margin", "verdict", "note"));
    for (String h : heads) {
      sb.append("<th style=\"text-align:left;padding:2px 8px;border-bottom:1px solid #999\">").append(Html.escape(h))
          .append("</th>");
    }
    sb.append("</tr></thead><tbody>");
    for (Row r : rows) {
      if (onlySection != null && !r.section().equals(onlySection)) {
        continue;
      }
      sb.append("<tr data-verdict=\"").append(r.verdict().name().toLowerCase(Locale.ROOT))
          .append("\" data-kind=\"").append(r.kind().name().toLowerCase(Locale.ROOT))
          .append("\" data-counted=\"").append(r.verdict().counted())
          .append("\" data-seeds=\"").append(r.purpose() == null ? "" : r.purpose().name().toLowerCase(Locale.ROOT))
          .append("\" data-fitted=\"").append(r.fittedTo() != null)
          .append("\" data-source-lo=\"").append(r.source().hasNumber() ? r.source().low() : "")
          .append("\" data-domain-min=\"").append(domainMin(r))
          .append("\" data-margin-name=\"").append(r.declared() == null ? "" : Html.escape(r.declared().name()))
          .append("\">");
      String[] cells = cells(r);
      if (sections) {
        sb.append(td(r.section(), false));
      }
      for (int c = 0; c < cells.length; c++) {
        // numbers never wrap; the words do
        boolean number = c >= 2 && c <= 4;
        sb.append(c == 5 ? "<td style=\"padding:2px 8px;vertical-align:top;white-space:nowrap;text-align:left;"
            + "color:" + Figures.verdictColor(r.verdict()) + "\">" + Html.escape(cells[c]) + "</td>" : td(cells[c], number));
      }
      sb.append("</tr>");
    }
    Tally tally = tally(onlySection);
    sb.append("</tbody></table><p style=\"margin:4px 0 0 0\"><b>Tally.</b> ").append(Html.escape(tally.sentence()))
        .append("</p></div>");
    return new HtmlView(sb.toString());
  }

  private static String domainMin(Row r) {
    return Double.isInfinite(r.domainMin()) ? "" : Double.toString(r.domainMin());
  }

  private static String td(String text, boolean nowrap) {
    return "<td style=\"padding:2px 8px;vertical-align:top" + (nowrap ? ";white-space:nowrap;text-align:right"
        : ";text-align:left")
        + "\">" + Html.escape(text) + "</td>";
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
}
