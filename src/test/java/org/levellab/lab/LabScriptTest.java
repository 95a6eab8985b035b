package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The argument handling of {@code src/jupyter/lab.py}, with the system's python3 and without the
 * project's {@code .venv} (nothing here starts Jupyter): which notebooks {@code run} picks from paths
 * and name prefixes, what its help says, and which arguments {@code lab} passes to JupyterLab.
 */
class LabScriptTest {
  private static final Path ROOT = Path.of("").toAbsolutePath();

  @TempDir Path dir;

  private record Run(int code, String out) {}

  private static Run python(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("python3"));
    command.addAll(List.of(args));
    Process p;
    try {
      p = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true).start();
    } catch (java.io.IOException e) {
      assumeTrue(false, "no python3 here: " + e.getMessage());
      throw e;
    }
    String out = new String(p.getInputStream().readAllBytes());
    assertTrue(p.waitFor(1, TimeUnit.MINUTES));
    return new Run(p.exitValue(), out);
  }

  /** Calls {@code lab.<expression>} with lab.py imported (as a module: main() does not run). */
  private static Run lab(String expression) throws Exception {
    return python("-c", "import sys; sys.path.insert(0, 'src/jupyter'); import lab; print(" + expression + ")");
  }

  @Test
  void runTakesNotebookPathsAndNamePrefixes() throws Exception {
    Path mine = dir.resolve("my-study.ipynb");
    Files.writeString(mine, "{}");
    Run r = lab("[str(p) for p in lab.notebooks(['01'], ['00', '" + mine + "', 'notebooks/03-pair-solitaire.ipynb'])]");
    assertEquals(0, r.code(), r.out());
    assertEquals("['" + ROOT.resolve("notebooks/00-tour.ipynb") + "', '" + mine.toRealPath() + "', '"
        + ROOT.resolve("notebooks/03-pair-solitaire.ipynb") + "', '" + ROOT.resolve("notebooks/01-tripeaks-level-design.ipynb")
        + "']", r.out().strip());
    // nothing named: every notebook under notebooks/
    Run all = lab("len(lab.notebooks(None, []))");
    try (var list = Files.list(ROOT.resolve("notebooks"))) {
      assertEquals(list.filter(p -> p.toString().endsWith(".ipynb")).count(), Long.parseLong(all.out().strip()));
    }
  }

  @Test
  void runRefusesWhatIsNoNotebook() throws Exception {
    Files.writeString(dir.resolve("notes.txt"), "x");
    Files.createDirectories(dir.resolve("other"));
    Files.writeString(dir.resolve("other/00-tour.ipynb"), "{}");
    String[][] cases = {
        {"['zz']", "no notebook under notebooks/ starts with 'zz'"},
        {"['" + dir.resolve("missing.ipynb") + "']", "no notebook " + dir.resolve("missing.ipynb")},
        {"['" + dir.resolve("notes.txt") + "']", "is not a notebook (.ipynb)"},
        {"['00', '" + dir.resolve("other/00-tour.ipynb") + "']", "have the same file name"},
    };
    for (String[] c : cases) {
      Run r = lab("lab.notebooks(None, " + c[0] + ")");
      assertEquals(1, r.code(), c[0] + ": " + r.out());
      assertTrue(r.out().contains(c[1]), c[0] + ": " + r.out());
    }
  }

  @Test
  void theHelpOfRunAndLabSaysWhatTheyTake() throws Exception {
    Run run = python("src/jupyter/lab.py", "run", "--help");
    assertEquals(0, run.code(), run.out());
    String flat = run.out().replaceAll("\\s+", " ");
    assertTrue(flat.contains("A NOTEBOOK is a path to any .ipynb file"), flat);
    assertTrue(flat.contains("name prefix of notebooks under notebooks/"), flat);
    Run lab = python("src/jupyter/lab.py", "lab", "--help");
    assertEquals(0, lab.code(), lab.out());
    assertTrue(lab.out().replaceAll("\\s+", " ").contains("Every other argument is JupyterLab's own"), lab.out());
  }

  @Test
  void labHandsJupyterLabEveryOptionItDoesNotTakeItself() throws Exception {
    Run r = lab("lab.jupyterlab_options(['--', '--no-browser', '--port', '8899']), "
        + "lab.jupyterlab_options(['--allow-root', '--ServerApp.token=x'])");
    assertEquals("['--no-browser', '--port', '8899'] ['--allow-root', '--ServerApp.token=x']", r.out().strip());
    // other commands still refuse what they do not know, before any set-up
    Run bad = python("src/jupyter/lab.py", "run", "--no-browser");
    assertEquals(2, bad.code(), bad.out());
    assertTrue(bad.out().contains("unrecognized arguments: --no-browser"), bad.out());
    Run before = python("src/jupyter/lab.py", "--port=1", "lab");
    assertEquals(2, before.code(), before.out());
    assertTrue(before.out().contains("JupyterLab's options go after 'lab'"), before.out());
  }

  /**
   * A run reads a kernel's CPU from its running process tree, because a kernel stopped at once leaves
   * its JVM (the launcher's child) uncounted among the finished children. A child that burned 0.6 s of
   * CPU and still runs must be counted by the tree and not yet by the finished children (which hold
   * only what ended before it started, such as a version manager's shim).
   */
  @Test
  void kernelCpuIsReadFromTheRunningProcessTree() throws Exception {
    assumeTrue(Files.isRegularFile(Path.of("/proc/self/stat")), "no /proc here: a run counts finished children");
    String busyChild = "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.6: pass\n"
        + "print('busy', flush=True)\ntime.sleep(60)";
    Run r = python("-c", String.join("\n",
        "import os, subprocess, sys",
        "sys.path.insert(0, 'src/jupyter')",
        "import lab",
        "ended = lab.children_cpu_seconds()",
        "c = subprocess.Popen([sys.executable, '-c', " + pythonString(busyChild) + "], stdout=subprocess.PIPE)",
        "c.stdout.readline()",
        "print(lab.tree_cpu_seconds(os.getpid()), lab.children_cpu_seconds() - ended)",
        "c.kill()"));
    assertEquals(0, r.code(), r.out());
    String[] cpu = r.out().strip().split(" ");
    assertTrue(Double.parseDouble(cpu[0]) >= 0.55, "the tree's CPU counts the running child: " + r.out());
    assertEquals(0.0, Double.parseDouble(cpu[1]), "no child has ended yet: " + r.out());
  }

  /**
   * Quick runs get the JIT's first tier, standard runs the compiler directives, full runs nothing; the
   * directives file must be one the JVM reads (a JVM given a file it cannot parse refuses to start).
   */
  @Test
  void eachModeGivesTheKernelItsJvmOptions() throws Exception {
    Run r = lab("'|'.join(lab.mode_jvm_opts(m) for m in ('quick', 'standard', 'full'))");
    assertEquals(0, r.code(), r.out());
    String[] opts = r.out().strip().split("\\|", -1);
    assertEquals(3, opts.length, r.out());
    assertEquals("-XX:TieredStopAtLevel=1", opts[0]);
    assertEquals("", opts[2], "full runs keep the JVM's defaults");
    Path directives = ROOT.resolve("src/jupyter/kernel-compiler-directives.json");
    assertEquals("-XX:+UnlockDiagnosticVMOptions -XX:CompilerDirectivesFile=" + directives, opts[1]);
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    command.addAll(List.of(opts[1].split(" ")));
    command.add("-version");
    Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
    String said = new String(java.getInputStream().readAllBytes());
    assertTrue(java.waitFor(1, TimeUnit.MINUTES));
    assertEquals(0, java.exitValue(), said);
    assertTrue(said.contains("1 compiler directives added"), said);
  }

  private static String pythonString(String text) {
    return "'" + text.replace("\\", "\\\\").replace("\n", "\\n").replace("'", "\\'") + "'";
  }
}
