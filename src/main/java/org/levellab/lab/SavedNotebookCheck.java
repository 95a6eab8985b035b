package org.levellab.lab;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Both checks of one saved notebook in one JVM: {@link NotebookCheck} on the executed notebook and
 * {@link ExportCheck} on its HTML export beside it (same name, {@code .html}). The notebook runner calls
 * this once per notebook as it is saved; one JVM in place of two saves a start-up per notebook.
 */
public final class SavedNotebookCheck {
  private SavedNotebookCheck() {}

  /** The problems of one saved notebook and its export, each line prefixed with the check that found it. */
  public static List<String> check(Path notebook, Path chromium) {
    List<String> problems = new ArrayList<>();
    NotebookCheck.check(notebook).forEach(p -> problems.add("NotebookCheck: " + p));
    Path page = notebook.resolveSibling(notebook.getFileName().toString().replaceFirst("\\.ipynb$", ".html"));
    if (!Files.isRegularFile(page)) {
      problems.add("ExportCheck: " + page.getFileName() + ": no export beside the notebook");
    } else if (chromium != null) {
      ExportCheck.check(page, chromium).forEach(p -> problems.add("ExportCheck: " + p));
    }
    return problems;
  }

  /** Checks each given saved notebook and its export; prints each problem and exits 1 if there is any. */
  public static void main(String[] args) {
    if (args.length == 0) {
      System.err.println("usage: SavedNotebookCheck <executed notebook (.ipynb), its export beside it>...");
      System.exit(2);
    }
    for (String a : args) {
      if (!a.endsWith(".ipynb") || !Files.isRegularFile(Path.of(a))) {
        System.err.println("SavedNotebookCheck: " + a + " is not a saved notebook (.ipynb)");
        System.exit(2);
      }
    }
    Path chromium = ExportCheck.browser();
    if (chromium == null) {
      System.out.println("ExportCheck: no Chromium installed: the exports were not read in a browser");
    }
    List<String> problems = new ArrayList<>();
    for (String a : args) {
      problems.addAll(check(Path.of(a), chromium));
    }
    problems.forEach(System.err::println);
    if (!problems.isEmpty()) {
      System.err.println("SavedNotebookCheck: " + problems.size() + " problem(s)");
      System.exit(1);
    }
    System.out.println("SavedNotebookCheck: clean (" + String.join(", ", args) + ")");
  }
}
