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
  void aCleanNotebookPassesAndFiguresAndSummariesAreAllowed(@TempDir Path dir) throws Exception {
    Table t = Table.create("est", DoubleColumn.create("mean", 25.659999999999997));
    String figure = "<div id=\"f\"></div><script>var data = [0.30000000000000004, 1.234567891];</script>";
    String summary = "<pre class=\"" + NotebookSupport.SUMMARY_CLASS + "\">trials: 10 of 10 in 12.3 s</pre>";
    notebook(dir, "01-good.ipynb",
        cell("Table t = est();", display(Html.table(t))),
        cell("figure()", display(figure)),
        cell("long()", display(summary)),
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
}
