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
 * Checks executed notebooks for what a saved notebook must not carry: progress remnants (a bar, or
 * an empty display a finished bar left), numbers printed unformatted (more than
 * {@value #MAX_SIGNIFICANT} significant digits, such as {@code 25.659999999999997}) in what the
 * reader sees, and code lines longer than {@value #MAX_LINE} characters. {@code mvn verify} runs it
 * over the quick-mode notebooks after they execute:
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
    for (int i = 0; i < cells.size(); i++) {
      JsonNode cell = cells.get(i);
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
    if (html.contains(NotebookSupport.PROGRESS_CLASS) || BAR.matcher(html + plain).find()) {
      problems.add(new Problem(name, cell, "progress display left in the saved notebook",
          clip(html.isEmpty() ? plain : html)));
      return;
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
        && !html.contains("<img") : plain.isBlank();
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
