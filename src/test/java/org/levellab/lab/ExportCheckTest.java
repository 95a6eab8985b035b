package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportCheckTest {
  @TempDir
  Path dir;

  @Test
  void externalReferencesAreFoundInMarkupButNotInsideInlineScripts() {
    assertTrue(ExportCheck.EXTERNAL.matcher(ExportCheck.stripScripts(
        "<script src=\"https://cdnjs.cloudflare.com/x.js\"></script>")).find());
    assertTrue(ExportCheck.EXTERNAL.matcher("<link rel=\"stylesheet\" href=\"//fonts.example/f.css\">").find());
    assertTrue(ExportCheck.EXTERNAL.matcher("<img src='http://example.org/a.png'>").find());
    assertFalse(ExportCheck.EXTERNAL.matcher(ExportCheck.stripScripts(
        "<script>var tiles = \"<img src='https://tiles.example/{z}.png'>\";</script><p>ok</p>")).find());
    assertFalse(ExportCheck.EXTERNAL.matcher("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>").find());
  }

  @Test
  void theCodeCellsToShowAreThoseNotTaggedHideInput() throws Exception {
    Path nb = dir.resolve("n.ipynb");
    Files.writeString(nb, "{\"cells\":[{\"cell_type\":\"code\",\"metadata\":{\"tags\":[\"hide-input\"]},\"source\":\"a\"},"
        + "{\"cell_type\":\"code\",\"metadata\":{},\"source\":\"b\"},{\"cell_type\":\"markdown\",\"metadata\":{},"
        + "\"source\":\"c\"}]}");
    assertEquals(1, ExportCheck.shownCodeCells(nb));
    assertEquals(-1, ExportCheck.shownCodeCells(dir.resolve("missing.ipynb")));
  }

  @Test
  void aPageIsReadInChromiumForItsFindingsBoxAndItsCode() throws Exception {
    Path chromium = ExportCheck.browser();
    assumeTrue(chromium != null, "no Chromium installed: the browser part of the export check is skipped");
    Path good = dir.resolve("good.html");
    Files.writeString(good, "<html><body><h1>t</h1><div class=\"levellab-findings\"><ul><li>x</li></ul></div>"
        + "</body></html>");
    assertEquals(List.of(), ExportCheck.check(good, chromium));
    Path late = dir.resolve("late.html");
    Files.writeString(late, "<html><body><div style=\"height:3000px\"></div><div class=\"levellab-findings\">"
        + "<ul><li>x</li></ul></div><div class=\"jp-CodeCell\"><div class=\"jp-InputArea\">code</div></div>"
        + "<script src=\"https://cdn.example/x.js\"></script></body></html>");
    Files.writeString(dir.resolve("late.ipynb"), "{\"cells\":[{\"cell_type\":\"code\",\"metadata\":{\"tags\":"
        + "[\"hide-input\"]},\"source\":\"a\"}]}");
    List<String> problems = ExportCheck.check(late, chromium);
    assertEquals(3, problems.size(), problems.toString());
    assertTrue(problems.get(0).contains("external reference"), problems.toString());
    assertTrue(problems.get(1).contains("below the first screen"), problems.toString());
    assertTrue(problems.get(2).contains("shows 1 code cells, the notebook marks 0"), problems.toString());
  }
}
