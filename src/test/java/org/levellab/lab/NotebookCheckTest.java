package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;

class NotebookCheckTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static ObjectNode cell(String source, ObjectNode... outputs) {
    ObjectNode c = JSON.createObjectNode().put("cell_type", "code");
    c.put("source", source);
    ArrayNode outs = c.putArray("outputs");
    for (ObjectNode o : outputs) {
      outs.add(o);
    }
    return c;
  }

  private static ObjectNode display(String html) {
    ObjectNode o = JSON.createObjectNode().put("output_type", "display_data");
    o.putObject("data").put("text/html", html).put("text/plain", "[picture]");
    return o;
  }

  private static Path notebook(Path dir, String name, ObjectNode... cells) throws Exception {
    ObjectNode nb = JSON.createObjectNode();
    ArrayNode cs = nb.putArray("cells");
    cs.add(JSON.createObjectNode().put("cell_type", "markdown").put("source", "# title " + "x".repeat(200)));
    for (ObjectNode c : cells) {
      cs.add(c);
    }
    Path p = dir.resolve(name);
    Files.writeString(p, JSON.writeValueAsString(nb));
    return p;
  }

  @Test
  void aDeliberatelyBadNotebookFailsWithNotebookCellAndText(@TempDir Path dir) throws Exception {
    Table raw = Table.create("raw", DoubleColumn.create("x", 1.0));
    String rawHtml = "<table><tr><td>25.659999999999997</td></tr></table>";
    Path bad = notebook(dir, "09-bad.ipynb",
        cell("int x = 1;\nString s = \"" + "y".repeat(120) + "\";"),
        cell("run();", display("<pre class=\"levellab-progress\">[####....] 40%</pre>")),
        cell("run2();", display("")),
        cell("t", display(rawHtml)),
        cell("Html.table(raw)", display(Html.table(raw))));
    List<NotebookCheck.Problem> problems = NotebookCheck.check(bad);
    assertEquals(4, problems.size(), problems.toString());
    assertEquals(2, problems.get(0).cell());
    assertTrue(problems.get(0).toString().startsWith("09-bad.ipynb, cell 2: code line 2 has 134"),
        problems.get(0).toString());
    assertTrue(problems.get(1).toString().contains("cell 3: progress display"), problems.toString());
    assertTrue(problems.get(2).toString().contains("cell 4: empty display output"), problems.toString());
    assertTrue(problems.get(3).toString().contains("cell 5: unformatted number 25.659999999999997"),
        problems.toString());
  }

  @Test
  void aCleanNotebookPassesAndFiguresAreAllowed(@TempDir Path dir) throws Exception {
    Table t = Table.create("est", DoubleColumn.create("mean", 25.659999999999997));
    String figure = "<div id=\"f\"></div><script>var data = [0.30000000000000004, 1.234567891];</script>";
    notebook(dir, "01-good.ipynb",
        cell("Table t = est();", display(Html.table(t))),
        cell("figure()", display(figure)),
        cell("Lab.html(\"<p>share 0.1234 of 3.14159 and 1,234,567 deals</p>\")",
            display("<p>share 0.1234 of 3.14159 and 1,234,567 deals</p>")));
    assertEquals(List.of(), NotebookCheck.check(List.of(dir)));
  }

  @Test
  void significantDigitsIgnoreExponentsAndTrailingZeros() {
    assertEquals(17, NotebookCheck.significantDigits("25.659999999999997"));
    assertEquals(4, NotebookCheck.significantDigits("1.500e-07"));
    assertEquals(2, NotebookCheck.significantDigits("0.0012"));
    assertEquals(4, NotebookCheck.significantDigits("3.000"));
  }

  private static ObjectNode markdown(String text) {
    return JSON.createObjectNode().put("cell_type", "markdown").put("source", text);
  }

  private static List<NotebookCheck.Problem> checkCells(Path dir, ObjectNode... cells) throws Exception {
    return NotebookCheck.check(notebook(dir, "05-x.ipynb", cells));
  }

  @Test
  void aFinishedRunsSummaryLineIsAProgressRemnant(@TempDir Path dir) throws Exception {
    String summary = "<pre class=\"" + NotebookSupport.SUMMARY_CLASS + "\">trials: 10 of 10 in 12.3 s</pre>";
    List<NotebookCheck.Problem> p = checkCells(dir, cell("long()", display(summary)));
    assertEquals(1, p.size(), p.toString());
    assertTrue(p.get(0).what().contains("progress display"));
  }

  @Test
  void proseNumbersMustComeFromTheOutputsOrAQuotedSource(@TempDir Path dir) throws Exception {
    ObjectNode out = cell("Lab.say(...)", display("<p>beatable 9,956 of 10,000: share 0.99563, ms 24.466</p>"));
    assertEquals(List.of(), checkCells(dir, out,
        markdown("We found 9,956 of 10,000 (99.56%), about 24.47 ms or 24.5 ms; Figure 3 and Simulations 1-5;"
            + " the 2s and 9♣; in 2009; a `10_000` in code; 10⁷ deals; the article says “it takes 37 moves”.")));
    List<NotebookCheck.Problem> p = checkCells(dir, out,
        markdown("It takes 2.205 h, and 9,957 stacks, and 0.77 of them, on 2 cores."));
    assertEquals(4, p.size(), p.toString());
    assertTrue(p.get(0).what().contains("states 2.205"), p.toString());
    assertTrue(p.get(1).what().contains("states 9,957"), p.toString());
  }

  @Test
  void noCellOrOutputNamesTheTracker(@TempDir Path dir) throws Exception {
    List<NotebookCheck.Problem> p = checkCells(dir, markdown("As the issue asks, we compare."),
        cell("// see the ticket", display("<p>fine</p>")), cell("x", display("<p>from the tracker</p>")));
    assertEquals(3, p.size(), p.toString());
  }

  @Test
  void verdictTablesMustStateTheirRule(@TempDir Path dir) throws Exception {
    Table typed = Table.create("typed", tech.tablesaw.api.StringColumn.create("agrees", "yes"));
    Comparison c = Comparison.titled("computed");
    c.exact("x", "1.1", 1.1, "");
    List<NotebookCheck.Problem> p = checkCells(dir, cell("typed", display(Html.table(typed))),
        cell("cmp.html()", display(c.html().html())));
    assertEquals(1, p.size(), p.toString());
    assertEquals(2, p.get(0).cell());
  }

  @Test
  void intervalsOutsideTheirDomainAreFound(@TempDir Path dir) throws Exception {
    Table t = Table.create("difficulty", DoubleColumn.create("proof nodes", new double[] {23925}),
        DoubleColumn.create("proof nodes_lo", new double[] {-13479}),
        DoubleColumn.create("proof nodes_hi", new double[] {61328}),
        DoubleColumn.create("share kept", new double[] {0.986}), DoubleColumn.create("share kept_lo", new double[] {0.9567}),
        DoubleColumn.create("share kept_hi", new double[] {1.015}),
        DoubleColumn.create("gap vs random", new double[] {-0.2}), DoubleColumn.create("gap vs random_lo", new double[] {-0.5}),
        DoubleColumn.create("gap vs random_hi", new double[] {0.1}));
    List<NotebookCheck.Problem> p = checkCells(dir, cell("t", display(Html.table(t))));
    assertEquals(2, p.size(), p.toString());
  }

  @Test
  void aColumnNamedInPercentHoldsSharesUpTo100(@TempDir Path dir) throws Exception {
    Table t = Table.create("win rates", tech.tablesaw.api.StringColumn.create("win rate, % [95% CI]",
        "50.00 [25.38, 74.62]", "0.000 [0.000, 24.25]", "97.50 [94.28, 100.3]"),
        tech.tablesaw.api.StringColumn.create("share [95% CI]", "0.5 [0.25, 0.75]", "0.5 [0.25, 1.2]", "0 [0, 0.1]"));
    List<NotebookCheck.Problem> p = checkCells(dir, cell("t", display(Html.table(t))));
    assertEquals(2, p.size(), p.toString());
    assertTrue(p.get(0).toString().contains("100.3") || p.get(1).toString().contains("100.3"), p.toString());
    assertTrue(p.get(0).toString().contains("1.2]") || p.get(1).toString().contains("1.2]"), p.toString());
  }
}
