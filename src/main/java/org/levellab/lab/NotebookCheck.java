package org.levellab.lab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Checks executed notebooks for what a saved notebook must not carry:
 * <ul>
 *   <li>progress remnants: a bar, a finished run's summary line, or an empty display a bar left;
 *   <li>numbers printed unformatted (more than {@value #MAX_SIGNIFICANT} significant digits, such as
 *       {@code 25.659999999999997}) in what the reader sees;
 *   <li>code lines longer than {@value #MAX_LINE} characters;
 *   <li>a number stated in a markdown cell that appears in none of the notebook's computed outputs
 *       and is not quoted from a source (in quotation marks or a {@code >} block; when the sources'
 *       texts are at hand, the quoted number must appear in one of them): conclusions that state
 *       numbers are rendered from the data ({@link Prose});
 *   <li>an interval that leaves its quantity's domain in a table (a share's column outside [0, 1], a
 *       count's or time's below zero);
 *   <li>a verdict not earned by a test: a table with a verdict column ({@code agrees}, {@code
 *       verdict}) that {@link Comparison} did not make with its tests, or a verdict typed as "by
 *       construction";
 *   <li>a fitted row counted in a tally, a verdict on an estimate that did not come from confirmation
 *       seeds, or a source's range below zero for a quantity that cannot be negative;
 *   <li>a degenerate interval ({@code 23 [23, 23]}): values all alike give none;
 *   <li>any mention of the project's tracker (issues, tickets, notes) in a cell or an output.
 * </ul>
 * {@code mvn verify} runs it over the quick-mode notebooks after they execute, and the main job over
 * the standard-mode ones:
 *
 * <pre>java -cp target/levellab.jar org.levellab.lab.NotebookCheck target/notebooks-quick</pre>
 *
 * <p>Each problem is one line naming the notebook, the cell (numbered from 1 as in the file) and the
 * offending text.
 */
public final class NotebookCheck {
  static final int MAX_LINE = 100;
  static final int MAX_SIGNIFICANT = 6;
  /** The bar {@link org.levellab.core.Progress#line} draws: {@code [####....]  40%}. */
  private static final Pattern BAR = Pattern.compile("\\[[#.]{10,}\\]\\s+\\d+%");
  private static final Pattern DECIMAL =
      Pattern.compile("(?<![\\w.])[-+]?\\d+\\.\\d+(?:[eE][-+]?\\d+)?(?![\\w.])");
  private static final Pattern SCRIPT = Pattern.compile("(?is)<script\\b.*?</script>");
  private static final Pattern STYLE = Pattern.compile("(?is)<style\\b.*?</style>");
  private static final Pattern TAG = Pattern.compile("(?s)<[^>]*>");
  /** Words that name the project's tracker, which the notebooks never speak of. */
  static final Pattern TRACKER = Pattern.compile("(?i)\\b(issues?|tracker|tickets?|closing notes?)\\b");
  /** A number as prose states it: 9,956 or 99.56% or 0.77 or -3 (not a digit inside a word). */
  static final Pattern PROSE_NUMBER = Pattern.compile("(?<![\\w.,])[-+−]?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?%?(?![\\w]|[.,]\\d)"
      + "|(?<![\\w.,])[-+−]?\\d+(?:\\.\\d+)?%?(?![\\w]|[.,]\\d)");
  /** A number in an output, as the engine prints it (separators, exponents). */
  private static final Pattern OUTPUT_NUMBER =
      Pattern.compile("[-+−]?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:[eE][-+]?\\d+)?");
  /** Labels, not quantities: Figure 3, Simulations 1-5, step 2, card ranks, years, powers of ten. */
  private static final Pattern LABELS = Pattern.compile("(?i)\\b(figures?|fig\\.|simulations?|tables?|sections?|"
      + "eqs?\\.|equations?|steps?|notebooks?|parts?|chapters?|rules?|cells?|levels?|version)\\s+\\d+[a-z]?"
      + "(?:\\s*(?:,|and|or|to|–|-|&)\\s*\\d+[a-z]?)*"
      + "|\\d+(?=\\s?[♠♥♦♣])|\\b(?:19|20)\\d\\d\\b|\\b10(?=[⁰¹²³⁴⁵⁶⁷⁸⁹]+)");
  private static final Pattern CODE_SPAN = Pattern.compile("(?s)```.*?```|`[^`]*`");
  private static final Pattern LINK_TARGET = Pattern.compile("\\]\\([^)]*\\)");
  private static final Pattern QUOTED = Pattern.compile("“[^”]*”|\"[^\"\\n]*\"|(?m)^\\s*>.*$");
  /** An interval cell as tables write it: {@code 0.986 [0.9567, 1.015]}. */
  private static final Pattern INTERVAL_CELL = Pattern.compile(
      "^\\s*([-−]?[\\d.,]+(?:e[-+]?\\d+)?)%?\\s*\\[([-−]?[\\d.,]+(?:e[-+]?\\d+)?)%?,\\s*([-−]?[\\d.,]+(?:e[-+]?\\d+)?)%?\\]\\s*$");
  private static final Pattern SHARE_COLUMN = Pattern.compile("(?i)share|rate|probability|win|fraction");
  private static final Pattern NON_NEGATIVE_COLUMN = Pattern.compile(
      "(?i)nodes|\\bms\\b|millis|seconds|count|moves|draws|cards|games|swaps|states|tries|calls|attempts|time|size|length|chain");

  /** One problem: where, and what. */
  public record Problem(String notebook, int cell, String what, String text) {
    @Override
    public String toString() {
      return notebook + ", cell " + cell + ": " + what + ": " + text;
    }
  }

  private NotebookCheck() {}

  /** The problems of every {@code .ipynb} under the given files or folders. */
  public static List<Problem> check(List<Path> paths) {
    List<Problem> all = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> s = Files.list(p)) {
          s.filter(f -> f.toString().endsWith(".ipynb")).sorted().forEach(f -> all.addAll(check(f)));
        } catch (IOException e) {
          throw new UncheckedIOException("cannot list " + p, e);
        }
      } else {
        all.addAll(check(p));
      }
    }
    return all;
  }

  /** The problems of one executed notebook. */
  public static List<Problem> check(Path notebook) {
    JsonNode nb;
    try {
      nb = new ObjectMapper().readTree(notebook.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read notebook " + notebook + ": " + e.getMessage(), e);
    }
    String name = notebook.getFileName().toString();
    List<Problem> problems = new ArrayList<>();
    JsonNode cells = nb.path("cells");
    List<Double> computed = new ArrayList<>();
    java.util.Set<String> computedText = new java.util.HashSet<>();
    for (JsonNode cell : cells) {
      for (JsonNode out : cell.path("outputs")) {
        collectNumbers(outputText(out), computed, computedText);
      }
    }
    List<String> sources = sourceTexts(nb);
    for (int i = 0; i < cells.size(); i++) {
      JsonNode cell = cells.get(i);
      String source = joined(cell.path("source"));
      Matcher tracker = TRACKER.matcher(source);
      if (tracker.find()) {
        problems.add(new Problem(name, i + 1, "names the project's tracker ('" + tracker.group() + "')",
            clip(around(source, tracker.start()))));
      }
      if ("markdown".equals(cell.path("cell_type").asText())) {
        checkProseNumbers(name, i + 1, source, computed, computedText, sources, problems);
      }
      if (!"code".equals(cell.path("cell_type").asText())) {
        continue;
      }
      int number = i + 1;
      String[] lines = joined(cell.path("source")).split("\n", -1);
      for (int l = 0; l < lines.length; l++) {
        if (lines[l].length() > MAX_LINE) {
          problems.add(new Problem(name, number, "code line " + (l + 1) + " has "
              + lines[l].length() + " characters (at most " + MAX_LINE + ")", clip(lines[l])));
        }
      }
      for (JsonNode out : cell.path("outputs")) {
        checkOutput(name, number, out, problems);
      }
    }
    return problems;
  }

  private static void checkOutput(String name, int cell, JsonNode out, List<Problem> problems) {
    String type = out.path("output_type").asText();
    String all = outputText(out);
    Matcher tracker = TRACKER.matcher(all);
    if (tracker.find()) {
      problems.add(new Problem(name, cell, "an output names the project's tracker ('" + tracker.group() + "')",
          clip(around(all, tracker.start()))));
    }
    if (type.equals("stream")) {
      String text = joined(out.path("text"));
      if (BAR.matcher(text).find()) {
        problems.add(new Problem(name, cell, "progress bar left in a stream output", clip(text)));
      }
      return;
    }
    if (!type.equals("display_data") && !type.equals("execute_result")) {
      return;
    }
    JsonNode data = out.path("data");
    String html = joined(data.path("text/html"));
    String plain = joined(data.path("text/plain"));
    if (html.contains(NotebookSupport.PROGRESS_CLASS) || html.contains(NotebookSupport.SUMMARY_CLASS)
        || BAR.matcher(html + plain).find()) {
      problems.add(new Problem(name, cell, "progress display left in the saved notebook",
          clip(html.isEmpty() ? plain : html)));
      return;
    }
    checkVerdicts(name, cell, html, problems);
    checkIntervals(name, cell, html, problems);
    Matcher degenerate = DEGENERATE.matcher(visibleText(html) + "\n" + plain);
    while (degenerate.find()) {
      problems.add(new Problem(name, cell, "a degenerate interval (values all alike give none: state the constant"
          + " and its n, or use a method valid there)", clip(degenerate.group())));
    }
    boolean hasOther = false;
    var fields = data.fieldNames();
    while (fields.hasNext()) {
      String mime = fields.next();
      hasOther |= !mime.equals("text/html") && !mime.equals("text/plain");
    }
    boolean hasHtml = data.has("text/html");
    String visible = hasHtml ? visibleText(html) : plain;
    boolean blank = hasHtml ? TAG.matcher(html).replaceAll("").isBlank() && !html.contains("<svg")
        && !html.contains("<img") && !html.contains("<iframe") : plain.isBlank();
    if (!hasOther && blank) {
      problems.add(new Problem(name, cell, "empty display output (a progress remnant?)",
          clip(html + plain)));
      return;
    }
    Matcher m = DECIMAL.matcher(visible);
    while (m.find()) {
      if (significantDigits(m.group()) > MAX_SIGNIFICANT) {
        problems.add(new Problem(name, cell, "unformatted number " + m.group() + " (more than "
            + MAX_SIGNIFICANT + " significant digits; use Lab.fmt or a DOUBLE column)",
            clip(around(visible, m.start()))));
      }
    }
  }

  /** Every number a reader sees in an output: HTML without scripts and tags, plain text, streams. */
  static String outputText(JsonNode out) {
    if (out.path("output_type").asText().equals("stream")) {
      return joined(out.path("text"));
    }
    JsonNode data = out.path("data");
    String html = joined(data.path("text/html"));
    return (html.isEmpty() ? "" : visibleText(html)) + "\n" + joined(data.path("text/plain"));
  }

  private static void collectNumbers(String text, List<Double> values, java.util.Set<String> texts) {
    Matcher m = OUTPUT_NUMBER.matcher(text);
    while (m.find()) {
      String t = m.group().replace("−", "-").replace(",", "");
      texts.add(stripZeros(t));
      try {
        values.add(Double.parseDouble(t));
      } catch (NumberFormatException e) {
        // a stray sign or dot: not a number
      }
    }
  }

  private static String stripZeros(String number) {
    if (number.contains("e") || number.contains("E") || !number.contains(".")) {
      return number;
    }
    return number.replaceFirst("0+$", "").replaceFirst("\\.$", "");
  }

  /**
   * The numbers a markdown cell states: each must be one a computed output shows (as printed, or
   * rounded to the prose's precision, or as a percentage of a share), or a quotation of a source.
   */
  static void checkProseNumbers(String name, int cell, String markdown, List<Double> computed,
      java.util.Set<String> computedText, List<String> sources, List<Problem> problems) {
    String text = CODE_SPAN.matcher(markdown).replaceAll(" ");
    text = LINK_TARGET.matcher(text).replaceAll("] ");
    text = TAG.matcher(text).replaceAll(" ");
    Matcher quoted = QUOTED.matcher(text);
    StringBuilder prose = new StringBuilder();
    int last = 0;
    while (quoted.find()) {
      prose.append(text, last, quoted.start()).append(' ');
      last = quoted.end();
      if (!sources.isEmpty()) {
        Matcher q = PROSE_NUMBER.matcher(LABELS.matcher(quoted.group()).replaceAll(" "));
        while (q.find()) {
          String n = q.group().replace("−", "-").replace(",", "");
          boolean inSource = sources.stream().anyMatch(src -> containsNumber(src, n));
          if (!inSource) {
            problems.add(new Problem(name, cell, "quotes " + q.group() + ", which none of the notebook's sources states",
                clip(quoted.group())));
          }
        }
      }
    }
    prose.append(text.substring(last));
    String plain = LABELS.matcher(prose).replaceAll(" ");
    Matcher m = PROSE_NUMBER.matcher(plain);
    while (m.find()) {
      String n = m.group().replace("−", "-").replace(",", "");
      if (!matchesComputed(n, computed, computedText)) {
        problems.add(new Problem(name, cell, "the prose states " + m.group() + ", which no computed output shows "
            + "(render it from the data with Lab.say, or quote the source)", clip(around(plain, m.start()))));
      }
    }
  }

  static boolean matchesComputed(String prose, List<Double> computed, java.util.Set<String> computedText) {
    boolean percent = prose.endsWith("%");
    String digits = percent ? prose.substring(0, prose.length() - 1) : prose;
    if (computedText.contains(stripZeros(digits))) {
      return true;
    }
    double v;
    try {
      v = Double.parseDouble(digits);
    } catch (NumberFormatException e) {
      return true;
    }
    int dot = digits.indexOf('.');
    int decimals = dot < 0 ? 0 : digits.length() - dot - 1;
    double half = 0.5 * Math.pow(10, -decimals) * (1 + 1e-9);
    int proseDigits = new BigDecimal(digits.replace("-", "")).precision();
    for (double o : computed) {
      if (o == v) {
        return true;
      }
      // a share given in percent ("99.56%" of 0.9956, "5%" of 0.052)
      if (o >= 0 && o <= 1 && Math.abs(100 * o - v) <= half) {
        return true;
      }
      // a rounding of a more precise output ("24.47" or "24.5" of 24.466); whole numbers must match
      if (decimals > 0 && Math.abs(o - v) <= half && significantDigitsOf(o) > proseDigits) {
        return true;
      }
    }
    return false;
  }

  private static int significantDigitsOf(double o) {
    return new BigDecimal(Double.toString(o)).stripTrailingZeros().precision();
  }

  private static boolean containsNumber(String source, String n) {
    String digits = n.endsWith("%") ? n.substring(0, n.length() - 1) : n;
    Matcher m = OUTPUT_NUMBER.matcher(source);
    while (m.find()) {
      if (stripZeros(m.group().replace(",", "")).equals(stripZeros(digits))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The texts of the sources a notebook quotes (its metadata {@code levellab.sources}), read from the
   * folder named by {@code LEVELLAB_SOURCES} or {@code ../shared/seeds}; empty when they are not at
   * hand, and then quotations are taken as they stand.
   */
  static List<String> sourceTexts(JsonNode nb) {
    List<String> texts = new ArrayList<>();
    String dir = System.getenv("LEVELLAB_SOURCES");
    Path folder = dir != null ? Path.of(dir) : Path.of("..", "shared", "seeds");
    if (!Files.isDirectory(folder)) {
      return texts;
    }
    for (JsonNode f : nb.path("metadata").path("levellab").path("sources")) {
      Path p = folder.resolve(f.asText());
      try {
        if (Files.isRegularFile(p)) {
          texts.add(Files.readString(p));
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the source " + p, e);
      }
    }
    return texts;
  }

  /** An interval whose ends are one number, {@code 23 [23, 23]} or {@code [100%, 100%]}. */
  static final Pattern DEGENERATE = Pattern.compile("\\[\\s*([-−]?[\\d.,]+%?)\\s*,\\s*\\1\\s*\\]");
  private static final Pattern VERDICT_HEAD = Pattern.compile("(?s)<th[^>]*>\\s*(agrees|verdict|agrees\\?)\\s*</th>");
  private static final Pattern ROW = Pattern.compile("(?s)<tr\\b([^>]*)>");

  /**
   * Verdicts a reader may trust: made by {@link Comparison}'s tests (its tables say so), no fitted row
   * counted, none on estimates from seeds that chose or explored, no source range below a count's zero.
   */
  static void checkVerdicts(String name, int cell, String html, List<Problem> problems) {
    boolean tested = html.contains("data-rule=\"test\"");
    if (!tested && VERDICT_HEAD.matcher(html).find()) {
      problems.add(new Problem(name, cell, "a table of verdicts that no test made (make it with Comparison)",
          clip(visibleText(html))));
      return;
    }
    if (!tested) {
      return;
    }
    Matcher tr = ROW.matcher(html);
    while (tr.find()) {
      String attrs = tr.group(1);
      String verdict = attr(attrs, "data-verdict");
      if (verdict == null) {
        continue;
      }
      boolean counted = "true".equals(attr(attrs, "data-counted"));
      if ("true".equals(attr(attrs, "data-fitted")) && counted && !verdict.equals("fitted_differs")) {
        problems.add(new Problem(name, cell, "a fitted row counted in a tally", clip(attrs)));
      }
      if ("estimate".equals(attr(attrs, "data-kind")) && counted && !"confirmation".equals(attr(attrs, "data-seeds"))) {
        problems.add(new Problem(name, cell, "a verdict on an estimate that did not come from confirmation seeds",
            clip(attrs)));
      }
      String lo = attr(attrs, "data-source-lo");
      String min = attr(attrs, "data-domain-min");
      if (lo != null && min != null && !lo.isEmpty() && !min.isEmpty()
          && Double.parseDouble(lo) < Double.parseDouble(min) - 1e-12) {
        problems.add(new Problem(name, cell, "a source's range below " + min + " for a quantity that cannot go there",
            clip(attrs)));
      }
    }
    if (visibleText(html).contains("by construction")) {
      Matcher m = Pattern.compile("by construction").matcher(visibleText(html));
      m.find();
      problems.add(new Problem(name, cell, "a verdict typed as 'by construction' (record the fit with "
          + "Estimate.fitted)", clip(around(visibleText(html), m.start()))));
    }
  }

  private static String attr(String attrs, String key) {
    Matcher m = Pattern.compile(key + "=\"([^\"]*)\"").matcher(attrs);
    return m.find() ? m.group(1) : null;
  }

  /** Intervals in tables that leave their quantity's domain, judged by the column's name. */
  static void checkIntervals(String name, int cell, String html, List<Problem> problems) {
    Matcher table = Pattern.compile("(?s)<table.*?</table>").matcher(html);
    while (table.find()) {
      List<String> heads = new ArrayList<>();
      Matcher th = Pattern.compile("(?s)<th[^>]*>(.*?)</th>").matcher(table.group());
      while (th.find()) {
        heads.add(visibleText(th.group(1)).strip());
      }
      Matcher tr = Pattern.compile("(?s)<tr[^>]*>(.*?)</tr>").matcher(table.group());
      while (tr.find()) {
        Matcher td = Pattern.compile("(?s)<td[^>]*>(.*?)</td>").matcher(tr.group(1));
        int col = 0;
        while (td.find()) {
          String head = col < heads.size() ? heads.get(col) : "";
          col++;
          Matcher iv = INTERVAL_CELL.matcher(visibleText(td.group(1)));
          if (!iv.matches()) {
            continue;
          }
          double lo = Double.parseDouble(iv.group(2).replace("−", "-").replace(",", ""));
          double hi = Double.parseDouble(iv.group(3).replace("−", "-").replace(",", ""));
          // in percent when the cell says so, or the column's name does apart from its confidence level
          boolean pct = td.group(1).contains("%") || head.replaceAll("\\d+(\\.\\d+)?% CI", "").contains("%");
          boolean difference = head.toLowerCase(java.util.Locale.ROOT).matches(".*(diff|gap|change|Δ|minus|exponent|slope|intercept|vs).*");
          if (difference) {
            continue;
          }
          if (SHARE_COLUMN.matcher(head).find() && (lo < 0 || hi > (pct ? 100 : 1) + 1e-9)) {
            problems.add(new Problem(name, cell, "a share's interval outside [0, " + (pct ? "100%" : "1") + "] in column '"
                + head + "'", clip(visibleText(td.group(1)))));
          } else if (NON_NEGATIVE_COLUMN.matcher(head).find() && lo < 0) {
            problems.add(new Problem(name, cell, "an interval below zero for a non-negative quantity in column '"
                + head + "'", clip(visibleText(td.group(1)))));
          }
        }
      }
    }
  }

  /** The text a reader sees in an HTML output: no scripts (figure data), styles or tags. */
  static String visibleText(String html) {
    String s = SCRIPT.matcher(html).replaceAll(" ");
    s = STYLE.matcher(s).replaceAll(" ");
    s = TAG.matcher(s).replaceAll(" ");
    return s.replace("&nbsp;", " ").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
  }

  static int significantDigits(String number) {
    String mantissa = number.split("[eE]")[0];
    // digits as printed: 1.500 has 4 (a formatter chose them), 0.0012 has 2
    return new BigDecimal(mantissa).precision();
  }

  private static String around(String text, int at) {
    int from = Math.max(0, at - 30);
    int to = Math.min(text.length(), at + 50);
    return text.substring(from, to).replaceAll("\\s+", " ").strip();
  }

  private static String clip(String s) {
    String one = s.replaceAll("\\s+", " ").strip();
    return "\"" + (one.length() > 90 ? one.substring(0, 87) + "..." : one) + "\"";
  }

  private static String joined(JsonNode node) {
    if (node.isArray()) {
      StringBuilder sb = new StringBuilder();
      node.forEach(n -> sb.append(n.asText()));
      return sb.toString();
    }
    return node.isMissingNode() || node.isNull() ? "" : node.asText();
  }

  /** Checks the notebooks under the given paths; prints each problem and exits 1 if there is any. */
  public static void main(String[] args) {
    if (args.length == 0) {
      System.err.println("usage: NotebookCheck <executed notebook or folder>...");
      System.exit(2);
    }
    List<Path> paths = Stream.of(args).map(Path::of).toList();
    for (Path p : paths) {
      if (!Files.exists(p)) {
        System.err.println("NotebookCheck: " + p + " does not exist (did the notebooks run?)");
        System.exit(2);
      }
    }
    List<Problem> problems = check(paths);
    problems.forEach(p -> System.err.println("NotebookCheck: " + p));
    if (!problems.isEmpty()) {
      System.err.println("NotebookCheck: " + problems.size() + " problem(s) in the saved notebooks");
      System.exit(1);
    }
    System.out.println("NotebookCheck: saved notebooks clean (" + String.join(", ", args) + ")");
  }
}
