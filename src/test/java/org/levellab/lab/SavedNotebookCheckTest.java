package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The export's reading in Chromium through this check is covered by JupyterIT, whose run with a notebook
 * lacking a findings box must print ExportCheck's complaint: a second browser here would cost seconds.
 */
class SavedNotebookCheckTest {
  private static final String NOTEBOOK = """
      {"cells": [{"cell_type": "markdown", "source": "# A title and enough words to read as a notebook"},
                 {"cell_type": "code", "source": "run();", "outputs": [{"output_type": "display_data",
                  "data": {"text/html": "<pre class=\\"levellab-progress\\">[####....] 40%</pre>"}}]}]}
      """;

  @Test
  void theNotebooksProblemsAndAMissingExportAreNamedByTheCheckThatFoundThem(@TempDir Path dir) throws Exception {
    Path nb = Files.writeString(dir.resolve("05-left.ipynb"), NOTEBOOK);
    List<String> problems = SavedNotebookCheck.check(nb, null);
    List<String> alone = NotebookCheck.check(nb).stream().map(p -> "NotebookCheck: " + p).toList();
    assertTrue(!alone.isEmpty(), "the progress remnant is a problem of its own");
    assertEquals(alone.size() + 1, problems.size(), problems.toString());
    assertEquals(alone, problems.subList(0, alone.size()));
    assertEquals("ExportCheck: 05-left.html: no export beside the notebook", problems.get(alone.size()));
  }
}
